import { describe, expect, it } from 'vitest';
import {
  addDays,
  istToday,
  WarehouseCreateInput,
  ClusterInput,
  ClusterOwnerInput,
  DriverInput,
  AddInventoryInput,
  AdjustInventoryInput,
  ChangePasswordInput,
  CreateOrderInput,
  DeleteUserDataInput,
  CustomerRequestInput,
  ForgotPasswordInput,
  FulfilmentDetailsInput,
  fulfilmentDetailsInput,
  IntegrateChannelInput,
  InvoicingInput,
  MapWsinInput,
  MSG,
  OrderMessageInput,
  OtpInput,
  ProductInput,
  ProfileInput,
  ResetPasswordInput,
  ScanAddInput,
  SignInInput,
  SignUpInput,
  SubAdminInput,
  TrackingPageInput,
  WsinInput,
  WsinMapInput,
  fill,
  requiredRule,
  signUpFormInput,
  trackingSearchInput,
  lengthMax,
  z,
} from '@parcelo/common';
import { ServiceError } from './envelope.js';
import { validatorCompiler } from './validation.js';

const UUID = '7c9e6679-7425-40de-944b-e07fc1f63cd4';
const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  addressLine1: '12 MG Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  country: 'India',
};
const tomorrow = addDays(istToday(), 1);

type Case = [path: string, bad: unknown, message: string, code: 'REQUIRED' | 'INVALID'];

/** Each schema with a valid input and, per rule, a value that breaks it and the words it must give. */
const SCHEMAS: { name: string; schema: z.ZodType; valid: Record<string, unknown>; cases: Case[] }[] = [
  {
    name: 'Lightning cluster',
    schema: ClusterInput,
    valid: {
      name: 'c3',
      warehouseId: UUID,
      pocName: 'Meena Arora',
      pocPhone: '9810098100',
      addressLine1: '14 Nehru Place',
      addressLine2: 'Kalkaji',
      pincode: '110019',
      pincodes: ['110019'],
    },
    cases: [
      ['name', 'C7', MSG.clusterNameNotAllowed, 'INVALID'],
      ['name', '', MSG.clusterNameNotAllowed, 'INVALID'],
      ['name', 'C1'.repeat(20), MSG.clusterNameNotAllowed, 'INVALID'],
      ['warehouseId', 'nope', MSG.clusterWarehouseRequired, 'INVALID'],
      ['pocName', '', MSG.clusterPocNameRequired, 'REQUIRED'],
      ['pocPhone', '98100', MSG.phoneInvalid, 'INVALID'],
      ['addressLine1', ' ', MSG.required, 'REQUIRED'],
      ['addressLine2', null, MSG.required, 'REQUIRED'],
      ['pincode', '1100', MSG.invalidPincode, 'INVALID'],
      ['pincodes.0', '11001', MSG.invalidPincode, 'INVALID'],
    ],
  },
  {
    name: 'Lightning driver',
    schema: DriverInput,
    valid: { name: 'Sunil Kumar', phone: '9811122233', vehicleType: 'Bike', capacityOrders: 25, capacityKg: 40 },
    cases: [
      ['name', '', 'Name is required', 'REQUIRED'],
      ['phone', '0811122233', MSG.phoneFirstDigit, 'INVALID'],
      ['email', 'a@b', MSG.emailInvalid, 'INVALID'],
      ['vehicleType', 'Rocket', MSG.vehicleRequired, 'INVALID'],
      ['capacityOrders', '', 'Orders it carries is required', 'REQUIRED'],
      ['capacityOrders', 2.5, MSG.wholeNumber, 'INVALID'],
      ['capacityKg', 0, fill(MSG.valueMin, { n: 1 }), 'INVALID'],
      ['capacityKg', 1e9, fill(MSG.valueMax, { n: 10_000 }), 'INVALID'],
      ['clusterId', 'nope', MSG.selectCluster, 'INVALID'],
    ],
  },
  {
    name: 'Lightning cluster owner',
    schema: ClusterOwnerInput,
    valid: { name: 'Kavita', phone: '9811122233', email: 'k@owner.in', password: 'Owner@12345', clusterIds: [UUID] },
    cases: [
      ['email', '', 'Email is required', 'REQUIRED'],
      ['clusterIds', [], MSG.selectCluster, 'INVALID'],
      ['clusterIds.0', 'nope', MSG.selectCluster, 'INVALID'],
    ],
  },
  {
    name: 'new order',
    schema: CreateOrderInput,
    valid: {
      warehouseId: UUID,
      paymentMode: 'COD',
      customerEmail: 'a@b.in',
      customerPhone: '9876543210',
      shippingAddress: address,
      items: [{ title: 'Tea', sku: 'TEA-1', quantity: 1, unitPrice: 1000 }],
      weight: 1,
      dimensions: { length: 1, breadth: 1, height: 1 },
    },
    cases: [
      ['shippingAddress.firstName', '', MSG.firstNameRequired, 'REQUIRED'],
      ['shippingAddress.firstName', undefined, MSG.firstNameRequired, 'REQUIRED'],
      ['shippingAddress.addressLine1', '', MSG.required, 'REQUIRED'],
      ['shippingAddress.addressLine2', null, MSG.required, 'REQUIRED'],
      ['shippingAddress.lastName', '', 'Last name is required', 'REQUIRED'],
      ['shippingAddress.city', '', 'City is required', 'REQUIRED'],
      ['shippingAddress.pincode', '5600', MSG.invalidPincode, 'INVALID'],
      ['shippingAddress.addressLine1', 'x'.repeat(201), lengthMax(200), 'INVALID'],
      ['shippingAddress.city', 'Bengaluru\u0000', MSG.textUnsavable, 'INVALID'],
      ['customerPhone', '', MSG.phoneRequired, 'REQUIRED'],
      ['customerPhone', '98765', MSG.phoneInvalid, 'INVALID'],
      ['customerPhone', '0876543210', MSG.phoneFirstDigit, 'INVALID'],
      ['customerEmail', 'a@b', MSG.emailInvalid, 'INVALID'],
      ['customerEmail', '', 'Email is required', 'REQUIRED'],
      ['warehouseId', 'nope', MSG.selectWarehouse, 'INVALID'],
      ['paymentMode', 'CARD', 'Accepts only COD, Prepaid', 'INVALID'],
      ['items', [], MSG.itemsRequired, 'INVALID'],
      ['items.0.sku', 'TEA 1', fill(MSG.invalidField, { field: 'SKU' }), 'INVALID'],
      ['items.0.title', '', 'Title is required', 'REQUIRED'],
      ['items.0.quantity', 0, MSG.quantityMin, 'INVALID'],
      ['items.0.unitPrice', -1, 'Unit price must not be negative', 'INVALID'],
      ['items.0.unitPrice', 5e-324, 'Unit price must be a whole number of paise', 'INVALID'],
      ['items.0.unitPrice', 12.5, 'Unit price must be a whole number of paise', 'INVALID'],
      ['weight', 0, MSG.weightPositive, 'INVALID'],
      ['weight', 5000, fill(MSG.valueMax, { n: 1000 }), 'INVALID'],
      ['dimensions.length', 0, fill(MSG.dimensionPositive, { field: 'Length' }), 'INVALID'],
      // A form's empty box is no number, not 0.
      ['items.0.unitPrice', ' ', 'Unit price is required', 'REQUIRED'],
      ['items.0.quantity', '', 'Quantity is required', 'REQUIRED'],
      ['weight', '', 'Weight is required', 'REQUIRED'],
      ['dimensions.breadth', '', MSG.dimensionsTogether, 'REQUIRED'],
      ['dimensions.height', undefined, MSG.dimensionsTogether, 'REQUIRED'],
      ['dimensions.height', 'tall', MSG.numberInvalid, 'INVALID'],
    ],
  },
  {
    name: 'sign-up',
    schema: SignUpInput,
    valid: { name: 'Asha', companyName: 'Chai', email: 'a@b.in', phone: '9876543210', password: 'Secret123' },
    cases: [
      ['name', '', 'Name is required', 'REQUIRED'],
      ['email', 'nope', MSG.emailInvalid, 'INVALID'],
      ['phone', '123', MSG.phoneInvalid, 'INVALID'],
      ['password', '', MSG.passwordRequired, 'REQUIRED'],
      ['password', 'short', MSG.passwordWeak, 'INVALID'],
    ],
  },
  {
    // The service checks these two itself for a warehouse, with the same rule.
    name: 'warehouse sign-up form',
    schema: signUpFormInput('warehouse'),
    valid: {
      name: 'Asha',
      companyName: 'Godown',
      email: 'a@b.in',
      phone: '9876543210',
      password: 'Secret123',
      city: 'Pune',
      state: 'Maharashtra',
    },
    cases: [
      ['city', '', requiredRule('City')('')!, 'REQUIRED'],
      ['state', ' ', requiredRule('State')('')!, 'REQUIRED'],
    ],
  },
  {
    name: 'seller sign-up form',
    schema: signUpFormInput('seller'),
    valid: {
      name: 'Asha',
      companyName: 'Chai',
      email: 'a@b.in',
      phone: '9876543210',
      password: 'Secret123',
      warehouseRequirement: 'OWN',
    },
    cases: [['warehouseRequirement', '', 'Warehouse requirement is required', 'REQUIRED']],
  },
  {
    name: 'create warehouse',
    schema: WarehouseCreateInput,
    valid: {
      name: 'Peenya Central',
      warehouseType: 'central',
      firstName: 'Ravi',
      addressLine1: 'Plot 14',
      addressLine2: 'Peenya',
      pincode: '560058',
      phone: '9845012345',
      lat: 13.03,
      lng: 77.51,
    },
    cases: [
      ['name', '', MSG.warehouseNameRequired, 'REQUIRED'],
      ['warehouseType', 'huge', MSG.attachTypeRequired, 'INVALID'],
      ['firstName', '', MSG.firstNameRequired, 'REQUIRED'],
      ['addressLine1', ' ', MSG.required, 'REQUIRED'],
      ['addressLine2', '', MSG.required, 'REQUIRED'],
      ['pincode', '5600581', MSG.invalidPincode, 'INVALID'],
      ['invoicePrefix', 'A B', MSG.invoicePrefixInvalid, 'INVALID'],
      ['lng', '', MSG.coordinatesTogether, 'REQUIRED'],
      ['lng', 1e308, fill(MSG.valueMax, { n: 180 }), 'INVALID'],
    ],
  },
  {
    name: 'tracking search by mobile',
    schema: trackingSearchInput('MOBILE'),
    valid: { value: '+91 98765-43210' },
    cases: [
      ['value', '', MSG.phoneRequired, 'REQUIRED'],
      ['value', '98765', MSG.phoneInvalid, 'INVALID'],
    ],
  },
  {
    name: 'tracking search by AWB',
    schema: trackingSearchInput('AWB'),
    valid: { value: 'AWB123' },
    cases: [['value', ' ', MSG.awbRequired, 'REQUIRED']],
  },
  {
    name: 'fulfilment details',
    schema: FulfilmentDetailsInput,
    valid: { shippingLabelUrl: 'https://labels.example.in/1.pdf', invoiceUrl: '', packageType: 'Box' },
    cases: [
      ['shippingLabelUrl', 'not a url', MSG.urlInvalid, 'INVALID'],
      ['invoiceUrl', '/documents/invoice/1', MSG.urlInvalid, 'INVALID'],
    ],
  },
  {
    // The form passes what is saved: the app's own relative address is kept as it is.
    name: 'fulfilment details as saved',
    schema: fulfilmentDetailsInput({ invoiceUrl: '/documents/invoice/1' }),
    valid: { shippingLabelUrl: '', invoiceUrl: '/documents/invoice/1', packageType: '' },
    cases: [['invoiceUrl', '/documents/invoice/2', MSG.urlInvalid, 'INVALID']],
  },
  {
    name: 'OTP',
    schema: OtpInput,
    valid: { otp: '123456' },
    cases: [
      ['otp', '12', MSG.otpFormat, 'INVALID'],
      ['otp', '', MSG.otpFormat, 'REQUIRED'],
    ],
  },
  {
    name: 'change password',
    schema: ChangePasswordInput,
    valid: { currentPassword: 'Old12345', newPassword: 'New12345' },
    cases: [
      ['currentPassword', '', MSG.passwordRequired, 'REQUIRED'],
      ['newPassword', 'abcdefgh', MSG.passwordWeak, 'INVALID'],
      ['newPassword', 'Old12345', MSG.passwordSame, 'INVALID'],
    ],
  },
  {
    name: 'forgot password',
    schema: ForgotPasswordInput,
    valid: { login: 'a@b.in' },
    cases: [
      ['login', '', MSG.loginRequired, 'REQUIRED'],
      ['login', '0123456789', MSG.phoneFirstDigit, 'INVALID'],
    ],
  },
  {
    name: 'delete user data',
    schema: DeleteUserDataInput,
    valid: { phone: '+919876543210' },
    cases: [
      ['phone', '', MSG.deletionPhoneRequired, 'REQUIRED'],
      ['phone', '   ', MSG.deletionPhoneRequired, 'REQUIRED'],
      ['phone', '98765', MSG.phoneInvalid, 'INVALID'],
      ['phone', '0987654321', MSG.phoneFirstDigit, 'INVALID'],
    ],
  },
  {
    name: 'order message',
    schema: OrderMessageInput,
    valid: { messageText: 'Your parcel leaves today' },
    cases: [
      ['messageText', '', MSG.messageRequired, 'REQUIRED'],
      ['messageText', '  ', MSG.messageRequired, 'REQUIRED'],
      ['messageText', undefined, MSG.messageRequired, 'REQUIRED'],
      ['messageText', 'x'.repeat(1001), fill(MSG.lengthMax, { n: 1000 }), 'INVALID'],
    ],
  },
  {
    name: 'sign in',
    schema: SignInInput,
    valid: { login: 'a@b.in', password: 'anything' },
    cases: [
      ['login', '', MSG.loginRequired, 'REQUIRED'],
      ['login', '0123456789', MSG.phoneFirstDigit, 'INVALID'],
      ['password', '', MSG.passwordRequired, 'REQUIRED'],
    ],
  },
  {
    name: 'reset password',
    schema: ResetPasswordInput,
    valid: { login: 'a@b.in', otp: '123456', newPassword: 'New12345' },
    cases: [
      ['otp', 'abc', MSG.otpFormat, 'INVALID'],
      ['newPassword', undefined, MSG.passwordRequired, 'REQUIRED'],
    ],
  },
  {
    name: 'profile',
    schema: ProfileInput,
    valid: { name: 'Asha', email: 'a@b.in', phone: '9876543210' },
    cases: [
      ['name', '  ', 'Name is required', 'REQUIRED'],
      ['phone', '12345678901', MSG.phoneInvalid, 'INVALID'],
    ],
  },
  {
    name: 'sub-admin',
    schema: SubAdminInput,
    valid: { name: 'Ravi', phone: '9876543210', email: 'r@b.in', password: 'Secret123', role: 'Ops' },
    cases: [
      ['role', 'boss', 'Accepts only Ops, Finance', 'INVALID'],
      ['role', '', 'Role is required', 'REQUIRED'],
      ['email', '', 'Email is required', 'REQUIRED'],
    ],
  },
  {
    name: 'invoicing',
    schema: InvoicingInput,
    valid: {
      legalName: 'Chai Pvt Ltd',
      gstin: '29ABCDE1234F1ZW',
      pan: 'ABCDE1234F',
      addressLine1: '1',
      addressLine2: '2',
      city: 'B',
      state: 'K',
      pincode: '560038',
    },
    cases: [
      ['gstin', '29ABC', MSG.gstinInvalid, 'INVALID'],
      ['gstin', '29ABCDE1234F1Z0', MSG.gstinChecksum, 'INVALID'],
      ['gstin', '29AAKCS4321M1ZX', MSG.gstinPanMismatch, 'INVALID'],
      ['state', 'Maharashtra', fill(MSG.gstinStateMismatch, { state: 'Karnataka' }), 'INVALID'],
      ['pan', 'ABC', MSG.panInvalid, 'INVALID'],
      ['pincode', '12', MSG.invalidPincode, 'INVALID'],
      ['legalName', '', 'Legal name is required', 'REQUIRED'],
    ],
  },
  {
    name: 'tracking page',
    schema: TrackingPageInput,
    valid: {
      primaryColor: '#1E3A8A',
      headerFontColor: '#FFFFFF',
      headerLogoUrl: null,
      links: [{ linkName: 'Shop', linkURL: 'https://a.in' }],
    },
    cases: [
      ['primaryColor', 'blue', MSG.colourInvalid, 'INVALID'],
      ['headerLogoUrl', 'ftp://x', MSG.urlInvalid, 'INVALID'],
      ['links.0.linkName', '', 'Link name is required', 'REQUIRED'],
      ['links.0.linkURL', 'nope', MSG.urlInvalid, 'INVALID'],
      ['links', Array(6).fill({ linkName: 'a', linkURL: 'https://a.in' }), MSG.trackingLinksMax, 'INVALID'],
    ],
  },
  {
    name: 'sales channel',
    schema: IntegrateChannelInput,
    valid: { type: 'shopify', shop: 's.myshopify.com', key: 'k', secret: 's' },
    cases: [
      ['shop', '', 'Shop is required', 'REQUIRED'],
      ['shop', '127.0.0.1:5990/x?', MSG.shopifyStoreAddress, 'INVALID'],
      ['shop', 's.myshopify.com.evil.in', MSG.shopifyStoreAddress, 'INVALID'],
      ['shop', 's.myshopify.com@127.0.0.1', MSG.shopifyStoreAddress, 'INVALID'],
      ['type', 'manual', 'Accepts only shopify, wordpress, unicommerce, easyecom, shipway, amazon', 'INVALID'],
    ],
  },
  {
    name: 'product',
    schema: ProductInput,
    valid: {
      productTitle: 'Tea',
      sku: 'TEA-1',
      category: 'Food',
      price: 1000,
      weight: 100,
      hsnCode: '0902',
      basePrice: 800,
      margin: 10,
      mappedDimensions: { length: '10', breadth: '5', height: '2' },
    },
    cases: [
      ['sku', 'TEA (1)', fill(MSG.invalidField, { field: 'SKU' }), 'INVALID'],
      ['hsnCode', '', MSG.hsnRequired, 'REQUIRED'],
      ['hsnCode', '9', fill(MSG.invalidField, { field: 'HSN Code' }), 'INVALID'],
      ['margin', 101, fill(MSG.valueMax, { n: 100 }), 'INVALID'],
      ['price', 'abc', 'Price must be a whole number of paise', 'INVALID'],
      ['price', 5e-324, 'Price must be a whole number of paise', 'INVALID'],
      ['price', 1e12, 'Price must be at most ₹1,00,00,00,000.00', 'INVALID'],
      ['basePrice', -1, 'Base Price must not be negative', 'INVALID'],
      ['weight', 1.5, MSG.wholeNumber, 'INVALID'],
      ['price', '', 'Price is required', 'REQUIRED'],
      ['margin', ' ', 'Margin is required', 'REQUIRED'],
      ['weight', null, 'Weight is required', 'REQUIRED'],
      ['mappedDimensions.length', '', MSG.dimensionsTogether, 'REQUIRED'],
    ],
  },
  {
    name: 'WSIN',
    schema: WsinInput,
    valid: { companyId: UUID, wsin: 'W-1', name: 'Tea' },
    cases: [
      ['wsin', 'W 1', fill(MSG.invalidField, { field: 'WSIN' }), 'INVALID'],
      ['name', '', 'Name is required', 'REQUIRED'],
    ],
  },
  {
    name: 'WSIN map rows',
    schema: WsinMapInput,
    valid: { wsins: [{ wsin: 'W-1', quantity: '2' }] },
    cases: [
      ['wsins.0.wsin', '', 'WSIN is required', 'REQUIRED'],
      ['wsins.0.wsin', 'W 1', fill(MSG.invalidField, { field: 'WSIN' }), 'INVALID'],
      ['wsins.0.quantity', '', 'Quantity is required', 'REQUIRED'],
      ['wsins.0.quantity', '0', MSG.quantityMin, 'INVALID'],
      ['wsins.0.quantity', '1.5', MSG.wholeNumber, 'INVALID'],
      ['wsins', [], MSG.wsinMapRequired, 'INVALID'],
    ],
  },
  {
    name: 'WSIN map',
    schema: MapWsinInput,
    valid: { catalogueId: UUID, data: { 'W-1': 2 } },
    cases: [
      ['data', {}, MSG.wsinMapRequired, 'REQUIRED'],
      [
        'data',
        Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`W-${i}`, 1])),
        fill(MSG.wsinMapMax, { n: 20 }),
        'INVALID',
      ],
      ['data.W-1', 0, MSG.quantityMin, 'INVALID'],
      ['data.W 2', 1, fill(MSG.invalidField, { field: 'WSIN' }), 'INVALID'],
    ],
  },
  {
    name: 'inbound stock',
    schema: AddInventoryInput,
    valid: { date: '2026-11-20', inboundAccepted: 5, inboundRejected: 1, remark: 'ok' },
    cases: [
      ['date', 'yesterday', fill(MSG.requiredInput, { field: 'Date' }), 'INVALID'],
      ['inboundAccepted', -1, fill(MSG.valueMin, { n: 0 }), 'INVALID'],
      ['remark', '', 'Remark is required', 'REQUIRED'],
    ],
  },
  {
    name: 'stock adjustment',
    schema: AdjustInventoryInput,
    valid: { date: '2026-11-20', quantity: 2, remark: 'count', inventoryAdjustmentType: 'INCREASE' },
    cases: [
      ['quantity', 0, MSG.quantityMin, 'INVALID'],
      [
        'inventoryAdjustmentType',
        'UP',
        'Accepts only INCREASE, DECREASE, RETURN_IN, RETURN_ACCEPTED, RETURN_MISSING, RETURN_DAMAGED',
        'INVALID',
      ],
      ['inventoryAdjustmentType', '', 'Adjustment type is required', 'REQUIRED'],
    ],
  },
  {
    name: 'scan and add',
    schema: ScanAddInput,
    valid: { warehouseId: UUID, rows: [{ wsin: 'W-1', quantity: 1, actionType: 'inbound' }] },
    cases: [
      ['rows.0.quantity', 0, MSG.quantityMin, 'INVALID'],
      ['rows.0.wsin', '', 'WSIN is required', 'REQUIRED'],
    ],
  },
  {
    name: 'customer request',
    schema: CustomerRequestInput,
    valid: {
      token: 't',
      requestType: 'UPDATE_DETAILS',
      alternatePhone: '+919876543210',
      alternateAddress: { ...address, lastName: '' },
      deferredDeliveryDate: tomorrow,
    },
    cases: [
      ['alternatePhone', '12345', MSG.phoneInvalid, 'INVALID'],
      ['deferredDeliveryDate', '2000-01-01', MSG.deferredDateInvalid, 'INVALID'],
      ['alternateAddress.firstName', '', MSG.firstNameRequired, 'REQUIRED'],
      ['alternateAddress.pincode', '1', MSG.invalidPincode, 'INVALID'],
      ['requestType', 'OTHER', MSG.requestTypeRequired, 'INVALID'],
    ],
  },
  {
    name: 'customer request cancellation',
    schema: CustomerRequestInput,
    valid: { token: 't', requestType: 'CANCEL_ORDER', issueType: 'OTHER', issueDescription: 'Ordered twice' },
    cases: [
      ['issueType', '', MSG.issueTypeRequired, 'REQUIRED'],
      ['issueType', 'LATER', MSG.issueTypeRequired, 'REQUIRED'],
      ['issueDescription', ' ', MSG.issueDescriptionRequired, 'REQUIRED'],
      ['issueDescription', 'x'.repeat(501), lengthMax(500), 'INVALID'],
    ],
  },
];

function withValue(valid: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(valid);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  if (value === undefined) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = value;
  return copy;
}

/** What a route answers for this body: the validator every service route runs. */
function serverAnswer(schema: z.ZodType, body: unknown) {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' }) as (data: unknown) => {
    error?: ServiceError;
  };
  const { error } = validate(body);
  return error && { status: error.httpStatus, message: error.message, field: error.field, code: error.code };
}

/** What the browser shows under the field: the form resolver's message, the issue at that path. */
function browserAnswer(schema: z.ZodType, body: unknown, path: string) {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('one schema per rule: the browser and the service give the same words', () => {
  for (const { name, schema, valid, cases } of SCHEMAS) {
    it(`${name}: a valid input passes both`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      expect(serverAnswer(schema, valid)).toBeUndefined();
    });
    it.each(cases)(`${name}: %s = %j answers %s (%s)`, (path, bad, message, code) => {
      const body = withValue(valid, path, bad);
      expect(browserAnswer(schema, body, path)).toBe(message);
      expect(serverAnswer(schema, body)).toEqual({ status: 400, message, field: path, code });
    });
  }
});

describe('a customer request as a whole', () => {
  it('needs one of phone, address and date for an update, and drops what belongs to a cancellation', () => {
    const body = { token: 't', requestType: 'UPDATE_DETAILS', alternatePhone: ' ', issueType: 'OTHER' };
    expect(browserAnswer(CustomerRequestInput, body, '')).toBe(MSG.requestDetailsRequired);
    expect(serverAnswer(CustomerRequestInput, body)).toEqual({
      status: 400,
      message: MSG.requestDetailsRequired,
      field: null,
      code: 'REQUIRED',
    });
    expect(CustomerRequestInput.parse({ ...body, deferredDeliveryDate: tomorrow })).toMatchObject({
      deferredDeliveryDate: tomorrow,
      issueType: null,
      issueDescription: null,
    });
  });
});

describe('dimensions, all three or none', () => {
  it("takes a form's three empty boxes as none", () => {
    const { mappedDimensions } = ProductInput.parse({
      productTitle: 'Tea',
      sku: 'TEA-1',
      category: 'Food',
      price: 1000,
      weight: '100',
      hsnCode: '0902',
      basePrice: 800,
      margin: '10',
      mappedDimensions: { length: '', breadth: ' ', height: '' },
    });
    expect(mappedDimensions).toBeNull();
  });
});
