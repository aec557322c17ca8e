import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { CustomerRequest } from '../../upstream/models.js';
import { customerRequestResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  customerRequest: idsLoader<CustomerRequest>(
    async (ids) => (await apis.nms.customerRequestsByIds(ids)).customerRequests,
  ),
}));

export default defineModule({
  resolvers: customerRequestResolvers,
  loaders,
  nodes: { CustomerRequest: 'customerRequest' },
  mappers: {
    CustomerRequest: '../../upstream/models.js#CustomerRequest',
    PublicCustomerRequest: '../../upstream/models.js#CustomerRequest',
  },
});
