import type { ColumnType, Selectable } from 'kysely';
import type { WarehouseAddress, WarehouseType } from '@parcelo/common';

export type { WarehouseAddress, WarehouseType };


export interface WarehouseTable {
  id: string;
  warehouse_code: string;
  name: string;
  warehouse_name: string;
  warehouse_type: WarehouseType;
  invoice_prefix: string | null;
  active: boolean;
  rto_other_wh: boolean;
  lat: number | null;
  lng: number | null;
  address: ColumnType<WarehouseAddress, string, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CompanyWarehouseTable {
  company_id: string;
  warehouse_id: string;
  warehouse_type: WarehouseType;
  gst_number: string | null;
  fssai_number: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface WmsDB {
  warehouses: WarehouseTable;
  company_warehouses: CompanyWarehouseTable;
}

export type WarehouseRow = Selectable<WarehouseTable>;
