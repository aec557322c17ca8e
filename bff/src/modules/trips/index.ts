import DataLoader from 'dataloader';
import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { Trip } from './models.js';
import { tripResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  trip: idsLoader<Trip>(async (ids) => (await apis.trips.tripsByIds(ids)).trips),
  // A driver's drawer reads one driver: its trips are summed up by the hub one driver at a time.
  driverTrips: new DataLoader(async (ids: readonly string[]) =>
    Promise.all(ids.map((id) => apis.trips.driverSummary(id).catch((err: unknown) => err as Error))),
  ),
}));

export default defineModule({
  resolvers: tripResolvers,
  loaders,
  nodes: { Trip: 'trip' },
  mappers: {
    Trip: './models.js#Trip',
    TripOrder: './models.js#TripOrder',
    TripPosition: './models.js#TripPosition',
  },
});
