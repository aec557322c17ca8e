import { z } from 'zod';
import type { PackItemStatus, PackOrderStatus } from '../inventory.js';

const PACK_ITEM_STATUSES = ['NOT_SCANNED', 'PARTIALLY_SCANNED', 'SCANNED'] as const satisfies readonly PackItemStatus[];
const PACK_ORDER_STATUSES = ['PENDING', 'PARTIALLY_PACKED', 'PACKED'] as const satisfies readonly PackOrderStatus[];

/** Fulfilment row: an order at the packing bench, with what is left to scan. */
export const FulfilmentRecordSchema = z.object({
  orderId: z.string(),
  shopOrderId: z.string(),
  warehouseId: z.string(),
  deliveryAwb: z.string(),
  customerName: z.string(),
  deliveryPartner: z.string().nullable(),
  packageType: z.string().nullable(),
  orderStatus: z.string(),
  status: z.enum(PACK_ORDER_STATUSES),
  shippingLabelUrl: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  itemsToScan: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      scanned: z.number().int(),
      status: z.enum(PACK_ITEM_STATUSES),
    }),
  ),
  packedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FulfilmentRecord = z.infer<typeof FulfilmentRecordSchema>;
