import { MSG, fill, plural } from '@parcelo/common';
import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { DriverRoute_driver$key } from '../../../__generated__/DriverRoute_driver.graphql';
import { FormAlert } from '../../../lib/FormAlert';
import { notifyUserErrors } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { DriverStopCard } from './DriverStopCard';
import { DriverStopsMap } from './DriverStopsMap';
import { useTripStartMutation } from './useTripStartMutation';

const fragment = graphql`
  fragment DriverRoute_driver on Driver {
    status
    route {
      id
      ...DriverStopCard_stop
      ...DriverStopsMap_stops
    }
  }
`;

/** Before a trip: the stops the driver holds in driving order, on a list and a map, and Start trip. */
export function DriverRoute({ driver }: { driver: DriverRoute_driver$key }) {
  const data = useFragment(fragment, driver);
  const route = data.route;

  if (!route) return <FormAlert message="Your route could not be loaded. Refresh to try again." />;
  if (route.length === 0) return <NoOrders />;

  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Your route · {plural(route.length, 'stop')}
      </Heading>
      <DriverStopsMap stops={route} />
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Stops">
        {route.map((stop) => (
          <DriverStopCard key={stop.id} stop={stop} />
        ))}
      </Stack>
      {data.status === 'ORDERS_ASSIGNED' && <StartTripBar />}
    </Stack>
  );
}

/** No orders yet: the hub assigns them; the driver looks again when told. */
function NoOrders() {
  const revalidator = useRevalidator();
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <Text>{MSG.tripNoOrders}</Text>
          <Button
            variant="outline"
            size="lg"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            Refresh
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Start trip, kept in reach at the foot of the screen (a press after a lost answer starts no second trip). */
function StartTripBar() {
  const [start, isStarting] = useTripStartMutation();

  const press = () => {
    start(
      {},
      {
        onCompleted: (payload) => {
          if (!notifyUserErrors(payload.userErrors, MSG.genericFailure)) return;
          const count = payload.trip?.stats.totalOrders ?? 0;
          toaster.create({ type: 'success', title: fill(MSG.tripStarted, { count: plural(count, 'order') }) });
        },
      },
    );
  };

  return (
    <Box position="sticky" bottom="0" py="3" bg="bg.subtle">
      <Button size="2xl" w="full" colorPalette="green" loading={isStarting} onClick={press}>
        Start trip
      </Button>
    </Box>
  );
}
