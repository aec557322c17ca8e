import { graphql } from 'react-relay';
import type { BillingInvoicesPageQuery } from '../../__generated__/BillingInvoicesPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { RouteTabs } from '../../lib/RouteTabs';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PAYMENT_TABS } from '../../lib/sidebars';
import { BillingInvoicesTable } from './BillingInvoicesTable';

const query = graphql`
  query BillingInvoicesPageQuery {
    ...BillingInvoicesTable_query
  }
`;

export function billingInvoicesLoader() {
  return loadRouteQuery<BillingInvoicesPageQuery>(query, {});
}

/** /billing/payment/invoices: Parcelo's monthly tax invoices to the brand, with each month's statement. */
export function BillingInvoicesPage() {
  const data = useRouteQuery<BillingInvoicesPageQuery>(query);
  return (
    <>
      <PageHeader
        title="Payment"
        description="Parcelo's tax invoice for each month's charges, issued on the 1st of the next month, with the month's wallet statement."
      />
      <RouteTabs tabs={PAYMENT_TABS} />
      <BillingInvoicesTable query={data} />
    </>
  );
}
