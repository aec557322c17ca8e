import {
  CANCEL_ISSUE_TYPE_VALUES,
  CANCEL_ISSUE_TYPES,
  CustomerRequestInput,
  REQUEST_TYPES,
  z,
  type CustomerRequestType,
} from '@parcelo/common';

const EMPTY_ADDRESS = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  pincode: '',
  city: '',
  state: '',
  country: 'India',
};

/**
 * The buyer's form as the text of its controls; names follow CustomerRequestSubmitInput
 * (`alternateAddress.pincode`), so the server's userErrors land under their fields.
 * `deliverElsewhere` is the address toggle ('yes' when on), which the API does not see.
 */
export type CustomerRequestFormValues = {
  requestType: string;
  alternatePhone: string;
  deliverElsewhere: string;
  alternateAddress: typeof EMPTY_ADDRESS;
  deferredDeliveryDate: string;
  issueType: string;
  issueDescription: string;
};

export const EMPTY_CUSTOMER_REQUEST_FORM: CustomerRequestFormValues = {
  requestType: '',
  alternatePhone: '',
  deliverElsewhere: '',
  alternateAddress: EMPTY_ADDRESS,
  deferredDeliveryDate: '',
  issueType: '',
  issueDescription: '',
};

export const REQUEST_TYPE_VALUES = Object.keys(REQUEST_TYPES) as CustomerRequestType[];

export const ISSUE_TYPE_OPTIONS = CANCEL_ISSUE_TYPE_VALUES.map((value) => ({
  value,
  label: CANCEL_ISSUE_TYPES[value],
}));

/**
 * What the form asks the API for: only the chosen request type's fields, the others as null
 * (whatever the buyer typed before switching), and the address only while the toggle is on.
 */
export function toCustomerRequestSubmitInput(token: string, values: CustomerRequestFormValues) {
  const text = (v: string) => v.trim() || null;
  if (values.requestType !== 'UPDATE_DETAILS') {
    return {
      token,
      requestType: values.requestType,
      alternatePhone: null,
      alternateAddress: null,
      deferredDeliveryDate: null,
      issueType: text(values.issueType),
      issueDescription: text(values.issueDescription),
    };
  }
  const address = values.alternateAddress;
  return {
    token,
    requestType: values.requestType,
    alternatePhone: text(values.alternatePhone),
    alternateAddress:
      values.deliverElsewhere === 'yes'
        ? { ...address, country: address.country.trim() || EMPTY_ADDRESS.country }
        : null,
    deferredDeliveryDate: text(values.deferredDeliveryDate),
    issueType: null,
    issueDescription: null,
  };
}

/**
 * The form's schema: the API's own CustomerRequestInput over what the form would send, so
 * a section the buyer switched away from never blocks the submit and the words are the
 * server's.
 */
export const customerRequestFormInput = (token: string) =>
  z.preprocess(
    (values) => toCustomerRequestSubmitInput(token, values as CustomerRequestFormValues),
    CustomerRequestInput,
  );

export interface AddressLike {
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly state: string;
  readonly pincode: string;
  readonly country: string;
}

/** An address as it is written on a parcel: name, the two lines, "city, state pincode", country. */
export function addressLines(address: AddressLike): string[] {
  const name = [address.firstName, address.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  const place = [address.city.trim(), [address.state.trim(), address.pincode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [name, address.addressLine1.trim(), address.addressLine2.trim(), place, address.country.trim()].filter(
    Boolean,
  );
}
