import { MSG } from '@parcelo/common';
import { OutboundRefused, outboundFetch } from '@parcelo/common/outbound';
import { ServiceError, badRequest, config } from '../../platform/index.js';

const API_VERSION = '2024-10';

/**
 * A hand-entered Shopify store is saved only once the store accepts its Admin API access
 * token: a token is issued for one store, so a company that can read the store's own details
 * with it is the store's. Made-up credentials for another company's store are refused here.
 * SHOPIFY_BASE_URL overrides https://{shop} as for the order sync (a proxy, or a fake in tests).
 */
export async function checkShopifyCredentials(shop: string, token: string): Promise<void> {
  const base = config().shopifyBaseUrl ?? `https://${shop}`;
  let res: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    res = await outboundFetch(`${base}/admin/api/${API_VERSION}/shop.json`, {
      headers: { 'X-Shopify-Access-Token': token, accept: 'application/json' },
      timeoutMs: 15_000,
    });
  } catch (err) {
    if (err instanceof OutboundRefused) throw badRequest(`Shopify could not be called: ${err.message}.`, 'shop');
    throw new ServiceError(422, MSG.storeCredentialsUnchecked, 'UPSTREAM', 'shop');
  }
  const body = (await res.json().catch(() => null)) as { shop?: unknown } | null;
  if (res.ok && body && typeof body.shop === 'object' && body.shop !== null) return;
  // Shopify answers 401 for a token it does not know, 403 or 404 for one of another store.
  if (res.status === 401 || res.status === 403 || res.status === 404 || res.ok)
    throw new ServiceError(400, MSG.shopifyCredentialsRefused, 'WRONG_CREDENTIALS', 'secret');
  throw new ServiceError(422, MSG.storeCredentialsUnchecked, 'UPSTREAM', 'shop');
}
