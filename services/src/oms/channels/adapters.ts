import { MSG, type SalesChannelConfig, type ShopType } from '@parcelo/common';
import { badRequest } from '../../platform/index.js';

/** An order as a channel describes it, before OMS's own checks. */
export interface ChannelOrder {
  channelOrderId: string;
  shopOrderId: string;
  paymentMode: 'COD' | 'PREPAID';
  customerEmail: string;
  customerPhone: string;
  shippingAddress: {
    firstName: string;
    lastName: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    pincode: string;
    country: string;
  };
  items: { title: string; sku: string; quantity: number; unitPrice: number }[];
  /** Kilograms; null when the channel gives none (the default package's weight is then taken). */
  weight: number | null;
  createdAt: string;
}

export interface PullResult {
  orders: ChannelOrder[];
  /** Where the next pull starts (the channel's own cursor, for example a since_id). */
  nextState: string | null;
  /** Orders the store sent in a form that could not be read, each named with why. */
  unreadable: { shopOrderId: string; message: string }[];
}

/** A store answered its orders call with something other than a list of orders: the store's problem, not ours. */
export const ordersUnreadable = () => badRequest(MSG.storeOrdersUnreadable);

/** One per channel type: pulls the orders placed since the last pull. */
export interface ChannelAdapter {
  readonly type: ShopType;
  pull(config: SalesChannelConfig, state: string | null): Promise<PullResult>;
}

const label = (type: ShopType) => type.charAt(0).toUpperCase() + type.slice(1);
export const notConnected = (type: ShopType) =>
  badRequest(`${label(type)} is not connected. Connect it under Settings > Integrations.`, 'shopType', 'NOT_ALLOWED');

/**
 * Channels whose API client is not built yet: they keep the same interface and say so
 * plainly when asked to sync.
 */
export class UnconfiguredAdapter implements ChannelAdapter {
  constructor(readonly type: ShopType) {}
  async pull(): Promise<PullResult> {
    throw badRequest(
      `${label(this.type)} orders cannot be pulled yet: the store is connected, and its orders can be added with Create Order or a bulk upload meanwhile.`,
      'shopType',
      'NOT_ALLOWED',
    );
  }
}
