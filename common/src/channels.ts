import { MSG, fieldRequired, fill } from './messages.js';
import type { Rule } from './validation.js';

/*
 * The address a seller gives for a store is where OMS connects to pull its orders, so it may
 * only name the channel's own hosts: Shopify's Admin API lives at {store}.myshopify.com and
 * Unicommerce's at {tenant}.unicommerce.com; the other channels (a WooCommerce site, and the
 * rest until their clients are built) take any public host name, never an IP address, a port,
 * a path or credentials.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SHOPIFY = new RegExp(`^${LABEL}\\.myshopify\\.com$`, 'i');
const UNICOMMERCE = new RegExp(`^${LABEL}\\.unicommerce\\.com$`, 'i');
// At least two labels, and a top-level domain of letters, so no form of an IP address passes.
const HOST_NAME = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,63}$`, 'i');

/** What a seller may paste: a leading https:// and a trailing slash are dropped, and host names ignore case. */
export const normaliseStoreAddress = (value: string) =>
  value
    .trim()
    .replace(/^https:\/\//i, '')
    .replace(/\/$/, '')
    .toLowerCase();

/** The rule for a channel type's store address (the value already normalised). */
export function storeAddressRule(type: string): Rule {
  if (type === 'shopify') return (v) => (SHOPIFY.test(v) ? null : MSG.shopifyStoreAddress);
  if (type === 'unicommerce') return (v) => (UNICOMMERCE.test(v) ? null : MSG.unicommerceStoreAddress);
  return (v) => (HOST_NAME.test(v) && v.length <= 253 ? null : MSG.storeAddress);
}

/** The per-store settings a channel may need beyond its key and secret, as stored (snake_case). */
export const CHANNEL_EXTRAS = ['webhook_client_id', 'uc_client_id', 'shipping_provider_code', 'carrier_id'] as const;
export type ChannelExtra = (typeof CHANNEL_EXTRAS)[number];

/** Each extra's name on screens and in messages, and its name in the GraphQL API. */
export const CHANNEL_EXTRA_FIELDS: Record<ChannelExtra, { label: string; field: string; required: boolean }> = {
  // A WooCommerce site's webhooks name the client they were registered for; optional, as
  // orders are pulled whether or not webhooks push them.
  webhook_client_id: { label: 'Webhook client ID', field: 'webhookClientId', required: false },
  // Unicommerce's API is per tenant client, and a shipment is handed over under a provider code.
  uc_client_id: { label: 'Unicommerce client ID', field: 'ucClientId', required: true },
  shipping_provider_code: { label: 'Shipping provider code', field: 'shippingProviderCode', required: true },
  // Shipway books with the carrier chosen for the account.
  carrier_id: { label: 'Carrier ID', field: 'carrierId', required: true },
};

/**
 * Which extras each channel type takes; the others take none. Shopify, EasyEcom and Amazon
 * need only the key and secret.
 */
export const EXTRAS_BY_TYPE: Record<string, readonly ChannelExtra[]> = {
  wordpress: ['webhook_client_id'],
  unicommerce: ['uc_client_id', 'shipping_provider_code'],
  shipway: ['carrier_id'],
};

export const channelExtrasOf = (type: string): readonly ChannelExtra[] => EXTRAS_BY_TYPE[type] ?? [];

const CLIENT_ID = /^[A-Za-z0-9._-]{1,100}$/;
const EXTRA_RULES: Record<ChannelExtra, Rule> = {
  webhook_client_id: (v) => (CLIENT_ID.test(v) ? null : fill(MSG.channelClientId, { field: 'Webhook client ID' })),
  uc_client_id: (v) => (CLIENT_ID.test(v) ? null : fill(MSG.channelClientId, { field: 'Unicommerce client ID' })),
  shipping_provider_code: (v) => (/^[A-Za-z0-9_-]{1,50}$/.test(v) ? null : MSG.channelProviderCode),
  carrier_id: (v) => (/^\d{1,10}$/.test(v) ? null : MSG.channelCarrierId),
};

const TYPE_LABELS: Record<string, string> = {
  shopify: 'Shopify',
  wordpress: 'WooCommerce',
  unicommerce: 'Unicommerce',
  easyecom: 'EasyEcom',
  shipway: 'Shipway',
  amazon: 'Amazon',
  manual: 'Manual',
};
/** A channel type as sellers know it ('wordpress' stores are WooCommerce sites). */
export const channelTypeLabel = (type: string) => TYPE_LABELS[type.toLowerCase()] ?? type;

/**
 * The problems with a store's extras for its type, each under `extras.{name}`: a missing
 * required one, a malformed one, or one the type does not take. Blank values count as absent.
 */
export function channelExtrasProblems(
  type: string,
  extras: Record<string, string>,
): { field: string; message: string; code: 'REQUIRED' | 'INVALID' }[] {
  const taken = channelExtrasOf(type);
  const problems: { field: string; message: string; code: 'REQUIRED' | 'INVALID' }[] = [];
  for (const [name, value] of Object.entries(extras)) {
    if (!value.trim() || taken.includes(name as ChannelExtra)) continue;
    const label = CHANNEL_EXTRA_FIELDS[name as ChannelExtra]?.label ?? name.slice(0, 100);
    problems.push({
      field: `extras.${name}`,
      message: fill(MSG.channelExtraNotTaken, { type: channelTypeLabel(type), field: label }),
      code: 'INVALID',
    });
  }
  for (const name of taken) {
    const value = (extras[name] ?? '').trim();
    const { label, required } = CHANNEL_EXTRA_FIELDS[name];
    if (!value) {
      if (required) problems.push({ field: `extras.${name}`, message: fieldRequired(label), code: 'REQUIRED' });
      continue;
    }
    const message = EXTRA_RULES[name](value);
    if (message) problems.push({ field: `extras.${name}`, message, code: 'INVALID' });
  }
  return problems;
}

/** The extras as stored: trimmed, blanks dropped, only those the type takes. */
export function cleanChannelExtras(type: string, extras: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of channelExtrasOf(type)) {
    const value = (extras[name] ?? '').trim();
    if (value) out[name] = value;
  }
  return out;
}
