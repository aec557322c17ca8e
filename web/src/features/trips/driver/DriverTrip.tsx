import { MSG, plural } from '@parcelo/common';
import { Alert, Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DriverTrip_driver$key } from '../../../__generated__/DriverTrip_driver.graphql';
import type { DriverTrip_trip$key } from '../../../__generated__/DriverTrip_trip.graphql';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { notifyUserErrors } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { TripStats } from '../TripStats';
import { tripStatusLabel, tripStatusPalette } from '../tripList';
import { DriverStopCard } from './DriverStopCard';
import { tripStops } from './driverStops';
import { TripStopActions } from './TripStopActions';
import { usePositionRecorder } from './usePositionRecorder';
import { useTripEndMutation } from './useTripEndMutation';
import { useTripHoldMutation } from './useTripHoldMutation';
import { useTripResumeMutation } from './useTripResumeMutation';

const tripFragment = graphql`
  fragment DriverTrip_trip on Trip {
    id
    status
    stats {
      pending
      ...TripStats_stats
    }
    orders {
      orderId
      stop
      awb
      status
      ...TripStopActions_order
    }
  }
`;

const driverFragment = graphql`
  fragment DriverTrip_driver on Driver {
    route {
      id
      ...DriverStopCard_stop
    }
  }
`;

interface Props {
  trip: DriverTrip_trip$key;
  driver: DriverTrip_driver$key;
}

/**
 * On a trip: where it stands, Hold/Resume and End, and each stop with its actions. While the
 * trip is in progress the phone's position is recorded.
 */
export function DriverTrip({ trip, driver }: Props) {
  const data = useFragment(tripFragment, trip);
  const { route } = useFragment(driverFragment, driver);
  const inProgress = data.status === 'IN_PROGRESS';
  const positions = usePositionRecorder(data.id, inProgress);
  const stops = tripStops(data.orders, route ?? []);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          Your trip · {data.stats.pending > 0 ? `${plural(data.stats.pending, 'stop')} to go` : 'all stops closed'}
        </Heading>
        <Badge size="lg" colorPalette={tripStatusPalette(data.status)}>
          {tripStatusLabel(data.status)}
        </Badge>
      </HStack>
      {positions.problem && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{positions.problem}</Alert.Description>
        </Alert.Root>
      )}
      <TripStats stats={data.stats} />
      <TripControls tripId={data.id} status={data.status} pending={data.stats.pending} flush={positions.flushBefore} />
      {!inProgress && (
        <Text color="fg.muted" textStyle="sm">
          {MSG.tripOnHold}
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Stops">
        {stops.map(({ order, stop }) =>
          stop ? (
            <DriverStopCard key={order.orderId} stop={stop} status={order.status}>
              <TripStopActions tripId={data.id} order={order} disabled={!inProgress} />
            </DriverStopCard>
          ) : (
            <Card.Root key={order.orderId} size="sm" as="li" aria-label={`Stop ${order.stop}: ${order.awb}`}>
              <Card.Body>
                <Stack gap="2">
                  <Text fontWeight="semibold">
                    Stop {order.stop} · AWB {order.awb}
                  </Text>
                  <TripStopActions tripId={data.id} order={order} disabled={!inProgress} />
                </Stack>
              </Card.Body>
            </Card.Root>
          ),
        )}
      </Stack>
    </Stack>
  );
}

interface ControlsProps {
  tripId: string;
  status: string;
  pending: number;
  /** Sends the queued positions first, so the trip's distance counts them. */
  flush: () => Promise<void>;
}

/** Hold or Resume, and End trip (asked once more: what is still out comes back unattempted). */
function TripControls({ tripId, status, pending, flush }: ControlsProps) {
  const [hold, isHolding] = useTripHoldMutation();
  const [resume, isResuming] = useTripResumeMutation();
  const [end, isEnding] = useTripEndMutation();
  const [confirming, setConfirming] = useState(false);
  // The queued positions going first (a few seconds at most) counts as the action under way.
  const [flushingFor, setFlushingFor] = useState<'hold' | 'end' | null>(null);
  const holding = isHolding || flushingFor === 'hold';
  const ending = isEnding || flushingFor === 'end';
  const busy = holding || isResuming || ending;

  const pause = async () => {
    setFlushingFor('hold');
    await flush();
    setFlushingFor(null);
    hold(
      { trip: tripId },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: MSG.tripHeld });
        },
      },
    );
  };
  const goOn = () =>
    resume(
      { trip: tripId },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: MSG.tripResumed });
        },
      },
    );
  const finish = async () => {
    setFlushingFor('end');
    await flush();
    setFlushingFor(null);
    end(
      { trip: tripId },
      {
        onCompleted: (payload) => {
          setConfirming(false);
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: MSG.tripEnded });
        },
      },
    );
  };

  const endBody =
    pending > 0
      ? `${plural(pending, 'order')} still out for delivery will be marked not attempted and go back to the cluster.`
      : 'Every stop is closed. End the trip?';

  return (
    <HStack gap="3">
      {status === 'ON_HOLD' ? (
        <Button size="xl" flex="1" colorPalette="green" onClick={goOn} loading={isResuming} disabled={busy}>
          Resume
        </Button>
      ) : (
        <Button size="xl" flex="1" variant="outline" onClick={() => void pause()} loading={holding} disabled={busy}>
          Hold
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button size="xl" flex="1" colorPalette="red" variant="outline" disabled={busy}>
            End trip
          </Button>
        }
        open={confirming}
        onOpenChange={setConfirming}
        title="End trip?"
        body={endBody}
        confirmLabel="Yes, end trip"
        loading={ending}
        onConfirm={() => void finish()}
      />
    </HStack>
  );
}
