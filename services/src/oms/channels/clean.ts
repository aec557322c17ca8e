import { MSG, hasUnsavableText, wellFormed } from '@parcelo/common';
import type { ChannelOrder } from './adapters.js';

// Control characters (NUL, the C0 and C1 ranges, DEL) other than tab and line breaks: never part
// of a name, an address or a product, and NUL cannot be stored at all.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const CONTROL_TEST = new RegExp(CONTROL.source);

/** A store's text as it can be kept and shown: control characters dropped, half surrogate pairs replaced. */
export const cleanStoreText = (value: string) => wellFormed(value.replace(CONTROL, ''));

const unsavable = (value: string) => CONTROL_TEST.test(value) || hasUnsavableText(value);

/**
 * A store's order as it can be placed, or why it cannot. The order's number and id are its
 * identity with the store (found again on a later sync, a cancellation): one with characters
 * that cannot be kept is refused rather than changed, so it never becomes another order's
 * number. In everything else such characters are dropped.
 */
export function cleanChannelOrder(
  o: ChannelOrder,
): { order: ChannelOrder } | { problem: { shopOrderId: string; message: string } } {
  if (unsavable(o.shopOrderId) || unsavable(o.channelOrderId))
    return { problem: { shopOrderId: cleanStoreText(o.shopOrderId), message: MSG.storeOrderNumberUnsavable } };
  const a = o.shippingAddress;
  return {
    order: {
      ...o,
      customerEmail: cleanStoreText(o.customerEmail),
      customerPhone: cleanStoreText(o.customerPhone),
      shippingAddress: {
        firstName: cleanStoreText(a.firstName),
        lastName: cleanStoreText(a.lastName),
        addressLine1: cleanStoreText(a.addressLine1),
        addressLine2: cleanStoreText(a.addressLine2),
        city: cleanStoreText(a.city),
        state: cleanStoreText(a.state),
        pincode: cleanStoreText(a.pincode),
        country: cleanStoreText(a.country),
      },
      items: o.items.map((i) => ({ ...i, title: cleanStoreText(i.title), sku: cleanStoreText(i.sku) })),
      createdAt: cleanStoreText(o.createdAt),
    },
  };
}

/** Whether a store's order number can be looked up as it is (a cancellation names the order by it). */
export const orderNumberSavable = (shopOrderId: string) => !unsavable(shopOrderId);
