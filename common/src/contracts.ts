/**
 * The REST contract between the services and the BFF (spec §7): the records inside the
 * `data` of each `{status, data, message}` reply. Services produce them; the BFF maps
 * them onto GraphQL types. camelCase fields, ISO-8601 timestamps.
 */
export type UserType = 'seller' | 'warehouse' | 'admin' | 'sub_admin';
export type AdminRole = 'ops' | 'finance';

/** Who a session belongs to, as UMS answers GET /oauth2/authenticate. */
export interface Principal {
  sessionId: string;
  userId: string;
  userType: UserType;
  role: AdminRole | null;
  companyId: string | null;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  accountVerified: boolean;
  emailVerified: boolean;
}

export interface UserRecord {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  userType: UserType;
  role: AdminRole | null;
  companyId: string | null;
  accountVerified: boolean;
  emailVerified: boolean;
  createdAt: string;
}

export interface InvoicingDetails {
  legalName: string;
  gstin: string;
  pan: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
}

export interface CompanyRecord {
  id: string;
  code: string;
  name: string;
  kind: 'seller' | 'warehouse';
  warehouseRequirement: number | null;
  city: string | null;
  state: string | null;
  invoicing: InvoicingDetails | null;
  invoicingComplete: boolean;
  preferences: Record<string, unknown>;
  ownerId: string | null;
  createdAt: string;
}

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

/** The list body of §7. `offset` lets a cursor land between pages. */
export interface ListRequest<W> {
  where?: W;
  pagination: { records: number; pageNumber: number; offset?: number };
  sortBy?: { by: string; order: 'ASC' | 'DESC' };
}
