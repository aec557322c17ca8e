/**
 * The upstream REST records as the BFF receives them (spec §7 envelopes' `data`).
 * These are also the resolver "mappers": GraphQL types resolve from these shapes.
 */
export type UserType = 'seller' | 'warehouse' | 'admin' | 'sub_admin';
export type AdminRole = 'ops' | 'finance';

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

export interface User {
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

export interface Company {
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

export interface Warehouse {
  id: string;
  warehouseId: string;
  name: string;
  warehouseName: string;
  warehouseType: 'micro' | 'central' | 'pseudo';
  invoicePrefix: string | null;
  active: boolean;
  rtoOtherWh: boolean;
  coordinates: { lat: number; lng: number } | null;
  address: {
    name: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    pincode: string;
    phone: string;
  };
  companyIds: string[];
  createdAt: string;
}

/** The list body of §7. `offset` lets a cursor land between pages. */
export interface ListRequest<W> {
  where?: W;
  pagination: { records: number; pageNumber: number; offset?: number };
  sortBy?: { by: string; order: 'ASC' | 'DESC' };
}
