import {
  STORE_ADDRESS_PURPOSES,
  STORE_ADDRESS_PURPOSE_LABELS,
  StoreAddressInput,
  z,
  type StoreAddressPurpose,
} from '@parcelo/common';
import type { AddressValues } from '../../lib/AddressFields';

/** The form's Active / InActive select. */
export const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'InActive' },
] as const;

export const PURPOSE_OPTIONS = STORE_ADDRESS_PURPOSES.map((value) => ({
  value,
  label: STORE_ADDRESS_PURPOSE_LABELS[value],
}));

/** The shared rules, with the Active / InActive select read from its text. */
export const storeAddressFormInput = StoreAddressInput.extend({
  isActive: z.enum(['ACTIVE', 'INACTIVE']).transform((v) => v === 'ACTIVE'),
});

export interface StoreAddressFormValues extends AddressValues {
  [name: string]: string;
  phone: string;
  email: string;
  gstin: string;
  addressPurpose: string;
  isActive: 'ACTIVE' | 'INACTIVE';
}

/** A saved address as the form shows it (the fields a fragment reads). */
export interface SavedStoreAddress {
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
}

export function storeAddressFormValues(saved?: SavedStoreAddress | null): StoreAddressFormValues {
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
    addressPurpose: saved?.addressPurpose ?? 'SHIPPING',
    isActive: saved && !saved.isActive ? 'INACTIVE' : 'ACTIVE',
  };
}

/** The mutation input's address fields from what was typed: trimmed, empty optional fields as null. */
export function storeAddressInput(values: StoreAddressFormValues) {
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
  };
}
