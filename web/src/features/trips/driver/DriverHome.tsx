import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DriverHome_driver$key } from '../../../__generated__/DriverHome_driver.graphql';
import { useSignOutMutation } from '../../auth/useSignOutMutation';
import { DriverRoute } from './DriverRoute';
import { DriverTrip } from './DriverTrip';
import { driverStatusLabel } from './driverStops';
import { DRIVER_HOME } from '../../../lib/paths';

const fragment = graphql`
  fragment DriverHome_driver on Driver {
    name
    phone
    statusCode
    vehicleLabel
    currentTrip {
      ...DriverTrip_trip
    }
    ...DriverRoute_driver
    ...DriverTrip_driver
  }
`;

/** The signed-in driver: who and on what, then its trip when it is on one, else its route. */
export function DriverHome({ driver }: { driver: DriverHome_driver$key }) {
  const data = useFragment(fragment, driver);
  return (
    <Stack gap="5">
      <Card.Root size="sm">
        <Card.Body>
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="1">
              <Heading as="h2" size="lg">
                {data.name}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {data.vehicleLabel} · {data.phone}
              </Text>
              <Badge alignSelf="flex-start" size="lg" colorPalette={data.statusCode === 3 ? 'yellow' : 'gray'}>
                {driverStatusLabel(data.statusCode)}
              </Badge>
            </Stack>
            <SignOutButton />
          </HStack>
        </Card.Body>
      </Card.Root>
      {data.currentTrip ? <DriverTrip trip={data.currentTrip} driver={data} /> : <DriverRoute driver={data} />}
    </Stack>
  );
}

/** Ends the session and starts the page afresh (the sign-in), leaving nothing of the driver in memory. */
function SignOutButton() {
  const [signOut, isSigningOut] = useSignOutMutation();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={isSigningOut}
      onClick={() => signOut({ everywhere: false }, { onCompleted: () => window.location.assign(DRIVER_HOME) })}
    >
      Sign out
    </Button>
  );
}
