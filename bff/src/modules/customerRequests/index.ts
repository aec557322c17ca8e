import DataLoader from 'dataloader';
import { byId, defineLoaders, defineModule } from '../../module.js';
import type { CustomerRequest } from '../../upstream/models.js';
import { customerRequestResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  customerRequest: new DataLoader<string, CustomerRequest | null>(async (ids) =>
    byId((await apis.nms.customerRequestsByIds(ids)).customerRequests, ids),
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
