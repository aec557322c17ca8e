import { MSG } from '@parcelo/common';
import { Box, Button, DataList, Drawer, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { InventoryAdjustForm_row$key } from '../../__generated__/InventoryAdjustForm_row.graphql';
import type { InventoryInboundForm_row$key } from '../../__generated__/InventoryInboundForm_row.graphql';
import type { InventoryTrailDrawer_row$key } from '../../__generated__/InventoryTrailDrawer_row.graphql';
import type { InventoryTrailDrawer_trail$key } from '../../__generated__/InventoryTrailDrawer_trail.graphql';
import type { InventoryTrailDrawerPaginationQuery } from '../../__generated__/InventoryTrailDrawerPaginationQuery.graphql';
import type { InventoryTrailDrawerQuery } from '../../__generated__/InventoryTrailDrawerQuery.graphql';
import { formatDateTime, formatDay, formatListRange, formatNumber } from '../../lib/format';
import { QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { notifyError } from '../../lib/toaster';
import { availableIsLow, FIGURE_GROUPS, figuresOf } from './inventoryFigures';
import { readInventoryFigures } from './inventoryFigureValues';
import { changeTone, formatChange } from './inventoryValues';

/** The drawer's own query, loaded when a row is opened (or the URL names one). */
export const inventoryTrailDrawerQuery = graphql`
  query InventoryTrailDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on InventoryRow @alias(as: "row") {
        ...InventoryTrailDrawer_row
        ...InventoryTrailDrawer_trail
      }
    }
  }
`;

const rowFragment = graphql`
  fragment InventoryTrailDrawer_row on InventoryRow {
    id
    wsin
    name
    updatedAt
    warehouse {
      name
    }
    ...inventoryFigureValues_row
    # The page opens these dialogs on the row picked here.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...InventoryInboundForm_row
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...InventoryAdjustForm_row
  }
`;

const trailFragment = graphql`
  fragment InventoryTrailDrawer_trail on InventoryRow
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "InventoryTrailDrawerPaginationQuery") {
    trail(first: $count, after: $cursor) @connection(key: "InventoryTrailDrawer_trail") {
      totalCount
      edges {
        node {
          id
          label
          remarks
          availableQuantityChange
          actorName
          entryDate
          createdAt
        }
      }
    }
  }
`;

/** How many more trail entries "Load more" fetches. */
const TRAIL_PAGE = 10;

/** The row, as the inbound and adjust dialogs take it. */
export type InventoryFormRow = InventoryInboundForm_row$key & InventoryAdjustForm_row$key;

interface Props extends QueryDrawerState<InventoryTrailDrawerQuery> {
  /** Add inbound or Adjust, from the drawer's header. */
  onAction: (action: 'inbound' | 'adjust', row: InventoryFormRow) => void;
}

/** The inventory trail: the row's figures, then its ledger entries, newest first. */
export function InventoryTrailDrawer({ onAction, ...drawer }: Props) {
  return (
    <QueryDrawer<InventoryTrailDrawerQuery>
      {...drawer}
      title="Inventory trail"
      query={inventoryTrailDrawerQuery}
      failureMessage={MSG.inventoryLoadFailed}
    >
      {(data) => data.node?.row && <TrailDetails row={data.node.row} trail={data.node.row} onAction={onAction} />}
    </QueryDrawer>
  );
}

interface DetailsProps {
  row: InventoryTrailDrawer_row$key;
  trail: InventoryTrailDrawer_trail$key;
  onAction: Props['onAction'];
}

function TrailDetails({ row, trail, onAction }: DetailsProps) {
  const r = useFragment(rowFragment, row);
  const figures = readInventoryFigures(r);
  return (
    <>
      <Drawer.Header>
        <Stack gap="1" pe="8">
          <Drawer.Title>{`Inventory trail · ${r.wsin}`}</Drawer.Title>
          <Text textStyle="sm" color="fg.muted">
            {[r.name, r.warehouse?.name].filter(Boolean).join(' · ')}
          </Text>
          <HStack gap="2" mt="2" wrap="wrap">
            <Button size="sm" onClick={() => onAction('inbound', r)}>
              Add inbound
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('adjust', r)}>
              Adjust
            </Button>
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <Box as="section" aria-label="Figures">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {FIGURE_GROUPS.map((group) => (
                <Box key={group} borderWidth="1px" rounded="md" p="3">
                  <Heading as="h3" size="xs" mb="2" color="fg.muted">
                    {group}
                  </Heading>
                  <DataList.Root orientation="horizontal" size="sm" gap="1">
                    {figuresOf(group).map((figure) => (
                      <DataList.Item key={figure.key}>
                        <DataList.ItemLabel minW="24">{figure.short}</DataList.ItemLabel>
                        <DataList.ItemValue
                          justifyContent="flex-end"
                          fontWeight={figure.key === 'availableStock' ? 'semibold' : undefined}
                          color={figure.key === 'availableStock' && availableIsLow(figures) ? 'fg.error' : undefined}
                        >
                          {formatNumber(figures[figure.key])}
                        </DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </Box>
              ))}
            </SimpleGrid>
            <Text textStyle="xs" color="fg.muted" mt="2">
              {`Updated ${formatDateTime(r.updatedAt)}`}
            </Text>
          </Box>
          <TrailEntries trail={trail} />
        </Stack>
      </Drawer.Body>
    </>
  );
}

function TrailEntries({ trail }: { trail: InventoryTrailDrawer_trail$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    InventoryTrailDrawerPaginationQuery,
    InventoryTrailDrawer_trail$key
  >(trailFragment, trail);
  const entries = data.trail.edges.map((edge) => edge.node);

  const loadMore = () => loadNext(TRAIL_PAGE, { onComplete: (error) => error && notifyError(error) });

  return (
    <Box as="section" aria-labelledby="inventory-trail-heading">
      <Heading as="h3" size="sm" mb="3" id="inventory-trail-heading">
        Trail
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Inventory trail" aria-busy={isLoadingNext}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader whiteSpace="nowrap">Recorded</Table.ColumnHeader>
              <Table.ColumnHeader>Entry</Table.ColumnHeader>
              <Table.ColumnHeader>Remarks</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                Available change
              </Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">Entry date</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} textAlign="center" py="8" color="fg.muted">
                  {MSG.nothingHere}
                </Table.Cell>
              </Table.Row>
            ) : (
              entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{entry.label}</Table.Cell>
                  <Table.Cell minW="32">
                    {entry.remarks || (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="medium" color={changeTone(entry.availableQuantityChange)}>
                    {formatChange(entry.availableQuantityChange)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{entry.actorName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {entry.entryDate ? (
                      formatDay(entry.entryDate)
                    ) : (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack mt="3" justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {formatListRange(0, entries.length, data.trail.totalCount, ['entry', 'entries'])}
        </Text>
        {hasNext && (
          <Button variant="outline" size="sm" onClick={loadMore} loading={isLoadingNext}>
            Load more
          </Button>
        )}
      </HStack>
    </Box>
  );
}
