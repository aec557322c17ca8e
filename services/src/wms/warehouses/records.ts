import type { Kysely } from 'kysely';
import type { CompanyWarehouseRecord, WarehouseRecord, WarehouseRequestRecord } from '@parcelo/common';
import type { CompanyWarehouseRow, WarehouseRequestRow, WarehouseRow, WmsDB } from '../db.js';

/**
 * Rows to records, with the companies each warehouse serves (one extra query per batch).
 * Read for one company (`forCompany`), a warehouse is as that company has it: active only while
 * both the warehouse and the company's attachment are, returns as the company switched them,
 * so every caller choosing a warehouse for the company's new orders honours the switch.
 */
export async function warehouseRecords(
  db: Kysely<WmsDB>,
  rows: WarehouseRow[],
  forCompany?: string | null,
): Promise<WarehouseRecord[]> {
  const links = rows.length
    ? await db
        .selectFrom('company_warehouses')
        .select(['warehouse_id', 'company_id', 'active', 'rto_other_wh'])
        .where(
          'warehouse_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('created_at')
        .execute()
    : [];
  const byWarehouse = new Map<string, string[]>();
  const own = new Map<string, { active: boolean; rto_other_wh: boolean }>();
  for (const l of links) {
    byWarehouse.set(l.warehouse_id, [...(byWarehouse.get(l.warehouse_id) ?? []), l.company_id]);
    if (forCompany && l.company_id === forCompany) own.set(l.warehouse_id, l);
  }
  return rows.map((w) => {
    const link = own.get(w.id);
    return {
      id: w.id,
      warehouseId: w.warehouse_code,
      name: w.name,
      warehouseName: w.warehouse_name,
      warehouseType: w.warehouse_type,
      invoicePrefix: w.invoice_prefix,
      active: w.active && (link?.active ?? true),
      rtoOtherWh: link ? link.rto_other_wh : w.rto_other_wh,
      coordinates: w.lat !== null && w.lng !== null ? { lat: w.lat, lng: w.lng } : null,
      address: w.address,
      companyIds: byWarehouse.get(w.id) ?? [],
      createdAt: w.created_at.toISOString(),
    };
  });
}

/** What makes a warehouse's name one warehouse: the same name in any case or spacing is taken. */
export const warehouseNameKey = (name: string) => name.trim().toLowerCase();

/** The attachment's own id, `<companyId>_<warehouseId>`. */
export const attachmentId = (companyId: string, warehouseId: string) => `${companyId}_${warehouseId}`;

/** Attachment rows to records, each with its warehouse as the company has it. */
export async function companyWarehouseRecords(
  db: Kysely<WmsDB>,
  links: CompanyWarehouseRow[],
): Promise<CompanyWarehouseRecord[]> {
  if (!links.length) return [];
  const rows = await db
    .selectFrom('warehouses')
    .selectAll()
    .where('id', 'in', [...new Set(links.map((l) => l.warehouse_id))])
    .execute();
  const records = new Map<string, WarehouseRecord>();
  for (const companyId of new Set(links.map((l) => l.company_id))) {
    const mine = rows.filter((r) => links.some((l) => l.company_id === companyId && l.warehouse_id === r.id));
    for (const record of await warehouseRecords(db, mine, companyId))
      records.set(attachmentId(companyId, record.id), record);
  }
  return links.map((l) => ({
    id: attachmentId(l.company_id, l.warehouse_id),
    companyId: l.company_id,
    warehouseId: l.warehouse_id,
    warehouse: records.get(attachmentId(l.company_id, l.warehouse_id))!,
    warehouseType: l.warehouse_type,
    gstNumber: l.gst_number,
    fssaiNumber: l.fssai_number,
    active: l.active,
    rtoOtherWh: l.rto_other_wh,
    own: l.own,
    createdAt: l.created_at.toISOString(),
    updatedAt: l.updated_at.toISOString(),
  }));
}

export const warehouseRequestRecord = (r: WarehouseRequestRow): WarehouseRequestRecord => ({
  id: r.id,
  companyId: r.company_id,
  state: r.state,
  city: r.city,
  ordersPerMonth: r.orders_per_month,
  estimatedUnits: r.estimated_units,
  name: r.name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  remark: r.remark,
  warehouseId: r.warehouse_id,
  requestedBy: r.requested_by,
  resolvedBy: r.resolved_by,
  resolvedAt: r.resolved_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

/**
 * A new warehouse's contact address as the warehouses table keeps it (JSON): `name` to ask for,
 * the typed lines and phone, and the city, state and pincode India Post has for the pincode.
 */
export const warehouseAddress = (
  name: string,
  typed: { addressLine1: string; addressLine2?: string | null; phone: string },
  place: { city: string; state: string; pincode: string },
) =>
  JSON.stringify({
    name,
    addressLine1: typed.addressLine1,
    addressLine2: typed.addressLine2 || null,
    city: place.city,
    state: place.state,
    pincode: place.pincode,
    phone: typed.phone,
  });
