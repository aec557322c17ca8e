import {
  MAX_PRICE_PAISE,
  MSG,
  normaliseStoreAddress,
  rupeesToPaise,
  storeAddressRule,
  type SalesChannelConfig,
} from '@parcelo/common';
import { OutboundRefused, outboundFetch, sameOrigin } from '@parcelo/common/outbound';
import { ServiceError, config, z } from '../../platform/index.js';
import { cleanStoreText } from './clean.js';
import { ordersUnreadable, type ChannelAdapter, type ChannelOrder, type PullResult } from './adapters.js';

const API_VERSION = '2024-10';
const PAGE = 250;
const MAX_PAGES = 40;

interface ShopifyAddress {
  first_name?: string | null;
  last_name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  country?: string | null;
  phone?: string | null;
}
export interface ShopifyOrder {
  id: number;
  name: string;
  email?: string | null;
  phone?: string | null;
  created_at: string;
  cancelled_at?: string | null;
  financial_status?: string | null;
  payment_gateway_names?: string[];
  total_weight?: number | null;
  shipping_address?: ShopifyAddress | null;
  customer?: { email?: string | null; phone?: string | null } | null;
  line_items: { title: string; sku?: string | null; quantity: number; price: string }[];
}

const text = z.string().max(10_000).nullish();
const address = z.object({
  first_name: text,
  last_name: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  zip: text,
  country: text,
  phone: text,
});
/**
 * The fields of an order this product reads, in the types Shopify gives them: a store (or
 * something in front of it) that sends them otherwise has that order named as unreadable.
 */
export const ShopifyOrderShape = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().min(1).max(100),
  email: text,
  phone: text,
  created_at: z.string().max(100),
  cancelled_at: text,
  financial_status: text,
  payment_gateway_names: z.array(z.string().max(200)).max(50).optional(),
  total_weight: z.number().nonnegative().nullish(),
  shipping_address: address.nullish(),
  customer: z.object({ email: text, phone: text }).nullish(),
  line_items: z
    .array(
      z.object({
        title: z.string().max(1000),
        sku: text,
        quantity: z.number(),
        price: z.union([z.string().max(50), z.number()]),
      }),
    )
    .max(1000),
});

/** How a store's order is named in a problem: its name, else its id, as far as either can be read. */
export const orderLabel = (o: unknown) => {
  const { name, id } = (o && typeof o === 'object' ? o : {}) as { name?: unknown; id?: unknown };
  if (typeof name === 'string' && name) return cleanStoreText(name.slice(0, 100));
  return typeof id === 'number' || typeof id === 'string' ? cleanStoreText(String(id).slice(0, 100)) : '';
};

/** The next page's URL from Shopify's Link header (cursor pagination). */
function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const m = /<([^>]+)>;\s*rel="next"/.exec(part);
    if (m) return m[1]!;
  }
  return null;
}

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');

export function mapShopifyOrder(o: ShopifyOrder): ChannelOrder {
  const a = o.shipping_address ?? {};
  const cod =
    (o.payment_gateway_names ?? []).some((g) => /cash on delivery|cod/i.test(g)) || o.financial_status === 'pending';
  return {
    channelOrderId: String(o.id),
    shopOrderId: o.name,
    paymentMode: cod ? 'COD' : 'PREPAID',
    customerEmail: o.email ?? o.customer?.email ?? '',
    customerPhone: digits(a.phone ?? o.phone ?? o.customer?.phone),
    shippingAddress: {
      firstName: a.first_name ?? '',
      lastName: a.last_name ?? '',
      addressLine1: a.address1 ?? '',
      addressLine2: a.address2 || a.city || '',
      city: a.city ?? '',
      state: a.province ?? '',
      pincode: (a.zip ?? '').replace(/\s/g, ''),
      country: a.country ?? 'India',
    },
    items: o.line_items.map((li) => ({
      title: li.title,
      sku: (li.sku || `SHOPIFY-${o.id}`).replace(/\s+/g, '-'),
      quantity: li.quantity,
      unitPrice: rupeesToPaise(li.price, { max: MAX_PRICE_PAISE }) ?? Number.NaN,
    })),
    weight: o.total_weight ? Math.max(0.1, Math.round(o.total_weight) / 1000) : null,
    createdAt: o.created_at,
  };
}

// Refusals of where Shopify's answers point: the sync stops before anything is added.
const refused = (why: string) =>
  new ServiceError(422, `${why} The sync stopped and no orders were added.`, 'NOT_ALLOWED');

/**
 * Shopify's Admin REST API: orders since the last seen id, oldest first, following the
 * Link header's cursor. SHOPIFY_BASE_URL overrides https://{shop} (a proxy, or a fake in tests).
 * Every call goes through the outbound checks (public https hosts only, no redirects), and
 * the next page must be on the same origin as the first.
 */
export class ShopifyAdapter implements ChannelAdapter {
  readonly type = 'shopify' as const;
  constructor(
    private readonly baseUrl: (shop: string) => string = (shop) => config().shopifyBaseUrl ?? `https://${shop}`,
  ) {}

  async pull(config: SalesChannelConfig, state: string | null): Promise<PullResult> {
    // Stores connected before addresses were checked are held to the rule here too.
    if (storeAddressRule('shopify')(normaliseStoreAddress(config.shop)) !== null) {
      throw new ServiceError(
        400,
        `${MSG.shopifyStoreAddress} Reconnect the store under Settings > Integrations.`,
        'INVALID',
        'shopType',
      );
    }
    const first = new URL(`${this.baseUrl(config.shop)}/admin/api/${API_VERSION}/orders.json`);
    first.searchParams.set('status', 'any');
    first.searchParams.set('limit', String(PAGE));
    first.searchParams.set('order', 'id asc');
    if (state) first.searchParams.set('since_id', state);
    const orders: ChannelOrder[] = [];
    const unreadable: PullResult['unreadable'] = [];
    let url: string | null = first.toString();
    let lastId = state;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      let res: Awaited<ReturnType<typeof outboundFetch>>;
      try {
        res = await outboundFetch(url, {
          headers: { 'X-Shopify-Access-Token': config.secret, accept: 'application/json' },
          timeoutMs: 20_000,
        });
      } catch (err) {
        if (err instanceof OutboundRefused) throw refused(`Shopify could not be called: ${err.message}.`);
        throw new ServiceError(502, 'Could not reach Shopify. Try again after some time.', 'UPSTREAM');
      }
      if (res.status === 401 || res.status === 403)
        throw new ServiceError(400, 'Shopify refused the access token. Reconnect the store.', 'NOT_ALLOWED');
      if (!res.ok)
        throw new ServiceError(502, `Shopify answered ${res.status}. Try again after some time.`, 'UPSTREAM');
      const body = (await res.json().catch(() => null)) as { orders?: unknown } | null;
      if (!body || typeof body !== 'object' || !Array.isArray(body.orders)) throw ordersUnreadable();
      for (const raw of body.orders as unknown[]) {
        const parsed = ShopifyOrderShape.safeParse(raw);
        // Past an unreadable order too, when its id can be read: it is not asked for again and again.
        const id = parsed.success ? parsed.data.id : (raw as { id?: unknown } | null)?.id;
        if (Number.isSafeInteger(id) && (id as number) > 0 && (!lastId || BigInt(id as number) > BigInt(lastId)))
          lastId = String(id);
        if (parsed.success) orders.push(mapShopifyOrder(parsed.data as ShopifyOrder));
        else unreadable.push({ shopOrderId: orderLabel(raw), message: MSG.storeOrderUnreadable });
      }
      url = nextLink(res.headers.get('link'));
      if (url && !sameOrigin(url, first)) {
        throw refused(`Shopify's next page pointed to another address (${url.slice(0, 200)}), which is not followed.`);
      }
    }
    return { orders, unreadable, nextState: lastId };
  }
}
