import { Chart, useChart } from '@chakra-ui/charts';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { shortNumber, shortRupees } from '@parcelo/common';
import type { OrdersTrend_insights$key } from '../../__generated__/OrdersTrend_insights.graphql';
import { formatDay, formatNumber, formatPaise, isIsoDate } from '../../lib/format';
import { ordersListPath } from '../orders';
import { InsightsSection, SectionUnavailable } from './InsightsSection';
import { daysLabel, ordersOf, type InsightsFilters } from './insightsFilters';

const fragment = graphql`
  fragment OrdersTrend_insights on Insights {
    from
    to
    trend {
      day
      orders
      revenue
    }
  }
`;

interface Props {
  insights: OrdersTrend_insights$key;
  filters: InsightsFilters;
}

interface DayPoint {
  day: string;
  orders: number;
  /** Rupees, for the axis. */
  revenue: number;
}

const shortDay = (day: string) => formatDay(day).slice(0, 6);

/** Orders (bars) and revenue (line) for each day of the range; a day's bar opens its orders. */
export function OrdersTrend({ insights, filters }: Props) {
  const data = useFragment(fragment, insights);
  const navigate = useNavigate();
  const days = { from: data.from, to: data.to };
  const chart = useChart<DayPoint>({
    data: (data.trend ?? []).map((point) => ({ day: point.day, orders: point.orders, revenue: point.revenue })),
    series: [
      { name: 'orders', color: 'blue.solid', label: 'Orders', yAxisId: 'orders' },
      { name: 'revenue', color: 'orange.solid', label: 'Revenue', yAxisId: 'revenue' },
    ],
  });
  const openDay = (day: string) => void navigate(ordersListPath(ordersOf({ from: day, to: day }, filters)));

  return (
    <InsightsSection
      title="Orders and revenue by day"
      subtitle={daysLabel(days)}
      ordersTo={ordersListPath(ordersOf(days, filters))}
    >
      {data.trend == null ? (
        <SectionUnavailable />
      ) : (
        <Chart.Root chart={chart} h={{ base: '56', md: '72' }} aspectRatio="auto">
          <ComposedChart data={chart.data} responsive margin={{ top: 8, right: 4, left: 4, bottom: 0 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis
              dataKey={chart.key('day')}
              tickFormatter={shortDay}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis
              yAxisId="orders"
              tickFormatter={(value: number) => shortNumber(value)}
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              width={40}
            />
            <YAxis
              yAxisId="revenue"
              orientation="right"
              tickFormatter={(value: number) => shortRupees(value)}
              tickLine={false}
              axisLine={false}
              width={56}
            />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={
                <Chart.Tooltip
                  formatter={(value: number, name: string) =>
                    name === 'revenue' ? formatPaise(value) : formatNumber(value)
                  }
                />
              }
              labelFormatter={(day) => (typeof day === 'string' && isIsoDate(day) ? formatDay(day) : day)}
            />
            <Legend content={<Chart.Legend />} />
            <Bar
              yAxisId="orders"
              dataKey={chart.key('orders')}
              name="orders"
              fill={chart.color('blue.solid')}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(point: { payload?: DayPoint }) => point.payload && openDay(point.payload.day)}
            />
            <Line
              yAxisId="revenue"
              dataKey={chart.key('revenue')}
              name="revenue"
              stroke={chart.color('orange.solid')}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
              type="monotone"
            />
          </ComposedChart>
        </Chart.Root>
      )}
    </InsightsSection>
  );
}
