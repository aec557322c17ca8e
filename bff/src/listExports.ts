import { pipeline } from 'node:stream/promises';
import type { Express, Request, Response } from 'express';
import { MSG } from '@parcelo/common';
import type { UpstreamName } from './upstream/index.js';
import { createContext, sessionTokenOf, type BffDeps } from './context.js';
import { fromGlobalId } from './relay.js';
import { requestIdOf } from '@parcelo/common/requestId';
import { UpstreamFailure } from './upstream/index.js';

/** How many query parameters an export link passes on, and how long each may be. */
const MAX_PARAMS = 20;
const MAX_PARAM_LENGTH = 200;

/** An export refused before any service was asked (no session). */
class ExportRefused extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

function fail(res: Response, err: unknown) {
  if (res.headersSent) {
    // The file was cut off after it began: the browser sees an incomplete download.
    res.destroy();
    return;
  }
  if (err instanceof ExportRefused || err instanceof UpstreamFailure) {
    res.status(err.httpStatus).type('text/plain').send(err.message);
    return;
  }
  res.status(503).type('text/plain').send('The export is unavailable. Try again after some time.');
}

/**
 * The link's query as the service takes it, bounded: a `company` (a global id) as the
 * service's `companyId` (another type's as an id no company has), the rest as they are.
 */
/** Filters a link names by global ID, as the service's parameter for the local id. */
const GLOBAL_PARAMS: Readonly<Record<string, { param: string; type: string }>> = {
  company: { param: 'companyId', type: 'Company' },
  driver: { param: 'driverId', type: 'Driver' },
  cluster: { param: 'clusterId', type: 'Cluster' },
  salesman: { param: 'salesmanId', type: 'FieldPerson' },
  promoter: { param: 'promoterId', type: 'FieldPerson' },
  retailer: { param: 'retailerId', type: 'StoreAddress' },
};

function forwardedQuery(req: Request): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query).slice(0, MAX_PARAMS)) {
    if (typeof value !== 'string' || !value.trim()) continue;
    const text = value.trim().slice(0, MAX_PARAM_LENGTH);
    const named = GLOBAL_PARAMS[name];
    if (named) {
      const id = fromGlobalId(text);
      params.set(named.param, id?.type === named.type ? id.id : 'invalid');
    } else params.set(name.slice(0, 40), text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * GET `path`: the CSV `service` answers at `route` for the link's filters, read as the caller
 * (its session's principal) and passed on as it arrives. `session` answers a signed-out
 * caller here; otherwise the service refuses it with its own message.
 */
function csvExport(app: Express, deps: BffDeps, path: string, service: UpstreamName, route: string, session = false) {
  app.get(path, async (req, res) => {
    const ctx = createContext(deps, sessionTokenOf(req.headers.cookie), { requestId: requestIdOf(req.headers) });
    try {
      if (session && !(await ctx.viewer())) throw new ExportRefused(401, MSG.sessionExpired);
      const file = await ctx.apis.files.stream(service, `${route}${forwardedQuery(req)}`);
      res.setHeader('content-type', file.contentType);
      if (file.disposition) res.setHeader('content-disposition', file.disposition);
      res.setHeader('cache-control', 'private, no-store');
      await pipeline(file.body, res);
    } catch (err) {
      fail(res, err);
    }
  });
}

/**
 * CSV exports of the lists, with the list's filters and sort as in the URL. Each service
 * streams its own list's rows and decides who may read them, as it does for the pages on screen.
 */
export function listExportRoutes(app: Express, deps: BffDeps) {
  csvExport(app, deps, '/files/companies.csv', 'ums', '/csv/companies');
  csvExport(app, deps, '/files/admin-users.csv', 'ums', '/csv/admin-users');
  csvExport(app, deps, '/files/warehouses.csv', 'wms', '/csv/warehouses');
  csvExport(app, deps, '/files/shipping-packages.csv', 'oms', '/csv/shipping-packages', true);
  csvExport(app, deps, '/files/customer-requests.csv', 'nms', '/csv/customer-requests');
  csvExport(app, deps, '/files/notifications.csv', 'nms', '/csv/notifications');
  csvExport(app, deps, '/files/wallet-transactions.csv', 'invoices', '/csv/wallet-transactions');
  csvExport(app, deps, '/files/shipping-adjustments.csv', 'invoices', '/csv/shipping-adjustments', true);
  csvExport(app, deps, '/files/cod-remittances.csv', 'invoices', '/csv/cod-remittances', true);
  csvExport(app, deps, '/files/payment-logs.csv', 'invoices', '/csv/payment-logs');
  csvExport(app, deps, '/files/trips.csv', 'hub', '/csv/trips', true);
  csvExport(app, deps, '/files/retailers.csv', 'd2r', '/csv/d2r/retailers', true);
  csvExport(app, deps, '/files/retailer-engine.csv', 'd2r', '/csv/d2r/retailer-engine', true);
  csvExport(app, deps, '/files/retail-discounts.csv', 'd2r', '/csv/d2r/retail-discounts', true);
  csvExport(app, deps, '/files/field-people.csv', 'hms', '/csv/salesmen', true);
  csvExport(app, deps, '/files/d2r-invoices.csv', 'invoices', '/csv/d2r/invoices', true);
  csvExport(app, deps, '/files/d2r-credit-notes.csv', 'invoices', '/csv/d2r/credit-notes', true);
  csvExport(app, deps, '/files/external-retailers.csv', 'd2r', '/csv/d2r/external-retailers', true);
  csvExport(app, deps, '/files/promoter-stock.csv', 'd2r', '/csv/d2r/promoter-stock', true);
  csvExport(app, deps, '/files/promoter-sell-through.csv', 'd2r', '/csv/d2r/promoter-stock/sell-through', true);
}
