import { MSG, allowsUnlistedSkus, fill } from '@parcelo/common';
import { serviceApis, type ServiceUrls } from '../../platform/index.js';

/** What a company's catalogue says of the SKUs orders name, and whether it takes the others. */
export interface SkuCheck {
  /** The company allows unlisted SKUs (Settings > Preferences); their lines block no stock. */
  allowed: boolean;
  /** The SKUs, in capitals, that are not in the catalogue. */
  unlisted: ReadonlySet<string>;
  /** The SKUs, in capitals, the catalogue lists with no WSIN map: nothing to block stock from. */
  unmapped: ReadonlySet<string>;
}

/** Whether each company allows unlisted SKUs (and so lines that block no stock). */
export async function unlistedAllowed(urls: ServiceUrls, companyIds: readonly string[]): Promise<Map<string, boolean>> {
  const { companies } = await serviceApis(urls).ums.postUmsCompaniesByIds({
    internal: true,
    body: { ids: [...new Set(companyIds)] },
  });
  return new Map(companies.map((c) => [c.id, allowsUnlistedSkus(c.preferences)]));
}

export async function checkSkus(urls: ServiceUrls, companyId: string, skus: readonly string[]): Promise<SkuCheck> {
  const [allowed, { unlisted, unmapped }] = await Promise.all([
    unlistedAllowed(urls, [companyId]),
    serviceApis(urls).wms.postCatalogueSkusUnlisted<{ unlisted: string[]; unmapped: string[] }>({
      internal: true,
      body: { companyId, skus: [...new Set(skus)] },
    }),
  ]);
  return { allowed: allowed.get(companyId) ?? false, unlisted: new Set(unlisted), unmapped: new Set(unmapped) };
}

export const isUnlisted = (check: SkuCheck, sku: string) => check.unlisted.has(sku.trim().toUpperCase());
export const isUnmapped = (check: SkuCheck, sku: string) => check.unmapped.has(sku.trim().toUpperCase());

/**
 * Why an order may not name this SKU (not in the catalogue, or listed with no WSIN map), or
 * undefined when it may: it is stocked, or the company takes such lines.
 */
export function skuRefusal(check: SkuCheck, sku: string): string | undefined {
  if (check.allowed) return undefined;
  if (isUnlisted(check, sku)) return fill(MSG.skuUnlisted, { sku: sku.trim() });
  if (isUnmapped(check, sku)) return fill(MSG.skuUnmapped, { sku: sku.trim() });
  return undefined;
}

/** What the seller is told of a line taken with no stock blocked for it, or undefined. */
export function skuWarning(check: SkuCheck, sku: string): string | undefined {
  if (isUnlisted(check, sku)) return fill(MSG.skuUnlistedWarning, { sku: sku.trim() });
  if (isUnmapped(check, sku)) return fill(MSG.skuUnmappedWarning, { sku: sku.trim() });
  return undefined;
}
