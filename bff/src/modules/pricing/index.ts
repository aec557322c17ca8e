import { PrimedLoader, defineLoaders, defineModule } from '../../module.js';
import { UpstreamFailure } from '../../upstream/index.js';
import type { PricingPreferences } from './models.js';
import { pricingResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  // By company id; UMS answers one company at a time. Another company's (for a seller) is null.
  pricingPreferences: new PrimedLoader<PricingPreferences | null>((companyIds) =>
    Promise.all(
      companyIds.map((id) =>
        apis.pricing.get(id).then(
          (r) => r.pricingPreferences,
          (err: unknown) => {
            if (err instanceof UpstreamFailure && [400, 403, 404].includes(err.httpStatus)) return null;
            throw err;
          },
        ),
      ),
    ),
  ),
}));

export default defineModule({
  resolvers: pricingResolvers,
  loaders,
  nodes: { PricingPreferences: 'pricingPreferences' },
  mappers: { PricingPreferences: './models.js#PricingPreferences' },
});
