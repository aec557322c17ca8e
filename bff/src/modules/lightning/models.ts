export type {
  AssignedOrderRecord as AssignedOrder,
  LightningOrderRecord as LightningOrder,
  RoutePlanRecord as RoutePlan,
  DriverStopRecord as DriverStop,
  WarehouseUserRecord as WarehouseUser,
  ClusterRecord as Cluster,
  ClusterOwnerRecord as ClusterOwner,
  DriverRecord as Driver,
} from '@parcelo/common';

import type { RoutePlanRecord } from '@parcelo/common';
export type PlannedRoute = RoutePlanRecord['routes'][number];
export type PlannedStop = PlannedRoute['stops'][number];
export type UnplannedOrder = RoutePlanRecord['unplanned'][number];
