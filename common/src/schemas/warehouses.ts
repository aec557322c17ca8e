import { MSG, fill } from '../messages.js';
import { INDIAN_STATES } from '../states.js';
import { ADDRESS_RULES } from '../customerRequests.js';
import { emailRule, gstinRule, phoneRule, pincodeRule, type Rule } from '../validation.js';
import { invoicePrefixRule } from '../invoiceNumbers.js';
import { address, given, lengthMax, optionalText, required, text, z } from './fields.js';

const need =
  (message: string): Rule =>
  (v) =>
    v.trim() ? null : message;

/** The most a seller may say it ships or stores: beyond it is a typing mistake, not a forecast. */
export const MICRO_WH_FIGURE_MAX = 10_000_000;

/** A forecast figure of the request form: a whole number of at least 1, `message` when missing. */
const figure = (message: string) =>
  given(
    message,
    z.coerce
      .number({ error: MSG.numberInvalid })
      .int(MSG.wholeNumber)
      .min(1, fill(MSG.valueMin, { n: 1 }))
      .max(MICRO_WH_FIGURE_MAX, fill(MSG.valueMax, { n: MICRO_WH_FIGURE_MAX })),
  );

/** One of the 36 states and union territories; empty is the form's own 'Please input State!'. */
const stateChoice = z
  .string({ error: MSG.microWhStateRequired })
  .trim()
  .max(100, lengthMax(100))
  .nullish()
  .superRefine((value, ctx) => {
    if (!value) required(ctx, MSG.microWhStateRequired);
    else if (!(INDIAN_STATES as readonly string[]).includes(value))
      ctx.addIssue({ code: 'custom', message: MSG.microWhStateRequired, params: { code: 'INVALID' } });
  })
  .transform((v) => v ?? '');

/**
 * Request a new Micro-WH: where the seller wants one and what it expects to ship and store,
 * with whom to contact (filled from the profile, editable).
 */
export const WarehouseRequestInput = z.object({
  companyId: z.string().uuid(MSG.notFound).optional(),
  state: stateChoice,
  city: text('City', [need(MSG.microWhCityRequired)], 80),
  ordersPerMonth: figure(MSG.microWhOrdersRequired),
  estimatedUnits: figure(MSG.microWhUnitsRequired),
  name: text('Name', [], 120),
  email: text('Email', [emailRule], 200).transform((v) => v.toLowerCase()),
  phone: text('Phone', [phoneRule], 20),
});
export type WarehouseRequestInput = z.infer<typeof WarehouseRequestInput>;

export const WAREHOUSE_REQUEST_STATUSES = ['pending', 'fulfilled', 'declined'] as const;
export type WarehouseRequestStatus = (typeof WAREHOUSE_REQUEST_STATUSES)[number];

/** The GST number of a warehouse attachment: the attach form's own words when missing. */
export const warehouseGstNumber = () =>
  text('GST number', [need(MSG.attachGstRequired), gstinRule], 20).transform((v) => v.toUpperCase());

/**
 * An admin answers a Micro-WH request: fulfilled by attaching a micro warehouse to the
 * company (the attach form's rules), or declined with a remark the seller reads.
 */
export const WarehouseRequestResolveInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('fulfilled'),
    warehouseId: z.string({ error: MSG.attachSelectWarehouse }).uuid(MSG.attachSelectWarehouse),
    gstNumber: warehouseGstNumber(),
    fssaiNumber: optionalText(
      'FSSAI number',
      [(v) => (/^\d{14}$/.test(v.trim()) ? null : MSG.fssaiInvalid)],
      20,
    ).transform((v) => v || null),
    remark: optionalText('Remark', [], 500),
  }),
  z.object({
    decision: z.literal('declined'),
    remark: text('Remark', [need(MSG.warehouseRequestRemark)], 500),
  }),
]);
export type WarehouseRequestResolveInput = z.infer<typeof WarehouseRequestResolveInput>;

/**
 * Add my own Micro-WH: the seller's own premises. City and state are India Post's for the
 * pincode, so they are not typed (the service fills them from its directory).
 */
export const OwnWarehouseInput = z.object({
  companyId: z.string().uuid(MSG.notFound).optional(),
  name: text('Warehouse name', [need(MSG.warehouseNameRequired)], 120),
  addressLine1: text('Address line 1', ADDRESS_RULES.addressLine1, 200),
  addressLine2: text('Address line 2', ADDRESS_RULES.addressLine2, 200),
  pincode: text('Pincode', [pincodeRule], 20),
  phone: text('Phone', [phoneRule], 20),
  gstNumber: warehouseGstNumber(),
});
export type OwnWarehouseInput = z.infer<typeof OwnWarehouseInput>;

/** A company's switch on one of its warehouses (active for new orders, returns to another warehouse). */
export const WarehouseActiveInput = z.object({
  companyId: z.string().uuid(MSG.notFound).optional(),
  active: z.boolean({ error: fill(MSG.requiredInput, { field: 'Active' }) }),
});
export const WarehouseRtoInput = z.object({
  companyId: z.string().uuid(MSG.notFound).optional(),
  rtoOtherWh: z.boolean({ error: fill(MSG.requiredInput, { field: 'Returns (RTO) to another warehouse' }) }),
});

export const WAREHOUSE_TYPES = ['micro', 'central', 'pseudo'] as const;

/** A map coordinate, optional: a form's empty box is none. */
const coordinate = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && !v.trim()) ? null : v),
    z.coerce
      .number({ error: fill(MSG.invalidField, { field: label }) })
      .min(min, fill(MSG.valueMin, { n: min }))
      .max(max, fill(MSG.valueMax, { n: max }))
      .nullable(),
  );

const addressRules = address('optional');

/**
 * An admin creates a warehouse. Its contact's address follows the address rules; city, state
 * and country are India Post's for the pincode, so they are not sent (the service fills them
 * from its directory). The map point is the pincode's centre unless both coordinates are given.
 */
export const WarehouseCreateInput = z
  .object({
    name: text('Warehouse name', [need(MSG.warehouseNameRequired)], 120),
    warehouseType: z.enum(WAREHOUSE_TYPES, { error: MSG.attachTypeRequired }),
    invoicePrefix: optionalText('Invoice prefix', [invoicePrefixRule], 20).transform((v) => v.toUpperCase() || null),
    firstName: addressRules.shape.firstName,
    lastName: addressRules.shape.lastName,
    addressLine1: addressRules.shape.addressLine1,
    addressLine2: addressRules.shape.addressLine2,
    pincode: addressRules.shape.pincode,
    phone: text('Phone', [phoneRule], 20),
    lat: coordinate('Latitude', -90, 90),
    lng: coordinate('Longitude', -180, 180),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === null) !== (v.lng === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.lat === null ? 'lat' : 'lng'],
        message: MSG.coordinatesTogether,
        params: { code: 'REQUIRED' },
      });
  });
export type WarehouseCreateInput = z.output<typeof WarehouseCreateInput>;
