import { PrimedLoader, byId, defineLoaders, defineModule } from '../../module.js';
import type { DeliveryPartner } from './models.js';
import { deliveryPartnerResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  deliveryPartner: new PrimedLoader<DeliveryPartner | null>(async (ids) =>
    byId((await apis.oms.deliveryPartnersByIds(ids)).deliveryPartners, ids),
  ),
}));

export default defineModule({
  resolvers: deliveryPartnerResolvers,
  loaders,
  nodes: { DeliveryPartner: 'deliveryPartner' },
  mappers: {
    DeliveryPartner: './models.js#DeliveryPartner',
    DeliveryQuote: './models.js#DeliveryQuote',
    RateCard: './models.js#DeliveryRateCard',
    CourierCount: './models.js#CourierCountRecord',
  },
});
