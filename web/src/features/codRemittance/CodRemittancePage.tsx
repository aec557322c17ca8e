import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { CodRemittancePageQuery } from '../../__generated__/CodRemittancePageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { codRouteVariables } from './codRemittanceFilters';
import { CodRemittanceTable } from './CodRemittanceTable';
import { CodRemittanceTotals } from './CodRemittanceTotals';
import { CodRemittanceWalletSwitch } from './CodRemittanceWalletSwitch';

const query = graphql`
  query CodRemittancePageQuery($first: Int, $status: CodRemittanceStatus, $from: String, $to: String) {
    codRemittanceSettings {
      toWallet
    }
    ...CodRemittanceTotals_query @arguments(from: $from, to: $to)
    ...CodRemittanceTable_query @arguments(first: $first, status: $status, from: $from, to: $to)
  }
`;

/** The filters are in the URL; a change loads the page's query again, so the totals follow the list. */
export function codRemittanceLoader({ request }: LoaderFunctionArgs) {
  const { company: _, ...variables } = codRouteVariables(new URL(request.url).searchParams);
  return loadRouteQuery<CodRemittancePageQuery>(query, variables);
}

/** Billing > COD Remittance: what the couriers collected on delivered COD orders, and when it is paid. */
export function CodRemittancePage() {
  const data = useRouteQuery<CodRemittancePageQuery>(query);
  return (
    <Stack gap="5">
      <PageHeader
        title="COD Remittance"
        description="Cash collected on your delivered COD orders: processing after delivery, due after your remittance days, then paid."
      />
      <CodRemittanceWalletSwitch toWallet={data.codRemittanceSettings.toWallet} />
      <CodRemittanceTotals query={data} />
      <CodRemittanceTable query={data} />
    </Stack>
  );
}
