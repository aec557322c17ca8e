export type PaymentMode = 'COD' | 'PREPAID';
export type ShopType = 'shopify' | 'wordpress' | 'unicommerce' | 'easyecom' | 'shipway' | 'amazon' | 'manual';

export interface OrderAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface OrderItemRecord {
  id: string;
  title: string;
  sku: string;
  quantity: number;
  /** Paise. */
  unitPrice: number;
  wsinMapping: Record<string, number>;
}

export interface OrderTrailRecord {
  createdAt: string;
  status: string;
  description: string;
  city: string | null;
}

export interface OrderRecord {
  id: string;
  companyId: string;
  warehouseId: string;
  shopOrderId: string;
  externalOrderId: string | null;
  status: string;
  paymentMode: PaymentMode;
  shopType: ShopType;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  shippingAddress: OrderAddress;
  pickupPincode: string;
  pickupState: string;
  weightKg: number;
  dimensions: { length: number; breadth: number; height: number } | null;
  /** Paise: the lines' prices times their quantities. */
  totalAmount: number;
  awb: string | null;
  deliveryAwb: string | null;
  reverseAwb: string | null;
  deliveryPartner: string | null;
  /** The connected delivery partner the order ships with, once shipped through one. */
  deliveryPartnerId: string | null;
  invoiceId: string | null;
  invoiceUrl: string | null;
  shippingLabelUrl: string | null;
  b2b: boolean;
  /** A business buyer's GSTIN (B2B), printed on its tax invoice. */
  buyerGstin: string | null;
  /** When the order was invoiced (its invoice date). */
  invoicedAt: string | null;
  d2r: boolean;
  d2rApproved: boolean;
  creditNoteAvailable: boolean;
  d2rPriceEdited: boolean;
  items: OrderItemRecord[];
  createdAt: string;
  rtsAt: string | null;
}

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

/** The most orders one labels or invoices zip takes; the orders list's selection stops there too. */
export const MAX_DOCUMENT_ORDERS = 300;
