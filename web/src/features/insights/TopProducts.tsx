import { shortRupees } from '@parcelo/common';
import { Tabs } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { TopProducts_insights$key } from '../../__generated__/TopProducts_insights.graphql';
import { formatNumber } from '../../lib/format';
import { ordersListPath } from '../orders';
import { InsightsSection, SectionEmpty, SectionUnavailable } from './InsightsSection';
import { ordersOf, type InsightsFilters } from './insightsFilters';
import { RankedBars } from './RankedBars';

const fragment = graphql`
  fragment TopProducts_insights on Insights {
    from
    to
    topProducts {
      byUnits {
        sku
        title
        units
      }
      byRevenue {
        sku
        title
        revenue
      }
    }
  }
`;

interface Props {
  insights: TopProducts_insights$key;
  filters: InsightsFilters;
}

/** The range's best sellers by units and by revenue; a product opens the orders holding its SKU. */
export function TopProducts({ insights, filters }: Props) {
  const data = useFragment(fragment, insights);
  const products = data.topProducts;
  const days = { from: data.from, to: data.to };
  const ordersOfSku = (sku: string) => ordersListPath({ ...ordersOf(days, filters), by: 'SKU', value: sku });
  // Titles may repeat across SKUs; the SKU keeps each row apart.
  const named = (title: string, sku: string) => `${title} · ${sku}`;

  return (
    <InsightsSection title="Top Products" subtitle="Best sellers, cancelled orders left out">
      {products == null ? (
        <SectionUnavailable />
      ) : products.byUnits.length === 0 ? (
        <SectionEmpty>No products sold in these days.</SectionEmpty>
      ) : (
        <Tabs.Root defaultValue="units" size="sm" variant="subtle" lazyMount>
          <Tabs.List mb="3">
            <Tabs.Trigger value="units">By units</Tabs.Trigger>
            <Tabs.Trigger value="revenue">By revenue</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="units" pt="0">
            <RankedBars
              label="Top products by units"
              items={products.byUnits.map((p) => ({
                name: named(p.title, p.sku),
                value: p.units,
                href: ordersOfSku(p.sku),
              }))}
              formatValue={(value) => formatNumber(value)}
            />
          </Tabs.Content>
          <Tabs.Content value="revenue" pt="0">
            <RankedBars
              label="Top products by revenue"
              color="green.subtle"
              items={products.byRevenue.map((p) => ({
                name: named(p.title, p.sku),
                value: p.revenue,
                href: ordersOfSku(p.sku),
              }))}
              formatValue={(value) => shortRupees(value)}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </InsightsSection>
  );
}
