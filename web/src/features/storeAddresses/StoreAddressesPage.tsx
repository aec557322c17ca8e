import { Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { StoreAddressesPageQuery } from '../../__generated__/StoreAddressesPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { StoreAddressCardList } from './StoreAddressCardList';
import { activeArgument, readStatus, writeStatus } from './statusFilter';

const query = graphql`
  query StoreAddressesPageQuery($active: Boolean) {
    viewer {
      company {
        ...StoreAddressCardList_company @arguments(active: $active)
      }
    }
  }
`;

export function storeAddressesLoader({ request }: LoaderFunctionArgs) {
  const status = readStatus(new URL(request.url).searchParams);
  return loadRouteQuery<StoreAddressesPageQuery>(query, { active: activeArgument(status) });
}

/** /settings/store-address ("storeAddress" in the sidebar): the retailers' addresses the company delivers to. */
export function StoreAddressesPage() {
  const data = useRouteQuery<StoreAddressesPageQuery>(query);
  const [status, setStatus] = useUrlFilters(readStatus, writeStatus);
  const company = data.viewer?.company;
  return (
    <>
      <PageHeader
        title="Store addresses"
        description="Retailers' addresses for direct deliveries. Only active addresses are offered when placing an order."
      />
      {company ? (
        <StoreAddressCardList company={company} status={status} onStatusChange={setStatus} />
      ) : (
        <Text color="fg.muted">Store addresses belong to a seller's company.</Text>
      )}
    </>
  );
}
