import express, { type Express, type Request, type Response } from 'express';
import { createContext, requestTokenOf, type BffDeps, type Context } from './context.js';
import { UpstreamFailure, type UpstreamFile } from './upstream/index.js';
import { fromGlobalId } from './relay.js';
import { requestIdOf } from '@parcelo/common/requestId';

/** Where browsers fetch an order's document; OMS answers with the caller's session. */
export const orderDocumentUrl = (kind: 'label' | 'invoice' | 'creditNote', orderId: string) =>
  `/files/orders/${orderId}/${kind === 'creditNote' ? 'credit-note' : kind}.pdf`;

/** Where browsers fetch a D2R credit note's PDF. */
export const creditNotePdfUrl = (id: string) => `/files/d2r-credit-notes/${id}/credit-note.pdf`;

/** Where browsers fetch a monthly billing invoice's PDF or its month's statement CSV. */
export const billingInvoiceFileUrl = (id: string, kind: 'pdf' | 'statement') =>
  `/files/billing-invoices/${id}/${kind === 'pdf' ? 'invoice.pdf' : 'statement.csv'}`;

/** OMS's own document address (`/documents/<kind>/<id>`) as the browser's, or a channel's link unchanged. */
export function browserDocumentUrl(stored: string | null): string | null {
  const own = stored && /^\/documents\/(label|invoice)\/([0-9a-f-]{36})$/.exec(stored);
  return own ? orderDocumentUrl(own[1] as 'label' | 'invoice', own[2]!) : stored;
}

function send(res: Response, file: UpstreamFile) {
  res.setHeader('content-type', file.contentType);
  if (file.disposition) res.setHeader('content-disposition', file.disposition);
  res.setHeader('cache-control', 'private, no-store');
  res.send(file.body);
}

/** A file request refused before any service was asked (an unknown file, no company chosen). */
class FileRefused extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

function fail(res: Response, err: unknown) {
  if (err instanceof UpstreamFailure || err instanceof FileRefused) {
    res.status(err.httpStatus).type('text/plain').send(err.message);
    return;
  }
  res.status(503).type('text/plain').send('The document service is unavailable. Try again after some time.');
}

type Fetch = (ctx: Context, req: Request) => Promise<UpstreamFile>;

/** GET `path`: the file `fetch` has a service answer for this caller's session, or a plain error. */
const fileRoute = (app: Express, deps: BffDeps, path: string, fetch: Fetch) =>
  app.get(path, async (req, res) => {
    try {
      send(
        res,
        await fetch(createContext(deps, requestTokenOf(req.headers), { requestId: requestIdOf(req.headers) }), req),
      );
    } catch (err) {
      fail(res, err);
    }
  });

/** A global id of `type` from the query as the service's id; another type's as an id no row has. */
function localId(gid: string | undefined, type: string): string | undefined {
  if (!gid) return undefined;
  const parsed = fromGlobalId(gid);
  return parsed?.type === type ? parsed.id : 'invalid';
}

/**
 * File routes beside /graphql. They need the session cookie (or, for a script, its API key in
 * the Authorization header, as /graphql takes it): a link copied to another browser, or kept
 * past its few minutes, gets a plain error instead of the file.
 */
export function fileRoutes(app: Express, deps: BffDeps) {
  fileRoute(app, deps, '/files/downloads/:id', (ctx, req) => ctx.apis.oms.downloadByLink(String(req.params.id)));
  objectRoutes(app, deps);
  templateRoutes(app, deps);
  documentRoutes(app, deps);
}

/**
 * The order service's object store, at the same addresses it signs (`/objects/...`). Its
 * caching rule comes along: product images may be kept, a private file's link may not.
 */
function objectRoutes(app: Express, deps: BffDeps) {
  const relay = (
    res: Response,
    r: { statusCode: number; body: Buffer; contentType: string; cacheControl: string | null },
  ) => {
    res
      .status(r.statusCode)
      .type(r.contentType)
      .setHeader('cache-control', r.cacheControl ?? 'private, no-store')
      .send(r.body);
  };
  app.put('/objects/{*key}', express.raw({ type: () => true, limit: '10mb' }), async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers), { requestId: requestIdOf(req.headers) });
    try {
      relay(
        res,
        await ctx.apis.oms.objectPut(
          req.originalUrl,
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          String(req.headers['content-type'] ?? ''),
        ),
      );
    } catch (err) {
      fail(res, err);
    }
  });
  app.get('/objects/{*key}', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers), { requestId: requestIdOf(req.headers) });
    try {
      relay(res, await ctx.apis.oms.objectGet(req.originalUrl));
    } catch (err) {
      fail(res, err);
    }
  });
}

/** The bulk sheets' templates. */
function templateRoutes(app: Express, deps: BffDeps) {
  fileRoute(app, deps, '/files/templates/bulk-orders.xlsx', (ctx) => ctx.apis.oms.bulkTemplate());
  for (const [name, kind] of [
    ['catalogues', 'catalogues'],
    ['inventory', 'inventory'],
    ['wsins', 'wsins'],
    ['wsin-mapping', 'wsinMaps'],
  ] as const)
    fileRoute(app, deps, `/files/templates/bulk-${name}.xlsx`, (ctx) => ctx.apis.wms.bulkTemplate(kind));
  fileRoute(app, deps, '/files/templates/bulk-cod-remittances.xlsx', (ctx) => ctx.apis.codRemittance.bulkTemplate());
  fileRoute(app, deps, '/files/templates/bulk-shipping-adjustments.xlsx', (ctx) =>
    ctx.apis.shippingAdjustments.bulkTemplate(),
  );
  fileRoute(app, deps, '/files/templates/bulk-external-retailers.xlsx', (ctx) =>
    ctx.apis.externalRetailers.bulkTemplate(),
  );
  fileRoute(app, deps, '/files/templates/bulk-d2r-discounts.xlsx', (ctx) => ctx.apis.retailDiscounts.bulkTemplate());
}

/** Stock and pricing sheets, order documents and monthly invoices: each service answers only whom it lets see them. */
function documentRoutes(app: Express, deps: BffDeps) {
  /** Inventory CSV: the viewer's stock, as it stands or at the end of `date`; admins pass `company`. */
  fileRoute(app, deps, '/files/inventory.csv', (ctx, req) => {
    const q = req.query as Record<string, string | undefined>;
    return ctx.apis.wms.inventoryCsv({
      companyIds: localId(q.company, 'Company'),
      warehouseId: localId(q.warehouse, 'Warehouse'),
      date: q.date,
    });
  });

  /** csv/catalogue/pricing/{companyId}/{storeId}, for admins: `company` and `store` are global ids. */
  fileRoute(app, deps, '/files/catalogue-pricing.csv', async (ctx, req) => {
    const q = req.query as Record<string, string | undefined>;
    const company = fromGlobalId(q.company ?? '');
    const store = fromGlobalId(q.store ?? '');
    if (company?.type !== 'Company' || store?.type !== 'Warehouse')
      throw new FileRefused(400, 'Choose a company and a store.');
    return ctx.apis.wms.pricingCsv(company.id, store.id);
  });

  // The invoices service answers only a user of the invoice's brand, or an admin.
  fileRoute(app, deps, '/files/billing-invoices/:id/:file', async (ctx, req) => {
    const { id, file } = req.params as Record<string, string>;
    const kind = file === 'invoice.pdf' ? 'pdf' : file === 'statement.csv' ? 'statement' : null;
    if (!kind || !/^[0-9a-f-]{36}$/.test(id!)) throw new FileRefused(404, 'Not found.');
    return ctx.apis.billingInvoices.file(id!, kind);
  });

  // A D2R credit note's PDF: the invoices service answers only an admin with D2R, or the brand.
  fileRoute(app, deps, '/files/d2r-credit-notes/:id/credit-note.pdf', async (ctx, req) => {
    const { id } = req.params as Record<string, string>;
    if (!/^[0-9a-f-]{36}$/.test(id!)) throw new FileRefused(404, 'Not found.');
    return ctx.apis.d2rCreditNotes.pdf(id!);
  });

  // A D2R beat plan's beats, one sheet per beat; the d2r service answers only an admin with D2R.
  fileRoute(app, deps, '/files/beats/:id/beats.xlsx', async (ctx, req) => {
    const { id } = req.params as Record<string, string>;
    if (!/^[0-9a-f-]{36}$/.test(id!)) throw new FileRefused(404, 'Not found.');
    return ctx.apis.beats.download(id!);
  });

  // The beats planner's orders sheet, prefilled with the brand's active retailers.
  fileRoute(app, deps, '/files/templates/beat-orders.xlsx', async (ctx, req) => {
    const company = localId((req.query as Record<string, string | undefined>).company, 'Company');
    if (!company || company === 'invalid') throw new FileRefused(400, 'Choose a company.');
    return ctx.apis.beats.template(company);
  });

  // The beats upload's template: two example beats of the brand's Delhi retailers.
  fileRoute(app, deps, '/files/templates/beats-upload.xlsx', async (ctx, req) => {
    const company = localId((req.query as Record<string, string | undefined>).company, 'Company');
    if (!company || company === 'invalid') throw new FileRefused(400, 'Choose a company.');
    return ctx.apis.beats.uploadTemplate(company);
  });

  fileRoute(app, deps, '/files/orders/:id/:file', async (ctx, req) => {
    const { id, file } = req.params as Record<string, string>;
    const kinds = { 'label.pdf': 'label', 'invoice.pdf': 'invoice', 'credit-note.pdf': 'creditNote' } as const;
    const kind = Object.hasOwn(kinds, file!) ? kinds[file as keyof typeof kinds] : null;
    if (!kind) throw new FileRefused(404, 'Not found.');
    return ctx.apis.oms.document(kind, id!);
  });
}
