import {
  CREDIT_LIMIT_MAX_PAISE,
  MSG,
  RetailerInput,
  STORE_ADDRESS_PURPOSES,
  STORE_ADDRESS_PURPOSE_LABELS,
  STORE_TYPES,
  StoreAddressInput,
  choice,
  gstinStateProblem,
  paiseToRupeesText,
  rupees,
  rupeesToPaise,
  z,
  type StoreAddressPurpose,
} from '@parcelo/common';
import type { RetailCluster, RetailerClass, StoreType } from '../../__generated__/useRetailerCreateMutation.graphql';
import type { AddressValues } from '../../lib/AddressFields';
import { CLUSTER_OPTIONS } from './retailerList';

export const STORE_TYPE_OPTIONS = STORE_TYPES.map((value) => ({ value, label: value }));
export const PURPOSE_OPTIONS = STORE_ADDRESS_PURPOSES.map((value) => ({
  value,
  label: STORE_ADDRESS_PURPOSE_LABELS[value],
}));
export const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'InActive' },
] as const;

const CLUSTER_VALUES = CLUSTER_OPTIONS.map((c) => c.value);

/**
 * The retailer's rules (the store address's, then the shop, its salesman and credit), as the
 * form holds them: the brand and salesman by their ids, the cluster by the API's value, the
 * credit limit typed in rupees and read into paise, the Active / InActive select by its text.
 */
export const RETAILER_FORM = StoreAddressInput.extend({
  isActive: z.enum(['ACTIVE', 'INACTIVE']),
  company: z.string().min(1, MSG.selectCompany),
  storeType: RetailerInput.shape.storeType,
  retailCluster: choice('Retail cluster', CLUSTER_VALUES),
  retailerClass: RetailerInput.shape.retailerClass,
  salesman: z.string(),
  creditLimit: rupees('Credit limit', { max: CREDIT_LIMIT_MAX_PAISE }),
  paymentTermsDays: RetailerInput.shape.paymentTermsDays,
}).superRefine((v, ctx) => {
  const problem = gstinStateProblem(v.gstin, v.state);
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
});

export type RetailerFormValues = AddressValues & {
  [name: string]: string;
  phone: string;
  email: string;
  gstin: string;
  addressPurpose: string;
  isActive: 'ACTIVE' | 'INACTIVE';
  company: string;
  storeType: string;
  retailCluster: string;
  retailerClass: string;
  salesman: string;
  creditLimit: string;
  paymentTermsDays: string;
};

/** A saved retailer as the form shows it (the fields the dialog's fragment reads). */
export interface SavedRetailer {
  readonly firstName: string;
  readonly lastName: string | null | undefined;
  readonly addressLine1: string;
  readonly addressLine2: string | null | undefined;
  readonly pincode: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string | null | undefined;
  readonly gstin: string | null | undefined;
  readonly addressPurpose: string | null | undefined;
  readonly isActive: boolean;
  readonly company: { readonly id: string } | null | undefined;
  readonly storeType: string | null | undefined;
  readonly retailCluster: string | null | undefined;
  readonly retailerClass: string | null | undefined;
  readonly salesman: { readonly id: string } | null | undefined;
  readonly creditLimit: number;
  readonly paymentTermsDays: number;
}

/** The form's values: a saved retailer's, or a new one's for the brand the list shows. */
export function retailerFormValues(saved: SavedRetailer | null, company: string | null): RetailerFormValues {
  return {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    addressLine1: saved?.addressLine1 ?? '',
    addressLine2: saved?.addressLine2 ?? '',
    pincode: saved?.pincode ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    country: saved?.country ?? 'India',
    phone: saved?.phone ?? '',
    email: saved?.email ?? '',
    gstin: saved?.gstin ?? '',
    addressPurpose: saved?.addressPurpose ?? 'BILLING_AND_SHIPPING',
    isActive: saved && !saved.isActive ? 'INACTIVE' : 'ACTIVE',
    company: saved?.company?.id ?? company ?? '',
    storeType: saved?.storeType ?? '',
    retailCluster: saved?.retailCluster ?? '',
    retailerClass: saved?.retailerClass ?? '',
    salesman: saved?.salesman?.id ?? '',
    creditLimit: saved ? paiseToRupeesText(saved.creditLimit) : '',
    paymentTermsDays: saved ? String(saved.paymentTermsDays) : '',
  };
}

/** The mutation input's retailer fields from what was typed: trimmed, empty optional fields as null. */
export function retailerInput(values: RetailerFormValues) {
  const optional = (v: string) => v.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    pincode: values.pincode.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    phone: values.phone.trim(),
    email: optional(values.email),
    gstin: optional(values.gstin)?.toUpperCase() ?? null,
    addressPurpose: (values.addressPurpose || null) as StoreAddressPurpose | null,
    isActive: values.isActive === 'ACTIVE',
    storeType: values.storeType as StoreType,
    retailCluster: values.retailCluster as RetailCluster,
    retailerClass: values.retailerClass as RetailerClass,
    salesman: values.salesman || null,
    // The schema has checked it, so it reads.
    creditLimit: rupeesToPaise(values.creditLimit, { max: CREDIT_LIMIT_MAX_PAISE }) ?? 0,
    paymentTermsDays: Number(values.paymentTermsDays),
  };
}
