export type {
  ClusterRecord as Cluster,
  ClusterOwnerRecord as ClusterOwner,
  DriverRecord as Driver,
} from '@parcelo/common';
