import { redirect, type RouteObject } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';
import { placeholder } from '../../lib/placeholder';
import { RouteErrorBoundary } from '../../lib/RouteErrorBoundary';
import { D2R_HOME, D2R_PAGES } from './d2rPages';

const errorElement = <RouteErrorBoundary />;

/** The field team's pages are the salesmen feature's, shown under D2R's sidebar. */
const built: Record<string, RouteObject> = {
  retailers: {
    errorElement,
    lazy: lazyPage(
      () => import('./RetailersPage'),
      (page) => ({
        loader: page.retailersLoader,
        shouldRevalidate: page.retailersShouldRevalidate,
        Component: page.RetailersPage,
      }),
    ),
  },
  'credit-notes': {
    errorElement,
    lazy: lazyPage(
      () => import('../d2rCreditNotes'),
      (page) => ({
        loader: page.creditNotesLoader,
        shouldRevalidate: page.creditNotesShouldRevalidate,
        Component: page.CreditNotesPage,
      }),
    ),
  },
  invoices: {
    errorElement,
    lazy: lazyPage(
      () => import('../d2rInvoices'),
      (page) => ({
        loader: page.invoicesLoader,
        shouldRevalidate: page.invoicesShouldRevalidate,
        Component: page.InvoicesPage,
      }),
    ),
  },
  salesmen: {
    errorElement,
    lazy: lazyPage(
      () => import('../salesmen/FieldPeoplePage'),
      (page) => ({
        loader: page.salesmenLoader,
        shouldRevalidate: page.fieldPeopleShouldRevalidate,
        Component: page.SalesmenPage,
      }),
    ),
  },
  promoters: {
    errorElement,
    lazy: lazyPage(
      () => import('../salesmen/FieldPeoplePage'),
      (page) => ({
        loader: page.promotersLoader,
        shouldRevalidate: page.fieldPeopleShouldRevalidate,
        Component: page.PromotersPage,
      }),
    ),
  },
};

export const routes: FeatureRoutes = {
  admin: [
    {
      path: 'd2r',
      lazy: lazyPage(
        () => import('./D2rLayout'),
        (layout) => ({ Component: layout.D2rLayout }),
      ),
      children: [
        { index: true, loader: () => redirect(D2R_HOME), element: null },
        // The sidebar's other pages arrive in later releases.
        ...D2R_PAGES.map(({ path, label }) => ({ path, ...(built[path] ?? placeholder(label)) })),
        // One salesman's page, opened from the Salesmen list.
        {
          path: 'salesmen/:id',
          errorElement,
          lazy: lazyPage(
            () => import('../salesmen/SalesmanPage'),
            (page) => ({ loader: page.salesmanLoader, Component: page.SalesmanPage }),
          ),
        },
      ],
    },
  ],
};
