import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PromoterStockToday_query$key } from '../../__generated__/PromoterStockToday_query.graphql';
import type { PromoterStockTodayPaginationQuery } from '../../__generated__/PromoterStockTodayPaginationQuery.graphql';
import { PromoterStockCountCard, type SavedCount } from './PromoterStockCountCard';

const fragment = graphql`
  fragment PromoterStockToday_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, today: { type: "String!" })
  @refetchable(queryName: "PromoterStockTodayPaginationQuery") {
    promoterStockCounts(first: $first, after: $after, start: $today, end: $today)
      @required(action: THROW)
      @connection(key: "PromoterStockToday_promoterStockCounts", filters: ["start", "end"]) {
      totalCount
      edges {
        node {
          id
          ...PromoterStockCountCard_count
        }
      }
    }
  }
`;

/**
 * The counts the promoter saved today, latest first. `saved` changes after each save, when
 * the list is asked for again: a new count joins it, a replaced one moves to the top.
 */
export function PromoterStockToday({
  query,
  today,
  saved,
  onEdit,
}: {
  query: PromoterStockToday_query$key;
  today: string;
  saved: number;
  onEdit: (count: SavedCount) => void;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    PromoterStockTodayPaginationQuery,
    PromoterStockToday_query$key
  >(fragment, query);
  const asked = useRef(saved);
  useEffect(() => {
    if (saved === asked.current) return;
    asked.current = saved;
    refetch({ first: 20, today }, { fetchPolicy: 'network-only' });
  }, [saved, today, refetch]);
  const counts = data.promoterStockCounts.edges.map((e) => e.node);
  return (
    <Stack gap="3" as="section" aria-label="Saved today">
      <Heading as="h2" size="md">
        {`Saved today (${data.promoterStockCounts.totalCount})`}
      </Heading>
      {counts.length === 0 && <Text color="fg.muted">No counts saved today yet.</Text>}
      <Stack as="ul" gap="3" listStyleType="none">
        {counts.map((c) => (
          <PromoterStockCountCard key={c.id} count={c} onEdit={onEdit} />
        ))}
      </Stack>
      {hasNext && (
        <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(20)}>
          Show more counts
        </Button>
      )}
    </Stack>
  );
}
