import {
  ADDRESS_RULES,
  CANCEL_ISSUE_TYPE_VALUES,
  CANCEL_ISSUE_TYPES,
  DEFERRED_DELIVERY_MAX_DAYS,
  deferredDateRule,
  INDIAN_STATES,
  indiaToday,
  issueDescriptionRule,
  MSG,
  optionalPhoneRule,
  REQUEST_TYPES,
  type CancelIssueType,
  type CustomerRequestType,
  type Rule,
} from '@parcelo/common';
import type { useCustomerRequestSubmitMutation$variables } from '../../__generated__/useCustomerRequestSubmitMutation.graphql';

/** The alternate address's fields, named as the API's userErrors name them (`alternateAddress.pincode`). */
export const ADDRESS_FIELDS = [
  'alternateAddress.firstName',
  'alternateAddress.lastName',
  'alternateAddress.addressLine1',
  'alternateAddress.addressLine2',
  'alternateAddress.pincode',
  'alternateAddress.city',
  'alternateAddress.state',
  'alternateAddress.country',
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The buyer's form as strings, one per control; names follow CustomerRequestSubmitInput
 * so the server's userErrors land under their fields. `deliverElsewhere` is the address
 * toggle ('yes' when on), which the API does not see.
 */
export type CustomerRequestFormValues = {
  requestType: string;
  alternatePhone: string;
  deliverElsewhere: string;
  deferredDeliveryDate: string;
  issueType: string;
  issueDescription: string;
} & Record<AddressField, string>;

export const EMPTY_CUSTOMER_REQUEST_FORM: CustomerRequestFormValues = {
  requestType: '',
  alternatePhone: '',
  deliverElsewhere: '',
  'alternateAddress.firstName': '',
  'alternateAddress.lastName': '',
  'alternateAddress.addressLine1': '',
  'alternateAddress.addressLine2': '',
  'alternateAddress.pincode': '',
  'alternateAddress.city': '',
  'alternateAddress.state': '',
  'alternateAddress.country': 'India',
  deferredDeliveryDate: '',
  issueType: '',
  issueDescription: '',
};

export const REQUEST_TYPE_VALUES = Object.keys(REQUEST_TYPES) as CustomerRequestType[];

export function isRequestType(value: string): value is CustomerRequestType {
  return (REQUEST_TYPE_VALUES as readonly string[]).includes(value);
}

export function isCancelIssueType(value: string): value is CancelIssueType {
  return (CANCEL_ISSUE_TYPE_VALUES as readonly string[]).includes(value);
}

export const ISSUE_TYPE_OPTIONS = CANCEL_ISSUE_TYPE_VALUES.map((value) => ({
  value,
  label: CANCEL_ISSUE_TYPES[value],
}));
export const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

const addressOn = (values: CustomerRequestFormValues) => values.deliverElsewhere === 'yes';

/**
 * The rules for what the buyer chose: nothing else is checked, so a half-filled
 * section the buyer switched away from never blocks the submit. `now` fixes the
 * deferred date window (tests pass their own).
 */
export function customerRequestRules(
  values: CustomerRequestFormValues,
  now = new Date(),
): Partial<Record<keyof CustomerRequestFormValues, Rule[]>> {
  const requestType: Rule[] = [(v) => (isRequestType(v) ? null : MSG.requestTypeRequired)];
  if (values.requestType === 'CANCEL_ORDER') {
    return {
      requestType,
      issueType: [(v) => (isCancelIssueType(v) ? null : MSG.issueTypeRequired)],
      issueDescription: [issueDescriptionRule],
    };
  }
  if (values.requestType !== 'UPDATE_DETAILS') return { requestType };
  const rules: Partial<Record<keyof CustomerRequestFormValues, Rule[]>> = {
    requestType,
    alternatePhone: [optionalPhoneRule],
    deferredDeliveryDate: [deferredDateRule(now)],
  };
  if (addressOn(values)) {
    for (const [name, fieldRules] of Object.entries(ADDRESS_RULES)) {
      rules[`alternateAddress.${name}` as AddressField] = fieldRules;
    }
  }
  return rules;
}

/** UPDATE_DETAILS needs at least one of alternate phone, alternate address and delivery date. */
export function hasRequestDetails(values: CustomerRequestFormValues): boolean {
  return Boolean(values.alternatePhone.trim() || addressOn(values) || values.deferredDeliveryDate.trim());
}

/** The check the field rules cannot make: the message for the whole form, or null. */
export function customerRequestFormError(values: CustomerRequestFormValues): string | null {
  return values.requestType === 'UPDATE_DETAILS' && !hasRequestDetails(values) ? MSG.requestDetailsRequired : null;
}

type CustomerRequestSubmitInput = useCustomerRequestSubmitMutation$variables['input'];

/**
 * The mutation input from checked values. Only the chosen request type's fields are
 * sent; the others go as null, whatever the buyer typed before switching.
 */
export function toCustomerRequestSubmitInput(
  token: string,
  values: CustomerRequestFormValues,
): CustomerRequestSubmitInput {
  const text = (v: string) => v.trim() || null;
  if (values.requestType === 'CANCEL_ORDER') {
    return {
      token,
      requestType: 'CANCEL_ORDER',
      alternatePhone: null,
      alternateAddress: null,
      deferredDeliveryDate: null,
      issueType: isCancelIssueType(values.issueType) ? values.issueType : null,
      issueDescription: text(values.issueDescription),
    };
  }
  const address = (name: string) => values[`alternateAddress.${name}` as AddressField].trim();
  return {
    token,
    requestType: 'UPDATE_DETAILS',
    alternatePhone: text(values.alternatePhone),
    alternateAddress: addressOn(values)
      ? {
          firstName: address('firstName'),
          lastName: address('lastName'),
          addressLine1: address('addressLine1'),
          addressLine2: address('addressLine2'),
          pincode: address('pincode'),
          city: address('city'),
          state: address('state'),
          country: address('country') || 'India',
        }
      : null,
    deferredDeliveryDate: text(values.deferredDeliveryDate),
    issueType: null,
    issueDescription: null,
  };
}

const DAY_MS = 86_400_000;

/** The days a deferred delivery may be asked for, as the date input's min and max (YYYY-MM-DD, India). */
export function deferredDateBounds(now = new Date()): { min: string; max: string } {
  const today = Date.parse(`${indiaToday(now)}T00:00:00Z`);
  const day = (n: number) => new Date(today + n * DAY_MS).toISOString().slice(0, 10);
  return { min: day(1), max: day(DEFERRED_DELIVERY_MAX_DAYS) };
}

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

/**
 * Rules for useForm that follow the values at submit time: every field gets one rule
 * that asks customerRequestRules what applies now (the request type and the address
 * toggle decide which fields count).
 */
export function customerRequestFieldRules(
  current: () => CustomerRequestFormValues,
  now: () => Date = () => new Date(),
): Record<keyof CustomerRequestFormValues, Rule[]> {
  const names = Object.keys(EMPTY_CUSTOMER_REQUEST_FORM) as (keyof CustomerRequestFormValues)[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      [
        (value: string) => {
          for (const rule of customerRequestRules(current(), now())[name] ?? []) {
            const message = rule(value);
            if (message) return message;
          }
          return null;
        },
      ],
    ]),
  ) as Record<keyof CustomerRequestFormValues, Rule[]>;
}
