import type { Got } from 'got';
import { createUpstreamHttp, Upstream, type RequestCounter } from './http.js';
import { umsApi } from './ums.js';
import { wmsApi } from './wms.js';
import { omsApi } from './oms.js';
import { nmsApi } from './nms.js';

export const UPSTREAM_NAMES = ['ums', 'nms', 'oms', 'wms', 'd2r', 'hms', 'hub', 'invoices'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];
export type UpstreamUrls = Record<UpstreamName, string>;

/** Process-wide HTTP clients, one per upstream. */
export type UpstreamClients = Record<UpstreamName, Got>;

export function createUpstreamClients(urls: UpstreamUrls): UpstreamClients {
  return Object.fromEntries(UPSTREAM_NAMES.map((n) => [n, createUpstreamHttp(urls[n])])) as UpstreamClients;
}

/** The typed APIs for one request, each call carrying that request's session. */
export function upstreamApis(clients: UpstreamClients, token: () => string | null, counter: RequestCounter = { requests: 0 }) {
  return {
    ums: umsApi(new Upstream('ums', clients.ums, token, counter)),
    wms: wmsApi(new Upstream('wms', clients.wms, token, counter)),
    oms: omsApi(new Upstream('oms', clients.oms, token, counter)),
    nms: nmsApi(new Upstream('nms', clients.nms, token, counter)),
  };
}

export type UpstreamApis = ReturnType<typeof upstreamApis>;
export { UpstreamFailure, upstreamUnavailable, type RequestCounter, type UpstreamFile } from './http.js';
