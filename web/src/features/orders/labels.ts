import type { Option } from '../../lib/FormField';

/** Payment modes as shown; the values are the API's PaymentMode (and what the search accepts). */
export const PAYMENT_MODE_OPTIONS: readonly Option[] = [
  { value: 'COD', label: 'COD' },
  { value: 'PREPAID', label: 'Prepaid' },
];

/** Sales channel types. The search compares them in lower case, as the channels name themselves. */
export const SHOP_TYPE_OPTIONS: readonly Option[] = [
  { value: 'shopify', label: 'Shopify' },
  { value: 'wordpress', label: 'WordPress' },
  { value: 'unicommerce', label: 'Unicommerce' },
  { value: 'easyecom', label: 'EasyEcom' },
  { value: 'shipway', label: 'Shipway' },
  { value: 'amazon', label: 'Amazon' },
  { value: 'manual', label: 'Manual' },
];

function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value.toLowerCase() === value.toLowerCase())?.label ?? value;
}

export function paymentModeLabel(mode: string): string {
  return labelOf(PAYMENT_MODE_OPTIONS, mode);
}

export function shopTypeLabel(type: string): string {
  return labelOf(SHOP_TYPE_OPTIONS, type);
}

/** The list's items column: the first title, and how many more, e.g. "Masala Chai 250g +2 more". */
export function itemsSummary(items: readonly { readonly title: string }[]): string {
  const [first, ...rest] = items;
  if (!first) return '—';
  return rest.length > 0 ? `${first.title} +${rest.length} more` : first.title;
}
