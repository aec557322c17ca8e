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

export type UpstreamName = ServiceName;
export type UpstreamUrls = ServiceUrls;

/** Process-wide HTTP clients, one per upstream. */
export type UpstreamClients = Record<UpstreamName, UpstreamClient>;

export function createUpstreamClients(urls: UpstreamUrls, timeouts: Config['upstream']): UpstreamClients {
  return Object.fromEntries(SERVICE_NAMES.map((n) => [n, createUpstreamHttp(n, urls[n], timeouts)])) as UpstreamClients;
}

/** The typed APIs for one request, each call carrying that request's credentials and deadline. */
export function upstreamApis(clients: UpstreamClients, scope: RequestScope) {
  return {
    ums: umsApi(new Upstream('ums', clients.ums, scope)),
    wms: wmsApi(new Upstream('wms', clients.wms, scope)),
    oms: omsApi(new Upstream('oms', clients.oms, scope)),
    nms: nmsApi(new Upstream('nms', clients.nms, scope)),
    webhooks: webhooksApi(new Upstream('ums', clients.ums, scope)),
    whatsApp: whatsAppApi(new Upstream('nms', clients.nms, scope)),
    storeAddresses: storeAddressesApi(new Upstream('d2r', clients.d2r, scope)),
    shippingPackages: shippingPackagesApi(new Upstream('oms', clients.oms, scope)),
    wallet: walletApi(new Upstream('invoices', clients.invoices, scope)),
    codRemittance: codRemittanceApi(new Upstream('invoices', clients.invoices, scope)),
    billingInvoices: billingInvoicesApi(new Upstream('invoices', clients.invoices, scope)),
    shippingAdjustments: shippingAdjustmentsApi(new Upstream('invoices', clients.invoices, scope)),
    pricing: pricingApi(new Upstream('ums', clients.ums, scope)),
    payments: paymentsApi(new Upstream('invoices', clients.invoices, scope)),
  };
}

export type UpstreamApis = ReturnType<typeof upstreamApis>;
export {
  UpstreamFailure,
  upstreamUnavailable,
  type RequestCounter,
  type RequestScope,
  type UpstreamFile,
} from './http.js';
