import { SidebarLayout } from './SidebarLayout';
import { ADMIN_BILLING_PAGES, BILLING_PAGES } from './sidebars';

/** /billing/*: the billing sidebar beside the chosen page. */
export function BillingLayout() {
  return <SidebarLayout label="Billing" base="/billing" pages={BILLING_PAGES} />;
}

/** /admin/billing/*: the admin's billing sidebar beside the chosen page. */
export function AdminBillingLayout() {
  return <SidebarLayout label="Billing" base="/admin/billing" pages={ADMIN_BILLING_PAGES} />;
}
