import { DELIVERY_STATUS_CODES } from '@parcelo/common';
import { Badge, Button, Card, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DriverStopCard_stop$key } from '../../../__generated__/DriverStopCard_stop.graphql';
import { formatPaise } from '../../../lib/format';
import { directionsLink, telLink } from '../../../lib/phoneLinks';
import { addressLine, collectLabel } from './driverStops';

const fragment = graphql`
  fragment DriverStopCard_stop on DriverStop {
    stop
    awb
    customerName
    customerPhone
    address {
      addressLine1
      addressLine2
      city
      state
      pincode
    }
    codAmount
    orderStatus
    orderStatusLabel
    point {
      lat
      lng
    }
  }
`;

interface Props {
  stop: DriverStopCard_stop$key;
  /**
   * On a trip, the trip order's status: a stop closed on the trip comes back with the trip, not
   * the route, so it is fresher than the route's.
   */
  status?: number;
  /** On a trip, the stop's trip status and actions; before one, the order's status shows. */
  children?: ReactNode;
}

/**
 * A stop of the driver's route: its number, the buyer and the address, what to collect, and
 * the buyer's phone and the way there a thumb away.
 */
export function DriverStopCard({ stop, status, children }: Props) {
  const data = useFragment(fragment, stop);
  const collected = data.codAmount > 0 && (status ?? data.orderStatus) === DELIVERY_STATUS_CODES.DELIVERED;
  // Named one by one, so the fields selected above are read here.
  const { addressLine1, addressLine2, city, state, pincode } = data.address;
  const place = data.point ? { lat: data.point.lat, lng: data.point.lng } : null;
  return (
    <Card.Root size="sm" as="li" aria-label={`Stop ${data.stop}: ${data.customerName}`}>
      <Card.Body>
        <Stack gap="3">
          <HStack align="flex-start" gap="3">
            <Circle size="9" bg="colorPalette.solid" color="colorPalette.contrast" fontWeight="bold" flexShrink={0}>
              {data.stop}
            </Circle>
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontWeight="semibold" textStyle="lg">
                {data.customerName}
              </Text>
              <Text textStyle="sm">{addressLine({ addressLine1, addressLine2, city, state, pincode })}</Text>
              <Text textStyle="xs" color="fg.muted">
                AWB {data.awb}
              </Text>
            </Stack>
            <Badge size="lg" colorPalette={data.codAmount > 0 && !collected ? 'orange' : 'green'} flexShrink={0}>
              {collected ? `Collected ${formatPaise(data.codAmount)}` : collectLabel(data.codAmount)}
            </Badge>
          </HStack>
          <HStack gap="2">
            <Button asChild variant="outline" size="lg" flex="1">
              <a href={telLink(data.customerPhone)} aria-label={`Call ${data.customerName}`}>
                Call
              </a>
            </Button>
            {place && (
              <Button asChild variant="outline" size="lg" flex="1">
                <a
                  href={directionsLink(place)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Navigate to stop ${data.stop}`}
                >
                  Navigate
                </a>
              </Button>
            )}
          </HStack>
          {children ?? (
            <Text textStyle="sm" color="fg.muted">
              {data.orderStatusLabel}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
