import {
  CHANNEL_EXTRAS,
  CHANNEL_EXTRA_FIELDS,
  SHOP_TYPES,
  channelExtrasOf,
  channelTypeLabel,
  type ChannelExtra,
} from '@parcelo/common';
import type { Option } from '../../lib/FormField';

/** The types a seller connects; manual orders are typed into the product and need no store. */
export const CONNECTABLE_TYPE_OPTIONS: readonly Option[] = SHOP_TYPES.filter((t) => t !== 'manual').map((t) => ({
  value: t,
  label: channelTypeLabel(t),
}));

/** What each type calls its store address, key and secret, so the form speaks the channel's words. */
const WORDS: Record<string, { shop: string; key: string; secret: string }> = {
  shopify: { shop: 'your-store.myshopify.com', key: 'API key', secret: 'Admin API access token' },
  wordpress: { shop: 'shop.example.in', key: 'Consumer key', secret: 'Consumer secret' },
  unicommerce: { shop: 'your-account.unicommerce.com', key: 'Username', secret: 'Password' },
};
export const channelWords = (type: string) =>
  WORDS[type] ?? { shop: 'shop.example.in', key: 'API key', secret: 'API secret' };

/** The form's extras: every one, blank unless given (the schema judges them per type). */
export type ExtrasValues = Record<ChannelExtra, string>;

export const blankExtras = (): ExtrasValues => ({
  webhook_client_id: '',
  uc_client_id: '',
  shipping_provider_code: '',
  carrier_id: '',
});

/** The extras a type's form shows, with their labels. */
export const extraFieldsOf = (type: string) =>
  channelExtrasOf(type).map((name) => ({ name, ...CHANNEL_EXTRA_FIELDS[name] }));

/** The form's extras as the API takes them (camelCase, only the type's own). */
export function extrasInput(type: string, extras: ExtrasValues) {
  const input: Record<string, string> = {};
  for (const name of channelExtrasOf(type)) {
    if (extras[name].trim()) input[CHANNEL_EXTRA_FIELDS[name].field] = extras[name].trim();
  }
  return input;
}

/** A userError's field as the form names it: the API's `extras.ucClientId` is `extras.uc_client_id` here. */
export function formField<E extends { readonly field: string | null | undefined }>(error: E): E {
  if (!error.field?.startsWith('extras.')) return error;
  const name = CHANNEL_EXTRAS.find((n) => `extras.${CHANNEL_EXTRA_FIELDS[n].field}` === error.field);
  return name ? { ...error, field: `extras.${name}` } : error;
}
