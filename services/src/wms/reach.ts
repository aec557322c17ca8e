import { sql, type Kysely, type WhereInterface } from 'kysely';
import { withinReach, type Reach } from '../platform/index.js';
import type { WmsDB } from './db.js';

/**
 * Narrows a list of what a company owns without a warehouse (products, WSINs) to the
 * caller's reach: an operator's is every seller stocked at its warehouses.
 */
export function sellersWithin<Q>(
  db: Kysely<WmsDB>,
  q: Q,
  reach: Pick<Reach, 'companyId' | 'warehouseIds'>,
  column = 'company_id',
): Q {
  let r = withinReach(
    q,
    { companyId: reach.companyId, warehouseIds: undefined },
    { company: column, warehouse: column },
  );
  const ids = reach.warehouseIds;
  if (!ids) return r;
  const w = r as unknown as WhereInterface<any, any>;
  r = (ids.length
    ? w.where(
        sql.ref(column),
        'in',
        db.selectFrom('company_warehouses').select('company_id').where('warehouse_id', 'in', ids),
      )
    : w.where(sql<boolean>`false`)) as unknown as Q;
  return r;
}

/** Whether a company is a seller at one of the operator's warehouses. */
export async function servesSeller(db: Kysely<WmsDB>, warehouseIds: readonly string[], companyId: string) {
  if (!warehouseIds.length) return false;
  const row = await db
    .selectFrom('company_warehouses')
    .select('company_id')
    .where('company_id', '=', companyId)
    .where('warehouse_id', 'in', warehouseIds)
    .executeTakeFirst();
  return Boolean(row);
}
