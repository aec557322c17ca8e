import { z } from 'zod';
import { SHOP_TYPES } from './channels.js';

export const PaymentModeSchema = z.enum(['COD', 'PREPAID']);
export type PaymentMode = z.infer<typeof PaymentModeSchema>;
export type ShopType = 'shopify' | 'wordpress' | 'unicommerce' | 'easyecom' | 'shipway' | 'amazon' | 'manual';
export const ShopTypeSchema = z.enum(SHOP_TYPES);

export const OrderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderItemRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** Paise. */
  unitPrice: z.number().int(),
  wsinMapping: z.record(z.string(), z.number()),
});
export type OrderItemRecord = z.infer<typeof OrderItemRecordSchema>;

export const OrderTrailRecordSchema = z.object({
  createdAt: z.string(),
  status: z.string(),
  description: z.string(),
  city: z.string().nullable(),
});
export type OrderTrailRecord = z.infer<typeof OrderTrailRecordSchema>;

export const OrderRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  warehouseId: z.string(),
  shopOrderId: z.string(),
  externalOrderId: z.string().nullable(),
  status: z.string(),
  paymentMode: PaymentModeSchema,
  shopType: ShopTypeSchema,
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  shippingAddress: OrderAddressSchema,
  pickupPincode: z.string(),
  pickupState: z.string(),
  weightKg: z.number(),
  dimensions: z.object({ length: z.number(), breadth: z.number(), height: z.number() }).nullable(),
  /** Paise: the lines' prices times their quantities. */
  totalAmount: z.number().int(),
  awb: z.string().nullable(),
  deliveryAwb: z.string().nullable(),
  reverseAwb: z.string().nullable(),
  deliveryPartner: z.string().nullable(),
  /** The connected delivery partner the order ships with, once shipped through one. */
  deliveryPartnerId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  shippingLabelUrl: z.string().nullable(),
  b2b: z.boolean(),
  /** A business buyer's GSTIN (B2B), printed on its tax invoice. */
  buyerGstin: z.string().nullable(),
  /** When the order was invoiced (its invoice date). */
  invoicedAt: z.string().nullable(),
  d2r: z.boolean(),
  d2rApproved: z.boolean(),
  creditNoteAvailable: z.boolean(),
  d2rPriceEdited: z.boolean(),
  /** A D2R order's retailer (a store address), the salesman who took it, and how its invoice is paid. */
  d2rRetailerId: z.string().nullish(),
  d2rSalesmanId: z.string().nullish(),
  d2rBillLocation: z.string().nullish(),
  d2rPaymentMode: z.string().nullish(),
  items: z.array(OrderItemRecordSchema),
  createdAt: z.string(),
  rtsAt: z.string().nullable(),
});
export type OrderRecord = z.infer<typeof OrderRecordSchema>;

/** The order search-by options, as OMS's list body names them. */
export const ORDER_SEARCH_OPTIONS = [
  'orderId',
  'awb',
  'invoiceId',
  'deliveryPartner',
  'paymentMode',
  'shopType',
  'customerName',
  'customerPhone',
  'deliveryState',
  'deliveryPincode',
  'pickupPincode',
  'pickupState',
  'sku',
  'shipper',
  'reverseAwb',
  'b2b',
  'd2r',
  'd2rApproved',
  'creditNoteAvailable',
  'd2rPriceEdited',
] as const;
export type OrderSearchOption = (typeof ORDER_SEARCH_OPTIONS)[number];

/**
 * Searches for one order's own identifier (its number, AWB, invoice, the buyer's phone): what
 * support is given to find an order of any age, so they look across all dates and the list's
 * date range does not apply.
 */
export const ALL_DATES_SEARCH_OPTIONS: ReadonlySet<OrderSearchOption> = new Set([
  'orderId',
  'awb',
  'reverseAwb',
  'invoiceId',
  'customerPhone',
]);

/** Whether a search (a non-empty value under an identifier option) looks across all dates. */
export const searchesAllDates = (by: OrderSearchOption | undefined, value: string | undefined): boolean =>
  !!by && !!value?.trim() && ALL_DATES_SEARCH_OPTIONS.has(by);
