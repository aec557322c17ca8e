import { SidebarLayout } from './SidebarLayout';

/** The billing sidebar of §2.1, in its order and with its labels. */
export const BILLING_PAGES = [
  { label: 'COD Remittance', path: 'cod-remittance' },
  { label: 'Wallet', path: 'wallet' },
  { label: 'Pricing', path: 'pricing' },
  { label: 'Actions', path: 'actions' },
  { label: 'NDR', path: 'ndr' },
  { label: 'Payment', path: 'payment' },
] as const;

/** /billing/*: the billing sidebar beside the chosen page. */
export function BillingLayout() {
  return <SidebarLayout label="Billing" base="/billing" pages={BILLING_PAGES} />;
}
