import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Cluster, Driver } from './models.js';
import { lightningResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  cluster: idsLoader<Cluster>(async (ids) => (await apis.lightning.clustersByIds(ids)).clusters),
  driver: idsLoader<Driver>(async (ids) => (await apis.lightning.driversByIds(ids)).drivers),
}));

export default defineModule({
  resolvers: lightningResolvers,
  loaders,
  nodes: { Cluster: 'cluster', Driver: 'driver' },
  mappers: {
    Cluster: './models.js#Cluster',
    Driver: './models.js#Driver',
    ClusterOwner: './models.js#ClusterOwner',
    LightningOrder: './models.js#LightningOrder',
    AssignedOrder: './models.js#AssignedOrder',
    RoutePlan: './models.js#RoutePlan',
    DriverStop: './models.js#DriverStop',
    WarehouseUser: './models.js#WarehouseUser',
    PlannedRoute: './models.js#PlannedRoute',
    PlannedStop: './models.js#PlannedStop',
    UnplannedOrder: './models.js#UnplannedOrder',
  },
});
