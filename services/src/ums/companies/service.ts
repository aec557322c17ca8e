import type { Kysely } from 'kysely';
import { likePattern, sortKey, type Page } from '../../platform/index.js';
import type { CompanyRow, UmsDB } from '../db.js';
import { companyRecord } from '../records.js';

/** The company list's search and sort, as the route parsed them. */
export interface CompanyListQuery {
  where: { searchValue?: string | undefined };
  sortBy: { by: string };
}

/** The first user of each company is its owner. */
async function ownersOf(db: Kysely<UmsDB>, companyIds: string[]): Promise<Map<string, string>> {
  if (!companyIds.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['company_id', 'id'])
    .distinctOn('company_id')
    .where('company_id', 'in', companyIds)
    .orderBy('company_id')
    .orderBy('created_at')
    .execute();
  return new Map(rows.map((r) => [r.company_id!, r.id]));
}

/** The companies as records, each with its owner. */
export async function companyRecords(db: Kysely<UmsDB>, rows: CompanyRow[]) {
  const owners = await ownersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => companyRecord(r, owners.get(r.id) ?? null));
}

/** One page of the companies an admin lists (searched by name or code), and how many match. */
export async function findCompanies(db: Kysely<UmsDB>, body: CompanyListQuery, { limit, offset, order }: Page) {
  let q = db.selectFrom('companies');
  const search = body.where.searchValue;
  if (search) {
    const like = likePattern(search, 'contains');
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
  }
  const columns = { createdAt: 'created_at', name: 'name', code: 'code' } as const;
  const sortColumn = columns[body.sortBy.by as keyof typeof columns] ?? 'created_at';
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy(sortKey(sortColumn), order).orderBy('id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { companies: await companyRecords(db, rows), totalCount: Number(total.n) };
}

/** How to reach these users (companies' owners), keyed by id. */
export async function contactsOf(db: Kysely<UmsDB>, userIds: string[]) {
  const rows = userIds.length
    ? await db.selectFrom('users').select(['id', 'name', 'email', 'phone']).where('id', 'in', userIds).execute()
    : [];
  return new Map(rows.map((u) => [u.id, u]));
}
