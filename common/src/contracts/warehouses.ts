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

/**
 * A warehouse as one company has it: the attachment's type, GST and FSSAI numbers, and the
 * company's own switches. One warehouse serves several sellers, so each seller's switches are
 * its own: `active` (takes the company's new orders) and `rtoOtherWh` (its returns go to
 * another warehouse) change nothing for the other sellers there.
 */
export interface CompanyWarehouseRecord {
  /** `<companyId>_<warehouseId>`: the attachment's own id. */
  id: string;
  companyId: string;
  warehouseId: string;
  warehouse: WarehouseRecord;
  warehouseType: WarehouseType;
  gstNumber: string | null;
  fssaiNumber: string | null;
  active: boolean;
  rtoOtherWh: boolean;
  /** The seller registered this warehouse itself (Add my own Micro-WH). */
  own: boolean;
  createdAt: string;
  updatedAt: string;
}

export type WarehouseRequestStatusName = 'pending' | 'fulfilled' | 'declined';

/** A seller's request for a new Micro-WH, and what came of it. */
export interface WarehouseRequestRecord {
  id: string;
  companyId: string;
  state: string;
  city: string;
  ordersPerMonth: number;
  estimatedUnits: number;
  name: string;
  email: string;
  phone: string;
  status: WarehouseRequestStatusName;
  remark: string | null;
  /** The warehouse attached when it was fulfilled. */
  warehouseId: string | null;
  requestedBy: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  createdAt: string;
}
