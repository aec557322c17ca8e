import { formatPercentChange, formatTat, shortNumber, shortRupees } from '@parcelo/common';
import { Badge, Card, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { InsightsCards_insights$key } from '../../__generated__/InsightsCards_insights.graphql';
import { formatNumber, formatPaise } from '../../lib/format';
import { ordersListPath } from '../orders';
import { daysLabel, ordersOf, ordersToday, periodName, sinceLabel, type InsightsFilters } from './insightsFilters';

const fragment = graphql`
  fragment InsightsCards_insights on Insights {
    from
    to
    previousFrom
    previousTo
    orders {
      current
      previous
      change
    }
    revenue {
      current
      previous
      change
    }
    todayOrders {
      current
      previous
      change
    }
    todayRevenue {
      current
      previous
      change
    }
    undeliveredOrders {
      current
      previous
      change
    }
    cancelledOrders {
      current
      previous
      change
    }
    averageTat {
      current
      previous
      change
      delivered
    }
  }
`;

interface Props {
  insights: InsightsCards_insights$key;
  /** The filters the figures were read for. */
  filters: InsightsFilters;
}

/** The seven headline figures, each against the period before it and opening the orders it counts. */
export function InsightsCards({ insights, filters }: Props) {
  const data = useFragment(fragment, insights);
  const days = { from: data.from, to: data.to };
  const previous = `Compared with ${daysLabel({ from: data.previousFrom, to: data.previousTo })}`;
  const since = sinceLabel(filters, days);
  const period = periodName(filters, days);
  const inRange = (statuses: string[] = []) => ordersListPath({ ...ordersOf(days, filters), statuses });
  const today = ordersListPath(ordersToday(filters));
  const count = (n: number) => `${formatNumber(n)} ${n === 1 ? 'order' : 'orders'}`;

  const counted = (figure: { readonly current: number } | null | undefined) =>
    figure ? { value: shortNumber(figure.current), full: count(figure.current) } : null;
  const money = (figure: { readonly current: number } | null | undefined) =>
    figure ? { value: shortRupees(figure.current), full: formatPaise(figure.current) } : null;
  const tat = data.averageTat;

  return (
    <SimpleGrid
      as="ul"
      aria-label="Figures"
      listStyleType="none"
      columns={{ base: 2, md: 3, lg: 4 }}
      gap={{ base: '3', md: '4' }}
    >
      <StatCard
        label={`Orders ${period}`}
        figure={counted(data.orders)}
        change={data.orders?.change ?? null}
        since={since}
        sinceTitle={data.orders ? `${previous}: ${count(data.orders.previous)}` : previous}
        to={inRange()}
      />
      <StatCard
        label={`Revenue ${period} (INR)`}
        figure={money(data.revenue)}
        change={data.revenue?.change ?? null}
        since={since}
        sinceTitle={data.revenue ? `${previous}: ${formatPaise(data.revenue.previous)}` : previous}
        to={inRange()}
      />
      <StatCard
        label="Today's Orders"
        figure={counted(data.todayOrders)}
        change={data.todayOrders?.change ?? null}
        since="Since yesterday"
        sinceTitle={data.todayOrders ? `Yesterday: ${count(data.todayOrders.previous)}` : undefined}
        to={today}
      />
      <StatCard
        label="Today's Revenue"
        figure={money(data.todayRevenue)}
        change={data.todayRevenue?.change ?? null}
        since="Since yesterday"
        sinceTitle={data.todayRevenue ? `Yesterday: ${formatPaise(data.todayRevenue.previous)}` : undefined}
        to={today}
      />
      <StatCard
        label="Undelivered orders (NDR)"
        figure={counted(data.undeliveredOrders)}
        change={data.undeliveredOrders?.change ?? null}
        increaseIsBad
        since={since}
        sinceTitle={data.undeliveredOrders ? `${previous}: ${count(data.undeliveredOrders.previous)}` : previous}
        to={inRange(['UNDELIVERED'])}
      />
      <StatCard
        label="Average TAT"
        figure={
          tat
            ? tat.current == null
              ? { value: '—', full: 'No order of these days is delivered yet' }
              : {
                  value: formatTat(tat.current),
                  full: `From placed to delivered, over ${count(tat.delivered)} delivered`,
                }
            : null
        }
        change={tat?.change ?? null}
        increaseIsBad
        since={since}
        sinceTitle={tat?.previous != null ? `${previous}: ${formatTat(tat.previous)}` : previous}
        to={inRange(['DELIVERED'])}
      />
      <StatCard
        label="Cancelled orders count"
        figure={counted(data.cancelledOrders)}
        change={data.cancelledOrders?.change ?? null}
        increaseIsBad
        since={since}
        sinceTitle={data.cancelledOrders ? `${previous}: ${count(data.cancelledOrders.previous)}` : previous}
        to={inRange(['CANCELLED'])}
      />
    </SimpleGrid>
  );
}

interface StatCardProps {
  label: string;
  /** The figure shortened, and in full for its tooltip; null when it could not be read. */
  figure: { value: string; full: string } | null;
  change: number | null;
  /** Undelivered and cancelled orders, and a longer turnaround, are worse when they grow. */
  increaseIsBad?: boolean;
  since: string;
  sinceTitle?: string | undefined;
  /** The orders list the figure counts. */
  to: string;
}

/** Green for a change for the better, red for the worse, grey for none or nothing to compare. */
function changePalette(change: number | null, increaseIsBad: boolean): string {
  if (change === null || change === 0) return 'gray';
  return change > 0 !== increaseIsBad ? 'green' : 'red';
}

function StatCard({ label, figure, change, increaseIsBad = false, since, sinceTitle, to }: StatCardProps) {
  const palette = changePalette(change, increaseIsBad);
  const arrow = change === null || change === 0 ? '' : change > 0 ? '▲ ' : '▼ ';
  return (
    <Card.Root as="li" variant="outline" size="sm" _hover={{ borderColor: 'border.emphasized', shadow: 'xs' }}>
      <LinkBox asChild>
        <Card.Body gap="1" p={{ base: '3', md: '4' }}>
          <LinkOverlay asChild>
            <RouterLink to={to} title={figure?.full}>
              <Text textStyle="sm" color="fg.muted" fontWeight="medium" lineClamp={2}>
                {label}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {figure ? (
            <Text
              textStyle={{ base: 'xl', md: '2xl' }}
              fontWeight="semibold"
              title={figure.full}
              data-figure
              whiteSpace="nowrap"
            >
              {figure.value}
            </Text>
          ) : (
            <Text textStyle="sm" color="fg.muted" py="1.5">
              Could not load
            </Text>
          )}
          <HStack gap="2" wrap="wrap" title={sinceTitle}>
            <Badge colorPalette={palette} variant="subtle" aria-label={changeLabel(change)}>
              {arrow}
              {formatPercentChange(change)}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {since}
            </Text>
          </HStack>
        </Card.Body>
      </LinkBox>
    </Card.Root>
  );
}

/** The change as a screen reader says it. */
function changeLabel(change: number | null): string {
  if (change === null) return 'Nothing to compare with';
  if (change === 0) return 'No change';
  return `${change > 0 ? 'Up' : 'Down'} ${formatPercentChange(change).replace(/^[+−]/, '')}`;
}
