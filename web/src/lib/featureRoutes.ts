import type { RouteObject } from 'react-router';

/**
 * What a feature adds to the app, by where it sits. Each feature's `routes.tsx` exports one
 * of these as `routes`; the app router finds them all and puts each route in its area, so a
 * new feature adds its folder and nothing in the router. Pages are loaded lazily
 * (react-router's `lazy`), each with its own loader starting the page's one query.
 */
export interface FeatureRoutes {
  /** Pages anyone may open from a link, signed in or not (paths from `/`). */
  public?: RouteObject[];
  /** The seller's work pages, behind the work gates (paths from `/`). */
  work?: RouteObject[];
  /** Settings pages, by their path in the settings sidebar. */
  settings?: Record<string, RouteObject>;
  /** Billing pages, by their path in the billing sidebar. */
  billing?: Record<string, RouteObject>;
  /**
   * The admin's Brands pages, by their path in the Brands sidebar (`/admin/brands/<path>`). Their
   * loaders run only once a brand is chosen, so `brandsCompany(request)` is never null there.
   */
  brands?: Record<string, RouteObject>;
  /** The admin's Billing pages, by their path in its sidebar (`/admin/billing/<path>`). */
  adminBilling?: Record<string, RouteObject>;
  /** Admin pages (paths from `/admin`). */
  admin?: RouteObject[];
  /**
   * Entries the feature adds below the product's own in a seller sidebar, for its pages in
   * `settings` or `billing`: a new domain's page appears without editing the sidebar's list.
   */
  sidebar?: { settings?: SidebarEntry[]; billing?: SidebarEntry[] };
}

/** A sidebar entry: its label, and its page's path in the sidebar's section. */
export interface SidebarEntry {
  label: string;
  path: string;
}

type LazyPage = Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'Component'>;

/**
 * A route's `lazy`: the page's module is downloaded on the route's first visit, and `pick`
 * names what the route takes from it (its loader, revalidation rule and component).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (page: M) => LazyPage): () => Promise<LazyPage> {
  return async () => pick(await load());
}
