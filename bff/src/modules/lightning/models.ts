export type {
  AssignedOrderRecord as AssignedOrder,
  LightningOrderRecord as LightningOrder,
  ClusterRecord as Cluster,
  ClusterOwnerRecord as ClusterOwner,
  DriverRecord as Driver,
} from '@parcelo/common';
