export type WarehouseType = 'micro' | 'central' | 'pseudo';

export interface WarehouseAddress {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export interface WarehouseRecord {
  id: string;
  warehouseId: string;
  name: string;
  warehouseName: string;
  warehouseType: WarehouseType;
  invoicePrefix: string | null;
  active: boolean;
  rtoOtherWh: boolean;
  coordinates: { lat: number; lng: number } | null;
  address: WarehouseAddress;
  companyIds: string[];
  createdAt: string;
}
