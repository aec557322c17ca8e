import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BULK_CATALOGUES,
  BULK_INVENTORY,
  BULK_WSIN_MAPS,
  BULK_WSINS,
  BulkPreviewRecordSchema,
  MSG,
  TaskRecordSchema,
  fieldRequired,
  istToday,
  type BulkSheet,
  plural,
} from '@parcelo/common';
import {
  BulkPreviewBody,
  BulkSaveBody,
  ServiceError,
  answers,
  badRequest,
  bulkWorker,
  ok,
  previewRecord,
  readStoredSheet,
  templateSheet,
  z,
  type JobQueue,
  type SheetRow,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { bulkSheetsService, repeatMessage, type BulkSheetsService } from './service.js';
import type { MapChanged } from '../catalogue/remap.js';

type Ctx = ServiceContext<WmsDB>;
type Worker = ReturnType<typeof bulkWorker>;
type Workers = ReturnType<typeof bulkWorkers>;

/** A sheet's preview (BulkPreviewRecord) and a save's task (TaskRecord): common's tasks contract. */
const PreviewReply = answers(BulkPreviewRecordSchema);
const SaveReply = answers(z.object({ task: TaskRecordSchema }));

/** The company the upload is for, with its warehouses by code. */
type CompanyOf = (
  request: FastifyRequest,
  requested: string | undefined,
) => Promise<{
  principal: Awaited<ReturnType<Ctx['auth']['scope']>>['principal'];
  companyId: string;
  warehouses: Map<string, string>;
}>;

/**
 * Upload Bulk Catalogs and the bulk inventory upload, on the same preview and
 * background-task machinery as bulk orders: the sheet is read and checked for an editable
 * preview, and saving starts a task that runs the rows in batches.
 * The routes check who asks; the service reads the sheets' rows and saves them.
 */
export function bulkRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue, mapChanged: MapChanged) {
  const service = bulkSheetsService(ctx.db, mapChanged);
  const companyOf: CompanyOf = async (request, requested) => {
    const { principal, companyId } = await ctx.auth.scope(request, requested);
    if (!companyId) throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
    return { principal, companyId, warehouses: await service.warehousesOf(companyId) };
  };
  const workers = bulkWorkers(ctx, queue, service);
  previewRoutes(app, companyOf, service);
  saveRoutes(app, companyOf, service, workers);
  templateRoutes(app, companyOf);
}

/** Rows a stock sheet's step takes. */
const INVENTORY_BATCH = 1000;

/** The background runners of the upload tasks: each hands its batches to the service. */
function bulkWorkers(ctx: Ctx, queue: JobQueue, service: BulkSheetsService) {
  /** A refusal of the shared single-record rules is the row's own message; anything else is ours. */
  const refusal = (err: unknown) =>
    err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure;
  const worker = (
    type: string,
    run: Parameters<typeof bulkWorker>[0]['run'],
    failure?: typeof refusal,
    batch?: number,
  ) =>
    bulkWorker({
      db: ctx.db,
      urls: ctx.urls,
      log: ctx.log,
      queue,
      type,
      ...(failure ? { failure } : {}),
      ...(batch ? { batch } : {}),
      run,
    });
  return {
    wsin: worker(BULK_WSINS.type, (job, rows, mark) => service.applyWsinBatch(job, rows, mark), refusal),
    wsinMap: worker(BULK_WSIN_MAPS.type, (job, rows, mark) => service.applyWsinMapBatch(job, rows, mark), refusal),
    catalogue: worker(BULK_CATALOGUES.type, (job, rows, mark) => service.applyCatalogueBatch(job, rows, mark)),
    // A stock batch is a few statements whatever its size (its entries and figures go in as
    // arrays), so a step takes 1,000 rows: 10 steps' fixed costs for 10,000 rows rather than 100.
    inventory: worker(
      BULK_INVENTORY.type,
      (job, rows, mark) => service.applyInventoryBatch(job, rows, mark),
      undefined,
      INVENTORY_BATCH,
    ),
  };
}

/** Every sheet's preview: its rows with their cells' problems, as the save will judge them. */
function previewRoutes(app: ServiceApp, companyOf: CompanyOf, service: BulkSheetsService) {
  async function preview(request: FastifyRequest, body: z.output<typeof BulkPreviewBody>, sheet: BulkSheet) {
    const { principal, companyId, warehouses } = await companyOf(request, body.companyId);
    const rows = await readStoredSheet(sheet, principal, body.file);
    const { codes, errorsOf, repeat } = await service.previewChecks(sheet, companyId, warehouses, rows);
    return ok(previewRecord(sheet, rows, errorsOf, codes, repeat));
  }

  app.post(
    '/bulk/catalogues/preview',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue' },
      schema: { body: BulkPreviewBody, response: PreviewReply },
    },
    (request) => preview(request, request.body, BULK_CATALOGUES),
  );
  app.post(
    '/bulk/inventory/preview',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue' },
      schema: { body: BulkPreviewBody, response: PreviewReply },
    },
    (request) => preview(request, request.body, BULK_INVENTORY),
  );

  app.post(
    '/bulk/wsins/preview',
    {
      config: { access: 'admin', adminPermission: 'brandCatalogue' },
      schema: { body: BulkPreviewBody, response: PreviewReply },
    },
    (request) => preview(request, request.body, BULK_WSINS),
  );
  app.post(
    '/bulk/wsin-maps/preview',
    {
      config: { access: 'admin', adminPermission: 'brandCatalogue' },
      schema: { body: BulkPreviewBody, response: PreviewReply },
    },
    (request) => preview(request, request.body, BULK_WSIN_MAPS),
  );
}

/** Every sheet's save: the stored sheet, with the preview's edits, becomes an upload task. */
function saveRoutes(app: ServiceApp, companyOf: CompanyOf, service: BulkSheetsService, workers: Workers) {
  /**
   * A sheet's save: the stored sheet, with the preview's edits, becomes a task that `worker`
   * runs in the background; `task` names it and turns the rows into its rows.
   */
  function saveRoute(
    url: string,
    access: 'admin' | 'member',
    sheet: BulkSheet,
    worker: Worker,
    task: (
      rows: SheetRow[],
      company: Awaited<ReturnType<CompanyOf>>,
      body: z.output<typeof BulkSaveBody>,
    ) => Promise<Omit<Parameters<Worker['start']>[0], 'principal' | 'companyId'>>,
  ) {
    app.post(
      url,
      {
        config: { access, adminPermission: 'brandCatalogue', idempotent: true },
        schema: { body: BulkSaveBody, response: SaveReply },
      },
      async (request) => {
        const body = request.body;
        const company = await companyOf(request, body.companyId);
        const rows = await readStoredSheet(sheet, company.principal, body.file, body.edits);
        const { principal, companyId } = company;
        const started = await worker.start({ principal, companyId, ...(await task(rows, company, body)) });
        return ok({ task: started }, 'Upload started');
      },
    );
  }

  /** Admins' WSIN upload: each row is a WSIN created by Brands > WSIN's own rules. */
  saveRoute('/bulk/wsins/save', 'admin', BULK_WSINS, workers.wsin, async (rows, { companyId }) => ({
    title: `Bulk WSIN upload: ${plural(rows.length, 'WSIN')}`,
    rows: await service.wsinRows(companyId, rows),
  }));

  /** Admins' WSIN mapping upload: the result lists one line per product, by SKU. */
  saveRoute('/bulk/wsin-maps/save', 'admin', BULK_WSIN_MAPS, workers.wsinMap, async (rows, { companyId }) => {
    const products = await service.wsinMapRows(companyId, rows);
    return { title: `Bulk WSIN mapping: ${plural(products.length, 'product')}`, rows: products };
  });

  saveRoute('/bulk/catalogues/save', 'member', BULK_CATALOGUES, workers.catalogue, async (rows) => ({
    title: `Bulk catalogue upload: ${plural(rows.length, 'product')}`,
    rows: service.catalogueRows(rows),
  }));

  saveRoute(
    '/bulk/inventory/save',
    'member',
    BULK_INVENTORY,
    workers.inventory,
    async (rows, { companyId, warehouses }, body) => {
      const entries = await service.inventoryRows(companyId, warehouses, rows);
      return {
        title: `Bulk inventory upload: ${plural(rows.length, ['entry', 'entries'])}`,
        rows: entries.rows,
        // Saving the same stock again adds it again: the seller confirms, warned by this message.
        ...(entries.sheetKey
          ? { sheet: { key: entries.sheetKey, confirmRepeat: body.confirmRepeat === true, repeatMessage } }
          : {}),
      };
    },
  );
}

const xlsx = (reply: FastifyReply, name: string) =>
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}"`);

const TemplateQuery = z.object({ companyId: z.string().max(200).optional() });

/** Every sheet's blank template, with one example row. */
function templateRoutes(app: ServiceApp, companyOf: CompanyOf) {
  app.get(
    '/bulk/catalogues/template',
    { config: { access: 'member' }, schema: { querystring: TemplateQuery } },
    async (request, reply) => {
      await companyOf(request, request.query.companyId);
      xlsx(reply, 'bulk-catalogues-template.xlsx');
      return templateSheet(BULK_CATALOGUES, 'Catalogue', {
        productTitle: 'Masala Chai 250g',
        sku: 'CHAI-MSL-250',
        category: 'Tea',
        price: 249,
        basePrice: 150,
        margin: 40,
        weight: 280,
        hsnCode: '09024020',
        length: 20,
        breadth: 15,
        height: 5,
        shopType: 'shopify',
        active: 1,
      });
    },
  );

  app.get(
    '/bulk/wsins/template',
    { config: { access: 'admin' }, schema: { querystring: TemplateQuery } },
    async (_request, reply) => {
      xlsx(reply, 'bulk-wsins-template.xlsx');
      return templateSheet(BULK_WSINS, 'WSINs', { name: 'Masala Chai 250g pouch', wsin: 'WS-CPN-MSL250', active: 1 });
    },
  );

  app.get(
    '/bulk/wsin-maps/template',
    { config: { access: 'admin' }, schema: { querystring: TemplateQuery } },
    async (_request, reply) => {
      xlsx(reply, 'bulk-wsin-mapping-template.xlsx');
      return templateSheet(BULK_WSIN_MAPS, 'WSIN mapping', { sku: 'CHAI-MSL-250', wsin: 'WS-CPN-MSL250', quantity: 1 });
    },
  );

  app.get(
    '/bulk/inventory/template',
    { config: { access: 'member' }, schema: { querystring: TemplateQuery } },
    async (request, reply) => {
      const { warehouses } = await companyOf(request, request.query.companyId);
      xlsx(reply, 'bulk-inventory-template.xlsx');
      return templateSheet(BULK_INVENTORY, 'Inventory', {
        warehouseCode: [...warehouses.keys()][0] ?? 'WH-CODE',
        wsin: 'WS-CPN-MSL250',
        date: istToday(),
        inboundAccepted: 100,
        inboundRejected: 2,
        remark: 'PO-1042',
      });
    },
  );
}
