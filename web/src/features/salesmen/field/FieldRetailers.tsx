import { Button, Card, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FieldRetailers_person$key } from '../../../__generated__/FieldRetailers_person.graphql';
import type { FieldRetailersPaginationQuery } from '../../../__generated__/FieldRetailersPaginationQuery.graphql';
import { telLink } from '../../../lib/phoneLinks';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/useDebouncedValue';
import { FieldSuggestedOrder } from '../../retailerEngine/FieldSuggestedOrder';

const fragment = graphql`
  fragment FieldRetailers_person on FieldPerson
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "FieldRetailersPaginationQuery") {
    retailers(first: $first, after: $after, search: $search)
      @required(action: THROW)
      @connection(key: "FieldRetailers_retailers", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          name
          phone
          addressLine1
          city
          ...FieldSuggestedOrder_retailer
        }
      }
    }
  }
`;

/** The retailers the salesman calls on, searched by name. */
export function FieldRetailers({ person }: { person: FieldRetailers_person$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    FieldRetailersPaginationQuery,
    FieldRetailers_person$key
  >(fragment, person);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [isSearching, startSearch] = useTransition();
  // The first render shows what the page loaded; only a changed search asks again.
  const asked = useRef('');
  useEffect(() => {
    if (settled === asked.current) return;
    asked.current = settled;
    startSearch(() => {
      refetch({ first: 20, search: settled || null }, { fetchPolicy: 'store-and-network' });
    });
  }, [settled, refetch]);
  const retailers = data.retailers.edges.map((e) => e.node);
  return (
    <Stack gap="3" as="section" aria-label="My retailers">
      <Heading as="h2" size="md">
        {`My retailers (${data.retailers.totalCount})`}
      </Heading>
      <Input
        type="search"
        aria-label="Search retailers"
        placeholder="Search by name"
        maxLength={100}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {retailers.length === 0 && !isSearching && (
        <Text color="fg.muted">{settled ? 'No retailer of yours has that name.' : 'No retailers are yours yet.'}</Text>
      )}
      {retailers.map((r) => (
        <Card.Root key={r.id} size="sm">
          <Card.Body>
            <Text fontWeight="medium">{r.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {r.addressLine1}, {r.city}
            </Text>
            <Text textStyle="sm">
              <a href={telLink(r.phone)}>{r.phone}</a>
            </Text>
            <FieldSuggestedOrder retailer={r} />
          </Card.Body>
        </Card.Root>
      ))}
      {hasNext && (
        <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(20)}>
          Show more retailers
        </Button>
      )}
    </Stack>
  );
}
