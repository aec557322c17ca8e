import DataLoader from 'dataloader';
import { byKey, defineLoaders, defineModule } from '../../module.js';
import type { TrackingBrand } from '../../upstream/models.js';
import { trackingResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  /** Public: a company's name and tracking page look, by company id. */
  trackingBrand: new DataLoader<string, TrackingBrand | null>(async (ids) =>
    byKey((await apis.ums.trackingBrands(ids)).brands, ids, (b) => b.companyId),
  ),
}));

export default defineModule({
  resolvers: trackingResolvers,
  loaders,
  mappers: {
    TrackedShipment: '../../upstream/models.js#TrackedShipment',
    TrackingBrand: '../../upstream/models.js#TrackingBrand',
  },
});
