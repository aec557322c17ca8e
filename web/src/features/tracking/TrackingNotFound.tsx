import { MSG } from '@parcelo/common';
import { Card, Text } from '@chakra-ui/react';

/** Nothing matched: a plain answer, not an error, since a mistyped number is the usual cause. */
export function TrackingNotFound() {
  return (
    <Card.Root role="status">
      <Card.Body>
        <Text textAlign="center" py="6" fontWeight="medium">
          {MSG.trackingNotFound}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
