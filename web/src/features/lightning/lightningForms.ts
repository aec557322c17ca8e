import {
  CLUSTER_NAMES,
  ClusterInput,
  ClusterOwnerInput,
  DRIVER_STATUS,
  DriverInput,
  MSG,
  fieldRequired,
  fill,
  plural,
  VEHICLES,
  VEHICLE_TYPES,
  type DriverStatus,
  type VehicleType,
  WarehouseUserInput,
  z,
} from '@parcelo/common';
import type { AddressValues } from '../../lib/AddressFields';
import { formatNumber } from '../../lib/format';
import type { UserErrorLike } from '../../lib/useSchemaForm';

/**
 * The forms hold the API's global ids, where the service's rules check its own uuids: the
 * id fields are only required here, and the server answers the rest of their rules.
 */
const chosen = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A cluster's pincodes as typed: separated by commas, spaces or new lines. */
export const splitPincodes = (text: string) => text.split(/[\s,]+/).filter(Boolean);

const pincodeListRule = ClusterInput.shape.pincodes;

/** Add cluster / Edit cluster, checked by the service's own rules. */
export const CLUSTER_FORM = ClusterInput.extend({
  warehouseId: chosen(MSG.clusterWarehouseRequired),
  pincodes: z.string().superRefine((text, ctx) => {
    const checked = pincodeListRule.safeParse(splitPincodes(text));
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? MSG.invalidPincode });
  }),
});

export type ClusterFormValues = Omit<AddressValues, 'firstName' | 'lastName'> & {
  [name: string]: string;
  name: string;
  warehouseId: string;
  pocName: string;
  pocPhone: string;
  pincodes: string;
};

/** The mutation's fields for the form's values (checked already); city and state are India Post's. */
export const clusterInput = (v: ClusterFormValues) => ({
  name: v.name.trim().toUpperCase(),
  warehouse: v.warehouseId,
  pocName: v.pocName.trim(),
  pocPhone: v.pocPhone.trim(),
  addressLine1: v.addressLine1.trim(),
  addressLine2: v.addressLine2.trim(),
  pincode: v.pincode.trim(),
  pincodes: [...new Set(splitPincodes(v.pincodes))],
});

/** The names a cluster may take, for the name field's hint. */
export const CLUSTER_NAMES_HINT = `${CLUSTER_NAMES[0]} to ${CLUSTER_NAMES[CLUSTER_NAMES.length - 1]}`;

/** The vehicle select's options, as people name the vehicles. */
export const VEHICLE_OPTIONS = VEHICLE_TYPES.map((type) => ({ value: type, label: VEHICLES[type].label }));

const isVehicle = (value: string): value is VehicleType => (VEHICLE_TYPES as readonly string[]).includes(value);

/** What a vehicle usually carries, as the capacity fields start from when it is chosen. */
export function vehicleCapacity(value: string): { orders: string; kg: string } | null {
  if (!isVehicle(value)) return null;
  return { orders: String(VEHICLES[value].orders), kg: String(VEHICLES[value].kg) };
}

/** Add driver: the service's rules; the cluster is optional. */
export const DRIVER_FORM = DriverInput.extend({
  // The select holds text; the service's own list of vehicles checks it.
  vehicleType: z.string({ error: MSG.vehicleRequired }).pipe(DriverInput.shape.vehicleType),
  clusterId: z.string().optional(),
});

export interface DriverFormValues {
  [name: string]: string;
  name: string;
  phone: string;
  email: string;
  vehicleType: string;
  capacityOrders: string;
  capacityKg: string;
  clusterId: string;
}

export const EMPTY_DRIVER: DriverFormValues = {
  name: '',
  phone: '',
  email: '',
  vehicleType: '',
  capacityOrders: '',
  capacityKg: '',
  clusterId: '',
};

export const driverInput = (v: DriverFormValues) => ({
  name: v.name.trim(),
  phone: v.phone.trim(),
  ...(v.email.trim() ? { email: v.email.trim().toLowerCase() } : {}),
  vehicleType: v.vehicleType as VehicleType,
  capacityOrders: Number(v.capacityOrders),
  capacityKg: Number(v.capacityKg),
  ...(v.clusterId ? { cluster: v.clusterId } : {}),
});

/** Assign cluster: one cluster must be chosen. */
export const DRIVER_CLUSTER_FORM = z.object({ clusterId: chosen(MSG.selectCluster) });

/** Add cluster owner: the service's rules; the clusters are the picked ids, comma-joined. */
export const CLUSTER_OWNER_FORM = ClusterOwnerInput.extend({
  clusterIds: z
    .string({ error: MSG.selectCluster })
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.string()).min(1, MSG.selectCluster)),
});

export interface ClusterOwnerFormValues {
  [name: string]: string;
  name: string;
  phone: string;
  email: string;
  password: string;
  clusterIds: string;
}

export const EMPTY_CLUSTER_OWNER: ClusterOwnerFormValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  clusterIds: '',
};

export const clusterOwnerInput = (v: ClusterOwnerFormValues) => ({
  name: v.name.trim(),
  phone: v.phone.trim(),
  email: v.email.trim().toLowerCase(),
  password: v.password,
  clusters: v.clusterIds.split(',').filter(Boolean),
});

/** Add warehouse user: the service's rules; the micro warehouse is the picked id. */
export const WAREHOUSE_USER_FORM = WarehouseUserInput.extend({
  warehouseId: chosen(MSG.clusterWarehouseRequired),
});

export interface WarehouseUserFormValues {
  [name: string]: string;
  name: string;
  phone: string;
  email: string;
  password: string;
  warehouseId: string;
}

export const EMPTY_WAREHOUSE_USER: WarehouseUserFormValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  warehouseId: '',
};

export const warehouseUserInput = (v: WarehouseUserFormValues) => ({
  name: v.name.trim(),
  phone: v.phone.trim(),
  email: v.email.trim().toLowerCase(),
  password: v.password,
  warehouse: v.warehouseId,
});

/** The API names the id fields as the mutations take them; the forms as the rules do. */
const FORM_FIELDS: Record<string, string> = { warehouse: 'warehouseId', cluster: 'clusterId', clusters: 'clusterIds' };

/** A payload's userErrors with their fields named as the form names them, so each shows under its field. */
export const onFormFields = (userErrors: readonly UserErrorLike[]): UserErrorLike[] =>
  userErrors.map((error) => ({
    ...error,
    field: error.field ? (FORM_FIELDS[error.field] ?? error.field) : error.field,
  }));

/** 'Idle', 'Orders Assigned' or 'In Journey'. */
export const driverStatusLabel = (code: number) => DRIVER_STATUS[code as DriverStatus] ?? DRIVER_STATUS[1];

/** "25 orders · 40 kg". */
export const capacityLabel = (orders: number, kg: number) =>
  `${formatNumber(orders)} ${orders === 1 ? 'order' : 'orders'} · ${formatNumber(kg)} kg`;

/** A cluster as a select names it: "C3 · Okhla Micro", since every micro warehouse has its own C1 to C6. */
export const clusterLabel = (name: string, warehouseName: string | undefined) =>
  warehouseName ? `${name} · ${warehouseName}` : name;

/** Assign to driver: one of the cluster's active drivers must be chosen. */
export const ORDERS_ASSIGN_FORM = z.object({ driverId: chosen(fieldRequired('Driver')) });

/** The toast once orders are given: "3 orders assigned to Ajay Bike". */
export const ordersAssignedMessage = (count: number, driver: string) =>
  fill(MSG.ordersAssigned, { count: plural(count, 'order'), driver });

/** A driver as the Assign to driver select offers it: "Ajay Bike · Bike · 3 orders · 40 kg · holds 1". */
export function driverChoiceLabel(d: {
  name: string;
  vehicleLabel: string;
  capacityOrders: number;
  capacityKg: number;
  held: number | null;
}) {
  const holds = d.held === null ? '' : ` · holds ${formatNumber(d.held)}`;
  return `${d.name} · ${d.vehicleLabel} · ${capacityLabel(d.capacityOrders, d.capacityKg)}${holds}`;
}
