import { SidebarLayout } from './SidebarLayout';
import { BILLING_PAGES } from './sidebars';

/** /billing/*: the billing sidebar beside the chosen page. */
export function BillingLayout() {
  return <SidebarLayout label="Billing" base="/billing" pages={BILLING_PAGES} />;
}
