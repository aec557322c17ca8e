import { allowsUnlistedSkus } from '@parcelo/common';
import { serviceApis, type ServiceUrls } from '../../platform/index.js';

/** What a company's catalogue says of the SKUs orders name, and whether it takes the others. */
export interface SkuCheck {
  /** The company allows unlisted SKUs (Settings > Preferences); their lines block no stock. */
  allowed: boolean;
  /** The SKUs, in capitals, that are not in the catalogue. */
  unlisted: ReadonlySet<string>;
}

export async function checkSkus(urls: ServiceUrls, companyId: string, skus: readonly string[]): Promise<SkuCheck> {
  const apis = serviceApis(urls);
  const [{ companies }, { unlisted }] = await Promise.all([
    apis.ums.postUmsCompaniesByIds({ internal: true, body: { ids: [companyId] } }),
    apis.wms.postCatalogueSkusUnlisted<{ unlisted: string[] }>({
      internal: true,
      body: { companyId, skus: [...new Set(skus)] },
    }),
  ]);
  return { allowed: allowsUnlistedSkus(companies[0]?.preferences), unlisted: new Set(unlisted) };
}

export const isUnlisted = (check: SkuCheck, sku: string) => check.unlisted.has(sku.trim().toUpperCase());
