import { MSG } from '@parcelo/common';
import { Table, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { AwaitingPickupPageQuery } from '../../__generated__/AwaitingPickupPageQuery.graphql';
import { formatNumber } from '../../lib/format';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { PageWithSidebar } from '../../lib/PageWithSidebar';
import { OrdersSidebar } from './OrdersSidebar';

const query = graphql`
  query AwaitingPickupPageQuery {
    awaitingPickup @required(action: THROW) {
      courier
      count
    }
    ...OrdersSidebar_query
  }
`;

export function awaitingPickupLoader() {
  return loadRouteQuery<AwaitingPickupPageQuery>(query, {});
}

/** /awaiting-pickup: packed and ready-to-ship orders per courier, most first (the server's order). */
export function AwaitingPickupPage() {
  const data = useRouteQuery<AwaitingPickupPageQuery>(query);
  const couriers = data.awaitingPickup;
  const total = couriers.reduce((sum, c) => sum + c.count, 0);

  return (
    <PageWithSidebar title="Orders" sidebar={<OrdersSidebar query={data} />}>
      <PageHeader title="Awaiting Pickup" description="Orders packed or ready to ship, by courier." />
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxW="xl">
        <Table.Root size="sm" striped aria-label="Orders awaiting pickup by courier">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Courier</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {couriers.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={2} textAlign="center" py="10" color="fg.muted">
                  {MSG.nothingHere}
                </Table.Cell>
              </Table.Row>
            ) : (
              couriers.map((c) => (
                <Table.Row key={c.courier}>
                  <Table.Cell>{c.courier}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(c.count)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
          {couriers.length > 0 && (
            <Table.Footer>
              <Table.Row>
                <Table.Cell>
                  <Text fontWeight="semibold">Total</Text>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Text fontWeight="semibold">{formatNumber(total)}</Text>
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Table.ScrollArea>
    </PageWithSidebar>
  );
}
