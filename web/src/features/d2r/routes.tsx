import { redirect, type RouteObject } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';
import { placeholder } from '../../lib/placeholder';
import { RouteErrorBoundary } from '../../lib/RouteErrorBoundary';
import { D2R_HOME, D2R_PAGES } from './d2rPages';

const errorElement = <RouteErrorBoundary />;

/** The field team's pages are the salesmen feature's, shown under D2R's sidebar. */
const built: Record<string, RouteObject> = {
  // The planner, and the upload of beats made already with the task's progress and result.
  beats: {
    children: [
      {
        index: true,
        errorElement,
        lazy: lazyPage(
          () => import('../beats'),
          (page) => ({
            loader: page.beatsLoader,
            shouldRevalidate: page.beatsShouldRevalidate,
            Component: page.BeatsPage,
          }),
        ),
      },
      {
        path: 'upload',
        errorElement,
        lazy: lazyPage(
          () => import('../beats'),
          (page) => ({ loader: page.beatsUploadLoader, Component: page.BeatsUploadPage }),
        ),
      },
    ],
  },
  // The list, and its sheet's upload with the task's progress and result.
  'external-retailers': {
    children: [
      {
        index: true,
        errorElement,
        lazy: lazyPage(
          () => import('../externalRetailers'),
          (page) => ({
            loader: page.externalRetailersLoader,
            shouldRevalidate: page.externalRetailersShouldRevalidate,
            Component: page.ExternalRetailersPage,
          }),
        ),
      },
      {
        path: 'upload',
        errorElement,
        lazy: lazyPage(
          () => import('../externalRetailers'),
          (page) => ({ loader: page.externalRetailersUploadLoader, Component: page.ExternalRetailersUploadPage }),
        ),
      },
    ],
  },
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
  'promoter-stock': {
    errorElement,
    lazy: lazyPage(
      () => import('../promoterStock'),
      (page) => ({
        loader: page.promoterStockDetailsLoader,
        shouldRevalidate: page.promoterStockDetailsShouldRevalidate,
        Component: page.PromoterStockDetailsPage,
      }),
    ),
  },
  'retailer-engine': {
    errorElement,
    lazy: lazyPage(
      () => import('../retailerEngine'),
      (page) => ({
        loader: page.retailerEngineLoader,
        shouldRevalidate: page.retailerEngineShouldRevalidate,
        Component: page.RetailerEnginePage,
      }),
    ),
  },
};

// The brand's discounts, and the D2R discount upload with the task's progress and result.
built['retail-discount'] = {
  children: [
    {
      index: true,
      errorElement,
      lazy: lazyPage(
        () => import('../retailDiscounts'),
        (page) => ({
          loader: page.retailDiscountsLoader,
          shouldRevalidate: page.retailDiscountsShouldRevalidate,
          Component: page.RetailDiscountsPage,
        }),
      ),
    },
    {
      path: 'upload',
      errorElement,
      lazy: lazyPage(
        () => import('../retailDiscounts'),
        (page) => ({ loader: page.retailDiscountUploadLoader, Component: page.RetailDiscountUploadPage }),
      ),
    },
  ],
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
