import { Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { TrackingResultsPaginationQuery } from '../../__generated__/TrackingResultsPaginationQuery.graphql';
import type { TrackingResults_query$key } from '../../__generated__/TrackingResults_query.graphql';
import { formatDate, formatListRange } from '../../lib/format';
import { notifyError } from '../../lib/toaster';
import { OrderStatusTag } from '../orders';
import { TrackingNotFound } from './TrackingNotFound';
import { trackingPath } from './trackingSearch';

/** How many more shipments "Load more" fetches. */
const PAGE = 10;

const fragment = graphql`
  fragment TrackingResults_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    by: { type: "TrackingSearchBy!" }
    value: { type: "String!" }
  )
  @refetchable(queryName: "TrackingResultsPaginationQuery") {
    trackedShipments(first: $first, after: $after, by: $by, value: $value)
      @required(action: THROW)
      @connection(key: "TrackingResults_trackedShipments", filters: ["by", "value"]) {
      totalCount
      edges {
        node {
          trackingId
          awb
          orderNumber
          courier
          placedAt
          status {
            label
            tone
          }
        }
      }
    }
  }
`;

/** A buyer's shipments found by mobile or email, newest first; each opens its own tracking page. */
export function TrackingResults({ query }: { query: TrackingResults_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    TrackingResultsPaginationQuery,
    TrackingResults_query$key
  >(fragment, query);
  const { edges, totalCount } = data.trackedShipments;
  if (edges.length === 0) return <TrackingNotFound />;

  return (
    <Stack gap="3" as="section" aria-labelledby="tracking-results-heading">
      <Heading as="h2" size="md" id="tracking-results-heading">
        Your shipments
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label="Shipments found" aria-busy={isLoadingNext}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Order</Table.ColumnHeader>
              <Table.ColumnHeader>AWB</Table.ColumnHeader>
              <Table.ColumnHeader>Courier</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">Placed on</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <Table.Row key={node.trackingId}>
                <Table.Cell>
                  <Link asChild colorPalette="teal" fontWeight="medium">
                    <RouterLink to={trackingPath(node)}>{node.orderNumber}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{node.awb ?? '—'}</Table.Cell>
                <Table.Cell>{node.courier ?? '—'}</Table.Cell>
                <Table.Cell>
                  <OrderStatusTag label={node.status.label} tone={node.status.tone} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(node.placedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {formatListRange(0, edges.length, totalCount, 'shipment')}
        </Text>
        {hasNext && (
          <Button
            variant="outline"
            size="sm"
            loading={isLoadingNext}
            onClick={() => loadNext(PAGE, { onComplete: (error) => error && notifyError(error) })}
          >
            Load more
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
