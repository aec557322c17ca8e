import { Chart, useChart } from '@chakra-ui/charts';
import { ORDER_STATUSES } from '@parcelo/common';
import { graphql, useFragment } from 'react-relay';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { RtoReasons_insights$key } from '../../__generated__/RtoReasons_insights.graphql';
import { formatNumber } from '../../lib/format';
import { ordersListPath } from '../orders';
import { InsightsSection, SectionEmpty, SectionUnavailable } from './InsightsSection';
import { ordersOf, type InsightsFilters } from './insightsFilters';

const fragment = graphql`
  fragment RtoReasons_insights on Insights {
    from
    to
    rtoTopReasons {
      label
      orders
    }
  }
`;

/** Every status of an order on its way back to origin. */
export const RTO_STATUSES: string[] = ORDER_STATUSES.filter((code) => code.startsWith('RTO_'));

interface Props {
  insights: RtoReasons_insights$key;
  filters: InsightsFilters;
}

/** Why orders went back to origin: each one's last undelivered reason, most first. */
export function RtoReasons({ insights, filters }: Props) {
  const data = useFragment(fragment, insights);
  const reasons = data.rtoTopReasons;
  const chart = useChart({
    data: (reasons ?? []).map((r) => ({ reason: r.label, orders: r.orders })),
    series: [{ name: 'orders', color: 'red.solid', label: 'Orders' }],
  });

  return (
    <InsightsSection
      title="RTO Top Reasons"
      subtitle="Why orders went back to origin"
      ordersTo={ordersListPath({ ...ordersOf({ from: data.from, to: data.to }, filters), statuses: RTO_STATUSES })}
      ordersLabel="View RTO orders"
    >
      {reasons == null ? (
        <SectionUnavailable />
      ) : reasons.length === 0 ? (
        <SectionEmpty>No orders went back to origin in these days.</SectionEmpty>
      ) : (
        <Chart.Root chart={chart} h={`${reasons.length * 44 + 24}px`} aspectRatio="auto">
          <BarChart data={chart.data} layout="vertical" responsive margin={{ left: 0, right: 40 }}>
            <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
            <YAxis
              type="category"
              dataKey={chart.key('reason')}
              tickLine={false}
              axisLine={false}
              width={150}
              interval={0}
            />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip formatter={(value: number) => formatNumber(value)} />}
            />
            {chart.series.map((item) => (
              <Bar
                key={item.name}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                radius={[0, 3, 3, 0]}
                barSize={22}
                isAnimationActive={false}
              >
                <LabelList dataKey={chart.key(item.name)} position="right" formatter={formatLabel} />
              </Bar>
            ))}
          </BarChart>
        </Chart.Root>
      )}
    </InsightsSection>
  );
}

const formatLabel = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : '');
