import { MSG, type StoreAddressInput, type StoreAddressRecord } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { badRequest } from '../platform/index.js';
import type { StoreAddressRow } from './db.js';

/** A store address as the API answers it; the retailer fields are null (and 0) until it is made a retailer. */
export const storeAddressRecord = (r: StoreAddressRow): StoreAddressRecord => ({
  id: r.id,
  companyId: r.company_id,
  firstName: r.first_name,
  lastName: r.last_name,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  city: r.city,
  state: r.state,
  pincode: r.pincode,
  country: r.country,
  phone: r.phone,
  email: r.email,
  gstin: r.gstin,
  addressPurpose: r.address_purpose,
  isActive: r.is_active,
  storeType: r.store_type,
  retailCluster: r.retail_cluster,
  retailerClass: r.retailer_class,
  salesmanId: r.salesman_id,
  creditLimit: Number(r.credit_limit_paise),
  paymentTermsDays: r.payment_terms_days,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The place a store's pincode names, as India Post has it, or a 400 on the pincode. */
export function placeOf(pincode: string) {
  const place = lookupPincode(pincode);
  if (!place) throw badRequest(MSG.invalidPincode, 'pincode');
  return place;
}

/**
 * The address columns to store: city, state and country are the pincode's, as India Post has
 * them (the form shows them locked), so an address cannot name a city its pincode is not in.
 * The retailer's own fields are not among them: a seller's edit of the address leaves them be.
 */
export function addressColumns(input: StoreAddressInput) {
  const place = placeOf(input.pincode);
  return {
    first_name: input.firstName,
    last_name: input.lastName || null,
    address_line1: input.addressLine1,
    address_line2: input.addressLine2,
    city: place.city,
    state: place.state,
    pincode: place.pincode,
    country: place.country,
    phone: input.phone,
    email: input.email || null,
    gstin: input.gstin || null,
    address_purpose: input.addressPurpose,
    is_active: input.isActive,
  };
}
