import { defaultDays } from '@parcelo/common';
import { Alert, Box, Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { InsightsPageQuery } from '../../__generated__/InsightsPageQuery.graphql';
import { fetchSession } from '../../lib/guards';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { CourierSplit } from './CourierSplit';
import { InsightsCards } from './InsightsCards';
import { InsightsFilterBar } from './InsightsFilterBar';
import {
  daysLabel,
  insightsVariables,
  rangeTitle,
  readInsightsFilters,
  urlRangeProblem,
  writeInsightsFilters,
  type InsightsFilters,
} from './insightsFilters';
import { OrdersTrend } from './OrdersTrend';
import { RtoReasons } from './RtoReasons';
import { preloadIndiaShapes, StateMap } from './StateMap';
import { StatePie } from './StatePie';
import { TopProducts } from './TopProducts';
import { WarehouseSplit } from './WarehouseSplit';

const query = graphql`
  query InsightsPageQuery($range: InsightsRange, $warehouse: ID, $company: ID, $withInsights: Boolean!) {
    ...InsightsFilterBar_query
    insights(company: $company, range: $range, warehouse: $warehouse) @include(if: $withInsights) {
      from
      to
      orders {
        current
      }
      ...InsightsCards_insights
      ...OrdersTrend_insights
      ...StateMap_insights
      ...StatePie_insights
      ...RtoReasons_insights
      ...CourierSplit_insights
      ...WarehouseSplit_insights
      ...TopProducts_insights
    }
  }
`;

/**
 * Every change of range or warehouse loads the page's one query again, for the URL's filters.
 * A warehouse operator's dashboard is a seller's, chosen first, so the loader asks who is
 * looking: the session is in the store on every visit but the first, when the shell's guard is
 * already asking for it and this waits for that same request.
 */
export async function insightsLoader({ request }: LoaderFunctionArgs) {
  preloadIndiaShapes();
  const filters = readInsightsFilters(new URL(request.url).searchParams);
  const session = await fetchSession();
  return loadRouteQuery<InsightsPageQuery>(query, insightsVariables(filters, session?.userType === 'WAREHOUSE'));
}

const filtersKey = (filters: InsightsFilters) => writeInsightsFilters(new URLSearchParams(), filters).toString();

/**
 * /insights: the seller's dashboard over a range of days and one warehouse or all, kept in the
 * URL: the headline figures, the trend, the map of India with its pie, and the sections, each
 * opening the orders it counts.
 */
export function InsightsPage() {
  const data = useRouteQuery<InsightsPageQuery>(query);
  const [searchParams] = useSearchParams();
  // The filters the figures on screen were read for: the committed URL's. The controls' own
  // copy moves at once, ahead of the figures, and the difference says they are on their way.
  const shown = useMemo(() => readInsightsFilters(searchParams), [searchParams]);
  const urlProblem = useMemo(() => urlRangeProblem(searchParams), [searchParams]);
  const [filters, changeFilters] = useUrlFilters(readInsightsFilters, writeInsightsFilters);
  const pending = filtersKey(filters) !== filtersKey(shown);
  const { insights } = data;
  const days = insights ? { from: insights.from, to: insights.to } : null;
  const title = days ? rangeTitle(shown, days) : '';
  // A warehouse operator has not chosen whose dashboard to see.
  const chooseSeller = insights === undefined;

  return (
    <>
      <PageHeader
        title="Insights"
        description={days ? `Orders placed ${daysLabel(days)}, by their day in India` : undefined}
      />
      {(days || chooseSeller) && (
        <InsightsFilterBar
          query={data}
          filters={filters}
          onChange={changeFilters}
          days={days ?? defaultDays()}
          pending={pending}
        />
      )}
      {urlProblem && (
        <Alert.Root status="warning" mb="5">
          <Alert.Indicator />
          <Alert.Title>{urlProblem} Showing the last 30 days instead.</Alert.Title>
        </Alert.Root>
      )}
      <Box opacity={pending ? 0.6 : 1} transition="opacity 0.2s">
        {chooseSeller ? (
          <Card.Root variant="outline">
            <Card.Body alignItems="center" textAlign="center" py="12">
              <Text color="fg.muted">Choose a seller to see the insights of its orders at your warehouses.</Text>
            </Card.Body>
          </Card.Root>
        ) : !insights || !days ? (
          <NotLoaded />
        ) : insights.orders?.current === 0 ? (
          <NoOrders defaultRange={shown.range === 'LAST_1_MONTH'} days={daysLabel(days)} />
        ) : (
          <Stack gap={{ base: '4', md: '5' }}>
            <InsightsCards insights={insights} filters={shown} />
            <OrdersTrend insights={insights} filters={shown} />
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <StateMap insights={insights} filters={shown} title={title} />
              <StatePie insights={insights} filters={shown} title={title} />
            </Grid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
              <RtoReasons insights={insights} filters={shown} />
              <CourierSplit insights={insights} filters={shown} />
              <WarehouseSplit insights={insights} filters={shown} />
              <TopProducts insights={insights} filters={shown} />
            </Grid>
          </Stack>
        )}
      </Box>
    </>
  );
}

/** A seller without orders in the range: what the page will show, and how to get there. */
function NoOrders({ defaultRange, days }: { defaultRange: boolean; days: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
        <Text textStyle="lg" fontWeight="semibold">
          {defaultRange ? 'No orders in the last 30 days yet' : `No orders placed ${days}`}
        </Text>
        <Text color="fg.muted" maxW="md">
          {defaultRange
            ? 'Once you place orders, your figures, daily trend and the map of where they go appear here.'
            : 'Try a longer range, or all warehouses.'}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild>
            <RouterLink to="/orders/new">Create an order</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/orders/bulk">Upload bulk orders</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function NotLoaded() {
  return (
    <Card.Root variant="outline">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
        <Text textStyle="lg" fontWeight="semibold">
          Insights could not load
        </Text>
        <Text color="fg.muted">Try again in a moment.</Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Card.Body>
    </Card.Root>
  );
}
