import { SERVICE_NAMES, type Config, type ServiceName, type ServiceUrls } from '@parcelo/common/config';
import type { UpstreamClient } from '@parcelo/common/upstream';
import { createUpstreamHttp, Upstream, type RequestScope } from './http.js';
import { umsApi } from './ums.js';
import { wmsApi } from './wms.js';
import { omsApi } from './oms.js';
import { nmsApi } from './nms.js';
import { webhooksApi } from './webhooks.js';
import { whatsAppApi } from './whatsapp.js';
import { storeAddressesApi } from './storeAddresses.js';
import { shippingPackagesApi } from './shippingPackages.js';
import { walletApi } from './wallet.js';
import { codRemittanceApi } from './codRemittance.js';
import { billingInvoicesApi } from './billingInvoices.js';
import { shippingAdjustmentsApi } from './shippingAdjustments.js';
import { pricingApi } from './pricing.js';
import { paymentsApi } from './payments.js';
import { moduleApis } from '../generated/upstreamApis.js';

export type UpstreamName = ServiceName;
export type UpstreamUrls = ServiceUrls;

/** Process-wide HTTP clients, one per upstream. */
export type UpstreamClients = Record<UpstreamName, UpstreamClient>;

export function createUpstreamClients(urls: UpstreamUrls, timeouts: Config['upstream']): UpstreamClients {
  return Object.fromEntries(SERVICE_NAMES.map((n) => [n, createUpstreamHttp(n, urls[n], timeouts)])) as UpstreamClients;
}

/** The typed APIs for one request, each call carrying that request's credentials and deadline. */
const apiMakers = {
  ums: (c: UpstreamClients, s: RequestScope) => umsApi(new Upstream('ums', c.ums, s)),
  wms: (c: UpstreamClients, s: RequestScope) => wmsApi(new Upstream('wms', c.wms, s)),
  oms: (c: UpstreamClients, s: RequestScope) => omsApi(new Upstream('oms', c.oms, s)),
  nms: (c: UpstreamClients, s: RequestScope) => nmsApi(new Upstream('nms', c.nms, s)),
  webhooks: (c: UpstreamClients, s: RequestScope) => webhooksApi(new Upstream('ums', c.ums, s)),
  whatsApp: (c: UpstreamClients, s: RequestScope) => whatsAppApi(new Upstream('nms', c.nms, s)),
  storeAddresses: (c: UpstreamClients, s: RequestScope) => storeAddressesApi(new Upstream('d2r', c.d2r, s)),
  shippingPackages: (c: UpstreamClients, s: RequestScope) => shippingPackagesApi(new Upstream('oms', c.oms, s)),
  wallet: (c: UpstreamClients, s: RequestScope) => walletApi(new Upstream('invoices', c.invoices, s)),
  codRemittance: (c: UpstreamClients, s: RequestScope) => codRemittanceApi(new Upstream('invoices', c.invoices, s)),
  billingInvoices: (c: UpstreamClients, s: RequestScope) => billingInvoicesApi(new Upstream('invoices', c.invoices, s)),
  shippingAdjustments: (c: UpstreamClients, s: RequestScope) =>
    shippingAdjustmentsApi(new Upstream('invoices', c.invoices, s)),
  pricing: (c: UpstreamClients, s: RequestScope) => pricingApi(new Upstream('ums', c.ums, s)),
  payments: (c: UpstreamClients, s: RequestScope) => paymentsApi(new Upstream('invoices', c.invoices, s)),
  /** A service's file answer (a CSV export) as it arrives, read as the caller. */
  files: (c: UpstreamClients, s: RequestScope) => ({
    stream: (name: UpstreamName, pathAndQuery: string) => new Upstream(name, c[name], s).fileStream(pathAndQuery),
  }),
  ...moduleApis,
};

export type UpstreamApis = { [K in keyof typeof apiMakers]: ReturnType<(typeof apiMakers)[K]> };

const CLIENTS = Symbol('clients');
const SCOPE = Symbol('scope');
const KEEP = Symbol('keep');

/** What a request's APIs hold until one is first used: the shared clients and the request's scope. */
interface ApisHolder {
  [CLIENTS]: UpstreamClients;
  [SCOPE]: RequestScope;
  [KEEP]: boolean;
}

// The getters live once on a shared prototype rather than on every request's object: some
// 4 KB of accessors a request otherwise, kept for as long as a subscription lives.
const lazyApis: object = {};
for (const name of Object.keys(apiMakers) as (keyof UpstreamApis)[])
  Object.defineProperty(lazyApis, name, {
    get(this: ApisHolder) {
      const api = apiMakers[name](this[CLIENTS], this[SCOPE]);
      if (this[KEEP]) Object.defineProperty(this, name, { value: api, enumerable: true });
      return api;
    },
  });

/**
 * One request's (or subscription's) calls to the services. Each service's methods are made
 * on first use: all of them together are some 65 KB of closures, and a request uses one or
 * two. Without `keep` they are made again for each use and never held (a subscription's).
 */
export function upstreamApis(
  clients: UpstreamClients,
  scope: RequestScope,
  { keep = true }: { keep?: boolean } = {},
): UpstreamApis {
  const apis = Object.create(lazyApis) as ApisHolder;
  apis[CLIENTS] = clients;
  apis[SCOPE] = scope;
  apis[KEEP] = keep;
  return apis as unknown as UpstreamApis;
}

export {
  UpstreamFailure,
  upstreamUnavailable,
  type RequestCounter,
  type RequestScope,
  type UpstreamFile,
  type UpstreamFileStream,
} from './http.js';
