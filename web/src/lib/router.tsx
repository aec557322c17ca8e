import { Suspense } from 'react';
import { createBrowserRouter, Outlet, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { placeholder } from './placeholder';
import { brandsCompany, brandsIndexPath } from './brandsParams';
import { ADMIN_BILLING_PAGES, BRANDS_PAGES } from './sidebars';
import { lazyPage } from './featureRoutes';
import { billingPages, features, settingsPages } from './features';
import { adminIndexLoader, billingLoader, homeLoader } from './guards';
import { PageLoader } from './PageLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const errorElement = <RouteErrorBoundary />;

/** One area's routes from every feature, each failing on its own (a failed page keeps the shell). */
function area(name: 'public' | 'work' | 'admin'): RouteObject[] {
  return features.flatMap((feature) => feature[name] ?? []).map((route) => ({ errorElement, ...route }));
}

/** A sidebar section: the features' pages at their paths, placeholders for the sidebar's other entries. */
function section(
  name: 'settings' | 'billing' | 'adminBilling',
  pages: readonly { label: string; path: string }[],
  home: string,
): RouteObject[] {
  const byPath: Record<string, RouteObject> = Object.assign({}, ...features.map((feature) => feature[name] ?? {}));
  const inSidebar = new Set(pages.map((p) => p.path));
  return [
    { index: true, loader: () => redirect(home), element: null },
    ...pages.map(({ label, path }): RouteObject => ({ path, errorElement, ...(byPath[path] ?? placeholder(label)) })),
    // Pages reached from another page of the section (a tab), not from the sidebar.
    ...Object.entries(byPath)
      .filter(([path]) => !inSidebar.has(path))
      .map(([path, route]): RouteObject => ({ path, errorElement, ...route })),
  ];
}

type LazyRoute = () => Promise<{ loader?: LoaderFunction | undefined }>;

/**
 * The Brands pages: each feature's at its sidebar path, placeholders for the rest, and the
 * pages' own sub-pages. A page's
 * loader waits for a brand to be chosen (the layout shows the search until then).
 */
function brandsSection(): RouteObject[] {
  const byPath: Record<string, RouteObject> = Object.assign({}, ...features.map((feature) => feature.brands ?? {}));
  const once = (route: RouteObject): RouteObject => {
    if (typeof route.lazy !== 'function') return route;
    const load = route.lazy as LazyRoute;
    return {
      ...route,
      lazy: async () => {
        const { loader, ...rest } = await load();
        return loader ? { ...rest, loader: (args) => (brandsCompany(args.request) ? loader(args) : null) } : rest;
      },
    } as RouteObject;
  };
  return [
    {
      index: true,
      loader: ({ request }) => redirect(brandsIndexPath(new URL(request.url).searchParams)),
      element: null,
    },
    ...BRANDS_PAGES.map(({ label, path }): RouteObject => ({
      path,
      errorElement,
      ...once(byPath[path] ?? placeholder(label)),
    })),
    // A page's own sub-pages (e.g. wsin/upload), under the same brand search.
    ...Object.entries(byPath)
      .filter(([path]) => !BRANDS_PAGES.some((page) => page.path === path))
      .map(([path, route]): RouteObject => ({ path, errorElement, ...once(route) })),
  ];
}

const routes: RouteObject[] = [
  {
    path: '/',
    errorElement,
    hydrateFallbackElement: <PageLoader fullPage />,
    element: (
      <Suspense fallback={<PageLoader fullPage />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { index: true, loader: homeLoader, element: null },
      { path: 'app', loader: homeLoader, element: null },
      { path: 'wms', loader: homeLoader, element: null },
      { path: 'auth', loader: () => redirect('/signin'), element: null },
      ...area('public'),
      {
        id: 'seller',
        lazy: lazyPage(
          () => import('../features/shell/SellerShell'),
          (shell) => ({ loader: shell.sellerShellLoader, Component: shell.SellerShell }),
        ),
        // The shell's query does not depend on the URL; it loads once per visit to the app.
        shouldRevalidate: () => false,
        children: [
          {
            lazy: lazyPage(
              () => import('../features/shell/SellerShell'),
              (layout) => ({ Component: layout.GatedOutlet }),
            ),
            errorElement,
            children: [
              ...area('work'),
              {
                path: 'billing',
                loader: billingLoader,
                lazy: lazyPage(
                  () => import('../features/shell/BillingLayout'),
                  (layout) => ({ Component: layout.BillingLayout }),
                ),
                children: section('billing', billingPages, '/billing/wallet'),
              },
            ],
          },
          {
            path: 'settings',
            lazy: lazyPage(
              () => import('../features/shell/SettingsLayout'),
              (layout) => ({ Component: layout.SettingsLayout }),
            ),
            errorElement,
            children: section('settings', settingsPages, '/settings/profile'),
          },
        ],
      },
      {
        path: 'admin',
        id: 'admin',
        lazy: lazyPage(
          () => import('../features/shell/AdminShell'),
          (shell) => ({ loader: shell.adminShellLoader, Component: shell.AdminShell }),
        ),
        shouldRevalidate: () => false,
        children: [
          { index: true, loader: adminIndexLoader, element: null },
          ...area('admin'),
          {
            path: 'brands',
            lazy: lazyPage(
              () => import('../features/brands/BrandsLayout'),
              (layout) => ({ loader: layout.brandsLayoutLoader, Component: layout.BrandsLayout }),
            ),
            errorElement,
            children: brandsSection(),
          },
          {
            path: 'billing',
            lazy: lazyPage(
              () => import('../features/shell/BillingLayout'),
              (layout) => ({ Component: layout.AdminBillingLayout }),
            ),
            errorElement,
            children: section('adminBilling', ADMIN_BILLING_PAGES, '/admin/billing/wallet'),
          },
        ],
      },
      { path: '*', loader: () => redirect('/'), element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);
