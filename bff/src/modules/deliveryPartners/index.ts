import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { DeliveryPartner } from './models.js';
import { deliveryPartnerResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  deliveryPartner: idsLoader<DeliveryPartner>(
    async (ids) => (await apis.oms.deliveryPartnersByIds(ids)).deliveryPartners,
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
