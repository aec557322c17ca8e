import {
  DEFAULT_TRACKING_PAGE,
  type CompanyRecord,
  type InvoicingDetails,
  type Principal,
  type UserRecord,
} from '@parcelo/common';
import type { CompanyRow, UserRow } from './db.js';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export const userRecord = (u: UserRow): UserRecord => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  phone: u.phone,
  userType: u.user_type,
  role: u.role,
  companyId: u.company_id,
  accountVerified: u.account_verified,
  emailVerified: u.email_verified,
  createdAt: iso(u.created_at),
});

const INVOICING_FIELDS: (keyof InvoicingDetails)[] = [
  'legalName',
  'gstin',
  'pan',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
];

export const invoicingComplete = (i: InvoicingDetails | null) =>
  !!i && INVOICING_FIELDS.every((k) => typeof i[k] === 'string' && i[k].trim() !== '');

export const companyRecord = (c: CompanyRow, ownerId: string | null = null): CompanyRecord => ({
  id: c.id,
  code: c.code,
  name: c.name,
  kind: c.kind,
  warehouseRequirement: c.warehouse_requirement,
  city: c.city,
  state: c.state,
  invoicing: c.invoicing,
  invoicingComplete: invoicingComplete(c.invoicing),
  preferences: c.preferences,
  trackingPage: c.tracking_page ?? DEFAULT_TRACKING_PAGE,
  ownerId,
  createdAt: iso(c.created_at),
});

/**
 * A company as a warehouse operator sees a seller it stocks: its id, code and name only. Its
 * GSTIN, PAN, legal name, addresses, preferences and owner are the seller's and the staff's.
 */
export const limitedCompanyRecord = (c: CompanyRow): CompanyRecord => ({
  ...companyRecord(c),
  warehouseRequirement: null,
  city: null,
  state: null,
  invoicing: null,
  invoicingComplete: false,
  preferences: {},
  trackingPage: DEFAULT_TRACKING_PAGE,
  limited: true,
});

export const principalOf = (u: UserRow, sessionId: string, warehouseIds: string[] = []): Principal => ({
  sessionId,
  userId: u.id,
  userType: u.user_type,
  role: u.role,
  companyId: u.company_id,
  name: u.name,
  username: u.username,
  email: u.email,
  phone: u.phone,
  accountVerified: u.account_verified,
  emailVerified: u.email_verified,
  warehouseIds,
});
