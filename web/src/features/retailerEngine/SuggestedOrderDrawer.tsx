import { DataList, Drawer, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SuggestedOrderDrawer_retailer$key } from '../../__generated__/SuggestedOrderDrawer_retailer.graphql';
import type { SuggestedOrderDrawerQuery } from '../../__generated__/SuggestedOrderDrawerQuery.graphql';
import { formatDateTime, formatDay, formatPaise } from '../../lib/format';
import { DrawerDetail, DrawerSection, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { onTimeLabel } from './engineList';

/** The drawer's own query, loaded when a retailer's row is clicked (or the URL names one). */
export const suggestedOrderDrawerQuery = graphql`
  query SuggestedOrderDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on StoreAddress @alias(as: "retailer") {
        ...SuggestedOrderDrawer_retailer
      }
    }
  }
`;

const fragment = graphql`
  fragment SuggestedOrderDrawer_retailer on StoreAddress {
    name
    retailerClass
    engineScore {
      engineClass
      score
      value
      orders
      onTimeShare
      avgDaysLate
      overdue
      computedAt
      suggestions {
        sku
        title
        quantity
        dueDate
        timesOrdered
      }
    }
  }
`;

/** A retailer's engine figures and its suggested next order. */
export function SuggestedOrderDrawer(props: QueryDrawerState<SuggestedOrderDrawerQuery>) {
  return (
    <QueryDrawer<SuggestedOrderDrawerQuery>
      {...props}
      title="Suggested next order"
      query={suggestedOrderDrawerQuery}
      size={{ base: 'full', md: 'md' }}
    >
      {(data) => data.node?.retailer && <Details retailer={data.node.retailer} />}
    </QueryDrawer>
  );
}

function Details({ retailer }: { retailer: SuggestedOrderDrawer_retailer$key }) {
  const r = useFragment(fragment, retailer);
  const s = r.engineScore;
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{r.name}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" gap="3">
            <DrawerDetail label="Current class">{r.retailerClass ?? '—'}</DrawerDetail>
            <DrawerDetail label="Engine class">{s ? `${s.engineClass} (score ${s.score} of 12)` : '—'}</DrawerDetail>
            <DrawerDetail label="Value (90 days)">{s ? formatPaise(s.value) : '—'}</DrawerDetail>
            <DrawerDetail label="Orders">{s?.orders ?? '—'}</DrawerDetail>
            <DrawerDetail label="On time">{onTimeLabel(s?.onTimeShare)}</DrawerDetail>
            <DrawerDetail label="Average days late">{s?.avgDaysLate ?? '—'}</DrawerDetail>
            <DrawerDetail label="Overdue">{s ? formatPaise(s.overdue) : '—'}</DrawerDetail>
            <DrawerDetail label="Computed">{s ? formatDateTime(s.computedAt) : '—'}</DrawerDetail>
          </DataList.Root>
          <DrawerSection title="Suggested next order">
            {s?.suggestions.length ? (
              <Table.Root size="sm" aria-label="Suggested next order">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>SKU</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    <Table.ColumnHeader>Due</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {s.suggestions.map((l) => (
                    <Table.Row key={l.sku}>
                      <Table.Cell>
                        <Text fontWeight="medium">{l.sku}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {`${l.title} · on ${l.timesOrdered} orders`}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                      <Table.Cell>{formatDay(l.dueDate)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : (
              <Text color="fg.muted">Nothing bought twice in the last 90 days.</Text>
            )}
          </DrawerSection>
        </Stack>
      </Drawer.Body>
    </>
  );
}
