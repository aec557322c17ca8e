import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { redirect, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import type { TrackingPageQuery, TrackingPageQuery$data } from '../../__generated__/TrackingPageQuery.graphql';
import { QueryFailure } from '../../lib/QueryFailure';
import { ApiError, describeError } from '../../lib/relay/environment';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyError } from '../../lib/toaster';
import { PageLoader } from '../../lib/PageLoader';
import { TrackedShipmentCard } from './TrackedShipmentCard';
import { PublicPage } from '../../lib/PublicPage';
import { TrackingNotFound } from './TrackingNotFound';
import { TrackingResults } from './TrackingResults';
import { TrackingSearchForm } from './TrackingSearchForm';
import { trackingTarget, type TrackingTarget, type TrackingVariables } from './trackingSearch';
import { useRefreshCountdown } from './useRefreshCountdown';

const query = graphql`
  query TrackingPageQuery(
    $awb: String
    $trackingId: String
    $single: Boolean!
    $search: Boolean!
    $by: TrackingSearchBy!
    $value: String!
  ) {
    trackedShipment(awb: $awb, trackingId: $trackingId) @include(if: $single) {
      refreshInSeconds
      brand {
        name
        ...PublicPage_brand
      }
      ...TrackedShipmentCard_shipment
    }
    ...TrackingResults_query @include(if: $search) @arguments(by: $by, value: $value) @alias(as: "results")
  }
`;

/** Public: no sign-in. An AWB searched through the query string goes to its own page. */
export function trackingLoader({ request, params }: LoaderFunctionArgs) {
  const target = trackingTarget(params.ref, new URL(request.url).searchParams);
  if (target.redirectTo) throw redirect(target.redirectTo);
  return loadRouteQuery<TrackingPageQuery>(query, target.variables);
}

/**
 * /track, /track/{awb} and /track/wh-track{id}: the public tracking page, under the
 * seller's own header when a shipment is shown, outside the seller app.
 */
export function TrackingPage() {
  // A new load of the route (another search, Back) clears a failure.
  const loaded: unknown = useLoaderData();
  const { ref } = useParams();
  const [params] = useSearchParams();
  const target = useMemo(() => trackingTarget(ref, params), [ref, params]);

  return (
    <ErrorBoundary
      resetKeys={[loaded]}
      fallbackRender={({ error }) => <TrackingLoadFailure error={error} target={target} />}
    >
      <Suspense fallback={<PageLoader fullPage />}>
        <TrackingContent target={target} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The search box starts afresh for each address, showing what it asks for. */
const formKey = ({ form }: TrackingTarget) => `${form.by}|${form.value}`;

function TrackingContent({ target }: { target: TrackingTarget }) {
  const data = useRouteQuery<TrackingPageQuery>(query);
  const shipment = data.trackedShipment;
  const { single } = target.variables;

  return (
    <PublicPage
      brand={shipment?.brand ?? null}
      title="Track your order"
      documentTitle={`Track your order · ${shipment?.brand?.name ?? 'Parcelo'}`}
      width="5xl"
    >
      <TrackingSearchForm key={formKey(target)} initial={target.form} />
      {single &&
        (shipment ? (
          <ShipmentView
            key={`${target.variables.awb}|${target.variables.trackingId}`}
            shipment={shipment}
            variables={target.variables}
          />
        ) : (
          <TrackingNotFound />
        ))}
      {data.results && <TrackingResults query={data.results} />}
    </PublicPage>
  );
}

type Shipment = NonNullable<TrackingPageQuery$data['trackedShipment']>;

/** The shipment, fetched again from the server whenever its countdown runs out. */
function ShipmentView({ shipment, variables }: { shipment: Shipment; variables: TrackingVariables }) {
  const environment = useRelayEnvironment();
  // network-only: the point is what the courier reported since, not what the store holds.
  const refresh = () =>
    fetchQuery<TrackingPageQuery>(environment, query, variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (fresh) => fresh?.trackedShipment?.refreshInSeconds ?? null,
        (error: unknown) => {
          notifyError(error);
          return null;
        },
      );
  const countdown = useRefreshCountdown(shipment.refreshInSeconds, refresh);

  return (
    <TrackedShipmentCard
      shipment={shipment}
      actions={
        <HStack gap="3">
          {/* A timer is not announced every second; the text is there to read. */}
          <Text role="timer" aria-live="off" textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            {countdown.refreshing ? 'Refreshing…' : `Refreshing in ${countdown.remaining} s`}
          </Text>
          <Button size="xs" variant="outline" onClick={countdown.refreshNow} disabled={countdown.refreshing}>
            Refresh now
          </Button>
        </HStack>
      }
    />
  );
}

/**
 * The route's query failed. A search the API refused (BAD_USER_INPUT) shows its reason under
 * the search box; anything else its message and Retry.
 */
function TrackingLoadFailure({ error, target }: { error: unknown; target: TrackingTarget }) {
  const refused = error instanceof ApiError && error.code === 'BAD_USER_INPUT';
  return (
    <PublicPage brand={null} title="Track your order" documentTitle="Track your order · Parcelo" width="5xl">
      <TrackingSearchForm
        key={formKey(target)}
        initial={{ ...target.form, error: refused ? describeError(error) : null }}
      />
      {!refused && (
        <Card.Root>
          <Card.Body>
            <QueryFailure error={error} onRetry={() => window.location.reload()} />
          </Card.Body>
        </Card.Root>
      )}
    </PublicPage>
  );
}
