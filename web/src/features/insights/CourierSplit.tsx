import { Box, Link, Progress, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { CourierSplit_insights$key } from '../../__generated__/CourierSplit_insights.graphql';
import { formatNumber } from '../../lib/format';
import { ordersListPath } from '../orders';
import { InsightsSection, SectionEmpty, SectionUnavailable } from './InsightsSection';
import { ordersOf, type InsightsFilters } from './insightsFilters';

const fragment = graphql`
  fragment CourierSplit_insights on Insights {
    from
    to
    courierSplit {
      name
      orders
      delivered
      returned
      deliveryRate
    }
  }
`;

/** How the server names orders not yet given to a delivery partner. */
const NOT_ASSIGNED = 'Not assigned';

interface Props {
  insights: CourierSplit_insights$key;
  filters: InsightsFilters;
}

/** Orders and delivery rate per delivery partner; a partner opens its orders. */
export function CourierSplit({ insights, filters }: Props) {
  const data = useFragment(fragment, insights);
  const couriers = data.courierSplit;
  const days = { from: data.from, to: data.to };

  return (
    <InsightsSection title="Courier Split" subtitle="Orders and delivery rate per delivery partner">
      {couriers == null ? (
        <SectionUnavailable />
      ) : couriers.length === 0 ? (
        <SectionEmpty>No orders in these days.</SectionEmpty>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Courier Split">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Delivery partner</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
                <Table.ColumnHeader minW="32">Delivery rate</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {couriers.map((courier) => (
                <Table.Row key={courier.name}>
                  <Table.Cell>
                    {courier.name === NOT_ASSIGNED ? (
                      <Text color="fg.muted">{courier.name}</Text>
                    ) : (
                      <Link asChild colorPalette="blue" color="colorPalette.fg">
                        <RouterLink
                          to={ordersListPath({
                            ...ordersOf(days, filters),
                            by: 'DELIVERY_PARTNER',
                            value: courier.name,
                          })}
                        >
                          {courier.name}
                        </RouterLink>
                      </Link>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(courier.orders)}</Table.Cell>
                  <Table.Cell
                    title={`${formatNumber(courier.delivered)} delivered, ${formatNumber(courier.returned)} returned to origin`}
                  >
                    {courier.deliveryRate == null ? (
                      <Text color="fg.muted">None finished yet</Text>
                    ) : (
                      <Progress.Root
                        value={courier.deliveryRate}
                        size="sm"
                        colorPalette={
                          courier.deliveryRate >= 80 ? 'green' : courier.deliveryRate >= 60 ? 'orange' : 'red'
                        }
                        aria-label={`${courier.name} delivery rate`}
                      >
                        <Box display="flex" alignItems="center" gap="2">
                          <Progress.Track flex="1">
                            <Progress.Range />
                          </Progress.Track>
                          <Progress.ValueText minW="12" textAlign="end">
                            {courier.deliveryRate.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%
                          </Progress.ValueText>
                        </Box>
                      </Progress.Root>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </InsightsSection>
  );
}
