import { INDIAN_STATES, OwnWarehouseInput, WarehouseRequestInput } from '@parcelo/common';

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
