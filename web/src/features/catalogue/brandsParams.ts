/*
 * /admin/brands keeps the chosen company and tab in the URL, so a reload or a
 * shared link shows the same screen:
 *   company=<Company id>   the brand worked on; none means the search comes first
 *   tab=products|wsin      the sidebar entry (products when absent or unknown)
 */

export const BRANDS_PATH = '/admin/brands';

export const BRANDS_TABS = ['products', 'wsin'] as const;
export type BrandsTab = (typeof BRANDS_TABS)[number];

export interface BrandsParams {
  company: string | null;
  tab: BrandsTab;
}

export function readBrandsParams(params: URLSearchParams): BrandsParams {
  const company = params.get('company')?.trim() || null;
  const tab = BRANDS_TABS.find((candidate) => candidate === params.get('tab')) ?? 'products';
  return { company, tab };
}

/** The brands page for a company and tab. */
export function brandsPath({ company, tab }: BrandsParams): string {
  const params = new URLSearchParams();
  if (company) params.set('company', company);
  params.set('tab', tab);
  return `${BRANDS_PATH}?${params.toString()}`;
}

/** The route query's variables: only the open tab's list is fetched, and none before a company is chosen. */
export function brandsQueryVariables({ company, tab }: BrandsParams) {
  return {
    // Required by the query's type even when unused; every field reading it is skipped then.
    company: company ?? '',
    withCompany: company !== null,
    withProducts: company !== null && tab === 'products',
    withWsins: company !== null && tab === 'wsin',
  };
}
