import { MSG } from '@parcelo/common';
import { Button, Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WarehouseCardListPaginationQuery } from '../../__generated__/WarehouseCardListPaginationQuery.graphql';
import type { WarehouseCardList_query$key } from '../../__generated__/WarehouseCardList_query.graphql';
import { formatListRange } from '../../lib/format';
import { notifyError } from '../../lib/toaster';
import { WarehouseCard } from './WarehouseCard';

const PAGE = 12;

const fragment = graphql`
  fragment WarehouseCardList_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" })
  @refetchable(queryName: "WarehouseCardListPaginationQuery") {
    warehouses(first: $first, after: $after) @required(action: THROW) @connection(key: "WarehouseCardList_warehouses") {
      totalCount
      edges {
        node {
          id
          ...WarehouseCard_warehouse
        }
      }
    }
  }
`;

/** The seller's warehouses as cards, a dozen at a time. */
export function WarehouseCardList({ query }: { query: WarehouseCardList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    WarehouseCardListPaginationQuery,
    WarehouseCardList_query$key
  >(fragment, query);
  const { edges, totalCount } = data.warehouses;

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
          <WarehouseCard key={edge.node.id} warehouse={edge.node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Center>
          <Button
            variant="outline"
            loading={isLoadingNext}
            onClick={() => loadNext(PAGE, { onComplete: (error) => error && notifyError(error) })}
          >
            {`Show more (${formatListRange(0, edges.length, totalCount, 'warehouses')})`}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
