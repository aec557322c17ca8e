import type { Selectable } from 'kysely';
import type {
  LedgerKind,
  ShopType,
  WarehouseAddress,
  WarehouseRequestStatusName,
  WarehouseType,
} from '@parcelo/common';
import type { BulkJobsDB } from '../platform/index.js';
import type { JsonColumn, NumberColumn, Refine } from '../platform/db.js';
import type { DB } from './db.generated.js';

export type { WarehouseAddress, WarehouseType };

export type WmsDB = Refine<
  DB,
  {
    bulk_jobs: BulkJobsDB['bulk_jobs'];
    bulk_job_rows: BulkJobsDB['bulk_job_rows'];
    warehouses: { warehouse_type: WarehouseType; address: JsonColumn<WarehouseAddress> };
    company_warehouses: { warehouse_type: WarehouseType };
    warehouse_requests: { status: WarehouseRequestStatusName };
    catalogue_products: {
      margin: NumberColumn;
      shop_type: ShopType;
      image_urls: JsonColumn<string[], undefined>;
    };
    inventory_entries: { kind: LedgerKind; entry_date: string | null };
    order_stock: { state: 'blocked' | 'outbound' | 'delivered' | 'released' };
  }
>;

export type CatalogueProductRow = Selectable<WmsDB['catalogue_products']>;
export type WsinRow = Selectable<WmsDB['wsins']>;
export type InventoryRow = Selectable<WmsDB['inventory']>;
export type WarehouseRow = Selectable<WmsDB['warehouses']>;
export type CompanyWarehouseRow = Selectable<WmsDB['company_warehouses']>;
export type WarehouseRequestRow = Selectable<WmsDB['warehouse_requests']>;
