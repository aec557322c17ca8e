import type { Kysely } from 'kysely';
import { availableStockOf, bundleAvailable, type CatalogueProductRecord, type WsinRecord } from '@parcelo/common';
import type { CatalogueProductRow, WmsDB, WsinRow } from '../db.js';

export const wsinRecord = (w: WsinRow): WsinRecord => ({
  id: w.id,
  companyId: w.company_id,
  wsin: w.wsin,
  name: w.name,
  active: w.active,
  createdAt: w.created_at.toISOString(),
});

/**
 * Products with their WSIN maps and what can be sold of each: two queries for the batch
 * (the maps, then the mapped WSINs' stock summed over the company's warehouses).
 */
export async function productRecords(
  db: Kysely<WmsDB>,
  rows: CatalogueProductRow[],
): Promise<CatalogueProductRecord[]> {
  if (!rows.length) return [];
  const maps = await db
    .selectFrom('catalogue_wsins as m')
    .innerJoin('wsins as w', 'w.id', 'm.wsin_id')
    .select(['m.catalogue_id', 'm.quantity', 'w.id as wsin_id', 'w.wsin', 'w.name'])
    .where(
      'm.catalogue_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('w.wsin')
    .execute();
  const wsinIds = [...new Set(maps.map((m) => m.wsin_id))];
  const stock = wsinIds.length
    ? await db
        .selectFrom('inventory')
        .select([
          'wsin_id',
          (eb) => eb.fn.sum<number>('scanned_stock').as('scanned_stock'),
          (eb) => eb.fn.sum<number>('inbound_accepted').as('inbound_accepted'),
          (eb) => eb.fn.sum<number>('return_accepted').as('return_accepted'),
          (eb) => eb.fn.sum<number>('adjusted_inventory').as('adjusted_inventory'),
          (eb) => eb.fn.sum<number>('outbound_out').as('outbound_out'),
          (eb) => eb.fn.sum<number>('outbound_delivered').as('outbound_delivered'),
          (eb) => eb.fn.sum<number>('blocked_stock').as('blocked_stock'),
        ])
        .where('wsin_id', 'in', wsinIds)
        .groupBy('wsin_id')
        .execute()
    : [];
  const available = new Map(
    stock.map((s) => [
      s.wsin_id,
      availableStockOf({
        scannedStock: Number(s.scanned_stock),
        inboundAccepted: Number(s.inbound_accepted),
        inboundRejected: 0,
        outboundDelivered: Number(s.outbound_delivered),
        outboundOut: Number(s.outbound_out),
        returnedIn: 0,
        returnAccepted: Number(s.return_accepted),
        returnMissing: 0,
        returnDamaged: 0,
        adjustedInventory: Number(s.adjusted_inventory),
        blockedStock: Number(s.blocked_stock),
      }),
    ]),
  );
  const byProduct = new Map<string, typeof maps>();
  for (const m of maps) byProduct.set(m.catalogue_id, [...(byProduct.get(m.catalogue_id) ?? []), m]);
  return rows.map((p) => {
    const map = byProduct.get(p.id) ?? [];
    return {
      id: p.id,
      companyId: p.company_id,
      productId: Number(p.product_id),
      productTitle: p.product_title,
      sku: p.sku,
      category: p.category,
      price: Number(p.price_paise),
      mappedDimensions:
        p.length_cm !== null && p.breadth_cm !== null && p.height_cm !== null
          ? { length: p.length_cm, breadth: p.breadth_cm, height: p.height_cm }
          : null,
      weight: p.weight_gm,
      hsnCode: p.hsn_code,
      gstRate: p.gst_rate,
      basePrice: Number(p.base_price_paise),
      margin: Number(p.margin),
      d2rCategory: p.d2r_category,
      shopType: p.shop_type,
      active: p.active,
      imageUrls: p.image_urls,
      wsinMapping: map.map((m) => ({ wsin: m.wsin, wsinId: m.wsin_id, name: m.name, quantity: m.quantity })),
      productType: map.length === 0 ? 'NONE' : map.length === 1 && map[0]!.quantity === 1 ? 'SINGLE' : 'BUNDLE',
      inventoryQuantity: bundleAvailable(
        map.map((m) => ({ quantity: m.quantity, available: available.get(m.wsin_id) ?? 0 })),
      ),
      createdAt: p.created_at.toISOString(),
      updatedAt: p.updated_at.toISOString(),
    };
  });
}
