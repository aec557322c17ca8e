import { DEFAULT_TRACKING_PAGE } from '@parcelo/common';
import { Box, Card, DataList, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TrackedShipmentCard_shipment$key } from '../../__generated__/TrackedShipmentCard_shipment.graphql';
import { formatDateTime, formatNumber, formatPaise } from '../../lib/format';
import { paymentModeLabel } from '../orders';
import { OrderStatusTag } from '../orders';
import { TrackingTimeline } from './TrackingTimeline';

const fragment = graphql`
  fragment TrackedShipmentCard_shipment on TrackedShipment {
    orderNumber
    awb
    courierAwb
    courier
    status {
      label
      tone
    }
    placedAt
    paymentMode
    amountToPay
    amountPaidOnDelivery
    buyerName
    buyerPhone
    deliveryAddress
    pickupCity
    items {
      title
      quantity
    }
    trail {
      ...TrackingTimeline_entries
    }
    brand {
      page {
        primaryColor
      }
    }
  }
`;

/** One shipment as its buyer sees it: the order, where it goes (masked by the API), and its trail. */
export function TrackedShipmentCard({
  shipment,
  actions,
}: {
  shipment: TrackedShipmentCard_shipment$key;
  actions?: ReactNode;
}) {
  const s = useFragment(fragment, shipment);
  const mode = paymentModeLabel(s.paymentMode);
  // Found by either number, the shipment shows both: Parcelo's, and the courier's when it differs.
  const courierAwb = s.courierAwb && s.courierAwb !== s.awb ? s.courierAwb : null;
  // Once delivered it was paid; cancelled or on its way back, there is nothing to pay.
  const payment =
    s.amountToPay != null
      ? `${mode} · ${formatPaise(s.amountToPay)} to pay`
      : s.amountPaidOnDelivery != null
        ? `${mode} · ${formatPaise(s.amountPaidOnDelivery)} paid on delivery`
        : mode;

  return (
    <Card.Root as="article" aria-labelledby="tracked-order-heading">
      <Card.Header>
        <Flex
          gap="3"
          align={{ base: 'flex-start', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          wrap="wrap"
        >
          <Stack gap="1">
            <Heading as="h2" size="lg" id="tracked-order-heading">
              {`Order ${s.orderNumber}`}
            </Heading>
            {s.awb && <Text color="fg.muted" textStyle="sm">{`AWB ${s.awb}`}</Text>}
            {courierAwb && <Text color="fg.muted" textStyle="sm">{`Courier AWB ${courierAwb}`}</Text>}
          </Stack>
          <OrderStatusTag label={s.status.label} tone={s.status.tone} />
          {actions && <Box ms={{ sm: 'auto' }}>{actions}</Box>}
        </Flex>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }}>
          <Stack gap="6">
            <DataList.Root orientation="horizontal" size="sm" aria-label="Order details">
              <Detail label="AWB" value={s.awb} />
              <Detail label="Courier" value={s.courier} />
              {courierAwb && <Detail label="Courier AWB" value={courierAwb} />}
              <Detail label="Placed on" value={formatDateTime(s.placedAt)} />
              <Detail label="Payment" value={payment} />
              <Detail label="Buyer" value={s.buyerName} />
              <Detail label="Phone" value={s.buyerPhone} />
              <Detail label="Deliver to" value={s.deliveryAddress} />
              <Detail label="Ships from" value={s.pickupCity} />
            </DataList.Root>
            <Box as="section" aria-labelledby="tracked-items-heading">
              <Heading as="h3" size="sm" mb="2" id="tracked-items-heading">
                Items
              </Heading>
              {s.items.length === 0 ? (
                <Text color="fg.muted">—</Text>
              ) : (
                <List.Root gap="1" ps="5">
                  {s.items.map((item, index) => (
                    <List.Item
                      key={`${item.title}|${index}`}
                    >{`${item.title} × ${formatNumber(item.quantity)}`}</List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
          </Stack>
          <Box as="section" aria-labelledby="tracked-trail-heading">
            <Heading as="h3" size="sm" mb="4" id="tracked-trail-heading">
              Tracking history
            </Heading>
            <TrackingTimeline
              entries={s.trail}
              accent={s.brand?.page.primaryColor ?? DEFAULT_TRACKING_PAGE.primaryColor}
            />
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        {value || (
          <Text as="span" color="fg.muted">
            —
          </Text>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
