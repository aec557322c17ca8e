import { SidebarLayout } from './SidebarLayout';
import { useAdminMay } from '../../lib/adminAccess';
import { billingPages } from '../../lib/features';
import { ADMIN_BILLING_PAGES } from '../../lib/sidebars';

/** /billing/*: the billing sidebar beside the chosen page. */
export function BillingLayout() {
  return <SidebarLayout label="Billing" base="/billing" pages={billingPages} />;
}

/** /admin/billing/*: the admin's billing sidebar beside the chosen page, with the pages the viewer's role may use. */
export function AdminBillingLayout() {
  const may = useAdminMay();
  const pages = ADMIN_BILLING_PAGES.filter((page) => may(page.permission));
  return <SidebarLayout label="Billing" base="/admin/billing" pages={pages} />;
}
