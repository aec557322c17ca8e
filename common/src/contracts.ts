import type { ApprovalStatus, CancelIssueType, CustomerRequestType, FormLinkStatus, TrackingPageLook, UndeliveredReason } from './customerRequests.js';
import type { LedgerKind, PackItemStatus, PackOrderStatus } from './inventory.js';
/**
 * The REST contract between the services and the BFF (spec §7): the records inside the
 * `data` of each `{status, data, message}` reply. Services produce them; the BFF maps
 * them onto GraphQL types. camelCase fields, ISO-8601 timestamps.
 */
export type UserType = 'seller' | 'warehouse' | 'admin' | 'sub_admin';
export type AdminRole = 'ops' | 'finance';

/** Who a session belongs to, as UMS answers GET /oauth2/authenticate. */
export interface Principal {
  sessionId: string;
  userId: string;
  userType: UserType;
  role: AdminRole | null;
  companyId: string | null;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  accountVerified: boolean;
  emailVerified: boolean;
}

export interface UserRecord {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  userType: UserType;
  role: AdminRole | null;
  companyId: string | null;
  accountVerified: boolean;
  emailVerified: boolean;
  createdAt: string;
}

export interface InvoicingDetails {
  legalName: string;
  gstin: string;
  pan: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
}

export interface CompanyRecord {
  id: string;
  code: string;
  name: string;
  kind: 'seller' | 'warehouse';
  warehouseRequirement: number | null;
  city: string | null;
  state: string | null;
  invoicing: InvoicingDetails | null;
  invoicingComplete: boolean;
  preferences: Record<string, unknown>;
  /** The public tracking page's look (defaults until the seller saves one). */
  trackingPage: TrackingPageLook;
  ownerId: string | null;
  createdAt: string;
}

export type WarehouseType = 'micro' | 'central' | 'pseudo';

export interface WarehouseAddress {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export interface WarehouseRecord {
  id: string;
  warehouseId: string;
  name: string;
  warehouseName: string;
  warehouseType: WarehouseType;
  invoicePrefix: string | null;
  active: boolean;
  rtoOtherWh: boolean;
  coordinates: { lat: number; lng: number } | null;
  address: WarehouseAddress;
  companyIds: string[];
  createdAt: string;
}

/** The list body of §7. `offset` lets a cursor land between pages. */
export interface ListRequest<W> {
  where?: W;
  pagination: { records: number; pageNumber: number; offset?: number };
  sortBy?: { by: string; order: 'ASC' | 'DESC' };
}

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
  totalAmount: number;
  awb: string | null;
  deliveryAwb: string | null;
  reverseAwb: string | null;
  deliveryPartner: string | null;
  invoiceId: string | null;
  invoiceUrl: string | null;
  shippingLabelUrl: string | null;
  b2b: boolean;
  d2r: boolean;
  d2rApproved: boolean;
  creditNoteAvailable: boolean;
  d2rPriceEdited: boolean;
  items: OrderItemRecord[];
  createdAt: string;
  rtsAt: string | null;
}

/** The order search-by options of §3, as OMS's list body names them. */
export const ORDER_SEARCH_OPTIONS = [
  'orderId', 'awb', 'invoiceId', 'deliveryPartner', 'paymentMode', 'shopType', 'customerName', 'customerPhone',
  'deliveryState', 'deliveryPincode', 'pickupPincode', 'pickupState', 'sku', 'shipper', 'reverseAwb',
  'b2b', 'd2r', 'd2rApproved', 'creditNoteAvailable', 'd2rPriceEdited',
] as const;
export type OrderSearchOption = (typeof ORDER_SEARCH_OPTIONS)[number];

/** The most orders one labels or invoices zip takes; the orders list's selection stops there too. */
export const MAX_DOCUMENT_ORDERS = 300;

export type TaskStatus = 'in-progress' | 'completed' | 'failed';

/** One row's outcome in a bulk task: its key (an order ID for orders) and, on failure, why. */
export interface BulkRowOutcome {
  key: string;
  message: string | null;
}

export interface TaskRecord {
  id: string;
  queue: string;
  companyId: string | null;
  userId: string;
  /** What the task works on, for the §8 message 'All {type} executed successfully!'. */
  type: string;
  title: string;
  status: TaskStatus;
  progress: number;
  total: number;
  succeeded: number;
  failed: number;
  result: { succeeded: BulkRowOutcome[]; failed: BulkRowOutcome[] } | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A connected sales channel as sellers see it (never with its secret). */
export interface SalesChannelRecord {
  type: ShopType;
  shop: string;
  connectedAt: string;
}

/** What OMS needs to pull from a channel (service-to-service only). */
export interface SalesChannelConfig extends SalesChannelRecord {
  companyId: string;
  key: string;
  secret: string;
  extras: Record<string, string>;
}

export const SHOP_TYPES: readonly ShopType[] = ['shopify', 'wordpress', 'unicommerce', 'easyecom', 'shipway', 'amazon', 'manual'];

/** §3 Catalogue product, both views (the second: skuId, productType, dimensions, inventoryQuantity). */
export interface CatalogueProductRecord {
  id: string;
  companyId: string;
  /** The serial number, counting up per company. */
  productId: number;
  productTitle: string;
  sku: string;
  category: string;
  price: number;
  /** LxBxH, cm. */
  mappedDimensions: { length: number; breadth: number; height: number } | null;
  /** Grams. */
  weight: number;
  hsnCode: string;
  basePrice: number;
  /** Percent. */
  margin: number;
  d2rCategory: string | null;
  shopType: ShopType;
  /** 1 active, 0 not. */
  active: number;
  imageUrls: string[];
  wsinMapping: { wsin: string; wsinId: string; name: string; quantity: number }[];
  /** SINGLE for one unit of one WSIN, BUNDLE otherwise, NONE without a mapping. */
  productType: 'SINGLE' | 'BUNDLE' | 'NONE';
  /** Available units across the company's warehouses; a bundle counts what its components make. */
  inventoryQuantity: number;
  createdAt: string;
  updatedAt: string;
}

export interface WsinRecord {
  id: string;
  companyId: string;
  wsin: string;
  name: string;
  active: boolean;
  createdAt: string;
}

/** §3 Inventory row: one WSIN at one warehouse; the figures are sums of its ledger. */
export interface InventoryRecord {
  id: string;
  companyId: string;
  warehouseId: string;
  wsinId: string;
  wsin: string;
  name: string;
  scannedStock: number;
  inboundAccepted: number;
  inboundRejected: number;
  outboundDelivered: number;
  outboundOut: number;
  returnedIn: number;
  returnAccepted: number;
  returnMissing: number;
  returnDamaged: number;
  adjustedInventory: number;
  blockedStock: number;
  safeStock: number;
  currentStock: number;
  availableStock: number;
  updatedAt: string;
}

/** One ledger entry as the inventory trail shows it. */
export interface InventoryTrailRecord {
  id: string;
  inventoryId: string;
  kind: LedgerKind;
  quantity: number;
  remarks: string;
  availableQuantityChange: number;
  actorName: string;
  orderId: string | null;
  entryDate: string | null;
  createdAt: string;
}

/** §3 Fulfilment row: an order at the packing bench, with what is left to scan. */
export interface FulfilmentRecord {
  orderId: string;
  shopOrderId: string;
  warehouseId: string;
  deliveryAwb: string;
  customerName: string;
  deliveryPartner: string | null;
  packageType: string | null;
  orderStatus: string;
  status: PackOrderStatus;
  shippingLabelUrl: string | null;
  invoiceUrl: string | null;
  itemsToScan: { code: string; title: string; quantity: number; scanned: number; status: PackItemStatus }[];
  packedAt: string | null;
  createdAt: string;
}

export interface CustomerRequestRecord {
  id: string;
  orderId: string;
  companyId: string;
  awb: string | null;
  orderNumber: string;
  buyerName: string;
  buyerPhone: string;
  address: OrderAddress;
  undeliveredReason: UndeliveredReason;
  requestType: CustomerRequestType | null;
  approvalStatus: ApprovalStatus;
  formLinkStatus: FormLinkStatus;
  alternatePhone: string | null;
  alternateAddress: OrderAddress | null;
  deferredDeliveryDate: string | null;
  issueType: CancelIssueType | null;
  issueDescription: string | null;
  expiresAt: string;
  expired: boolean;
  filledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderMessageRecord {
  id: string;
  orderId: string;
  companyId: string;
  messageText: string;
  senderType: 'CUSTOMER' | 'WHEREHOUSE' | 'SELLER';
  senderPhone: string | null;
  status: 'CREATED' | 'SENT' | 'FAILED' | 'RECEIVED';
  createdAt: string;
}

/** What the public tracking page may show of an order (masked). */
export interface TrackedShipmentRecord {
  awb: string | null;
  trackingId: string;
  orderNumber: string;
  status: string;
  courier: string | null;
  placedAt: string;
  paymentMode: string;
  amountToPay: number | null;
  buyerName: string;
  buyerPhone: string;
  deliveryAddress: string;
  pickupCity: string | null;
  items: { title: string; quantity: number }[];
  trail: { createdAt: string; status: string; description: string; city: string | null }[];
  companyId: string;
  refreshInSeconds: number;
}

/** A company's name and tracking page look, as public pages show them. */
export interface TrackingBrandRecord {
  companyId: string;
  name: string;
  page: TrackingPageLook;
}
