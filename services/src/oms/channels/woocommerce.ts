import {
  INDIAN_STATES,
  MAX_PRICE_PAISE,
  MSG,
  normaliseStoreAddress,
  rupeesToPaise,
  storeAddressRule,
  type SalesChannelConfig,
} from '@parcelo/common';
import { OutboundRefused, outboundFetch, sameOrigin } from '@parcelo/common/outbound';
import { ServiceError, z } from '../../platform/index.js';
import { ordersUnreadable, type ChannelAdapter, type ChannelOrder, type PullResult } from './adapters.js';
import { orderLabel } from './shopify.js';

const PAGE = 100;
const MAX_PAGES = 40;

export interface WooAddress {
  first_name?: string | null;
  last_name?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** An order as WooCommerce's REST API (v3) returns it, the fields read here. */
export interface WooOrder {
  id: number;
  number?: string | null;
  status?: string;
  date_created_gmt?: string | null;
  date_created?: string | null;
  payment_method?: string | null;
  billing?: WooAddress | null;
  shipping?: WooAddress | null;
  line_items: { name: string; sku?: string | null; quantity: number; price: number | string; product_id?: number }[];
}

const text = z.string().max(10_000).nullish();
const address = z.object({
  first_name: text,
  last_name: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
  country: text,
  email: text,
  phone: text,
});
/** The fields of an order this product reads, in the types WooCommerce gives them. */
export const WooOrderShape = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  number: z.string().max(100).nullish(),
  status: z.string().max(100).optional(),
  date_created_gmt: text,
  date_created: text,
  payment_method: text,
  billing: address.nullish(),
  shipping: address.nullish(),
  line_items: z
    .array(
      z.object({
        name: z.string().max(1000),
        sku: text,
        quantity: z.number(),
        price: z.union([z.string().max(50), z.number()]),
        product_id: z.number().optional(),
      }),
    )
    .max(1000),
});

/** WooCommerce's own codes for India's states and union territories. */
const WOO_STATES: Record<string, (typeof INDIAN_STATES)[number]> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CT: 'Chhattisgarh',
  DN: 'Dadra and Nagar Haveli and Daman and Diu',
  DD: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  GA: 'Goa',
  GJ: 'Gujarat',
  HR: 'Haryana',
  HP: 'Himachal Pradesh',
  JK: 'Jammu and Kashmir',
  JH: 'Jharkhand',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MP: 'Madhya Pradesh',
  MH: 'Maharashtra',
  MN: 'Manipur',
  ML: 'Meghalaya',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OR: 'Odisha',
  PY: 'Puducherry',
  PB: 'Punjab',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TN: 'Tamil Nadu',
  TS: 'Telangana',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UK: 'Uttarakhand',
  WB: 'West Bengal',
};

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
const present = (a: WooAddress | null | undefined): a is WooAddress => Boolean(a && (a.address_1 || a.first_name));

/**
 * A WooCommerce order as a ChannelOrder. The shipping address when the buyer gave one, else
 * the billing address (WooCommerce leaves shipping empty for "ship to billing address");
 * 'cod' is WooCommerce's Cash on Delivery gateway, every other gateway has been paid.
 */
export function mapWooOrder(o: WooOrder): ChannelOrder {
  const billing = o.billing ?? {};
  const a = present(o.shipping) ? o.shipping : billing;
  const state = (a.state ?? '').trim();
  const country = (a.country ?? 'IN').trim().toUpperCase();
  const created = o.date_created_gmt ? `${o.date_created_gmt.replace(/Z$/, '')}Z` : (o.date_created ?? '');
  return {
    channelOrderId: String(o.id),
    shopOrderId: `#${o.number || o.id}`,
    paymentMode: o.payment_method === 'cod' ? 'COD' : 'PREPAID',
    customerEmail: billing.email ?? '',
    customerPhone: digits(a.phone || billing.phone),
    shippingAddress: {
      firstName: a.first_name ?? '',
      lastName: a.last_name ?? '',
      addressLine1: a.address_1 ?? '',
      addressLine2: a.address_2 || a.city || '',
      city: a.city ?? '',
      state: (country === 'IN' && WOO_STATES[state.toUpperCase()]) || state,
      pincode: (a.postcode ?? '').replace(/\s/g, ''),
      country: country === 'IN' ? 'India' : country,
    },
    items: o.line_items.map((li) => ({
      title: li.name,
      sku: (li.sku || `WOO-${li.product_id ?? o.id}`).replace(/\s+/g, '-'),
      quantity: li.quantity,
      unitPrice: rupeesToPaise(li.price, { max: MAX_PRICE_PAISE }) ?? Number.NaN,
    })),
    // WooCommerce's orders carry no weight.
    weight: null,
    createdAt: created,
  };
}

/** Where the next pull starts: orders created from this instant on, above this id. */
interface WooCursor {
  after: string;
  lastId: number;
}

function readCursor(state: string | null): WooCursor | null {
  if (!state) return null;
  try {
    const c = JSON.parse(state) as Partial<WooCursor>;
    return typeof c.after === 'string' && typeof c.lastId === 'number' ? { after: c.after, lastId: c.lastId } : null;
  } catch {
    return null;
  }
}

const refused = (why: string) =>
  new ServiceError(422, `${why} The sync stopped and no orders were added.`, 'NOT_ALLOWED');

/**
 * A WooCommerce site's REST API (v3): orders oldest first by id, a page of 100 at a time up to
 * X-WP-TotalPages, with the consumer key and secret as HTTP Basic credentials. A later pull
 * asks for orders created from the last one's second on (`after`, GMT) and drops ids already
 * seen. Every call goes through the outbound checks (public https hosts only, no redirects);
 * the pages are built from the first call's address, so they never leave its origin.
 */
export class WooCommerceAdapter implements ChannelAdapter {
  readonly type = 'wordpress' as const;

  async pull(config: SalesChannelConfig, state: string | null): Promise<PullResult> {
    if (storeAddressRule('wordpress')(normaliseStoreAddress(config.shop)) !== null) {
      throw new ServiceError(
        400,
        `${MSG.storeAddress} Reconnect the store under Settings > Integrations.`,
        'INVALID',
        'shopType',
      );
    }
    const cursor = readCursor(state);
    const base = new URL(`https://${config.shop}/wp-json/wc/v3/orders`);
    base.searchParams.set('per_page', String(PAGE));
    base.searchParams.set('orderby', 'id');
    base.searchParams.set('order', 'asc');
    base.searchParams.set('dates_are_gmt', 'true');
    const since = cursor ? Date.parse(`${cursor.after}Z`) : NaN;
    // `after` is exclusive: a second earlier keeps orders created in the last one's second.
    if (Number.isFinite(since)) base.searchParams.set('after', new Date(since - 1000).toISOString().slice(0, 19));
    const auth = `Basic ${Buffer.from(`${config.key}:${config.secret}`).toString('base64')}`;
    const orders: ChannelOrder[] = [];
    const unreadable: PullResult['unreadable'] = [];
    let next = cursor;
    let totalPages = 1;
    for (let page = 1; page <= totalPages && page <= MAX_PAGES; page++) {
      const url = new URL(base);
      url.searchParams.set('page', String(page));
      if (!sameOrigin(url.toString(), base)) throw refused('The next page pointed to another address.');
      let res: Awaited<ReturnType<typeof outboundFetch>>;
      try {
        res = await outboundFetch(url, { headers: { authorization: auth, accept: 'application/json' } });
      } catch (err) {
        if (err instanceof OutboundRefused) throw refused(`The WooCommerce site could not be called: ${err.message}.`);
        throw new ServiceError(502, 'Could not reach the WooCommerce site. Try again after some time.', 'UPSTREAM');
      }
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        throw new ServiceError(
          400,
          'The WooCommerce site refused the consumer key and secret. Check them under Settings > Integrations > Sales Channels.',
          'NOT_ALLOWED',
        );
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new ServiceError(
          502,
          `The WooCommerce site answered ${res.status}. Try again after some time.`,
          'UPSTREAM',
        );
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        body = null;
      }
      if (!Array.isArray(body)) throw ordersUnreadable();
      for (const raw of body as unknown[]) {
        const { id: rawId } = (raw ?? {}) as { id?: unknown };
        // Seen on an earlier pull (the cursor's second is asked for again).
        if (cursor && typeof rawId === 'number' && rawId <= cursor.lastId) continue;
        const parsed = WooOrderShape.safeParse(raw);
        if (!parsed.success) {
          // Past an unreadable order too, when its id can be read: it is not reported again and again.
          const { date_created_gmt: at } = (raw ?? {}) as { date_created_gmt?: unknown };
          if (Number.isSafeInteger(rawId) && (rawId as number) > (next?.lastId ?? 0))
            next = {
              lastId: rawId as number,
              after: (typeof at === 'string' ? at : (next?.after ?? '')).replace(/Z$/, '').slice(0, 19),
            };
          unreadable.push({
            shopOrderId: orderLabel({ name: (raw as { number?: unknown } | null)?.number, id: rawId }),
            message: MSG.storeOrderUnreadable,
          });
          continue;
        }
        const o = parsed.data as WooOrder;
        orders.push(mapWooOrder(o));
        if (!next || o.id > next.lastId) {
          next = { lastId: o.id, after: (o.date_created_gmt ?? next?.after ?? '').replace(/Z$/, '').slice(0, 19) };
        }
      }
      totalPages = Math.max(1, Number(res.headers.get('x-wp-totalpages')) || 1);
    }
    return { orders, unreadable, nextState: next ? JSON.stringify(next) : state };
  }
}
