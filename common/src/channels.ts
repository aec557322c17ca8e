import { MSG } from './messages.js';
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

/** What a seller may paste: a leading https:// and a trailing slash are dropped (host names ignore case). */
export const normaliseStoreAddress = (value: string) =>
  value
    .trim()
    .replace(/^https:\/\//i, '')
    .replace(/\/$/, '');

/** The rule for a channel type's store address (the value already normalised). */
export function storeAddressRule(type: string): Rule {
  if (type === 'shopify') return (v) => (SHOPIFY.test(v) ? null : MSG.shopifyStoreAddress);
  if (type === 'unicommerce') return (v) => (UNICOMMERCE.test(v) ? null : MSG.unicommerceStoreAddress);
  return (v) => (HOST_NAME.test(v) && v.length <= 253 ? null : MSG.storeAddress);
}
