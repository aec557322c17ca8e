import { Suspense } from 'react';
import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { AdminBrandsPage, adminBrandsLoader } from '../features/catalogue/AdminBrandsPage';
import { CataloguePage, catalogueLoader } from '../features/catalogue/CataloguePage';
import { CataloguePricingPage, cataloguePricingLoader } from '../features/catalogue/CataloguePricingPage';
import { BulkCataloguesPage, bulkCataloguesLoader } from '../features/catalogue/BulkCataloguesPage';
import { BulkInventoryPage, bulkInventoryLoader } from '../features/inventory/BulkInventoryPage';
import { ScanAddPage, scanAddLoader } from '../features/inventory/ScanAddPage';
import { FulfilmentPage, fulfilmentLoader } from '../features/fulfilment/FulfilmentPage';
import { InventoryPage, inventoryLoader, inventoryShouldRevalidate } from '../features/inventory/InventoryPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { SignInPage } from '../features/auth/SignInPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { VerifyOtpPage } from '../features/auth/VerifyOtpPage';
import { InvoicingPage, invoicingLoader } from '../features/companies/InvoicingPage';
import { AwaitingPickupPage, awaitingPickupLoader } from '../features/orders/AwaitingPickupPage';
import { BulkOrdersPage, bulkOrdersLoader } from '../features/orders/BulkOrdersPage';
import { OrderCreatePage, orderCreateLoader } from '../features/orders/OrderCreatePage';
import { OrdersPage, ordersLoader, ordersShouldRevalidate } from '../features/orders/OrdersPage';
import { AdminListPage, adminListLoader } from '../features/shell/AdminListPage';
import { AdminShell, adminShellLoader } from '../features/shell/AdminShell';
import { ADMIN_HOME, guestOnlyLoader, homeLoader, verifyOtpLoader } from '../features/shell/guards';
import { PageLoader } from '../features/shell/PageLoader';
import { PlaceholderPage } from '../features/shell/PlaceholderPage';
import { RouteErrorBoundary } from '../features/shell/RouteErrorBoundary';
import { GatedOutlet, SellerShell, sellerShellLoader } from '../features/shell/SellerShell';
import { SETTINGS_PAGES, SettingsLayout } from '../features/shell/SettingsLayout';
import { TaskCenterPage, taskCenterLoader } from '../features/tasks/TaskCenterPage';
import { ProfilePage, profileLoader } from '../features/users/ProfilePage';
import { WarehousesSettingsPage, warehousesSettingsLoader } from '../features/warehouses/WarehousesSettingsPage';
import { TrackingPage, trackingLoader } from '../features/tracking/TrackingPage';
import { TrackingPageSettingsPage, trackingPageSettingsLoader } from '../features/tracking/TrackingPageSettingsPage';
import { CustomerRequestPage, customerRequestLoader } from '../features/customerRequests/CustomerRequestPage';
import { DeleteUserDataPage } from '../features/privacy/DeleteUserDataPage';
import { DeleteUserDataConfirmPage } from '../features/privacy/DeleteUserDataConfirmPage';
import { AdminNdrPage, adminNdrLoader, adminNdrShouldRevalidate } from '../features/customerRequests/AdminNdrPage';
import { SellerNdrPage, sellerNdrLoader, sellerNdrShouldRevalidate } from '../features/customerRequests/SellerNdrPage';
import { BILLING_PAGES, BillingLayout } from '../features/shell/BillingLayout';

const errorElement = <RouteErrorBoundary />;

/** Billing pages with working screens; the rest of the sidebar's entries are placeholders. */
const BILLING_ROUTES: Record<string, RouteObject> = {
  ndr: { loader: sellerNdrLoader, shouldRevalidate: sellerNdrShouldRevalidate, element: <SellerNdrPage /> },
};

const billingChildren: RouteObject[] = [
  { index: true, loader: () => redirect('/billing/ndr'), element: null },
  ...BILLING_PAGES.map(({ label, path }): RouteObject => ({
    path,
    errorElement,
    ...(BILLING_ROUTES[path] ?? { element: <PlaceholderPage title={label} /> }),
  })),
];

/** The seller's work pages, behind the work gates; those filled by later releases are placeholders. */
const WORK_ROUTES: RouteObject[] = [
  { path: 'orders', loader: ordersLoader, shouldRevalidate: ordersShouldRevalidate, element: <OrdersPage /> },
  { path: 'orders/new', loader: orderCreateLoader, element: <OrderCreatePage /> },
  { path: 'orders/bulk', loader: bulkOrdersLoader, element: <BulkOrdersPage /> },
  { path: 'awaiting-pickup', loader: awaitingPickupLoader, element: <AwaitingPickupPage /> },
  { path: 'catalogs', loader: catalogueLoader, element: <CataloguePage /> },
  { path: 'catalogs/bulk', loader: bulkCataloguesLoader, element: <BulkCataloguesPage /> },
  { path: 'inventory/bulk', loader: bulkInventoryLoader, element: <BulkInventoryPage /> },
  { path: 'inventory/scan', loader: scanAddLoader, element: <ScanAddPage /> },
  { path: 'fulfilment', loader: fulfilmentLoader, element: <FulfilmentPage /> },
  { path: 'inventory', loader: inventoryLoader, shouldRevalidate: inventoryShouldRevalidate, element: <InventoryPage /> },
  { path: 'insights', element: <PlaceholderPage title="Insights" /> },
  { path: 'administration', element: <PlaceholderPage title="Administration" /> },
  { path: 'billing', element: <BillingLayout />, children: billingChildren },
  { path: 'dashboard', element: <PlaceholderPage title="Dashboard" /> },
];

/** Settings pages with working screens; the rest of the sidebar's entries are placeholders. */
const SETTINGS_ROUTES: Record<string, RouteObject> = {
  profile: { loader: profileLoader, element: <ProfilePage /> },
  'task-center': { loader: taskCenterLoader, element: <TaskCenterPage /> },
  invoicing: { loader: invoicingLoader, element: <InvoicingPage /> },
  warehouses: { loader: warehousesSettingsLoader, element: <WarehousesSettingsPage /> },
  'tracking-page': { loader: trackingPageSettingsLoader, element: <TrackingPageSettingsPage /> },
};

const settingsChildren: RouteObject[] = [
  { index: true, loader: () => redirect('/settings/profile'), element: null },
  ...SETTINGS_PAGES.map(({ label, path }): RouteObject => ({
    path,
    errorElement,
    ...(SETTINGS_ROUTES[path] ?? { element: <PlaceholderPage title={label} /> }),
  })),
];

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
      {
        element: <AuthLayout />,
        children: [
          { path: 'signin', loader: guestOnlyLoader, element: <SignInPage /> },
          { path: 'signup', loader: guestOnlyLoader, element: <SignUpPage /> },
          { path: 'forgot-password', loader: guestOnlyLoader, element: <ForgotPasswordPage /> },
          { path: 'verify-otp', loader: verifyOtpLoader, element: <VerifyOtpPage /> },
        ],
      },
      // Public pages: buyers open them from links, without signing in.
      { path: 'track', loader: trackingLoader, element: <TrackingPage />, errorElement },
      { path: 'track/:ref', loader: trackingLoader, element: <TrackingPage />, errorElement },
      { path: 'customer-request/:token', loader: customerRequestLoader, element: <CustomerRequestPage />, errorElement },
      { path: 'delete-user-data', element: <DeleteUserDataPage />, errorElement },
      { path: 'delete-user-data/confirm/:token', element: <DeleteUserDataConfirmPage />, errorElement },
      {
        id: 'seller',
        loader: sellerShellLoader,
        // The shell's query does not depend on the URL; it loads once per visit to the app.
        shouldRevalidate: () => false,
        element: <SellerShell />,
        children: [
          { element: <GatedOutlet />, errorElement, children: WORK_ROUTES },
          { path: 'settings', element: <SettingsLayout />, errorElement, children: settingsChildren },
        ],
      },
      {
        path: 'admin',
        id: 'admin',
        loader: adminShellLoader,
        shouldRevalidate: () => false,
        element: <AdminShell />,
        children: [
          { index: true, loader: () => redirect(ADMIN_HOME), element: null },
          { path: 'list', loader: adminListLoader, element: <AdminListPage />, errorElement },
          { path: 'profile', loader: profileLoader, element: <ProfilePage />, errorElement },
          { path: 'lightning', element: <PlaceholderPage title="Lightning" /> },
          { path: 'brands', loader: adminBrandsLoader, element: <AdminBrandsPage />, errorElement },
          { path: 'ndr', loader: adminNdrLoader, shouldRevalidate: adminNdrShouldRevalidate, element: <AdminNdrPage />, errorElement },
          { path: 'catalogue-pricing', loader: cataloguePricingLoader, element: <CataloguePricingPage />, errorElement },
          { path: 'd2r', element: <PlaceholderPage title="D2R" /> },
          { path: 'billing', element: <PlaceholderPage title="Billing" /> },
        ],
      },
      { path: '*', loader: () => redirect('/'), element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);
