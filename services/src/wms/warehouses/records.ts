import type { Kysely } from 'kysely';
import type { WarehouseRecord } from '@parcelo/common';
import type { WarehouseRow, WmsDB } from '../db.js';

/** Rows to records, with the companies each warehouse serves (one extra query per batch). */
export async function warehouseRecords(db: Kysely<WmsDB>, rows: WarehouseRow[]): Promise<WarehouseRecord[]> {
  const links = rows.length
    ? await db
        .selectFrom('company_warehouses')
        .select(['warehouse_id', 'company_id'])
        .where(
          'warehouse_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('created_at')
        .execute()
    : [];
  const byWarehouse = new Map<string, string[]>();
  for (const l of links) byWarehouse.set(l.warehouse_id, [...(byWarehouse.get(l.warehouse_id) ?? []), l.company_id]);
  return rows.map((w) => ({
    id: w.id,
    warehouseId: w.warehouse_code,
    name: w.name,
    warehouseName: w.warehouse_name,
    warehouseType: w.warehouse_type,
    invoicePrefix: w.invoice_prefix,
    active: w.active,
    rtoOtherWh: w.rto_other_wh,
    coordinates: w.lat !== null && w.lng !== null ? { lat: w.lat, lng: w.lng } : null,
    address: w.address,
    companyIds: byWarehouse.get(w.id) ?? [],
    createdAt: w.created_at.toISOString(),
  }));
}
