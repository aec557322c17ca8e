/** A retailer's store address for direct-to-retailer delivery; only active ones are offered in selectors. */
export interface StoreAddressRecord {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string;
  email: string | null;
  gstin: string | null;
  addressPurpose: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
