import { MSG, fieldRequired } from '../messages.js';
import { gstinStateProblem } from '../gst.js';
import { D2R_COLLECTION_METHODS, D2R_INVOICE_PAYMENT_MODES } from '../contracts/invoices.js';
import { itemList } from './orders.js';
import { MAX_AMOUNT_PAISE } from '../money.js';
import { StoreAddressInput } from './storeAddresses.js';
import { acceptsOnly, phoneRule } from '../validation.js';
import { choice, number, optionalText, paise, text, units, z } from './fields.js';

/** What kind of shop a retailer runs, as the D2R team sorts them (the spellings are the field team's). */
export const STORE_TYPES = [
  'MT',
  'SMTP',
  'SMTU',
  'GT',
  'SHOP',
  'HOTEL',
  'RESTAURANT',
  'CAFE',
  'INSTITUTION',
  'CORPORATE',
  'HIGHWAY',
  'CHEMIST',
  'HOSPTIAL',
  'CATEEN',
  'GOVT',
] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** The areas of Delhi NCR the field team is split into. */
export const RETAIL_CLUSTERS = [
  'Gurgaon',
  'East Delhi',
  'West Delhi',
  'North Delhi',
  'South Delhi',
  'Central Delhi',
  'Noida',
  'Greater Noida',
  'Ghaziabad',
  'Faridabad',
] as const;
export type RetailCluster = (typeof RETAIL_CLUSTERS)[number];

/** A retailer's class, A (the biggest buyers) to E. */
export const RETAILER_CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type RetailerClass = (typeof RETAILER_CLASSES)[number];

/** The longest a retailer may be given to pay an invoice. */
export const PAYMENT_TERMS_MAX_DAYS = 180;
/** The most credit one retailer may be given: ₹1 crore. */
export const CREDIT_LIMIT_MAX_PAISE = Math.min(MAX_AMOUNT_PAISE, 1_000_000_000);

/**
 * A retailer: a store address with what the field team knows of the shop (its kind, area and
 * class), the salesman who calls on it, and the credit it is given. The address rules are the
 * store address's; a GSTIN must also be registered in the store's state.
 */
export const RetailerInput = StoreAddressInput.extend({
  // The server takes city and state from the pincode: a caller need not send them.
  city: optionalText('City', [], 80),
  state: optionalText('State', [], 80),
  storeType: choice('Store type', STORE_TYPES),
  retailCluster: choice('Retail cluster', RETAIL_CLUSTERS),
  retailerClass: choice('Retailer class', RETAILER_CLASSES),
  salesmanId: z.string().uuid(MSG.selectSalesman).nullish(),
  creditLimit: paise('Credit limit', CREDIT_LIMIT_MAX_PAISE),
  paymentTermsDays: number({ label: 'Payment terms', min: 0, max: PAYMENT_TERMS_MAX_DAYS, int: true }),
}).superRefine((v, ctx) => {
  const problem = gstinStateProblem(v.gstin, v.state);
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem, params: { code: 'INVALID' } });
});
export type RetailerInput = z.output<typeof RetailerInput>;

/** What the retailers list is searched by: the retailer's name, phone or GSTIN, or its brand's name. */
export const RETAILER_SEARCH_OPTIONS = ['retailerName', 'companyName'] as const;
export type RetailerSearchOption = (typeof RETAILER_SEARCH_OPTIONS)[number];

/** The user type codes of the D2R field team: salesmen take retailers' orders and collect, promoters count stock in shops. */
export const FIELD_USER_TYPES = { salesman: '004', promoter: '005' } as const;
export type FieldUserType = keyof typeof FIELD_USER_TYPES;
export type FieldUserCode = (typeof FIELD_USER_TYPES)[FieldUserType];
export const FIELD_USER_CODES = ['004', '005'] as const;
export const fieldUserTypeOf = (code: FieldUserCode): FieldUserType => (code === '004' ? 'salesman' : 'promoter');

const personName = (label: string, max = 80) => text(label, [], max);

/** A salesman or promoter an admin adds for a brand: a name, a 10-digit phone they sign in with. */
export const FieldPersonInput = z.object({
  companyId: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany),
  usertype: z.enum(FIELD_USER_CODES, { error: acceptsOnly(FIELD_USER_CODES) }),
  firstName: personName('First name'),
  lastName: optionalText('Last name', [], 80),
  phone: text('Phone', [phoneRule], 20),
});
export type FieldPersonInput = z.output<typeof FieldPersonInput>;

/**
 * The salesman edit form (promoters use it too): name, phone and active are each required;
 * the name is split at its first space into first and last.
 */
export const SalesmanUpdateInput = z.object({
  userId: z.string({ error: MSG.notFound }).uuid(MSG.notFound),
  usertype: z.enum(FIELD_USER_CODES, { error: acceptsOnly(FIELD_USER_CODES) }),
  name: personName('Name', 160),
  phone: text('Phone', [phoneRule], 20),
  isActive: z.boolean({ error: fieldRequired('isActive') }),
});
export type SalesmanUpdateInput = z.output<typeof SalesmanUpdateInput>;

/** 'Ravi Kumar Singh' is first name Ravi, last name 'Kumar Singh'. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || null };
}

/** The salesmen and promoters lists are searched by name, phone or whether the person is active. */
export const FIELD_PERSON_SEARCH_OPTIONS = ['name', 'phone', 'active'] as const;
export type FieldPersonSearchOption = (typeof FIELD_PERSON_SEARCH_OPTIONS)[number];

/**
 * What a search of the lists by 'active' asks for: 'true' or 'active' finds the active people,
 * 'false' or 'inactive' the others (any case); any other word is no answer (null), and finds no one.
 */
export function activeSearchValue(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === 'active') return true;
  if (word === 'false' || word === 'inactive') return false;
  return null;
}

/** The invoices list is searched by one of these keys. */
export const D2R_INVOICE_SEARCH_OPTIONS = [
  'invoiceId',
  'retailerName',
  'salesmanName',
  'salesmanPhone',
  'paymentMode',
  'billLocation',
  'isClosed',
] as const;
export type D2rInvoiceSearchOption = (typeof D2R_INVOICE_SEARCH_OPTIONS)[number];

/** An invoice handed to a salesman to collect. */
export const InvoiceHandoverInput = z.object({
  id: z.string({ error: MSG.notFound }).uuid(MSG.notFound),
  salesmanId: z.string({ error: MSG.selectSalesman }).uuid(MSG.selectSalesman),
});
export type InvoiceHandoverInput = z.output<typeof InvoiceHandoverInput>;

/** A payment collected against a D2R invoice: the amount in paise, how it was paid, and its proof. */
export const D2rCollectionInput = z.object({
  amount: paise('Amount', CREDIT_LIMIT_MAX_PAISE).refine((v) => v > 0, MSG.d2rCollectionAmountPositive),
  method: choice('Payment method', D2R_COLLECTION_METHODS),
  reference: optionalText('Reference', [], 60),
  /** The upload's address (OMS's presigned link without its query), under d2r_payment_collection_proof. */
  proofUrl: text('Proof', [(v) => (v.trim() ? null : MSG.d2rCollectionProofRequired)], 2000),
  /** The salesman who collected it; none when the money reached H/Q directly. */
  salesmanId: z.string().uuid(MSG.selectSalesman).nullish(),
});
export type D2rCollectionInput = z.output<typeof D2rCollectionInput>;

/**
 * A salesman's order for a retailer: the brand's catalogue SKUs and quantities, priced by the
 * store it ships from (catalogue price less the store's discount). It blocks no stock until an
 * admin approves it.
 */
export const D2rOrderInput = z.object({
  companyId: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany),
  retailerId: z.string({ error: MSG.selectRetailer }).uuid(MSG.selectRetailer),
  salesmanId: z.string({ error: MSG.selectSalesmanForOrder }).uuid(MSG.selectSalesmanForOrder),
  warehouseId: z.string({ error: MSG.selectWarehouse }).uuid(MSG.selectWarehouse),
  paymentMode: choice('Payment mode', D2R_INVOICE_PAYMENT_MODES),
  /** Where the salesman bills on the spot; empty for an invoice from H/Q. */
  billLocation: optionalText('Bill location', [], 120),
  items: itemList(z.object({ sku: text('SKU', [], 100), quantity: units() })),
});
export type D2rOrderInput = z.output<typeof D2rOrderInput>;

/** An admin approves a D2R order, perhaps at other prices, perhaps over the retailer's credit limit. */
export const D2rOrderApproveInput = z.object({
  prices: z
    .array(z.object({ sku: text('SKU', [], 100), unitPrice: paise('Unit price') }))
    .max(100)
    .default([]),
  overrideCreditLimit: z.boolean().default(false),
});
export type D2rOrderApproveInput = z.output<typeof D2rOrderApproveInput>;
