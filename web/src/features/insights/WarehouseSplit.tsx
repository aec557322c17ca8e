import { Span } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { WarehouseSplit_insights$key } from '../../__generated__/WarehouseSplit_insights.graphql';
import { formatNumber, formatPaise } from '../../lib/format';
import { ordersListPath } from '../orders';
import { InsightsSection, SectionEmpty, SectionUnavailable } from './InsightsSection';
import { ordersOf, type InsightsFilters } from './insightsFilters';
import { RankedBars } from './RankedBars';

const fragment = graphql`
  fragment WarehouseSplit_insights on Insights {
    from
    to
    warehouseSplit {
      warehouse {
        id
        name
      }
      orders
      revenue
      share
    }
  }
`;

interface Props {
  insights: WarehouseSplit_insights$key;
  filters: InsightsFilters;
}

/** Orders per warehouse, most first; a warehouse opens its orders. */
export function WarehouseSplit({ insights, filters }: Props) {
  const data = useFragment(fragment, insights);
  const split = data.warehouseSplit;
  const days = { from: data.from, to: data.to };
  const items = (split ?? []).map((row, index) => ({
    // A warehouse the viewer may no longer see is still counted, under no name.
    name: row.warehouse ? row.warehouse.name : `Another warehouse ${index + 1}`,
    value: row.orders,
    detail: `${formatNumber(row.orders)} orders, ${formatPaise(row.revenue)}, ${row.share.toLocaleString('en-IN', { maximumFractionDigits: 2 })}% of orders`,
    ...(row.warehouse ? { href: ordersListPath({ ...ordersOf(days, filters), warehouse: row.warehouse.id }) } : {}),
  }));
  const detail = new Map(items.map((item) => [item.name, item.detail]));

  return (
    <InsightsSection title="Orders at Warehouses" subtitle="Orders per pickup warehouse">
      {split == null ? (
        <SectionUnavailable />
      ) : split.length === 0 ? (
        <SectionEmpty>No orders in these days.</SectionEmpty>
      ) : (
        <RankedBars
          label="Orders at Warehouses"
          items={items}
          color="teal.subtle"
          formatValue={(value) => formatNumber(value)}
          title={(item) => <Span title={detail.get(item.name)}>{item.name}</Span>}
        />
      )}
    </InsightsSection>
  );
}
