import type { ServiceUrls } from '@parcelo/common/config';
import { serviceApi, type ApiCall, type ServiceApi } from '@parcelo/common/serviceApi';
import { d2rOperations, type operations as D2rOperations } from '@parcelo/common/api/d2r';
import { hmsOperations, type operations as HmsOperations } from '@parcelo/common/api/hms';
import { hubOperations, type operations as HubOperations } from '@parcelo/common/api/hub';
import { invoicesOperations, type operations as InvoicesOperations } from '@parcelo/common/api/invoices';
import { nmsOperations, type operations as NmsOperations } from '@parcelo/common/api/nms';
import { omsOperations, type operations as OmsOperations } from '@parcelo/common/api/oms';
import { umsOperations, type operations as UmsOperations } from '@parcelo/common/api/ums';
import { wmsOperations, type operations as WmsOperations } from '@parcelo/common/api/wms';
import { callService, type CallOptions } from './client.js';
import type { ServiceName } from './config.js';

/** How a service calls another beyond what the route takes: for whom, and whether it only reads. */
export type ApiCallOptions = Omit<CallOptions, 'method' | 'body' | 'query'>;

/** Every other service's operations, typed from its routes: `apis.ums.postUmsCompaniesByIds({ body, internal: true })`. */
export interface ServiceApis {
  ums: ServiceApi<UmsOperations, ApiCallOptions>;
  nms: ServiceApi<NmsOperations, ApiCallOptions>;
  oms: ServiceApi<OmsOperations, ApiCallOptions>;
  wms: ServiceApi<WmsOperations, ApiCallOptions>;
  d2r: ServiceApi<D2rOperations, ApiCallOptions>;
  hms: ServiceApi<HmsOperations, ApiCallOptions>;
  hub: ServiceApi<HubOperations, ApiCallOptions>;
  invoices: ServiceApi<InvoicesOperations, ApiCallOptions>;
}

const made = new WeakMap<ServiceUrls, ServiceApis>();

/**
 * The operations of every service, sent through `callService` (its envelope, timeouts and
 * errors); made once per `urls`. `urls` is read at each call: a process's services learn
 * their addresses once they listen, after the routes that hold these clients were built.
 */
export function serviceApis(urls: ServiceUrls): ServiceApis {
  const known = made.get(urls);
  if (known) return known;
  const via =
    (name: ServiceName): ApiCall<ApiCallOptions> =>
    (operation, path, input) =>
      callService(urls[name], path, { ...input, method: operation.method });
  const apis: ServiceApis = {
    ums: serviceApi<UmsOperations, ApiCallOptions>(umsOperations, via('ums')),
    nms: serviceApi<NmsOperations, ApiCallOptions>(nmsOperations, via('nms')),
    oms: serviceApi<OmsOperations, ApiCallOptions>(omsOperations, via('oms')),
    wms: serviceApi<WmsOperations, ApiCallOptions>(wmsOperations, via('wms')),
    d2r: serviceApi<D2rOperations, ApiCallOptions>(d2rOperations, via('d2r')),
    hms: serviceApi<HmsOperations, ApiCallOptions>(hmsOperations, via('hms')),
    hub: serviceApi<HubOperations, ApiCallOptions>(hubOperations, via('hub')),
    invoices: serviceApi<InvoicesOperations, ApiCallOptions>(invoicesOperations, via('invoices')),
  };
  made.set(urls, apis);
  return apis;
}

/**
 * The names of these companies, from UMS, keyed by id (one call for a page of rows); a
 * company UMS does not know is left out. Asked as a service: the caller already saw the rows.
 */
export async function companyNames(urls: ServiceUrls, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { companies } = await serviceApis(urls).ums.postUmsCompaniesByIds({
    internal: true,
    read: true,
    body: { ids: unique },
  });
  return new Map(companies.map((c) => [c.id, c.name]));
}
