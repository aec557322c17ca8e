import type { FastifyRequest } from 'fastify';
import {
  InventoryRecordSchema,
  InventoryTrailRecordSchema,
  MSG,
  scanAddedMessage,
  fill,
  AddInventoryInput,
  AdjustInventoryInput,
  ScanAddInput,
  isoDate,
  BY_IDS_MAX,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  badRequest,
  listBody,
  ok,
  pageOf,
  parse,
  sendCsv,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { INVENTORY_HEADER, inventoryCsvRows } from './csv.js';
import { creditNoteRoutes } from './creditNotes.js';
import {
  addInbound,
  adjustStock,
  findInventory,
  inventoryAsOf,
  inventoryByIds,
  inventoryRecordOf,
  rowWithinReach,
  scanAdd,
  shelfUnits,
  stockTrail,
} from './service.js';

export { inventoryRecord } from './service.js';

type Ctx = ServiceContext<WmsDB>;

const ListBody = listBody(
  {
    companyId: z.string().uuid(),
    warehouseId: z.string().uuid(),
    searchOptionType: z.enum(['sku', 'title']),
    searchValue: z.string().trim().max(200),
  },
  ['createdAt', 'wsin'] as const,
);

const CsvQuery = z.object({
  companyIds: z
    .string()
    .max(4000)
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().uuid()).max(100)),
  warehouseId: z.string().uuid().optional(),
  date: isoDate('Date')
    .nullish()
    .transform((v) => v ?? null),
});

const TrailBody = z.object({
  inventoryId: z.string().uuid(),
  pagination: z
    .object({
      records: z.coerce.number().int().min(1).max(300).default(10),
      offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    })
    .default({ records: 10, offset: 0 }),
});

/** Rows' figures at the end of a day: the ledger's, without what names the row. */
const AsOfBody = z.object({ ids: z.array(z.string().uuid()).max(BY_IDS_MAX), date: isoDate('Date') });
const AsOfReply = answers(
  z.object({
    inventory: z.array(
      InventoryRecordSchema.omit({
        companyId: true,
        warehouseId: true,
        wsinId: true,
        wsin: true,
        name: true,
        updatedAt: true,
      }),
    ),
  }),
);

/** A row as a stock movement leaves it. */
const RowReply = answers(z.object({ inventory: InventoryRecordSchema }));

/** A row the caller may touch; another company's row is simply not found. */
async function ownRow(ctx: Ctx, request: FastifyRequest, id: string) {
  const within = await ctx.auth.reach(request, undefined);
  const { principal } = within;
  const row = await rowWithinReach(ctx.db, within, parse(z.string().uuid({ error: MSG.notFound }), id));
  return { principal, row };
}

const reply = async (ctx: Ctx, id: string, message: string) =>
  ok({ inventory: await inventoryRecordOf(ctx.db, id) }, message);

export function inventoryRoutes(app: ServiceApp, ctx: Ctx) {
  readRoutes(app, ctx);
  stockMovementRoutes(app, ctx);
  csvRoutes(app, ctx);
  creditNoteRoutes(app, ctx);
}

/** The stock list, the BFF's batch read and the units invoices charges storage on. */
function readRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /** Units a company has on the shelf across its warehouses, for its monthly storage charge (invoices asks). */
  app.get(
    '/internal/inventory/units/:companyId',
    {
      config: { access: 'internal' },
      schema: {
        params: z.object({ companyId: z.string().uuid() }),
        response: answers(z.object({ units: z.number().int() })),
      },
    },
    async (request) => ok({ units: await shelfUnits(db, request.params.companyId) }),
  );

  app.post(
    '/inventory/fetch',
    {
      config: { access: 'member' },
      schema: {
        body: ListBody,
        response: answersPage('inventory', InventoryRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const within = await ctx.auth.reach(request, body.where.companyId);
      return ok(await findInventory(db, within, body, pageOf(body)));
    },
  );

  byIdsRoute(
    app,
    '/inventory/byIds',
    'inventory',
    async (ids, request) => {
      const within = await ctx.auth.reach(request, undefined);
      return inventoryByIds(db, within, ids);
    },
    { record: InventoryRecordSchema },
  );

  /** Rows as they stood at the end of a day (IST), from their ledger: the list's As of date. Rows out of reach are left out. */
  app.post(
    '/inventory/as-of',
    { config: { access: 'member' }, schema: { body: AsOfBody, response: AsOfReply } },
    async (request) => {
      const { ids, date } = request.body;
      const within = await ctx.auth.reach(request, undefined);
      return ok({ inventory: ids.length ? await inventoryAsOf(db, within, [...new Set(ids)], date) : [] });
    },
  );
}

/** Inbound entries, adjustments and scan-and-add: every way staff change a row's stock, and the ledger they write. */
function stockMovementRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /** An inbound entry, accepted and rejected counts at once. */
  app.post(
    '/inventory/add/:id',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: AddInventoryInput, params: z.object({ id: z.string().max(200) }), response: RowReply },
    },
    async (request) => {
      const body = request.body;
      const { principal, row } = await ownRow(ctx, request, request.params.id);
      if (body.inboundAccepted === 0 && body.inboundRejected === 0)
        throw badRequest(MSG.inventoryAddFailed, 'inboundAccepted');
      await addInbound(db, row.id, principal, body);
      return reply(ctx, row.id, MSG.inventoryAdded);
    },
  );

  /** A correction either way, or a step of a return. A decrease may not take available stock below zero. */
  app.post(
    '/inventory/adjust/:id',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: AdjustInventoryInput, params: z.object({ id: z.string().max(200) }), response: RowReply },
    },
    async (request) => {
      const body = request.body;
      const { principal, row } = await ownRow(ctx, request, request.params.id);
      await adjustStock(db, row.id, principal, body);
      return reply(ctx, row.id, MSG.inventoryAdjusted);
    },
  );

  /** The row's ledger, newest first: what changed available stock, by whom and why. */
  app.post(
    '/inventory/trail',
    {
      config: { access: 'member' },
      schema: {
        body: TrailBody,
        response: answersPage('trail', InventoryTrailRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const { row } = await ownRow(ctx, request, body.inventoryId);
      return ok(await stockTrail(db, row.id, body.pagination));
    },
  );

  /** Scan-and-add: scanned WSINs at one warehouse, all or none. */
  app.post(
    '/inventory/scan-add',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: ScanAddInput, response: answers(z.object({ inventory: z.array(InventoryRecordSchema) })) },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId, warehouseIds } = await ctx.auth.reach(request, body.companyId);
      if (!companyId) throw badRequest(fill(MSG.requiredInput, { field: 'Company' }), 'companyId', 'REQUIRED');
      if (warehouseIds && !warehouseIds.includes(body.warehouseId))
        throw badRequest(MSG.selectWarehouse, 'warehouseId');
      const inventory = await scanAdd(db, companyId, principal, body);
      const total = body.rows.reduce((s, r) => s + r.quantity, 0);
      return ok(
        { inventory },
        scanAddedMessage(
          total,
          body.rows.map((r) => r.wsin),
        ),
      );
    },
  );
}

function csvRoutes(app: ServiceApp, ctx: Ctx) {
  /** CSV export: the companies' rows, as they stood at the end of `date` (IST) when given. */
  app.get(
    '/csv/inventory',
    { config: { access: 'member' }, schema: { querystring: CsvQuery } },
    async (request, reply) => {
      const { companyIds: asked, warehouseId, date } = request.query;
      const { companyId, warehouseIds } = await ctx.auth.reach(request, asked.length === 1 ? asked[0] : undefined);
      const companyIds = companyId ? [companyId] : asked;
      // Every company's stock at once is too much for one file: an admin names the companies
      // (an operator's file is bounded by its warehouses).
      if (!companyIds.length && !warehouseIds)
        throw badRequest(fill(MSG.requiredInput, { field: 'Company' }), 'companyIds', 'REQUIRED');
      const rows = inventoryCsvRows(ctx.db, companyIds, date, warehouseId, warehouseIds);
      const file = date ? { name: `inventory-${date}`, dated: false } : { name: 'inventory' };
      return sendCsv(reply, { ...file, header: INVENTORY_HEADER, rows });
    },
  );
}
