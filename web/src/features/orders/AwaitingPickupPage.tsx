import { MSG } from '@parcelo/common';
import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { graphql } from 'react-relay';
import type { AwaitingPickupPageQuery } from '../../__generated__/AwaitingPickupPageQuery.graphql';
import { formatNumber } from '../../lib/format';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { PageWithSidebar } from '../../lib/PageWithSidebar';
import { OrdersSidebar } from './OrdersSidebar';
import { DEFAULT_FILTERS, writeFilters } from './orderFilters';

/** The orders list showing one partner's orders waiting for pickup. */
const partnerOrdersPath = (partner: string) =>
  `/orders?${writeFilters(new URLSearchParams(), {
    ...DEFAULT_FILTERS,
    by: 'DELIVERY_PARTNER',
    value: partner,
    statuses: ['READY_TO_SHIP', 'packed'],
    preset: 'LAST_1_YEAR',
  }).toString()}`;

const query = graphql`
  query AwaitingPickupPageQuery {
    awaitingPickup @required(action: THROW) {
      courier
      count
      deliveryPartner {
        id
      }
    }
    ...OrdersSidebar_query
  }
`;

export function awaitingPickupLoader() {
  return loadRouteQuery<AwaitingPickupPageQuery>(query, {});
}

/**
 * /awaiting-pickup: orders shipped with each connected delivery partner and still packed or ready
 * to ship, most first (the server's order), each linking to those orders.
 */
export function AwaitingPickupPage() {
  const data = useRouteQuery<AwaitingPickupPageQuery>(query);
  const couriers = data.awaitingPickup;
  const total = couriers.reduce((sum, c) => sum + c.count, 0);

  return (
    <PageWithSidebar title="Orders" sidebar={<OrdersSidebar query={data} />}>
      <PageHeader
        title="Awaiting Pickup"
        description="Orders handed to your delivery partners and not yet picked up, by partner."
      />
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
                <Table.Row key={c.deliveryPartner?.id ?? c.courier}>
                  <Table.Cell>
                    <Link asChild colorPalette="teal">
                      <RouterLink to={partnerOrdersPath(c.courier)}>{c.courier}</RouterLink>
                    </Link>
                  </Table.Cell>
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
