import { useSearchParams } from 'react-router';
import { BRANDS_PAGES } from './sidebars';

/*
 * The admin's Brands pages live at /admin/brands/<page>?company=<Company id>: the page in the
 * path, the brand worked on in the query, so a reload or a shared link shows the same screen
 * and moving between pages keeps the brand.
 */

export const BRANDS_PATH = '/admin/brands';

export type BrandsPage = (typeof BRANDS_PAGES)[number]['path'];

/** Where /admin/brands lands, and where links from before the pages had paths (`?tab=`) go. */
export const BRANDS_HOME: BrandsPage = 'products';

function companyParam(params: URLSearchParams): string | null {
  return params.get('company')?.trim() || null;
}

/** The brand a page's loader works on; the layout runs its pages' loaders only once one is chosen. */
export function brandsCompany(request: Request): string | null {
  return companyParam(new URL(request.url).searchParams);
}

/** The brand the page on screen works on (the layout renders pages only once one is chosen). */
export function useBrandsCompany(): string {
  const [params] = useSearchParams();
  const company = companyParam(params);
  if (!company) throw new Error('A Brands page rendered without a chosen company.');
  return company;
}

/** A Brands page for a company. */
export function brandsPath(page: BrandsPage, company: string | null): string {
  return company ? `${BRANDS_PATH}/${page}?company=${encodeURIComponent(company)}` : `${BRANDS_PATH}/${page}`;
}

/** /admin/brands itself: the page an older `?tab=` link named, else the home page, keeping the brand. */
export function brandsIndexPath(params: URLSearchParams): string {
  const tab = params.get('tab');
  const page = BRANDS_PAGES.find((p) => p.path === tab)?.path ?? BRANDS_HOME;
  return brandsPath(page, companyParam(params));
}
