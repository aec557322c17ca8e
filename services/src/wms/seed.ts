import type { Kysely } from 'kysely';
import { DEMO_COMPANIES, DEMO_WAREHOUSES } from '../demo.js';
import type { WarehouseAddress, WmsDB } from './db.js';

const address = (a: WarehouseAddress) => JSON.stringify(a);

export async function seedWms(db: Kysely<WmsDB>): Promise<number> {
  const warehouses = await db
    .insertInto('warehouses')
    .values([
      {
        id: DEMO_WAREHOUSES.delhi, warehouse_code: 'WH-DEL-001', name: 'Okhla Micro-WH', warehouse_name: 'Okhla Phase II Micro Warehouse', warehouse_type: 'micro',
        invoice_prefix: 'DEL', active: true, rto_other_wh: false, lat: 28.5355, lng: 77.2713,
        address: address({ name: 'Okhla Micro-WH', addressLine1: 'B-42, Okhla Industrial Area', addressLine2: 'Phase II', city: 'New Delhi', state: 'Delhi', pincode: '110020', phone: '9811100001' }),
      },
      {
        id: DEMO_WAREHOUSES.mumbai, warehouse_code: 'WH-BOM-001', name: 'Bhiwandi Central', warehouse_name: 'Bhiwandi Central Fulfilment Centre', warehouse_type: 'central',
        invoice_prefix: 'BOM', active: true, rto_other_wh: true, lat: 19.2813, lng: 73.0483,
        address: address({ name: 'Bhiwandi Central', addressLine1: 'Gala 12, Rahnal Village', addressLine2: 'Mumbai Nashik Highway', city: 'Bhiwandi', state: 'Maharashtra', pincode: '421302', phone: '9811100002' }),
      },
      {
        id: DEMO_WAREHOUSES.bengaluru, warehouse_code: 'WH-BLR-001', name: 'Whitefield Pseudo', warehouse_name: 'Whitefield Pseudo Warehouse', warehouse_type: 'pseudo',
        invoice_prefix: 'BLR', active: false, rto_other_wh: false, lat: 12.9698, lng: 77.75,
        address: address({ name: 'Whitefield Pseudo', addressLine1: '88 ITPL Main Road', addressLine2: null, city: 'Bengaluru', state: 'Karnataka', pincode: '560066', phone: '9811100003' }),
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const links = await db
    .insertInto('company_warehouses')
    .values([
      { company_id: DEMO_COMPANIES.chai, warehouse_id: DEMO_WAREHOUSES.delhi, warehouse_type: 'micro', gst_number: '07AABCC1234D1Z5', fssai_number: '10019011000123' },
      { company_id: DEMO_COMPANIES.threads, warehouse_id: DEMO_WAREHOUSES.mumbai, warehouse_type: 'central', gst_number: '27AAFFB5678K1Z2', fssai_number: null },
      { company_id: DEMO_COMPANIES.hub, warehouse_id: DEMO_WAREHOUSES.delhi, warehouse_type: 'micro', gst_number: '06AAKCS4321M1Z8', fssai_number: null },
      { company_id: DEMO_COMPANIES.hub, warehouse_id: DEMO_WAREHOUSES.mumbai, warehouse_type: 'central', gst_number: '06AAKCS4321M1Z8', fssai_number: null },
    ])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(warehouses.numInsertedOrUpdatedRows ?? 0n) + Number(links.numInsertedOrUpdatedRows ?? 0n);
}
