import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import {
  BULK_CATALOGUES,
  BULK_INVENTORY,
  BULK_WSIN_MAPS,
  BULK_WSINS,
  MSG,
  MapWsinInput,
  WsinInput,
  bulkRowErrors,
  fieldRequired,
  fill,
  formatDateTime,
  type BulkSheet,
  MAX_PRICE_PAISE,
  ProductInput,
  plural,
  rupeesToPaise,
} from '@parcelo/common';
import {
  BulkPreviewBody,
  BulkSaveBody,
  ServiceError,
  badRequest,
  bulkWorker,
  countsChanged,
  earlierSheetSaves,
  ok,
  previewRecord,
  readStoredSheet,
  sheetContentKey,
  templateSheet,
  z,
  type JobQueue,
  type SheetRow,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { productValues, takeProductNumbers } from '../catalogue/product.js';
import { ensureStockRows } from '../catalogue/routes.js';
import { record, type LedgerEntry } from '../inventory/ledger.js';
import { createWsin, replaceWsinMap } from '../catalogue/wsins.js';

type Values = Record<string, string>;

/** A row's failure as the result lists it, every problem in it: 'Row 5: …; …'. */
const rowFailure = (rowNumber: number, problems: readonly string[]) =>
  `Row ${rowNumber}: ${[...new Set(problems)].join('; ')}`;

/** Every problem of a row, in the sheet's column order; null when it has none. */
function rowProblems(sheet: BulkSheet, rowNumber: number, errors: Record<string, string | undefined>): string | null {
  const problems = sheet.columns.flatMap((c) => (errors[c.key] ? [errors[c.key]!] : []));
  return problems.length ? rowFailure(rowNumber, problems) : null;
}

/**
 * A row the single-record rules have read: their payload, or their messages as the row's
 * failure, worded by `failure`.
 */
const parsedRow = (
  key: string,
  parsed: { success: true; data: unknown } | { success: false; error: { issues: readonly { message: string }[] } },
  failure: (problems: string[]) => string,
) =>
  parsed.success
    ? { key, payload: parsed.data }
    : { key, failure: failure(parsed.error.issues.map((issue) => issue.message)) };

interface InventoryPayload {
  warehouseId: string;
  wsinId: string;
  date: string;
  inboundAccepted: number;
  inboundRejected: number;
  remark: string;
}

/**
 * Upload Bulk Catalogs and the bulk inventory upload, on the same preview and
 * background-task machinery as bulk orders: the sheet is read and checked for an editable
 * preview, and saving starts a task that runs the rows in batches.
 */
export function bulkRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>, queue: JobQueue) {
  const { db } = ctx;

  /** The company the upload is for, with its warehouses by code. */
  async function companyOf(request: FastifyRequest, requested: string | undefined) {
    const { principal, companyId } = await ctx.auth.scope(request, requested);
    if (!companyId) throw badRequest(fieldRequired('Company'), 'companyId', 'REQUIRED');
    const warehouses = await db
      .selectFrom('warehouses')
      .innerJoin('company_warehouses as cw', 'cw.warehouse_id', 'warehouses.id')
      .select(['warehouses.id', 'warehouses.warehouse_code'])
      .where('cw.company_id', '=', companyId)
      .orderBy('warehouses.created_at')
      .execute();
    return { principal, companyId, warehouses: new Map(warehouses.map((w) => [w.warehouse_code.toUpperCase(), w.id])) };
  }

  /** The company's WSINs among those the rows name, by upper-case code. */
  async function wsinsOf(companyId: string, rows: { values: Values }[]) {
    const codes = [...new Set(rows.map((r) => r.values.wsin?.trim().toUpperCase()).filter(Boolean))] as string[];
    const found = codes.length
      ? await db
          .selectFrom('wsins')
          .select(['id', 'wsin'])
          .where('company_id', '=', companyId)
          .where(sql`upper(wsin)`, 'in', codes)
          .execute()
      : [];
    return new Map(found.map((w) => [w.wsin.toUpperCase(), w.id]));
  }

  /** The company's products among those the rows name, by upper-case SKU. */
  async function productsOf(companyId: string, rows: { values: Values }[]) {
    const codes = [...new Set(rows.map((r) => r.values.sku?.trim().toUpperCase()).filter(Boolean))] as string[];
    const found = codes.length
      ? await db
          .selectFrom('catalogue_products')
          .select(['id', 'sku'])
          .where('company_id', '=', companyId)
          .where(sql`upper(sku)`, 'in', codes)
          .execute()
      : [];
    return new Map(found.map((p) => [p.sku.toUpperCase(), p.id]));
  }

  /** A refusal of the shared single-record rules is the row's own message; anything else is ours. */
  const refusal = (err: unknown) =>
    err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure;

  const wsinWorker = bulkWorker({
    db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_WSINS.type,
    failure: refusal,
    async run(job, rows, mark) {
      await db.transaction().execute(async (tx) => {
        for (const r of rows) await createWsin(tx, WsinInput.parse(r.payload));
        await mark(
          tx,
          rows.map(() => null),
        );
      });
      countsChanged(db, job.company_id);
    },
  });

  const wsinMapWorker = bulkWorker({
    db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_WSIN_MAPS.type,
    failure: refusal,
    async run(job, rows, mark) {
      await db.transaction().execute(async (tx) => {
        for (const r of rows) {
          const { catalogueId, data } = MapWsinInput.parse(r.payload);
          await replaceWsinMap(tx, { id: catalogueId, company_id: job.company_id }, data);
        }
        await mark(
          tx,
          rows.map(() => null),
        );
      });
    },
  });

  const catalogueWorker = bulkWorker({
    db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_CATALOGUES.type,
    async run(job, rows, mark) {
      await db.transaction().execute(async (tx) => {
        const values = rows.map((r) => productValues(ProductInput.parse(r.payload)));
        const skus = [...new Set(values.map((v) => v.sku.toUpperCase()))];
        // A row for a SKU the company has already updates that product and keeps its number.
        const numberOf = new Map(
          (
            await tx
              .selectFrom('catalogue_products')
              .select(['sku', 'product_id'])
              .where('company_id', '=', job.company_id)
              .where(sql`upper(sku)`, 'in', skus)
              .execute()
          ).map((p) => [p.sku.toUpperCase(), p.product_id]),
        );
        const fresh = skus.filter((sku) => !numberOf.has(sku));
        const numbers = await takeProductNumbers(tx, job.company_id, fresh.length);
        fresh.forEach((sku, i) => numberOf.set(sku, numbers[i]!));
        for (const v of values) {
          await tx
            .insertInto('catalogue_products')
            .values({
              id: randomUUID(),
              company_id: job.company_id,
              product_id: numberOf.get(v.sku.toUpperCase())!,
              ...v,
            })
            .onConflict((oc) =>
              oc.expression(sql`company_id, upper(sku)`).doUpdateSet({ ...v, updated_at: new Date() }),
            )
            .execute();
        }
        await mark(
          tx,
          rows.map(() => null),
        );
      });
    },
  });

  const inventoryWorker = bulkWorker({
    db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BULK_INVENTORY.type,
    async run(job, rows, mark) {
      await db.transaction().execute(async (tx: Transaction<WmsDB>) => {
        const payloads = rows.map((r) => r.payload as InventoryPayload);
        await ensureStockRows(tx, job.company_id, [...new Set(payloads.map((p) => p.wsinId))]);
        const stock = await tx
          .selectFrom('inventory')
          .select(['id', 'warehouse_id', 'wsin_id'])
          .where('company_id', '=', job.company_id)
          .where('wsin_id', 'in', [...new Set(payloads.map((p) => p.wsinId))])
          .execute();
        const rowOf = new Map(stock.map((s) => [`${s.warehouse_id}|${s.wsin_id}`, s.id]));
        const entries: LedgerEntry[] = payloads.flatMap((p) => {
          const base = {
            inventoryId: rowOf.get(`${p.warehouseId}|${p.wsinId}`)!,
            remark: p.remark,
            actorId: null,
            actorName: job.user_name,
            entryDate: p.date,
          };
          return [
            { ...base, kind: 'INBOUND_ACCEPTED' as const, quantity: p.inboundAccepted },
            { ...base, kind: 'INBOUND_REJECTED' as const, quantity: p.inboundRejected },
          ];
        });
        await record(tx, entries);
        await mark(
          tx,
          rows.map(() => null),
        );
      });
      countsChanged(db, job.company_id);
    },
  });

  /**
   * An inventory sheet's rows as the entries they add, or why a row adds nothing; and the
   * key of the entries' content, null when the sheet adds nothing.
   */
  function inventoryEntries(
    rows: SheetRow[],
    warehouses: Map<string, string>,
    wsins: Map<string, string>,
  ): { rows: { key: string; payload?: InventoryPayload; failure?: string }[]; sheetKey: string | null } {
    const entries = rows.map(({ rowNumber, values: v }) => {
      const key = v.wsin?.trim() || `Row ${rowNumber}`;
      const problem = rowProblems(
        BULK_INVENTORY,
        rowNumber,
        bulkRowErrors(BULK_INVENTORY, v as Values, { warehouseCodes: [...warehouses.keys()] }),
      );
      if (problem) return { key, failure: problem };
      const wsinId = wsins.get(v.wsin!.trim().toUpperCase());
      if (!wsinId) return { key, failure: `Row ${rowNumber}: ${fill(MSG.wsinUnknown, { wsin: v.wsin!.trim() })}` };
      const payload: InventoryPayload = {
        warehouseId: warehouses.get(v.warehouseCode!.trim().toUpperCase())!,
        wsinId,
        date: v.date!.trim(),
        inboundAccepted: Number(v.inboundAccepted),
        inboundRejected: Number(v.inboundRejected),
        remark: v.remark!.trim(),
      };
      return { key, payload };
    });
    const payloads = entries.flatMap((e) => (e.payload ? [e.payload] : []));
    return { rows: entries, sheetKey: payloads.length ? sheetContentKey(payloads) : null };
  }

  const repeatMessage = (at: Date) => fill(MSG.inventorySheetRepeat, { when: formatDateTime(at) });

  /** The last save of the same entries, for the preview to warn that saving again adds their stock again. */
  async function repeatOf(companyId: string, sheetKey: string | null) {
    const earlier = sheetKey ? await earlierSheetSaves(db, companyId, BULK_INVENTORY.type, sheetKey) : null;
    if (!earlier?.last) return null;
    return {
      uploadedAt: earlier.last.at.toISOString(),
      uploadedBy: earlier.last.by,
      message: repeatMessage(earlier.last.at),
    };
  }

  /** Every row with its cells' problems, as the save will judge them. */
  async function preview(request: FastifyRequest, body: z.output<typeof BulkPreviewBody>, sheet: BulkSheet) {
    const { principal, companyId, warehouses } = await companyOf(request, body.companyId);
    const rows = await readStoredSheet(sheet, principal, body.file);
    const codes = [...warehouses.keys()];
    const namesWsins = sheet === BULK_INVENTORY || sheet === BULK_WSIN_MAPS;
    const wsins = namesWsins || sheet === BULK_WSINS ? await wsinsOf(companyId, rows) : null;
    const skus = sheet === BULK_WSIN_MAPS ? await productsOf(companyId, rows) : null;
    const repeat =
      sheet === BULK_INVENTORY && wsins
        ? await repeatOf(companyId, inventoryEntries(rows, warehouses, wsins).sheetKey)
        : null;
    return ok(
      previewRecord(
        sheet,
        rows,
        (r) => {
          const errors = bulkRowErrors(sheet, r.values, { warehouseCodes: codes }) as Record<string, string>;
          const wsin = r.values.wsin?.trim();
          // A sheet naming WSINs names the company's; the WSIN upload makes new ones.
          if (wsins && wsin && !errors.wsin && namesWsins !== wsins.has(wsin.toUpperCase()))
            errors.wsin = namesWsins ? fill(MSG.wsinUnknown, { wsin }) : MSG.wsinTaken;
          const sku = r.values.sku?.trim();
          if (skus && sku && !errors.sku && !skus.has(sku.toUpperCase())) errors.sku = fill(MSG.skuUnknown, { sku });
          return errors;
        },
        codes,
        repeat,
      ),
    );
  }

  app.post(
    '/bulk/catalogues/preview',
    { config: { access: 'member', adminPermission: 'brandCatalogue' }, schema: { body: BulkPreviewBody } },
    (request) => preview(request, request.body, BULK_CATALOGUES),
  );
  app.post(
    '/bulk/inventory/preview',
    { config: { access: 'member', adminPermission: 'brandCatalogue' }, schema: { body: BulkPreviewBody } },
    (request) => preview(request, request.body, BULK_INVENTORY),
  );

  app.post(
    '/bulk/wsins/preview',
    { config: { access: 'admin', adminPermission: 'brandCatalogue' }, schema: { body: BulkPreviewBody } },
    (request) => preview(request, request.body, BULK_WSINS),
  );
  app.post(
    '/bulk/wsin-maps/preview',
    { config: { access: 'admin', adminPermission: 'brandCatalogue' }, schema: { body: BulkPreviewBody } },
    (request) => preview(request, request.body, BULK_WSIN_MAPS),
  );

  type Worker = ReturnType<typeof bulkWorker>;

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
      company: Awaited<ReturnType<typeof companyOf>>,
      body: z.output<typeof BulkSaveBody>,
    ) => Promise<Omit<Parameters<Worker['start']>[0], 'principal' | 'companyId'>>,
  ) {
    app.post(
      url,
      { config: { access, adminPermission: 'brandCatalogue', idempotent: true }, schema: { body: BulkSaveBody } },
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
  saveRoute('/bulk/wsins/save', 'admin', BULK_WSINS, wsinWorker, async (rows, { companyId }) => {
    // The company's WSINs, and those earlier rows create: a WSIN taken is the row's refusal, as in the preview.
    const taken = new Set((await wsinsOf(companyId, rows)).keys());
    return {
      title: `Bulk WSIN upload: ${plural(rows.length, 'WSIN')}`,
      rows: rows.map(({ rowNumber, values: v }) => {
        const key = v.wsin?.trim() || `Row ${rowNumber}`;
        const errors = bulkRowErrors(BULK_WSINS, v) as Record<string, string | undefined>;
        const wsin = v.wsin?.trim().toUpperCase();
        if (wsin && !errors.wsin && taken.has(wsin)) errors.wsin = MSG.wsinTaken;
        const problem = rowProblems(BULK_WSINS, rowNumber, errors);
        if (problem) return { key, failure: problem };
        taken.add(wsin!);
        const parsed = WsinInput.safeParse({ companyId, wsin: v.wsin, name: v.name, active: v.active !== '0' });
        return parsedRow(key, parsed, (problems) => rowFailure(rowNumber, problems));
      }),
    };
  });

  /**
   * Admins' WSIN mapping upload: a product's rows together are its new WSIN map, saved by
   * Brands > Products' own rules, so the result lists one line per product (by SKU). A product
   * with a refused row keeps the map it had, rather than a part of the sheet's.
   */
  saveRoute('/bulk/wsin-maps/save', 'admin', BULK_WSIN_MAPS, wsinMapWorker, async (rows, { companyId }) => {
    const [products, wsins] = await Promise.all([productsOf(companyId, rows), wsinsOf(companyId, rows)]);
    const bySku = new Map<string, { key: string; problems: string[]; data: Record<string, number> }>();
    for (const { rowNumber, values: v } of rows) {
      const sku = v.sku?.trim() ?? '';
      const group = bySku.get(sku.toUpperCase() || `Row ${rowNumber}`) ?? {
        key: sku || `Row ${rowNumber}`,
        problems: [],
        data: {},
      };
      bySku.set(sku.toUpperCase() || `Row ${rowNumber}`, group);
      const errors = bulkRowErrors(BULK_WSIN_MAPS, v) as Record<string, string | undefined>;
      if (sku && !errors.sku && !products.has(sku.toUpperCase())) errors.sku = fill(MSG.skuUnknown, { sku });
      const wsin = v.wsin?.trim();
      if (wsin && !errors.wsin && !wsins.has(wsin.toUpperCase())) errors.wsin = fill(MSG.wsinUnknown, { wsin });
      const problem = rowProblems(BULK_WSIN_MAPS, rowNumber, errors);
      if (problem) group.problems.push(problem);
      else {
        const wsin = v.wsin!.trim();
        group.data[wsin] = (group.data[wsin] ?? 0) + Number(v.quantity);
      }
    }
    return {
      title: `Bulk WSIN mapping: ${plural(bySku.size, 'product')}`,
      rows: [...bySku].map(([upper, group]) => {
        if (group.problems.length) return { key: group.key, failure: group.problems.join('; ') };
        const parsed = MapWsinInput.safeParse({ catalogueId: products.get(upper), data: group.data });
        return parsedRow(group.key, parsed, (problems) => problems.join('; '));
      }),
    };
  });

  saveRoute('/bulk/catalogues/save', 'member', BULK_CATALOGUES, catalogueWorker, async (rows) => ({
    title: `Bulk catalogue upload: ${plural(rows.length, 'product')}`,
    rows: rows.map(({ rowNumber, values: v }) => {
      const key = v.sku?.trim() || `Row ${rowNumber}`;
      const problem = rowProblems(BULK_CATALOGUES, rowNumber, bulkRowErrors(BULK_CATALOGUES, v as Values));
      if (problem) return { key, failure: problem };
      const dims =
        v.length && v.breadth && v.height ? { length: v.length, breadth: v.breadth, height: v.height } : null;
      const parsed = ProductInput.safeParse({
        productTitle: v.productTitle,
        sku: v.sku,
        category: v.category,
        // The sheet's columns are rupees; a cell its rule refused is refused again here.
        price: rupeesToPaise(v.price ?? '', { max: MAX_PRICE_PAISE }) ?? Number.NaN,
        basePrice: rupeesToPaise(v.basePrice ?? '', { max: MAX_PRICE_PAISE }) ?? Number.NaN,
        margin: v.margin,
        weight: v.weight,
        hsnCode: v.hsnCode,
        mappedDimensions: dims,
        d2rCategory: v.d2rCategory || null,
        shopType: (v.shopType || 'manual').toLowerCase(),
        active: v.active === '0' ? 0 : 1,
      });
      return parsedRow(key, parsed, (problems) => rowFailure(rowNumber, problems));
    }),
  }));

  saveRoute(
    '/bulk/inventory/save',
    'member',
    BULK_INVENTORY,
    inventoryWorker,
    async (rows, { companyId, warehouses }, body) => {
      const entries = inventoryEntries(rows, warehouses, await wsinsOf(companyId, rows));
      return {
        title: `Bulk inventory upload: ${plural(rows.length, ['entry', 'entries'])}`,
        rows: entries.rows,
        ...(entries.sheetKey
          ? { sheet: { key: entries.sheetKey, confirmRepeat: body.confirmRepeat === true, repeatMessage } }
          : {}),
      };
    },
  );

  const xlsx = (reply: FastifyReply, name: string) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}"`);

  app.get(
    '/bulk/catalogues/template',
    { config: { access: 'member' }, schema: { querystring: z.object({ companyId: z.string().max(200).optional() }) } },
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
    { config: { access: 'admin' }, schema: { querystring: z.object({ companyId: z.string().max(200).optional() }) } },
    async (_request, reply) => {
      xlsx(reply, 'bulk-wsins-template.xlsx');
      return templateSheet(BULK_WSINS, 'WSINs', { name: 'Masala Chai 250g pouch', wsin: 'WS-CPN-MSL250', active: 1 });
    },
  );

  app.get(
    '/bulk/wsin-maps/template',
    { config: { access: 'admin' }, schema: { querystring: z.object({ companyId: z.string().max(200).optional() }) } },
    async (_request, reply) => {
      xlsx(reply, 'bulk-wsin-mapping-template.xlsx');
      return templateSheet(BULK_WSIN_MAPS, 'WSIN mapping', { sku: 'CHAI-MSL-250', wsin: 'WS-CPN-MSL250', quantity: 1 });
    },
  );

  app.get(
    '/bulk/inventory/template',
    { config: { access: 'member' }, schema: { querystring: z.object({ companyId: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const { warehouses } = await companyOf(request, request.query.companyId);
      xlsx(reply, 'bulk-inventory-template.xlsx');
      return templateSheet(BULK_INVENTORY, 'Inventory', {
        warehouseCode: [...warehouses.keys()][0] ?? 'WH-CODE',
        wsin: 'WS-CPN-MSL250',
        date: new Date().toISOString().slice(0, 10),
        inboundAccepted: 100,
        inboundRejected: 2,
        remark: 'PO-1042',
      });
    },
  );
}
