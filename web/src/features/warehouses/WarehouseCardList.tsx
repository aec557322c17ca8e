import { MSG } from '@parcelo/common';
import { Button, Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { WarehouseCardListPaginationQuery } from '../../__generated__/WarehouseCardListPaginationQuery.graphql';
import type { WarehouseCardList_company$key } from '../../__generated__/WarehouseCardList_company.graphql';
import { formatListRange } from '../../lib/format';
import { notifyError } from '../../lib/toaster';
import { WarehouseCard } from './WarehouseCard';

const PAGE = 12;

const fragment = graphql`
  fragment WarehouseCardList_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" })
  @refetchable(queryName: "WarehouseCardListPaginationQuery") {
    companyWarehouses(first: $first, after: $after)
      @required(action: THROW)
      @connection(key: "WarehouseCardList_companyWarehouses") {
      totalCount
      edges {
        node {
          id
          ...WarehouseCard_companyWarehouse
        }
      }
    }
  }
`;

/** The company's card connection, for the mutations that add a card to it. */
export const cardConnection = (companyId: string) =>
  ConnectionHandler.getConnectionID(companyId, 'WarehouseCardList_companyWarehouses');

/** The company's warehouses as cards, a dozen at a time. */
export function WarehouseCardList({ company }: { company: WarehouseCardList_company$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    WarehouseCardListPaginationQuery,
    WarehouseCardList_company$key
  >(fragment, company);
  const { edges, totalCount } = data.companyWarehouses;

  if (edges.length === 0) {
    return (
      <Center py="12">
        <Text color="fg.muted">{MSG.warehouseGate}</Text>
      </Center>
    );
  }

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {edges.map((edge) => (
          <WarehouseCard key={edge.node.id} companyWarehouse={edge.node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Center>
          <Button
            variant="outline"
            loading={isLoadingNext}
            onClick={() => loadNext(PAGE, { onComplete: (error) => error && notifyError(error) })}
          >
            {`Show more (${formatListRange(0, edges.length, totalCount, 'warehouse')})`}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
