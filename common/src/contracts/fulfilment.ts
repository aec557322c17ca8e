import type { PackItemStatus, PackOrderStatus } from '../inventory.js';

/** Fulfilment row: an order at the packing bench, with what is left to scan. */
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
