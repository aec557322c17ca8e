import express, { type Express, type Response } from 'express';
import { createContext, requestTokenOf, type BffDeps } from './context.js';
import { UpstreamFailure, type UpstreamFile } from './upstream/index.js';
import { fromGlobalId } from './relay.js';

/** Where browsers fetch an order's document; OMS answers with the caller's session. */
export const orderDocumentUrl = (kind: 'label' | 'invoice' | 'creditNote', orderId: string) =>
  `/files/orders/${orderId}/${kind === 'creditNote' ? 'credit-note' : kind}.pdf`;

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

function fail(res: Response, err: unknown) {
  if (err instanceof UpstreamFailure) {
    res.status(err.httpStatus).type('text/plain').send(err.message);
    return;
  }
  res.status(503).type('text/plain').send('The document service is unavailable. Try again after some time.');
}

/**
 * File routes beside /graphql. They need the session cookie (or, for a script, its API key in
 * the Authorization header, as /graphql takes it): a link copied to another browser, or kept
 * past its few minutes, gets a plain error instead of the file.
 */
export function fileRoutes(app: Express, deps: BffDeps) {
  app.get('/files/downloads/:id', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      send(res, await ctx.apis.oms.downloadByLink(req.params.id));
    } catch (err) {
      fail(res, err);
    }
  });

  // The order service's object store, at the same addresses it signs (`/objects/...`). Its
  // caching rule comes along: product images may be kept, a private file's link may not.
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
    const ctx = createContext(deps, requestTokenOf(req.headers));
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
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      relay(res, await ctx.apis.oms.objectGet(req.originalUrl));
    } catch (err) {
      fail(res, err);
    }
  });

  app.get('/files/templates/bulk-orders.xlsx', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      send(res, await ctx.apis.oms.bulkTemplate());
    } catch (err) {
      fail(res, err);
    }
  });
  for (const [name, kind] of [
    ['catalogues', 'catalogues'],
    ['inventory', 'inventory'],
    ['wsins', 'wsins'],
    ['wsin-mapping', 'wsinMaps'],
  ] as const) {
    app.get(`/files/templates/bulk-${name}.xlsx`, async (req, res) => {
      const ctx = createContext(deps, requestTokenOf(req.headers));
      try {
        send(res, await ctx.apis.wms.bulkTemplate(kind));
      } catch (err) {
        fail(res, err);
      }
    });
  }

  app.get('/files/templates/bulk-cod-remittances.xlsx', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      send(res, await ctx.apis.codRemittance.bulkTemplate());
    } catch (err) {
      fail(res, err);
    }
  });

  app.get('/files/templates/bulk-shipping-adjustments.xlsx', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      send(res, await ctx.apis.shippingAdjustments.bulkTemplate());
    } catch (err) {
      fail(res, err);
    }
  });

  /** Inventory CSV: the viewer's stock, as it stands or at the end of `date`; admins pass `company`. */
  app.get('/files/inventory.csv', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers));
    const q = req.query as Record<string, string | undefined>;
    try {
      const local = (gid: string | undefined, type: string) => {
        if (!gid) return undefined;
        const parsed = fromGlobalId(gid);
        return parsed?.type === type ? parsed.id : 'invalid';
      };
      send(
        res,
        await ctx.apis.wms.inventoryCsv({
          companyIds: local(q.company, 'Company'),
          warehouseId: local(q.warehouse, 'Warehouse'),
          date: q.date,
        }),
      );
    } catch (err) {
      fail(res, err);
    }
  });

  /** csv/catalogue/pricing/{companyId}/{storeId}, for admins: `company` and `store` are global ids. */
  app.get('/files/catalogue-pricing.csv', async (req, res) => {
    const ctx = createContext(deps, requestTokenOf(req.headers));
    const q = req.query as Record<string, string | undefined>;
    const company = fromGlobalId(q.company ?? '');
    const store = fromGlobalId(q.store ?? '');
    if (company?.type !== 'Company' || store?.type !== 'Warehouse') {
      res.status(400).type('text/plain').send('Choose a company and a store.');
      return;
    }
    try {
      send(res, await ctx.apis.wms.pricingCsv(company.id, store.id));
    } catch (err) {
      fail(res, err);
    }
  });

  // The invoices service answers only a user of the invoice's brand, or an admin.
  app.get('/files/billing-invoices/:id/:file', async (req, res) => {
    const kind = req.params.file === 'invoice.pdf' ? 'pdf' : req.params.file === 'statement.csv' ? 'statement' : null;
    if (!kind || !/^[0-9a-f-]{36}$/.test(req.params.id)) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      send(res, await ctx.apis.billingInvoices.file(req.params.id, kind));
    } catch (err) {
      fail(res, err);
    }
  });

  app.get('/files/orders/:id/:file', async (req, res) => {
    const kinds = { 'label.pdf': 'label', 'invoice.pdf': 'invoice', 'credit-note.pdf': 'creditNote' } as const;
    const kind = Object.hasOwn(kinds, req.params.file) ? kinds[req.params.file as keyof typeof kinds] : null;
    if (!kind) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    const ctx = createContext(deps, requestTokenOf(req.headers));
    try {
      send(res, await ctx.apis.oms.document(kind, req.params.id));
    } catch (err) {
      fail(res, err);
    }
  });
}
