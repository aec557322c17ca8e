import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  BULK_EXTERNAL_RETAILERS,
  EXTERNAL_ALREADY_RETAILER,
  EXTERNAL_MERGES_WITH,
  EXTERNAL_SAME_AS_ROW,
  EXTERNAL_TWO_SHOPS,
  MSG,
  bulkRowErrors,
  externalGstinStateProblem,
  externalRetailerFields,
  fill,
  formatDateTime,
  type BulkExternalRetailerField,
  type ExternalRetailerFields,
  type ExternalRetailerRecord,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import {
  exportRows,
  likePattern,
  notFound,
  type BulkJob,
  type CsvFile,
  type Page,
  type PendingRow,
  type RowOutcome,
  type SheetRow,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { phoneDigits } from '../retailers/service.js';
import { groupSheetRows, identities, mergeExternal, type SheetShop } from './merge.js';

type Db = Kysely<D2rDB>;
type Row = Selectable<D2rDB['external_retailers']>;
type Values = Record<BulkExternalRetailerField, string>;
type Mark = (tx: Transaction<any>, outcomes: RowOutcome[]) => Promise<void>;

export const externalRetailerRecord = (r: Row): ExternalRetailerRecord => ({
  id: r.id,
  companyId: r.company_id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  pincode: r.pincode,
  city: r.city,
  state: r.state,
  gstin: r.gstin,
  storeType: r.store_type,
  retailCluster: r.retail_cluster,
  retailerClass: r.retailer_class,
  source: r.source,
  retailerId: r.retailer_id,
  onboardedAt: r.onboarded_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const fieldsOf = (r: Row): ExternalRetailerFields => ({
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  pincode: r.pincode,
  gstin: r.gstin,
  storeType: r.store_type as ExternalRetailerFields['storeType'],
  retailCluster: r.retail_cluster as ExternalRetailerFields['retailCluster'],
  retailerClass: r.retailer_class as ExternalRetailerFields['retailerClass'],
  source: r.source,
});

const columnsOf = (f: ExternalRetailerFields) => {
  const place = f.pincode ? lookupPincode(f.pincode) : null;
  return {
    first_name: f.firstName,
    last_name: f.lastName,
    phone: f.phone,
    email: f.email,
    address_line1: f.addressLine1,
    address_line2: f.addressLine2,
    pincode: f.pincode,
    city: place?.city ?? null,
    state: place?.state ?? null,
    gstin: f.gstin,
    store_type: f.storeType,
    retail_cluster: f.retailCluster,
    retailer_class: f.retailerClass,
    source: f.source,
  };
};

const nameOf = (f: { firstName: string; lastName: string | null }) =>
  [f.firstName, f.lastName].filter(Boolean).join(' ');
const NAME = sql<string>`lower(first_name || coalesce(' ' || last_name, ''))`;

/** The list's filters. */
export interface ExternalRetailerFilter {
  companyId?: string | undefined;
  searchValue?: string | undefined;
  onboarded?: boolean | undefined;
}

/** What a row of a sheet comes to, as the preview shows it and the save does it. */
export interface CheckedRow {
  row: SheetRow<BulkExternalRetailerField>;
  errors: Partial<Values>;
  warnings: Partial<Values>;
  /** The shop the row is part of, when it can be saved. */
  shop: SheetShop | null;
  /** How the shop's record comes out: new, merged with the stored one, or as it was. */
  outcome: 'added' | 'merged' | 'unchanged' | null;
}

/** The shops a brand has already, by phone and GSTIN: those listed and those onboarded as retailers. */
async function knownShops(
  db: Kysely<D2rDB> | Transaction<D2rDB>,
  companyId: string,
  phones: string[],
  gstins: string[],
) {
  if (!phones.length) return { external: new Map<string, Row>(), retailers: new Map<string, string>() };
  const known = (eb: ExpressionBuilder<D2rDB, 'external_retailers' | 'store_addresses'>) =>
    eb.or([eb('phone', 'in', phones), ...(gstins.length ? [eb('gstin', 'in', gstins)] : [])]);
  const [external, retailers] = await Promise.all([
    db.selectFrom('external_retailers').selectAll().where('company_id', '=', companyId).where(known).execute(),
    db
      .selectFrom('store_addresses')
      .select(['first_name', 'last_name', 'phone', 'gstin'])
      .where('company_id', '=', companyId)
      .where(known)
      .execute(),
  ]);
  const externalBy = new Map<string, Row>();
  for (const r of external) for (const k of identities(r)) externalBy.set(k, r);
  const retailerBy = new Map<string, string>();
  for (const r of retailers) {
    const name = nameOf({ firstName: r.first_name, lastName: r.last_name });
    retailerBy.set(`phone:${phoneDigits(r.phone)}`, name);
    if (r.gstin) retailerBy.set(`gstin:${r.gstin.toUpperCase()}`, name);
  }
  // A listed shop already onboarded is a retailer too.
  for (const r of external) if (r.retailer_id) for (const k of identities(r)) retailerBy.set(k, nameOf(fieldsOf(r)));
  return { external: externalBy, retailers: retailerBy };
}

/** The stored shop a sheet's shop is, by phone or GSTIN; two different ones are a conflict. */
function storedMatch(shop: Pick<ExternalRetailerFields, 'phone' | 'gstin'>, external: Map<string, Row>) {
  const found = [...new Set(identities(shop).flatMap((k) => external.get(k) ?? []))];
  return { stored: found[0] ?? null, conflict: found.length > 1 ? found : null };
}

const retailerMatch = (shop: Pick<ExternalRetailerFields, 'phone' | 'gstin'>, retailers: Map<string, string>) =>
  identities(shop)
    .map((k) => retailers.get(k))
    .find((n) => n !== undefined) ?? null;

/** A row's cells judged by the sheet's rules, with the pincode's place and the GSTIN's state. */
function cellErrors(values: Values): Partial<Values> {
  const errors: Partial<Values> = bulkRowErrors(BULK_EXTERNAL_RETAILERS, values);
  const pincode = values.pincode?.trim();
  if (pincode && !errors.pincode) {
    const place = lookupPincode(pincode);
    if (!place) errors.pincode = MSG.invalidPincode;
    else if (values.gstin?.trim() && !errors.gstin) {
      const problem = externalGstinStateProblem(externalRetailerFields(values).gstin, place.state);
      if (problem) errors.gstin = problem;
    }
  }
  return errors;
}

/**
 * Every row of a sheet judged: its cells, then the shops the good rows make (rows sharing a
 * phone or GSTIN are one), each against the brand's listed shops and its retailers.
 */
export async function checkSheet(
  db: Db,
  companyId: string,
  rows: SheetRow<BulkExternalRetailerField>[],
): Promise<CheckedRow[]> {
  const judged = rows.map((row) => ({ row, errors: cellErrors(row.values), warnings: {} as Partial<Values> }));
  const good = judged.filter((j) => Object.keys(j.errors).length === 0);
  const rowFields = new Map(good.map((j) => [j.row.rowNumber, externalRetailerFields(j.row.values)]));
  const { shops, shopOfRow } = groupSheetRows([...rowFields].map(([rowNumber, fields]) => ({ rowNumber, fields })));
  const phones = [...new Set([...rowFields.values()].map((f) => f.phone))];
  const gstins = [...new Set([...rowFields.values()].flatMap((f) => f.gstin ?? []))];
  const known = await knownShops(db, companyId, phones, gstins);
  const verdicts = new Map<
    SheetShop,
    { error?: [BulkExternalRetailerField, string]; stored: Row | null; outcome: CheckedRow['outcome'] }
  >();
  for (const shop of shops) {
    // Any of its rows' phones and GSTINs may find the retailer, not only the merged ones.
    const retailer =
      shop.rows.map((n) => retailerMatch(rowFields.get(n)!, known.retailers)).find((n) => n !== null) ?? null;
    const { stored, conflict } = storedMatch(shop.fields, known.external);
    if (retailer !== null) {
      verdicts.set(shop, {
        error: ['phone', fill(EXTERNAL_ALREADY_RETAILER, { name: retailer })],
        stored,
        outcome: null,
      });
    } else if (conflict) {
      const [first, second] = conflict.map((r) => nameOf(fieldsOf(r)));
      verdicts.set(shop, {
        error: ['gstin', fill(EXTERNAL_TWO_SHOPS, { first: first!, second: second! })],
        stored,
        outcome: null,
      });
    } else if (stored) {
      const { changed } = mergeExternal(fieldsOf(stored), shop.fields);
      verdicts.set(shop, { stored, outcome: changed ? 'merged' : 'unchanged' });
    } else verdicts.set(shop, { stored: null, outcome: 'added' });
  }
  return judged.map((j) => {
    const shop = shopOfRow.get(j.row.rowNumber) ?? null;
    if (!shop) return { ...j, shop: null, outcome: null };
    const verdict = verdicts.get(shop)!;
    if (verdict.error) return { ...j, errors: { [verdict.error[0]]: verdict.error[1] }, shop: null, outcome: null };
    const first = shop.rows[0]!;
    if (first !== j.row.rowNumber) j.warnings.phone = fill(EXTERNAL_SAME_AS_ROW, { row: first });
    else if (verdict.stored) j.warnings.phone = fill(EXTERNAL_MERGES_WITH, { name: nameOf(fieldsOf(verdict.stored)) });
    return { ...j, shop, outcome: verdict.outcome };
  });
}

/** External retailers: a brand's shops found but not onboarded, their sheets and the list. */
export function externalRetailerService(db: Db) {
  const filtered = (filter: ExternalRetailerFilter) => {
    let q = db.selectFrom('external_retailers');
    if (filter.companyId) q = q.where('company_id', '=', filter.companyId);
    if (typeof filter.onboarded === 'boolean') q = q.where('retailer_id', filter.onboarded ? 'is not' : 'is', null);
    const value = filter.searchValue?.trim();
    if (value) {
      const phone = phoneDigits(value);
      q = q.where((eb) =>
        eb.or([
          eb(NAME, 'like', likePattern(value.toLowerCase(), 'contains')),
          ...(/^\d+$/.test(phone) ? [eb('phone', 'like', likePattern(phone, 'contains'))] : []),
          eb('gstin', 'like', likePattern(value.toUpperCase(), 'contains')),
        ]),
      );
    }
    return q;
  };

  const rowsOf = (filter: ExternalRetailerFilter, page: Page, by: 'createdAt' | 'name') =>
    filtered(filter)
      .selectAll()
      .orderBy(by === 'name' ? NAME : sql.ref('created_at'), page.order)
      .orderBy('id', page.order)
      .limit(page.limit)
      .offset(page.offset)
      .execute();

  const check = (companyId: string, rows: SheetRow<BulkExternalRetailerField>[]) => checkSheet(db, companyId, rows);

  return {
    check,

    /** A sheet's rows as the task's: a shop's first row carries its merged record, its other rows say where they went. */
    async jobRows(companyId: string, rows: SheetRow<BulkExternalRetailerField>[]) {
      const checked = await check(companyId, rows);
      return checked.map((c) => {
        const f = externalRetailerFields(c.row.values);
        const label = f.firstName && f.phone ? `${nameOf(f)} (${f.phone})` : `Row ${c.row.rowNumber}`;
        const problem = Object.values(c.errors)[0];
        if (problem || !c.shop)
          return { key: label, failure: `Row ${c.row.rowNumber}: ${problem ?? MSG.genericFailure}` };
        const first = c.shop.rows[0]!;
        if (first !== c.row.rowNumber) return { key: `${label}: merged into row ${first}`, payload: null };
        return { key: `${label}: ${c.outcome}`, payload: c.shop.fields };
      });
    },

    /** A batch of shops, each added or merged into the one stored, as the brand's retailers stand now. */
    async applyBatch(job: BulkJob, rows: PendingRow[], mark: Mark) {
      await db.transaction().execute(async (tx) => {
        const outcomes: RowOutcome[] = [];
        for (const r of rows) {
          const fields = r.payload as ExternalRetailerFields | null;
          outcomes.push(fields ? await saveShop(tx, job.company_id, fields) : null);
        }
        await mark(tx, outcomes);
      });
    },

    /** A page of a brand's (or every brand's) external retailers and how many the filters find. */
    async list(filter: ExternalRetailerFilter, page: Page, by: 'createdAt' | 'name') {
      const [rows, total] = await Promise.all([
        rowsOf(filter, page, by),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { externalRetailers: rows.map(externalRetailerRecord), totalCount: Number(total.n) };
    },

    async byIds(ids: readonly string[]) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('external_retailers')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(externalRetailerRecord);
    },

    /**
     * Marks a shop onboarded as `retailerId`, a retailer of the same brand. Either unknown, or of
     * another brand than the one named, is NOT_FOUND; marking it again as the same retailer is a no-op.
     */
    async onboard(id: string, retailerId: string, companyId: string | undefined) {
      return db.transaction().execute(async (tx) => {
        let q = tx.selectFrom('external_retailers').selectAll().where('id', '=', id).forUpdate();
        if (companyId) q = q.where('company_id', '=', companyId);
        const shop = await q.executeTakeFirst();
        if (!shop) throw notFound();
        const retailer = await tx
          .selectFrom('store_addresses')
          .select('id')
          .where('id', '=', retailerId)
          .where('company_id', '=', shop.company_id)
          .executeTakeFirst();
        if (!retailer) throw notFound();
        if (shop.retailer_id === retailerId) return externalRetailerRecord(shop);
        const row = await tx
          .updateTable('external_retailers')
          .set({ retailer_id: retailerId, onboarded_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return externalRetailerRecord(row);
      });
    },

    csv: (filter: ExternalRetailerFilter) => csvOf((window) => rowsOf(filter, window, 'createdAt')),
  };
}

/** The list as a CSV, newest first, read a page at a time. */
function csvOf(read: (window: Page) => Promise<Row[]>): CsvFile {
  const rows = exportRows(read, (page) =>
    page.map((r) => [
      nameOf(fieldsOf(r)),
      r.phone,
      r.gstin ?? '',
      [r.address_line1, r.address_line2].filter(Boolean).join(', '),
      r.city ?? '',
      r.pincode ?? '',
      r.store_type ?? '',
      r.retail_cluster ?? '',
      r.retailer_class ?? '',
      r.source ?? '',
      r.retailer_id ? 'Yes' : 'No',
      formatDateTime(r.created_at),
    ]),
  );
  return {
    name: 'external-retailers',
    header: [
      'Name',
      'Phone',
      'GSTIN',
      'Address',
      'City',
      'Pincode',
      'Store type',
      'Retail cluster',
      'Class',
      'Source',
      'Onboarded',
      'Created',
    ],
    rows,
  };
}

/**
 * One shop saved: merged into the listed shop with its phone or GSTIN, else added; a shop the
 * brand has as a retailer by now is left alone and said so.
 */
async function saveShop(
  tx: Transaction<D2rDB>,
  companyId: string,
  fields: ExternalRetailerFields,
): Promise<RowOutcome> {
  const known = await knownShops(tx, companyId, [fields.phone], fields.gstin ? [fields.gstin] : []);
  const retailer = retailerMatch(fields, known.retailers);
  if (retailer !== null) return fill(EXTERNAL_ALREADY_RETAILER, { name: retailer });
  const { stored, conflict } = storedMatch(fields, known.external);
  if (conflict) {
    const [first, second] = conflict.map((r) => nameOf(fieldsOf(r)));
    return fill(EXTERNAL_TWO_SHOPS, { first: first!, second: second! });
  }
  if (!stored) {
    await tx
      .insertInto('external_retailers')
      .values({ id: randomUUID(), company_id: companyId, ...columnsOf(fields) })
      .execute();
    return null;
  }
  const { merged, changed } = mergeExternal(fieldsOf(stored), fields);
  // The same sheet saved again changes nothing, not even when it was last touched.
  if (changed)
    await tx
      .updateTable('external_retailers')
      .set({ ...columnsOf(merged), updated_at: new Date() })
      .where('id', '=', stored.id)
      .execute();
  return null;
}

export type ExternalRetailerService = ReturnType<typeof externalRetailerService>;
