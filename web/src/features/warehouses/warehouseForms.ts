import {
  AttachWarehouseInput,
  INDIAN_STATES,
  MSG,
  OwnWarehouseInput,
  WarehouseRequestInput,
  WarehouseCreateInput,
  WarehouseRequestResolveInput,
  z,
} from '@parcelo/common';
import type { AddressValues } from '../../lib/AddressFields';

/** The state select's options: the 36 states and union territories. */
export const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** Request a new Micro-WH, checked by the service's own rules. */
export const WAREHOUSE_REQUEST_FORM = WarehouseRequestInput.omit({ companyId: true });

export interface WarehouseRequestValues {
  [name: string]: string;
  state: string;
  city: string;
  ordersPerMonth: string;
  estimatedUnits: string;
  name: string;
  email: string;
  phone: string;
}

/** The mutation's input for the form's values (checked already, so the figures are numbers). */
export const warehouseRequestInput = (v: WarehouseRequestValues) => ({
  state: v.state,
  city: v.city.trim(),
  ordersPerMonth: Number(v.ordersPerMonth),
  estimatedUnits: Number(v.estimatedUnits),
  name: v.name.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
});

/** Add my own Micro-WH; city and state are shown from the pincode and not sent. */
export const OWN_WAREHOUSE_FORM = OwnWarehouseInput.omit({ companyId: true });

export interface OwnWarehouseValues {
  [name: string]: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  pincode: string;
  city: string;
  state: string;
  phone: string;
  gstNumber: string;
}

export const ownWarehouseInput = ({ city: _city, state: _state, ...v }: OwnWarehouseValues) => ({
  name: v.name.trim(),
  addressLine1: v.addressLine1.trim(),
  addressLine2: v.addressLine2.trim(),
  pincode: v.pincode.trim(),
  phone: v.phone.trim(),
  gstNumber: v.gstNumber.trim(),
});

/** The attach form's warehouse types, as the product names them. */
export const WAREHOUSE_TYPE_OPTIONS = [
  { value: 'MICRO', label: 'Micro' },
  { value: 'CENTRAL', label: 'Central' },
  { value: 'PSEUDO', label: 'Pseudo' },
] as const;
const TYPES = ['MICRO', 'CENTRAL', 'PSEUDO'] as const;

/** Attach warehouse: the service's own GST and FSSAI rules; the warehouse and type from their selects. */
export const ATTACH_FORM = z.object({
  warehouse: z.string().min(1, MSG.attachSelectWarehouse),
  warehouseType: z
    .string()
    .refine((v): v is (typeof TYPES)[number] => (TYPES as readonly string[]).includes(v), MSG.attachTypeRequired),
  gstNumber: AttachWarehouseInput.shape.gstNumber,
  fssaiNumber: AttachWarehouseInput.shape.fssaiNumber,
});

export interface AttachValues {
  [name: string]: string;
  warehouse: string;
  warehouseType: string;
  gstNumber: string;
  fssaiNumber: string;
}

export const attachInput = (company: string, v: AttachValues) => ({
  company,
  warehouse: v.warehouse,
  warehouseType: v.warehouseType as (typeof TYPES)[number],
  gstNumber: v.gstNumber.trim(),
  ...(v.fssaiNumber.trim() ? { fssaiNumber: v.fssaiNumber.trim() } : {}),
});

/** Fulfil a Micro-WH request: the warehouse to attach (as micro) and its GST number. */
export const FULFIL_FORM = z.object({
  warehouse: z.string().min(1, MSG.attachSelectWarehouse),
  gstNumber: AttachWarehouseInput.shape.gstNumber,
  fssaiNumber: AttachWarehouseInput.shape.fssaiNumber,
  remark: WarehouseRequestResolveInput.options[0].shape.remark,
});

/** Decline a Micro-WH request: why, for the seller. */
export const DECLINE_FORM = z.object({ remark: WarehouseRequestResolveInput.options[1].shape.remark });

/**
 * Create warehouse: the service's own rules over the form's values, whose type select holds
 * the API's names (MICRO); city, state and country are shown from the pincode and not sent.
 */
export const WAREHOUSE_CREATE_FORM = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && 'warehouseType' in v
      ? { ...v, warehouseType: String(v.warehouseType).toLowerCase() || undefined }
      : v,
  WarehouseCreateInput,
);

export interface WarehouseCreateValues extends AddressValues {
  [name: string]: string;
  name: string;
  warehouseType: string;
  invoicePrefix: string;
  phone: string;
  lat: string;
  lng: string;
}

export const EMPTY_WAREHOUSE: WarehouseCreateValues = {
  name: '',
  warehouseType: '',
  invoicePrefix: '',
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  pincode: '',
  city: '',
  state: '',
  country: '',
  phone: '',
  lat: '',
  lng: '',
};

/** The mutation's input for the form's values (checked already). */
export const warehouseCreateInput = ({ city: _c, state: _s, country: _n, ...v }: WarehouseCreateValues) => ({
  name: v.name.trim(),
  warehouseType: v.warehouseType as (typeof TYPES)[number],
  ...(v.invoicePrefix.trim() ? { invoicePrefix: v.invoicePrefix.trim() } : {}),
  firstName: v.firstName.trim(),
  ...(v.lastName.trim() ? { lastName: v.lastName.trim() } : {}),
  addressLine1: v.addressLine1.trim(),
  addressLine2: v.addressLine2.trim(),
  pincode: v.pincode.trim(),
  phone: v.phone.trim(),
  ...(v.lat.trim() && v.lng.trim() ? { lat: Number(v.lat), lng: Number(v.lng) } : {}),
});
