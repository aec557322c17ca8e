import { MSG } from '../messages.js';
import { ADDRESS_RULES } from '../customerRequests.js';
import { emailRule, phoneRule, pincodeRule } from '../validation.js';
import { newPassword, number, optionalText, text, z } from './fields.js';

/**
 * Lightning's clusters are named C1 to C6 within a micro warehouse, and their codes follow
 * the name (C3 is 003), so a driver's manifest and a cluster's label always agree.
 */
export const CLUSTER_NAMES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'] as const;
export type ClusterName = (typeof CLUSTER_NAMES)[number];
export const clusterCode = (name: ClusterName) => name.slice(1).padStart(3, '0');

/** The most pincodes one cluster covers: a micro warehouse's delivery area, not a state. */
export const CLUSTER_PINCODES_MAX = 200;

/** The vehicles a driver rides, with the load each usually carries (the form's starting values). */
export const VEHICLES = {
  Bike: { label: 'Bike', orders: 25, kg: 40 },
  Scooter: { label: 'Scooter', orders: 30, kg: 60 },
  E_Rickshaw: { label: 'E-rickshaw', orders: 60, kg: 300 },
  Mahindra_Jeeto: { label: 'Mahindra Jeeto', orders: 120, kg: 600 },
  Maruti_Suzuki_Super_Carry: { label: 'Maruti Suzuki Super Carry', orders: 140, kg: 740 },
  Tata_Ace: { label: 'Tata Ace', orders: 150, kg: 750 },
  Tata_407: { label: 'Tata 407', orders: 400, kg: 2500 },
} as const;
export type VehicleType = keyof typeof VEHICLES;
export const VEHICLE_TYPES = Object.keys(VEHICLES) as VehicleType[];

/** Driver status: what the driver is doing now, as the drivers list shows it. */
export const DRIVER_STATUS = { 1: 'Idle', 2: 'Orders Assigned', 3: 'In Journey' } as const;
export type DriverStatus = keyof typeof DRIVER_STATUS;

/** The most a vehicle may be said to carry: beyond it is a typing mistake. */
export const VEHICLE_ORDERS_MAX = 1_000;
export const VEHICLE_KG_MAX = 10_000;

const clusterName = z
  .string({ error: MSG.clusterNameNotAllowed })
  .trim()
  .max(10, MSG.clusterNameNotAllowed)
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CLUSTER_NAMES, { error: MSG.clusterNameNotAllowed }));

const pincodeList = z
  .array(text('Pincode', [pincodeRule], 6), { error: MSG.invalidPincode })
  .max(CLUSTER_PINCODES_MAX, `At most ${CLUSTER_PINCODES_MAX} pincodes`)
  .transform((list) => [...new Set(list)]);

/**
 * A cluster: its name, the micro warehouse its drivers leave from, the pincodes it covers and
 * its point of contact with the contact's address (city and state are India Post's for the
 * pincode, as every address form has them).
 */
export const ClusterInput = z.object({
  name: clusterName,
  warehouseId: z.string({ error: MSG.clusterWarehouseRequired }).uuid(MSG.clusterWarehouseRequired),
  pocName: text('POC name', [(v) => (v.trim() ? null : MSG.clusterPocNameRequired)], 100),
  pocPhone: text('Phone', [phoneRule], 20),
  addressLine1: text('Address line 1', ADDRESS_RULES.addressLine1),
  addressLine2: text('Address line 2', ADDRESS_RULES.addressLine2),
  pincode: text('Pincode', ADDRESS_RULES.pincode, 20),
  pincodes: pincodeList.default([]),
});
export type ClusterInput = z.output<typeof ClusterInput>;

/** A driver an admin adds: an account of its own (signs in by phone) and its vehicle. */
export const DriverInput = z.object({
  name: text('Name', [], 100),
  phone: text('Phone', [phoneRule], 20),
  email: optionalText('Email', [emailRule], 254).transform((v) => v.toLowerCase() || null),
  vehicleType: z.enum(VEHICLE_TYPES as [VehicleType, ...VehicleType[]], { error: MSG.vehicleRequired }),
  capacityOrders: number({ label: 'Orders it carries', min: 1, max: VEHICLE_ORDERS_MAX, int: true }),
  capacityKg: number({ label: 'Load in kg', min: 1, max: VEHICLE_KG_MAX, int: true }),
  clusterId: z.string().uuid(MSG.selectCluster).nullish(),
});
export type DriverInput = z.output<typeof DriverInput>;

/** What an admin changes of a driver: switched on or off, its vehicle. */
export const DriverUpdateInput = z.object({
  active: z.boolean().optional(),
  vehicleType: DriverInput.shape.vehicleType.optional(),
  capacityOrders: DriverInput.shape.capacityOrders.optional(),
  capacityKg: DriverInput.shape.capacityKg.optional(),
});
export type DriverUpdateInput = z.output<typeof DriverUpdateInput>;

export const DriverClusterInput = z.object({
  clusterId: z.string({ error: MSG.selectCluster }).uuid(MSG.selectCluster),
});

/** A cluster owner: signs in to the admin app with email and password and sees its clusters only. */
export const ClusterOwnerInput = z.object({
  name: text('Name', [], 100),
  phone: text('Phone', [phoneRule], 20),
  email: text('Email', [emailRule], 254).transform((v) => v.toLowerCase()),
  password: newPassword(),
  clusterIds: z
    .array(z.string().uuid(MSG.selectCluster), { error: MSG.selectCluster })
    .min(1, MSG.selectCluster)
    .max(CLUSTER_NAMES.length * 50)
    .transform((ids) => [...new Set(ids)]),
});
export type ClusterOwnerInput = z.output<typeof ClusterOwnerInput>;

/** A warehouse user: signs in to the admin app and sees the clusters of its micro warehouse only. */
export const WarehouseUserInput = ClusterOwnerInput.omit({ clusterIds: true }).extend({
  warehouseId: z.string({ error: MSG.clusterWarehouseRequired }).uuid(MSG.clusterWarehouseRequired),
});
export type WarehouseUserInput = z.output<typeof WarehouseUserInput>;

/** The address of a driver who gave no email: its phone's, where no mail can be delivered. */
export const driverEmailOf = (phone: string) => `driver-${phone}@drivers.parcelo.invalid`;

/** Who an admin adds an account for on another service's behalf (the hub's Lightning people, HMS's field team). */
export const PERSON_USER_TYPES = ['driver', 'cluster_owner', 'warehouse_user', 'salesman', 'promoter'] as const;

/** The account the hub asks UMS for when an admin adds a driver or a cluster owner, and HMS for a salesman or promoter. */
export const PersonInput = z.object({
  userType: z.enum(PERSON_USER_TYPES),
  name: text('Name', [], 100),
  phone: text('Phone', [phoneRule], 20),
  email: optionalText('Email', [emailRule], 254).transform((v) => v.toLowerCase() || null),
  password: z.string().min(8).max(128).nullish(),
});
export type PersonInput = z.output<typeof PersonInput>;

/**
 * An admin's change to such an account: its name, its phone (which it signs in with) and
 * whether it may sign in at all. Switching it off ends its sessions.
 */
export const PersonUpdateInput = z.object({
  name: text('Name', [], 160),
  phone: text('Phone', [phoneRule], 20),
  active: z.boolean(),
});
export type PersonUpdateInput = z.output<typeof PersonUpdateInput>;

/** The delivery vocabulary of Lightning's orders: each status with the number drivers' apps and sellers' webhooks use. */
export const DELIVERY_STATUS_CODES = {
  PLACED: 1,
  PICKED_UP: 2,
  RECEIVED: 3,
  ASSIGNED: 4,
  OUT_FOR_DELIVERY: 5,
  UNDELIVERED: 6,
  DELIVERED: 7,
  RTO_DELIVERED: 8,
  UNATTEMPTED: 9,
  UNASSIGNED: 10,
  RTO_IN_TRANSIT: 11,
  DTO_PLACED: 12,
  DTO_IN_TRANSIT: 13,
  DTO_PICKED: 14,
  DTO_RECEIVED: 15,
  DTO_DELIVERED: 16,
  DTO_LOST: 17,
  CANCELLED: 18,
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_CODES;
/** A delivery status by its number; null for a number outside the vocabulary. */
export const deliveryStatusOf = (code: number): DeliveryStatus | null =>
  (Object.entries(DELIVERY_STATUS_CODES).find(([, n]) => n === code)?.[0] as DeliveryStatus | undefined) ?? null;

/** The most orders one assignment hands a driver. */
export const ASSIGN_ORDERS_MAX = 500;

/** Orders an admin hands a driver. */
export const DriverOrdersAssignInput = z.object({
  orderIds: z
    .array(z.string().uuid(MSG.orderNotFound), { error: MSG.selectOrders })
    .min(1, MSG.selectOrders)
    .max(ASSIGN_ORDERS_MAX, `At most ${ASSIGN_ORDERS_MAX} orders at once`)
    .transform((ids) => [...new Set(ids)]),
});

/** An order taken back from a driver, as the assigned orders list names it. */
export const UnassignOrderInput = z.object({
  awb: z.string({ error: MSG.serverError }).trim().min(1).max(100),
  driverId: z.string({ error: MSG.serverError }).uuid(MSG.serverError),
});

/**
 * What a Lightning driver may take out: orders at the warehouse (placed, processed, ready or
 * packed) that no courier has been booked for, those a driver brought back undelivered, and
 * those whose buyer then asked for another try (in transit again, with no courier).
 */
export const LIGHTNING_READY_STATUSES = [
  'PLACED',
  'PROCESSED',
  'READY_TO_SHIP',
  'packed',
  'UNDELIVERED',
  'IN_TRANSIT',
] as const;
