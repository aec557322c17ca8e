import { z } from 'zod';

/** An order assigned to a hub driver for delivery; `orderStatus` is the numeric delivery status. */
export const AssignedOrderRecordSchema = z.object({
  orderId: z.string(),
  awb: z.string(),
  paymentMethod: z.string(),
  /** Paise. */
  totalPrice: z.number().int(),
  orderStatus: z.number().int(),
  driverId: z.string(),
});
export type AssignedOrderRecord = z.infer<typeof AssignedOrderRecordSchema>;

/** A Lightning cluster: the micro warehouse its drivers leave from, the pincodes it covers and its point of contact. */
export const ClusterRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 001 to 006, following the name. */
  code: z.string(),
  warehouseId: z.string(),
  /** The warehouse's name when the cluster was last saved: for viewers who may not read warehouses. */
  warehouseName: z.string(),
  pocName: z.string(),
  pocPhone: z.string(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  pincodes: z.array(z.string()),
  driverCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClusterRecord = z.infer<typeof ClusterRecordSchema>;

/** Where a driver on a trip was, as its phone sent it (`at` an ISO time). */
export const TripPositionRecordSchema = z.object({ lat: z.number(), lng: z.number(), at: z.string() });
export type TripPositionRecord = z.infer<typeof TripPositionRecordSchema>;

/** A Lightning driver: its account's name and phone, its vehicle and what it is doing now. */
export const DriverRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  /** 1 Idle, 2 Orders Assigned, 3 In Journey. */
  status: z.number().int(),
  vehicleType: z.string(),
  capacityOrders: z.number().int(),
  capacityKg: z.number().int(),
  clusterId: z.string().nullable(),
  /** What it holds now: its assigned orders, and their weight in kg. */
  heldOrders: z.number().int(),
  heldKg: z.number(),
  /** The newest position of its open trip; null when it is on none, or none was sent yet. */
  lastPosition: TripPositionRecordSchema.nullable(),
  createdAt: z.string(),
});
export type DriverRecord = z.infer<typeof DriverRecordSchema>;

/** Someone who runs clusters: sees their drivers, trips and orders only. */
export const ClusterOwnerRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  clusterIds: z.array(z.string()),
  createdAt: z.string(),
});
export type ClusterOwnerRecord = z.infer<typeof ClusterOwnerRecordSchema>;

/** Someone who works at one micro warehouse: sees its clusters' drivers, trips and orders only. */
export const WarehouseUserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  warehouseId: z.string(),
  createdAt: z.string(),
});
export type WarehouseUserRecord = z.infer<typeof WarehouseUserRecordSchema>;

/** An order waiting at a cluster's warehouse for a Lightning driver, with the driver it is given to, if any. */
export const LightningOrderRecordSchema = z.object({
  orderId: z.string(),
  companyId: z.string(),
  shopOrderId: z.string(),
  awb: z.string(),
  paymentMethod: z.string(),
  /** Paise. */
  totalPrice: z.number().int(),
  weightKg: z.number(),
  customerName: z.string(),
  deliveryPincode: z.string(),
  city: z.string(),
  status: z.string(),
  driverId: z.string().nullable(),
  createdAt: z.string(),
});
export type LightningOrderRecord = z.infer<typeof LightningOrderRecordSchema>;

const PointSchema = z.object({ lat: z.number(), lng: z.number() });

/** Routes proposed for a cluster's waiting orders: one per driver with room, stops in driving order. */
export const RoutePlanRecordSchema = z.object({
  /** The warehouse the routes leave from and return to. */
  depot: PointSchema,
  routes: z.array(
    z.object({
      driverId: z.string(),
      stops: z.array(
        PointSchema.extend({ orderId: z.string(), awb: z.string(), weightKg: z.number(), pincode: z.string() }),
      ),
      orders: z.number().int(),
      kg: z.number(),
      /** There and back, great-circle km, 2 decimals. */
      distanceKm: z.number(),
    }),
  ),
  /** Orders no route takes, with why. */
  unplanned: z.array(z.object({ orderId: z.string(), awb: z.string(), reason: z.string() })),
  totalKm: z.number(),
  /** What the savings construction alone gave, before the search improved on it. */
  constructionKm: z.number(),
});
export type RoutePlanRecord = z.infer<typeof RoutePlanRecordSchema>;

/** One stop of a driver's route as the driver's phone shows it: whom to deliver to, where, and what to collect. */
export const DriverStopRecordSchema = z.object({
  orderId: z.string(),
  /** Its place in the route, from 1. */
  stop: z.number().int(),
  awb: z.string(),
  shopOrderId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  paymentMethod: z.string(),
  /** Paise to collect on delivery: the order's total for COD, nothing for prepaid. */
  codAmount: z.number().int(),
  weightKg: z.number(),
  /** The delivery status number (4 Assigned, 5 Out For Delivery, 7 Delivered, …). */
  orderStatus: z.number().int(),
  /** The pincode's centre, where the map places the stop; null when India Post gives none. */
  point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type DriverStopRecord = z.infer<typeof DriverStopRecordSchema>;

/** An order on a Lightning trip, with where it stands on that trip. */
export const TripOrderRecordSchema = z.object({
  tripId: z.string(),
  orderId: z.string(),
  stop: z.number().int(),
  awb: z.string(),
  paymentMethod: z.string(),
  totalPrice: z.number().int(),
  /** What the driver collects: the total for COD, 0 for prepaid. */
  codAmount: z.number().int(),
  codCollected: z.number().int(),
  /** The delivery status number: 5 out for delivery, 6 undelivered, 7 delivered, 9 unattempted. */
  status: z.number().int(),
  undeliveredReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  hasProof: z.boolean(),
});
export type TripOrderRecord = z.infer<typeof TripOrderRecordSchema>;

/** A driver's trip: the orders it took out at once, its distance and what it collected. */
export const TripRecordSchema = z.object({
  id: z.string(),
  driverId: z.string(),
  driverName: z.string(),
  driverPhone: z.string(),
  clusterId: z.string().nullable(),
  clusterName: z.string(),
  /** 1 in progress, 2 on hold, 3 completed. */
  status: z.number().int(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  codExpected: z.number().int(),
  codCollected: z.number().int(),
  distanceKm: z.number(),
  orders: z.array(TripOrderRecordSchema),
});
export type TripRecord = z.infer<typeof TripRecordSchema>;
