/**
 * The upstream records the resolvers map from (the GraphQL "mappers" in codegen), named
 * as the GraphQL types they back. The shapes are the shared REST contract.
 */
export type {
  AdminRole,
  ApiKeyRecord as ApiKey,
  CompanyRecord as Company,
  InvoicingDetails,
  ListRequest,
  Principal,
  UserRecord as User,
  UserType,
  WarehouseRecord as Warehouse,
} from '@parcelo/common';

export type { OrderRecord as Order, OrderItemRecord, OrderTrailRecord } from '@parcelo/common';
export type { TaskRecord as Task } from '@parcelo/common';
export type { SalesChannelRecord as SalesChannel } from '@parcelo/common';
export type {
  CatalogueProductRecord as CatalogueProduct,
  WsinRecord as Wsin,
  InventoryRecord as InventoryRow,
  InventoryTrailRecord as InventoryTrailEntry,
  FulfilmentRecord as Fulfilment,
} from '@parcelo/common';
export type {
  CustomerRequestRecord as CustomerRequest,
  OrderMessageRecord as OrderMessage,
  OutboxNotificationRecord as OutboxNotification,
  TrackedShipmentRecord as TrackedShipment,
  TrackingBrandRecord as TrackingBrand,
} from '@parcelo/common';
import type { FulfilmentRecord } from '@parcelo/common';
export type PackItem = FulfilmentRecord['itemsToScan'][number];

/** A catalogue product's price at a store, as WMS lists it. */
export interface CataloguePricingRow {
  discount: number;
  finalPrice: number;
  catalogue: { id: string };
}
export type { SupportTicketRecord as SupportTicket } from '@parcelo/common';
export type { BillingInvoiceRecord as BillingInvoice } from '@parcelo/common';
