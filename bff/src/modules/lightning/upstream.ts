import type {
  ClusterInput,
  ClusterOwnerInput,
  DriverInput,
  DriverUpdateInput,
  WarehouseUserInput,
} from '@parcelo/common';
import { hubOperations, type operations } from '@parcelo/common/api/hub';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];

/** Typed calls to the hub's Lightning routes, by the operations `npm run codegen` names from them. */
function lightningApi(up: Upstream) {
  const api = operationsOf<operations>(up, hubOperations);
  return {
    clusters: (body: Body<'postHubLightningClustersList'>) => api.postHubLightningClustersList({ read: true, body }),
    clustersByIds: (ids: readonly string[]) =>
      api.postHubLightningClustersByIds({ read: true, body: { ids: [...ids] } }),
    clusterCreate: (body: ClusterInput, idempotencyKey?: string | null) =>
      api.postHubLightningClusters({ body, idempotencyKey }),
    clusterUpdate: (id: string, body: ClusterInput) => api.putHubLightningClustersById({ params: { id }, body }),
    drivers: (body: Body<'postHubLightningDriversList'>) => api.postHubLightningDriversList({ read: true, body }),
    driversByIds: (ids: readonly string[]) => api.postHubLightningDriversByIds({ read: true, body: { ids: [...ids] } }),
    driverCreate: (body: DriverInput, idempotencyKey?: string | null) =>
      api.postHubLightningDrivers({ body, idempotencyKey }),
    driverUpdate: (id: string, body: DriverUpdateInput) => api.patchHubLightningDriversById({ params: { id }, body }),
    driverClusterAssign: (id: string, clusterId: string) =>
      api.postHubLightningDriversByIdCluster({ params: { id }, body: { clusterId } }),
    routePlan: (id: string) => api.postHubLightningClustersByIdPlan({ params: { id } }),
    me: () => api.getHubLightningMe({ read: true }),
    myRoute: () => api.getHubLightningMeRoute({ read: true }),
    clusterOrders: (id: string) => api.getHubLightningClustersByIdOrders({ read: true, params: { id } }),
    assignedOrders: (driverId: string) =>
      api.getHubDriversByDriverIdAssignedOrders({ read: true, params: { driverId } }),
    driverOrdersAssign: (id: string, orderIds: string[]) =>
      api.postHubLightningDriversByIdOrders({ params: { id }, body: { orderIds } }),
    orderUnassign: (body: { awb: string; driverId: string }) => api.postOrderUnassignOrder({ body }),
    warehouseUserCreate: (body: WarehouseUserInput, idempotencyKey?: string | null) =>
      api.postHubLightningWarehouseUsers({ body, idempotencyKey }),
    clusterOwnerCreate: (body: ClusterOwnerInput, idempotencyKey?: string | null) =>
      api.postHubLightningClusterOwners({ body, idempotencyKey }),
  };
}

export const apis = {
  lightning: (c: UpstreamClients, s: RequestScope) => lightningApi(new Upstream('hub', c.hub, s)),
};
