import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { StatePie_insights$key } from '../../__generated__/StatePie_insights.graphql';
import { formatNumber } from '../../lib/format';
import { ordersListPath } from '../orders';
import { InsightsSection, SectionEmpty, SectionUnavailable } from './InsightsSection';
import { ordersOf, type InsightsFilters } from './insightsFilters';

const fragment = graphql`
  fragment StatePie_insights on Insights {
    from
    to
    stateWise {
      state
      orders
      share
    }
  }
`;

interface Props {
  insights: StatePie_insights$key;
  filters: InsightsFilters;
  /** "Last 30 Days", or the range. */
  title: string;
}

/** The busiest states get a slice each; the rest share one. */
const SLICES = 6;
const COLORS = ['blue.solid', 'teal.solid', 'orange.solid', 'purple.solid', 'pink.solid', 'cyan.solid', 'gray.400'];
const OTHERS = 'Other states';

interface Slice {
  state: string;
  orders: number;
  share: number;
  color: string;
}

const percent = (share: number) => `${share.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/** The same split as the map, as shares of the range's orders. */
export function StatePie({ insights, filters, title }: Props) {
  const data = useFragment(fragment, insights);
  const navigate = useNavigate();
  const states = data.stateWise;
  const days = { from: data.from, to: data.to };
  const sorted = [...(states ?? [])].sort((a, b) => b.orders - a.orders);
  const rest = sorted.slice(SLICES);
  const slices: Slice[] = [
    ...sorted.slice(0, SLICES).map((s, i) => ({ state: s.state, orders: s.orders, share: s.share, color: COLORS[i]! })),
    ...(rest.length > 0
      ? [
          {
            state: OTHERS,
            orders: rest.reduce((sum, s) => sum + s.orders, 0),
            // eslint-disable-next-line no-restricted-syntax -- a percentage to 2 decimals
            share: Math.round(rest.reduce((sum, s) => sum + s.share, 0) * 100) / 100,
            color: COLORS[SLICES]!,
          },
        ]
      : []),
  ];
  const chart = useChart<Slice>({ data: slices });
  const stateOrders = (state: string) =>
    ordersListPath({ ...ordersOf(days, filters), by: 'DELIVERY_STATE', value: state });

  return (
    <InsightsSection title={`Orders by state · ${title}`} subtitle="Share of orders per delivery state">
      {states == null ? (
        <SectionUnavailable />
      ) : slices.length === 0 ? (
        <SectionEmpty>No orders in these days.</SectionEmpty>
      ) : (
        <Flex direction={{ base: 'column', sm: 'row', lg: 'column' }} gap="4" align="center">
          <Chart.Root chart={chart} boxSize={{ base: '56', md: '60' }} aspectRatio="square" flexShrink={0} mx="auto">
            <PieChart responsive>
              <Tooltip
                cursor={false}
                animationDuration={100}
                content={
                  <Chart.Tooltip
                    hideLabel
                    nameKey="state"
                    formatter={(value: number) => `${formatNumber(value)} orders`}
                  />
                }
              />
              <Pie
                data={chart.data}
                dataKey={chart.key('orders')}
                nameKey="state"
                innerRadius="55%"
                outerRadius="95%"
                paddingAngle={1}
                isAnimationActive={false}
                stroke="none"
              >
                {chart.data.map((slice) => (
                  <Cell
                    key={slice.state}
                    fill={chart.color(slice.color)}
                    cursor={slice.state === OTHERS ? undefined : 'pointer'}
                    onClick={() => slice.state !== OTHERS && void navigate(stateOrders(slice.state))}
                  />
                ))}
              </Pie>
            </PieChart>
          </Chart.Root>
          <Stack as="ul" gap="1.5" w="full" textStyle="sm" listStyleType="none" aria-label="Share of orders by state">
            {slices.map((slice) => (
              <HStack as="li" key={slice.state} gap="2">
                <Box bg={slice.color} boxSize="3" rounded="full" flexShrink={0} />
                <Box flex="1" minW="0" truncate>
                  {slice.state === OTHERS ? (
                    <Text as="span" color="fg.muted">
                      {slice.state}
                    </Text>
                  ) : (
                    <Link asChild color="fg" _hover={{ color: 'blue.fg' }}>
                      <RouterLink to={stateOrders(slice.state)}>{slice.state}</RouterLink>
                    </Link>
                  )}
                </Box>
                <Text color="fg.muted" whiteSpace="nowrap">
                  {formatNumber(slice.orders)}
                </Text>
                <Text fontWeight="medium" minW="14" textAlign="end" whiteSpace="nowrap">
                  {percent(slice.share)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Flex>
      )}
    </InsightsSection>
  );
}
