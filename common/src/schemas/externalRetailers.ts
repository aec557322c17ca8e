import type { BulkSheet } from '../bulk.js';
import { gstinStateProblem, stateOfGstin } from '../gst.js';
import { MSG, fill } from '../messages.js';
import type { Rule } from '../validation.js';
import { RETAILER_CLASSES, RETAIL_CLUSTERS, RetailerInput, STORE_TYPES } from './d2r.js';
import { z } from './fields.js';

/*
 * External retailers: shops a brand's field team has found (on a distributor's list, in a
 * survey) but not yet onboarded. Each is judged by the retailer form's own field rules, so a
 * row that passes here fills the retailer form without a complaint on those fields.
 */

/** A retailer form field's rule as a sheet cell's: its first problem, or null. */
const retailerRule =
  (field: keyof typeof RetailerInput.shape): Rule =>
  (value) => {
    const parsed = RetailerInput.shape[field].safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? MSG.genericFailure);
  };

/** A phone as sheets hold it (+91 98100 45612, 098100-45612, 9810045612.0) as its 10 digits. */
export const externalPhone = (value: string) =>
  value
    .trim()
    .replace(/\.0+$/, '')
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|0)(?=\d{10}$)/, '');

/** A GSTIN as stored: upper case, no spaces. */
export const externalGstin = (value: string) => value.trim().replace(/\s+/g, '').toUpperCase();

const phoneCell: Rule = (value) => retailerRule('phone')(externalPhone(value));
const gstinCell: Rule = (value) => {
  const gstin = externalGstin(value);
  const problem = retailerRule('gstin')(gstin);
  if (problem) return problem;
  // The first two digits are a GST state code; without a pincode this is all that can be checked.
  return stateOfGstin(gstin) ? null : MSG.gstinInvalid;
};

/** Where a sheet's row came from, as the field team writes it (a distributor's name, "Survey"). */
export const EXTERNAL_SOURCE_MAX = 120;

/** The external retailers sheet: one shop a row, known by its phone and, when it has one, its GSTIN. */
export const BULK_EXTERNAL_RETAILERS = {
  type: 'external retailers',
  columns: [
    { key: 'firstName', header: 'First Name' },
    { key: 'lastName', header: 'Last Name', optional: true },
    { key: 'phone', header: 'Phone' },
    { key: 'email', header: 'Email', optional: true },
    { key: 'addressLine1', header: 'Address Line 1', optional: true },
    { key: 'addressLine2', header: 'Address Line 2', optional: true },
    { key: 'pincode', header: 'Pincode', optional: true },
    { key: 'gstin', header: 'GSTIN', optional: true },
    { key: 'storeType', header: 'Store Type', optional: true },
    { key: 'retailCluster', header: 'Retail Cluster', optional: true },
    { key: 'retailerClass', header: 'Class', optional: true },
    { key: 'source', header: 'Source', optional: true },
  ],
  rules: {
    firstName: retailerRule('firstName'),
    lastName: retailerRule('lastName'),
    phone: phoneCell,
    email: retailerRule('email'),
    addressLine1: retailerRule('addressLine1'),
    addressLine2: retailerRule('addressLine2'),
    pincode: retailerRule('pincode'),
    gstin: gstinCell,
    storeType: (v) => retailerRule('storeType')(v.trim().toUpperCase()),
    retailCluster: (v) => retailerRule('retailCluster')(clusterOf(v) ?? v),
    retailerClass: (v) => retailerRule('retailerClass')(v.trim().toUpperCase()),
    source: (v) => (v.trim().length > EXTERNAL_SOURCE_MAX ? fill(MSG.lengthMax, { n: EXTERNAL_SOURCE_MAX }) : null),
  },
} as const satisfies BulkSheet;

export type BulkExternalRetailerField = (typeof BULK_EXTERNAL_RETAILERS)['columns'][number]['key'];

/** A cluster as typed in any case ('east delhi'), as the form names it. */
export function clusterOf(value: string): (typeof RETAIL_CLUSTERS)[number] | null {
  const v = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return RETAIL_CLUSTERS.find((c) => c.toLowerCase() === v) ?? null;
}

/** The GSTIN's problem against the state its pincode is in, when both are known. */
export const externalGstinStateProblem = (gstin: string | null, state: string | null) =>
  gstin && state ? gstinStateProblem(gstin, state) : null;

/** An external retailer as stored: the sheet's values, normalised, blanks as null. */
export interface ExternalRetailerFields {
  firstName: string;
  lastName: string | null;
  phone: string;
  email: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  pincode: string | null;
  gstin: string | null;
  storeType: (typeof STORE_TYPES)[number] | null;
  retailCluster: (typeof RETAIL_CLUSTERS)[number] | null;
  retailerClass: (typeof RETAILER_CLASSES)[number] | null;
  source: string | null;
}

/** A checked row's values as the fields stored. */
export function externalRetailerFields(
  values: Partial<Record<BulkExternalRetailerField, string>>,
): ExternalRetailerFields {
  const blank = (v: string | undefined) => v?.trim() || null;
  const upper = (v: string | undefined) => blank(v)?.toUpperCase() ?? null;
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: blank(values.lastName),
    phone: externalPhone(values.phone ?? ''),
    email: blank(values.email),
    addressLine1: blank(values.addressLine1),
    addressLine2: blank(values.addressLine2),
    pincode: blank(values.pincode),
    gstin: values.gstin?.trim() ? externalGstin(values.gstin) : null,
    storeType: upper(values.storeType) as ExternalRetailerFields['storeType'],
    retailCluster: values.retailCluster?.trim() ? clusterOf(values.retailCluster) : null,
    retailerClass: upper(values.retailerClass) as ExternalRetailerFields['retailerClass'],
    source: blank(values.source),
  };
}

/** What the external retailers list is sorted by. */
export const EXTERNAL_RETAILER_SORTS = ['createdAt', 'name'] as const;

/** An external retailer marked onboarded: the retailer made from it, of the same brand. */
export const ExternalRetailerOnboardInput = z.object({
  retailerId: z.string({ error: MSG.notFound }).uuid(MSG.notFound),
  companyId: z.string().uuid(MSG.notFound).optional(),
});
export type ExternalRetailerOnboardInput = z.output<typeof ExternalRetailerOnboardInput>;

/** A sheet's row naming a shop the brand already has as a retailer. */
export const EXTERNAL_ALREADY_RETAILER = 'Already a retailer: {name}';
/** Two rows of a sheet (or a row and a stored shop) that are one shop by phone or GSTIN. */
export const EXTERNAL_SAME_AS_ROW = 'Same shop as row {row}: merged into it';
export const EXTERNAL_MERGES_WITH = 'Merges with {name}, already listed';
/** A row whose phone is one shop's and GSTIN another's: which is it? */
export const EXTERNAL_TWO_SHOPS = 'Phone and GSTIN belong to two different shops ({first} and {second})';

/** An external retailer as the d2r service answers it. */
export const ExternalRetailerRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  storeType: z.string().nullable(),
  retailCluster: z.string().nullable(),
  retailerClass: z.string().nullable(),
  source: z.string().nullable(),
  retailerId: z.string().nullable(),
  onboardedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExternalRetailerRecord = z.infer<typeof ExternalRetailerRecordSchema>;
