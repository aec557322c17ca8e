import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { TrackingBrand } from '../../upstream/models.js';
import { trackingResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  /** Public: a company's name and tracking page look, by company id. */
  trackingBrand: idsLoader<TrackingBrand>(
    async (ids) => (await apis.ums.trackingBrands(ids)).brands,
    (b) => b.companyId,
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
