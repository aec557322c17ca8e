import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BULK_CATALOGUES,
  BULK_INVENTORY,
  BULK_WSIN_MAPS,
  BULK_WSINS,
  MSG,
  MapWsinInput,
  WsinInput,
  bulkRowErrors,
  fill,
  formatDateTime,
  type BulkSheet,
  MAX_PRICE_PAISE,
  ProductInput,
  WSIN_MAX_LENGTH,
  rupeesToPaise,
} from '@parcelo/common';
import {
  countsChanged,
  earlierSheetSaves,
  sheetContentKey,
  type BulkJob,
  type BulkRunner,
  type PendingRow,
  type SheetRow,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { productValues, takeProductNumbers } from '../catalogue/product.js';
import { ensureStockRows } from '../catalogue/service.js';
import { record, type LedgerEntry } from '../inventory/ledger.js';
import { createWsin, mapToOwnWsin, replaceWsinMap } from '../catalogue/wsins.js';
import type { MapChanged } from '../catalogue/remap.js';

type Values = Record<string, string>;
type Mark = Parameters<BulkRunner>[2];

/** A row of an upload task: what the background job applies, or why the row is refused. */
export interface TaskRow {
  key: string;
  payload?: unknown;
  failure?: string;
}

interface InventoryPayload {
  warehouseId: string;
  wsinId: string;
  date: string;
  inboundAccepted: number;
  inboundRejected: number;
  remark: string;
}

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
): TaskRow =>
  parsed.success
    ? { key, payload: parsed.data }
    : { key, failure: failure(parsed.error.issues.map((issue) => issue.message)) };

/** The warning that saving the same stock entries again adds their stock again. */
export const repeatMessage = (at: Date) => fill(MSG.inventorySheetRepeat, { when: formatDateTime(at) });

/**
 * The seller's records among the codes the rows give in `column`, by upper-case code: codes are
 * matched whatever their case. No query when the rows give none.
 */
async function byCode(
  rows: { values: Values }[],
  column: 'wsin' | 'sku',
  find: (codes: string[]) => Promise<{ id: string; code: string }[]>,
) {
  const codes = [...new Set(rows.map((r) => r.values[column]?.trim().toUpperCase()).filter(Boolean))] as string[];
  const found = codes.length ? await find(codes) : [];
  return new Map(found.map((f) => [f.code.toUpperCase(), f.id]));
}

/** The seller's warehouses, WSINs and products that a sheet's rows name. */
function sheetLookups(db: Kysely<WmsDB>) {
  return {
    /** The company's warehouses, by upper-case code, oldest first. */
    async warehousesOf(companyId: string) {
      const warehouses = await db
        .selectFrom('warehouses')
        .innerJoin('company_warehouses as cw', 'cw.warehouse_id', 'warehouses.id')
        .select(['warehouses.id', 'warehouses.warehouse_code'])
        .where('cw.company_id', '=', companyId)
        .orderBy('warehouses.created_at')
        .execute();
      return new Map(warehouses.map((w) => [w.warehouse_code.toUpperCase(), w.id]));
    },

    /** The company's WSINs among those the rows name, by upper-case code. */
    wsinsOf: (companyId: string, rows: { values: Values }[]) =>
      byCode(rows, 'wsin', (codes) =>
        db
          .selectFrom('wsins')
          .select(['id', 'wsin as code'])
          .where('company_id', '=', companyId)
          .where(sql`upper(wsin)`, 'in', codes)
          .execute(),
      ),

    /** The company's products among those the rows name, by upper-case SKU. */
    productsOf: (companyId: string, rows: { values: Values }[]) =>
      byCode(rows, 'sku', (codes) =>
        db
          .selectFrom('catalogue_products')
          .select(['id', 'sku as code'])
          .where('company_id', '=', companyId)
          .where(sql`upper(sku)`, 'in', codes)
          .execute(),
      ),
  };
}

type Lookups = ReturnType<typeof sheetLookups>;

/** Admins' WSIN upload: each row is a WSIN created by Brands > WSIN's own rules. */
function wsinSheetService(db: Kysely<WmsDB>, lookups: Lookups) {
  return {
    /** The upload task's rows: a WSIN to create for each good row, the reasons for each other. */
    async wsinRows(companyId: string, rows: SheetRow[]): Promise<TaskRow[]> {
      // The company's WSINs, and those earlier rows create: a WSIN taken is the row's refusal, as in the preview.
      const taken = new Set((await lookups.wsinsOf(companyId, rows)).keys());
      return rows.map(({ rowNumber, values: v }) => {
        const key = v.wsin?.trim() || `Row ${rowNumber}`;
        const errors = bulkRowErrors(BULK_WSINS, v) as Record<string, string | undefined>;
        const wsin = v.wsin?.trim().toUpperCase();
        if (wsin && !errors.wsin && taken.has(wsin)) errors.wsin = MSG.wsinTaken;
        const problem = rowProblems(BULK_WSINS, rowNumber, errors);
        if (problem) return { key, failure: problem };
        taken.add(wsin!);
        const parsed = WsinInput.safeParse({ companyId, wsin: v.wsin, name: v.name, active: v.active !== '0' });
        return parsedRow(key, parsed, (problems) => rowFailure(rowNumber, problems));
      });
    },

    /** A batch of the upload task: its WSINs and the rows' outcomes, in one transaction. */
    async applyWsinBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      await db.transaction().execute(async (tx) => {
        for (const r of rows) await createWsin(tx, WsinInput.parse(r.payload));
        await mark(
          tx,
          rows.map(() => null),
        );
      });
      countsChanged(db, job.company_id);
    },
  };
}

/**
 * Admins' WSIN mapping upload: a product's rows together are its new WSIN map, saved by
 * Brands > Products' own rules, so the result lists one line per product (by SKU). A product
 * with a refused row keeps the map it had, rather than a part of the sheet's.
 */
function wsinMapSheetService(db: Kysely<WmsDB>, lookups: Lookups, mapChanged: MapChanged) {
  return {
    /** The upload task's rows: one per product, its whole new map or the reasons it keeps its old one. */
    async wsinMapRows(companyId: string, rows: SheetRow[]): Promise<TaskRow[]> {
      const [products, wsins] = await Promise.all([
        lookups.productsOf(companyId, rows),
        lookups.wsinsOf(companyId, rows),
      ]);
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
      return [...bySku].map(([upper, group]) => {
        if (group.problems.length) return { key: group.key, failure: group.problems.join('; ') };
        const parsed = MapWsinInput.safeParse({ catalogueId: products.get(upper), data: group.data });
        return parsedRow(group.key, parsed, (problems) => problems.join('; '));
      });
    },

    /** A batch of the upload task: each product's new map and the rows' outcomes, in one transaction. */
    async applyWsinMapBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      await db.transaction().execute(async (tx) => {
        for (const r of rows) {
          const { catalogueId, data } = MapWsinInput.parse(r.payload);
          await replaceWsinMap(tx, { id: catalogueId, company_id: job.company_id }, data);
        }
        await mapChanged(
          tx,
          rows.map((r) => MapWsinInput.parse(r.payload).catalogueId),
        );
        await mark(
          tx,
          rows.map(() => null),
        );
      });
    },
  };
}

/** A catalogue sheet's row as the product it saves, read by Brands > Products' own rules. */
function catalogueRow({ rowNumber, values: v }: SheetRow): TaskRow {
  const key = v.sku?.trim() || `Row ${rowNumber}`;
  const problem = rowProblems(BULK_CATALOGUES, rowNumber, bulkRowErrors(BULK_CATALOGUES, v as Values));
  if (problem) return { key, failure: problem };
  const dims = v.length && v.breadth && v.height ? { length: v.length, breadth: v.breadth, height: v.height } : null;
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
}

/**
 * The sheet's new products (by upper-case SKU), each mapped to its own WSIN as a product the
 * seller creates is, so it can be stocked without an admin. A SKU too long to be a WSIN leaves
 * its product unmapped, as before, rather than refusing a product the sheet may create.
 * Answers whether any WSIN was made.
 */
async function mapNewProducts(
  tx: Transaction<WmsDB>,
  companyId: string,
  skus: string[],
  mapChanged: MapChanged,
): Promise<boolean> {
  const fitting = skus.filter((sku) => sku.length <= WSIN_MAX_LENGTH);
  if (!fitting.length) return false;
  const products = await tx
    .selectFrom('catalogue_products')
    .select(['id', 'company_id', 'sku', 'product_title'])
    .where('company_id', '=', companyId)
    .where(sql`upper(sku)`, 'in', fitting)
    .orderBy('product_id')
    .execute();
  let made = false;
  for (const p of products) made = (await mapToOwnWsin(tx, p)) || made;
  await mapChanged(
    tx,
    products.map((p) => p.id),
  );
  return made;
}

/** The seller's catalogue upload: each row a product, new or updated by SKU. */
function catalogueSheetService(db: Kysely<WmsDB>, mapChanged: MapChanged) {
  return {
    /** The upload task's rows: a product to save for each good row, the reasons for each other. */
    catalogueRows: (rows: SheetRow[]): TaskRow[] => rows.map(catalogueRow),

    /** A batch of the upload task: its products and the rows' outcomes, in one transaction. */
    async applyCatalogueBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      const wsinsMade = await db.transaction().execute(async (tx) => {
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
        const wsinsMade = await mapNewProducts(tx, job.company_id, fresh, mapChanged);
        await mark(
          tx,
          rows.map(() => null),
        );
        return wsinsMade;
      });
      if (wsinsMade) countsChanged(db, job.company_id);
    },
  };
}

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

/** The seller's stock sheet: each row adds inbound stock, accepted and rejected, to the ledger. */
function inventorySheetService(db: Kysely<WmsDB>, lookups: Lookups) {
  return {
    /** The upload task's rows, and the key of the stock they add (null when they add none). */
    async inventoryRows(companyId: string, warehouses: Map<string, string>, rows: SheetRow[]) {
      return inventoryEntries(rows, warehouses, await lookups.wsinsOf(companyId, rows));
    },

    /** The last save of the same entries, for the preview to warn that saving again adds their stock again. */
    async repeatOf(companyId: string, sheetKey: string | null) {
      const earlier = sheetKey ? await earlierSheetSaves(db, companyId, BULK_INVENTORY.type, sheetKey) : null;
      if (!earlier?.last) return null;
      return {
        uploadedAt: earlier.last.at.toISOString(),
        uploadedBy: earlier.last.by,
        message: repeatMessage(earlier.last.at),
      };
    },

    /** A batch of the upload task: its ledger entries and the rows' outcomes, in one transaction. */
    async applyInventoryBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      await db.transaction().execute(async (tx: Transaction<WmsDB>) => {
        const payloads = rows.map((r) => r.payload as InventoryPayload);
        const wsinIds = [...new Set(payloads.map((p) => p.wsinId))];
        const stockRows = () =>
          tx
            .selectFrom('inventory')
            .select(['id', 'warehouse_id', 'wsin_id'])
            .where('company_id', '=', job.company_id)
            .where('wsin_id', 'in', wsinIds)
            .execute();
        let stock = await stockRows();
        const rowOf = new Map(stock.map((s) => [`${s.warehouse_id}|${s.wsin_id}`, s.id]));
        // Stock rows are made as a WSIN is and as a warehouse joins the company: here only when some are missing.
        if (payloads.some((p) => !rowOf.has(`${p.warehouseId}|${p.wsinId}`))) {
          await ensureStockRows(tx, job.company_id, wsinIds);
          stock = await stockRows();
          for (const s of stock) rowOf.set(`${s.warehouse_id}|${s.wsin_id}`, s.id);
        }
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
  };
}

/**
 * A sheet's preview: every row's problems, as the save will judge them, and for a stock sheet
 * the last save of the same entries.
 */
function sheetPreviewService(lookups: Lookups, repeatOf: ReturnType<typeof inventorySheetService>['repeatOf']) {
  return {
    async previewChecks(sheet: BulkSheet, companyId: string, warehouses: Map<string, string>, rows: SheetRow[]) {
      const codes = [...warehouses.keys()];
      const namesWsins = sheet === BULK_INVENTORY || sheet === BULK_WSIN_MAPS;
      const wsins = namesWsins || sheet === BULK_WSINS ? await lookups.wsinsOf(companyId, rows) : null;
      const skus = sheet === BULK_WSIN_MAPS ? await lookups.productsOf(companyId, rows) : null;
      const repeat =
        sheet === BULK_INVENTORY && wsins
          ? await repeatOf(companyId, inventoryEntries(rows, warehouses, wsins).sheetKey)
          : null;
      const errorsOf = (r: SheetRow) => {
        const errors = bulkRowErrors(sheet, r.values, { warehouseCodes: codes }) as Record<string, string>;
        const wsin = r.values.wsin?.trim();
        // A sheet naming WSINs names the company's; the WSIN upload makes new ones.
        if (wsins && wsin && !errors.wsin && namesWsins !== wsins.has(wsin.toUpperCase()))
          errors.wsin = namesWsins ? fill(MSG.wsinUnknown, { wsin }) : MSG.wsinTaken;
        const sku = r.values.sku?.trim();
        if (skus && sku && !errors.sku && !skus.has(sku.toUpperCase())) errors.sku = fill(MSG.skuUnknown, { sku });
        return errors;
      };
      return { codes, errorsOf, repeat };
    },
  };
}

/**
 * Bulk sheets of the warehouse service: sellers' catalogue and stock sheets, and admins' WSIN
 * and WSIN mapping sheets. Each is judged row by row for its preview and its upload task, and
 * the task's batches are applied here, each in one transaction.
 */
export function bulkSheetsService(db: Kysely<WmsDB>, mapChanged: MapChanged) {
  const lookups = sheetLookups(db);
  const inventory = inventorySheetService(db, lookups);
  return {
    warehousesOf: lookups.warehousesOf,
    ...sheetPreviewService(lookups, inventory.repeatOf),
    ...wsinSheetService(db, lookups),
    ...wsinMapSheetService(db, lookups, mapChanged),
    ...catalogueSheetService(db, mapChanged),
    ...inventory,
  };
}

export type BulkSheetsService = ReturnType<typeof bulkSheetsService>;
