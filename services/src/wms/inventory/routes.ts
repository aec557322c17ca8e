import type { FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  MSG,
  availableChange,
  scanAddedMessage,
  fill,
  type AdjustmentType,
  type InventoryRecord,
  type InventoryTrailRecord,
  type LedgerKind,
  AddInventoryInput,
  AdjustInventoryInput,
  ScanAddInput,
  isoDate,
} from '@parcelo/common';
import {
  byIdsRoute,
  badRequest,
  cachedCount,
  countScope,
  countsChanged,
  withinReach,
  likePattern,
  listBody,
  notFound,
  ok,
  pageOf,
  parse,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { InventoryRow, WmsDB } from '../db.js';
import { ensureStockRows } from '../catalogue/routes.js';
import { figuresOfRow, lockRows, record, type LedgerEntry } from './ledger.js';
import { inventoryCsv } from './csv.js';

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

const ADJUSTMENT_KIND: Record<AdjustmentType, LedgerKind> = {
  INCREASE: 'ADJUSTMENT',
  DECREASE: 'ADJUSTMENT',
  RETURN_IN: 'RETURN_IN',
  RETURN_ACCEPTED: 'RETURN_ACCEPTED',
  RETURN_MISSING: 'RETURN_MISSING',
  RETURN_DAMAGED: 'RETURN_DAMAGED',
};

type Joined = InventoryRow & { wsin: string; name: string };

export const inventoryRecord = (r: Joined): InventoryRecord => ({
  id: r.id,
  companyId: r.company_id,
  warehouseId: r.warehouse_id,
  wsinId: r.wsin_id,
  wsin: r.wsin,
  name: r.name,
  safeStock: r.safe_stock,
  ...figuresOfRow(r),
  updatedAt: r.updated_at.toISOString(),
});

export function inventoryRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  const { db } = ctx;

  const joined = () => db.selectFrom('inventory as i').innerJoin('wsins as w', 'w.id', 'i.wsin_id');
  const selectJoined = <O>(q: SelectQueryBuilder<any, any, O>) => q.selectAll('i').select(['w.wsin', 'w.name']);

  /** A row the caller may touch; another company's row is simply not found. */
  async function ownRow(request: FastifyRequest, id: string) {
    const within = await ctx.auth.reach(request, undefined);
    const { principal } = within;
    const q = withinReach(
      db
        .selectFrom('inventory')
        .selectAll()
        .where('id', '=', parse(z.string().uuid({ error: MSG.notFound }), id)),
      within,
    );
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return { principal, row };
  }

  const reply = async (id: string, message: string) => {
    const row = (await selectJoined(joined()).where('i.id', '=', id).executeTakeFirstOrThrow()) as Joined;
    return ok({ inventory: inventoryRecord(row) }, message);
  };

  /** Units a company has on the shelf across its warehouses, for its monthly storage charge (invoices asks). */
  app.get(
    '/internal/inventory/units/:companyId',
    { config: { access: 'internal' }, schema: { params: z.object({ companyId: z.string().uuid() }) } },
    async (request) => {
      const row = await db
        .selectFrom('inventory')
        .select(
          sql<number>`coalesce(sum(scanned_stock + inbound_accepted + return_accepted + adjusted_inventory - outbound_out - outbound_delivered), 0)`.as(
            'units',
          ),
        )
        .where('company_id', '=', request.params.companyId)
        .executeTakeFirstOrThrow();
      return ok({ units: Math.max(0, Number(row.units)) });
    },
  );

  app.post('/inventory/fetch', { config: { access: 'member' }, schema: { body: ListBody } }, async (request) => {
    const body = request.body;
    const within = await ctx.auth.reach(request, body.where.companyId);
    const { companyId } = within;
    const columns = { company: 'i.company_id', warehouse: 'i.warehouse_id' };
    const { limit, offset, order } = pageOf(body);
    let q = withinReach(joined(), within, columns);
    if (body.where.warehouseId) q = q.where('i.warehouse_id', '=', body.where.warehouseId);
    const value = body.where.searchValue;
    if (value) {
      // Said of the WSIN too, so its (company, code) index finds the few matches first.
      if (companyId) q = q.where('w.company_id', '=', companyId);
      q =
        body.where.searchOptionType === 'title'
          ? q.where(sql`lower(w.name)`, 'like', likePattern(value.toLowerCase(), 'contains'))
          : q.where(sql`lower(w.wsin)`, 'like', likePattern(value.toLowerCase(), 'prefix'));
    }
    let page = selectJoined(q);
    page = body.sortBy.by === 'wsin' ? page.orderBy('w.wsin', order) : page.orderBy('i.created_at', order);
    // Without a search the count needs no WSIN names, so it reads the row index alone.
    let counted = value ? q : withinReach(db.selectFrom('inventory as i'), within, columns);
    if (!value && body.where.warehouseId) counted = counted.where('i.warehouse_id', '=', body.where.warehouseId);
    // The seller filter is part of it: an operator's counts are kept per set of warehouses.
    const filter = JSON.stringify([companyId ?? null, body.where.warehouseId, body.where.searchOptionType, value]);
    const [rows, total] = await Promise.all([
      page.orderBy('i.id', order).limit(limit).offset(offset).execute(),
      cachedCount(db, countScope(within), filter, async () =>
        Number((await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
      ),
    ]);
    return ok({ inventory: (rows as Joined[]).map(inventoryRecord), totalCount: total });
  });

  byIdsRoute(app, '/inventory/byIds', 'inventory', async (ids, request) => {
    const within = await ctx.auth.reach(request, undefined);
    const q = withinReach(joined().where('i.id', 'in', ids), within, {
      company: 'i.company_id',
      warehouse: 'i.warehouse_id',
    });
    return ((await selectJoined(q).execute()) as Joined[]).map(inventoryRecord);
  });

  /** An inbound entry, accepted and rejected counts at once. */
  app.post(
    '/inventory/add/:id',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: AddInventoryInput, params: z.object({ id: z.string().max(200) }) },
    },
    async (request) => {
      const body = request.body;
      const { principal, row } = await ownRow(request, request.params.id);
      if (body.inboundAccepted === 0 && body.inboundRejected === 0)
        throw badRequest(MSG.inventoryAddFailed, 'inboundAccepted');
      const base = {
        inventoryId: row.id,
        remark: body.remark,
        actorId: principal.userId,
        actorName: principal.name,
        entryDate: body.date,
      };
      await db.transaction().execute((tx) =>
        record(tx, [
          { ...base, kind: 'INBOUND_ACCEPTED', quantity: body.inboundAccepted },
          { ...base, kind: 'INBOUND_REJECTED', quantity: body.inboundRejected },
        ]),
      );
      return reply(row.id, MSG.inventoryAdded);
    },
  );

  /** A correction either way, or a step of a return. A decrease may not take available stock below zero. */
  app.post(
    '/inventory/adjust/:id',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: AdjustInventoryInput, params: z.object({ id: z.string().max(200) }) },
    },
    async (request) => {
      const body = request.body;
      const { principal, row } = await ownRow(request, request.params.id);
      await db.transaction().execute(async (tx) => {
        const [locked] = await lockRows(tx, [row.id]);
        if (body.inventoryAdjustmentType === 'DECREASE') {
          // Against available stock, the figure the row shows: units blocked for orders are promised.
          const available = Math.max(0, figuresOfRow(locked!).availableStock);
          if (available < body.quantity) throw badRequest(fill(MSG.adjustBelowZero, { available }), 'quantity');
        }
        await record(tx, [
          {
            inventoryId: row.id,
            kind: ADJUSTMENT_KIND[body.inventoryAdjustmentType],
            quantity: body.inventoryAdjustmentType === 'DECREASE' ? -body.quantity : body.quantity,
            remark: body.remark,
            actorId: principal.userId,
            actorName: principal.name,
            entryDate: body.date,
          },
        ]);
      });
      return reply(row.id, MSG.inventoryAdjusted);
    },
  );

  /** The row's ledger, newest first: what changed available stock, by whom and why. */
  app.post(
    '/inventory/trail',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({
          inventoryId: z.string().uuid(),
          pagination: z
            .object({
              records: z.coerce.number().int().min(1).max(300).default(10),
              offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
            })
            .default({ records: 10, offset: 0 }),
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const { row } = await ownRow(request, body.inventoryId);
      const q = db.selectFrom('inventory_entries').where('inventory_id', '=', row.id);
      const [entries, total] = await Promise.all([
        q
          .selectAll()
          .select(sql<string | null>`entry_date::text`.as('entry_day'))
          .orderBy('id', 'desc')
          .limit(body.pagination.records)
          .offset(body.pagination.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const trail: InventoryTrailRecord[] = entries.map((e) => ({
        id: String(e.id),
        inventoryId: e.inventory_id,
        kind: e.kind,
        quantity: e.quantity,
        remarks: e.remark,
        availableQuantityChange: availableChange(e.kind, e.quantity),
        actorName: e.actor_name,
        orderId: e.order_id,
        entryDate: e.entry_day,
        createdAt: e.created_at.toISOString(),
      }));
      return ok({ trail, totalCount: Number(total.n) });
    },
  );

  /** Scan-and-add: scanned WSINs at one warehouse, all or none. */
  app.post(
    '/inventory/scan-add',
    {
      config: { access: 'member', adminPermission: 'brandCatalogue', idempotent: true },
      schema: { body: ScanAddInput },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId, warehouseIds } = await ctx.auth.reach(request, body.companyId);
      if (!companyId) throw badRequest(fill(MSG.requiredInput, { field: 'Company' }), 'companyId', 'REQUIRED');
      if (warehouseIds && !warehouseIds.includes(body.warehouseId))
        throw badRequest(MSG.selectWarehouse, 'warehouseId');
      const served = await db
        .selectFrom('company_warehouses')
        .select('warehouse_id')
        .where('company_id', '=', companyId)
        .where('warehouse_id', '=', body.warehouseId)
        .executeTakeFirst();
      if (!served) throw badRequest(MSG.selectWarehouse, 'warehouseId');
      const missingReason = body.rows.findIndex((r) => r.actionType === 'other' && !r.reason);
      if (missingReason >= 0) throw badRequest(MSG.reasonRequired, `rows.${missingReason}.reason`, 'REQUIRED');
      const codes = [...new Set(body.rows.map((r) => r.wsin.toUpperCase()))];
      const wsins = await db
        .selectFrom('wsins')
        .select(['id', 'wsin'])
        .where('company_id', '=', companyId)
        .where(sql`upper(wsin)`, 'in', codes)
        .execute();
      const byCode = new Map(wsins.map((w) => [w.wsin.toUpperCase(), w.id]));
      const unknown = body.rows.findIndex((r) => !byCode.has(r.wsin.toUpperCase()));
      if (unknown >= 0)
        throw badRequest(fill(MSG.wsinUnknown, { wsin: body.rows[unknown]!.wsin }), `rows.${unknown}.wsin`);
      const ids = await db.transaction().execute(async (tx) => {
        await ensureStockRows(tx, companyId, [...byCode.values()]);
        const rows = await tx
          .selectFrom('inventory')
          .select(['id', 'wsin_id'])
          .where('warehouse_id', '=', body.warehouseId)
          .where('wsin_id', 'in', [...byCode.values()])
          .execute();
        const rowOf = new Map(rows.map((r) => [r.wsin_id, r.id]));
        const entries: LedgerEntry[] = body.rows.map((r) => ({
          inventoryId: rowOf.get(byCode.get(r.wsin.toUpperCase())!)!,
          kind: r.actionType === 'inbound' ? 'SCAN' : 'ADJUSTMENT',
          quantity: r.quantity,
          remark: r.actionType === 'inbound' ? r.reason || 'Scanned in' : r.reason,
          actorId: principal.userId,
          actorName: principal.name,
        }));
        await record(tx, entries);
        return [...new Set(entries.map((e) => e.inventoryId))];
      });
      countsChanged(db, companyId);
      const rows = (await selectJoined(joined().where('i.id', 'in', ids)).execute()) as Joined[];
      const total = body.rows.reduce((s, r) => s + r.quantity, 0);
      return ok(
        { inventory: rows.map(inventoryRecord) },
        scanAddedMessage(
          total,
          body.rows.map((r) => r.wsin),
        ),
      );
    },
  );

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
      const csv = await inventoryCsv(db, companyIds, date, warehouseId, warehouseIds);
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="inventory-${date ?? new Date().toISOString().slice(0, 10)}.csv"`,
        );
      return csv;
    },
  );
}
