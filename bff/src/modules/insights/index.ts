import { defineModule } from '../../module.js';
import { insightsResolvers } from './resolvers.js';

export default defineModule({
  resolvers: insightsResolvers,
  mappers: { Insights: './models.js#InsightsModel', InsightsWarehouse: './models.js#InsightsWarehouseModel' },
});
