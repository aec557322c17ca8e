import { Button, Center, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { StoreAddressCardListPaginationQuery } from '../../__generated__/StoreAddressCardListPaginationQuery.graphql';
import type { StoreAddressCardList_company$key } from '../../__generated__/StoreAddressCardList_company.graphql';
import { FormField } from '../../lib/FormField';
import { formatListRange } from '../../lib/format';
import { notifyError } from '../../lib/toaster';
import { StoreAddressCard } from './StoreAddressCard';
import { StoreAddressDialog } from './StoreAddressDialog';
import { STATUS_FILTER_OPTIONS, type StatusFilter } from './statusFilter';

const PAGE = 12;

const fragment = graphql`
  fragment StoreAddressCardList_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, active: { type: "Boolean" })
  @refetchable(queryName: "StoreAddressCardListPaginationQuery") {
    storeAddresses(first: $first, after: $after, active: $active)
      @required(action: THROW)
      @connection(key: "StoreAddressCardList_storeAddresses", filters: ["active"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...StoreAddressCard_storeAddress
        }
      }
    }
  }
`;

interface Props {
  company: StoreAddressCardList_company$key;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

/** The company's store addresses as cards, a dozen at a time, with the status filter and the Add button. */
export function StoreAddressCardList({ company, status, onStatusChange }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    StoreAddressCardListPaginationQuery,
    StoreAddressCardList_company$key
  >(fragment, company);
  const { edges, totalCount, __id } = data.storeAddresses;
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <FormField
          kind="select"
          label="Status"
          name="status"
          inline
          options={STATUS_FILTER_OPTIONS}
          value={status}
          onChange={(value) => onStatusChange(value as StatusFilter)}
        />
        <Button onClick={() => setAdding(true)}>Add store address</Button>
      </HStack>
      {edges.length === 0 ? (
        <Center py="12">
          <Text color="fg.muted">
            {status === 'ALL'
              ? 'No store addresses yet. Add the retailers you deliver to.'
              : 'No store addresses here.'}
          </Text>
        </Center>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {edges.map((edge) => (
            <StoreAddressCard key={edge.node.id} storeAddress={edge.node} />
          ))}
        </SimpleGrid>
      )}
      {hasNext && (
        <Center>
          <Button
            variant="outline"
            loading={isLoadingNext}
            onClick={() => loadNext(PAGE, { onComplete: (error) => error && notifyError(error) })}
          >
            {`Show more (${formatListRange(0, edges.length, totalCount, 'store address')})`}
          </Button>
        </Center>
      )}
      <StoreAddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        connectionsFor={(active) => (status === 'ALL' || (status === 'ACTIVE') === active ? [__id] : [])}
      />
    </Stack>
  );
}
