import { z } from 'zod';
import { WAREHOUSE_REQUEST_STATUSES, WAREHOUSE_TYPES } from '../schemas/warehouses.js';

export const WarehouseTypeSchema = z.enum(WAREHOUSE_TYPES);
export type WarehouseType = z.infer<typeof WarehouseTypeSchema>;

export const WarehouseAddressSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});
export type WarehouseAddress = z.infer<typeof WarehouseAddressSchema>;

export const WarehouseRecordSchema = z.object({
  id: z.string(),
  warehouseId: z.string(),
  name: z.string(),
  warehouseName: z.string(),
  warehouseType: WarehouseTypeSchema,
  invoicePrefix: z.string().nullable(),
  active: z.boolean(),
  rtoOtherWh: z.boolean(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  address: WarehouseAddressSchema,
  companyIds: z.array(z.string()),
  createdAt: z.string(),
});
export type WarehouseRecord = z.infer<typeof WarehouseRecordSchema>;

/**
 * A warehouse as one company has it: the attachment's type, GST and FSSAI numbers, and the
 * company's own switches. One warehouse serves several sellers, so each seller's switches are
 * its own: `active` (takes the company's new orders) and `rtoOtherWh` (its returns go to
 * another warehouse) change nothing for the other sellers there.
 */
export const CompanyWarehouseRecordSchema = z.object({
  /** `<companyId>_<warehouseId>`: the attachment's own id. */
  id: z.string(),
  companyId: z.string(),
  warehouseId: z.string(),
  warehouse: WarehouseRecordSchema,
  warehouseType: WarehouseTypeSchema,
  gstNumber: z.string().nullable(),
  fssaiNumber: z.string().nullable(),
  active: z.boolean(),
  rtoOtherWh: z.boolean(),
  /** The seller registered this warehouse itself (Add my own Micro-WH). */
  own: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyWarehouseRecord = z.infer<typeof CompanyWarehouseRecordSchema>;

export const WarehouseRequestStatusNameSchema = z.enum(WAREHOUSE_REQUEST_STATUSES);
export type WarehouseRequestStatusName = z.infer<typeof WarehouseRequestStatusNameSchema>;

/** A seller's request for a new Micro-WH, and what came of it. */
export const WarehouseRequestRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  state: z.string(),
  city: z.string(),
  ordersPerMonth: z.number().int(),
  estimatedUnits: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: WarehouseRequestStatusNameSchema,
  remark: z.string().nullable(),
  /** The warehouse attached when it was fulfilled. */
  warehouseId: z.string().nullable(),
  requestedBy: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WarehouseRequestRecord = z.infer<typeof WarehouseRequestRecordSchema>;
