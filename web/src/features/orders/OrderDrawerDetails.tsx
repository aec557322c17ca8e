import { LOCKED_STATUSES, MSG, fill } from '@parcelo/common';
import { Alert, Box, Button, DataList, Drawer, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OrderDrawerDetails_lists$key } from '../../__generated__/OrderDrawerDetails_lists.graphql';
import type {
  OrderDrawerDetails_order$data,
  OrderDrawerDetails_order$key,
} from '../../__generated__/OrderDrawerDetails_order.graphql';
import type { OrderDrawerDetails_query$key } from '../../__generated__/OrderDrawerDetails_query.graphql';
import { formatDateTime, formatPaise } from '../../lib/format';
import { DrawerDetail, DrawerSection } from '../../lib/QueryDrawer';
import { UnavailableAction } from '../../lib/UnavailableAction';
import { OrderMessagesSection } from '../messages/OrderMessagesSection';
import { OrderShipSection } from '../deliveryPartners/OrderShipSection';
import { D2rOrderSection } from '../d2r/D2rOrderSection';
import { paymentModeLabel, shopTypeLabel } from './labels';
import { OrderCancelButton } from './OrderCancelButton';
import { OrderCustomerRequestsSection } from './OrderCustomerRequestsSection';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderStatusTag } from './OrderStatusTag';
import { OrderStatusUpdateForm } from './OrderStatusUpdateForm';
import { OrderWarehouseSection } from './OrderWarehouseSection';
import { OrderWeightSection } from './OrderWeightSection';
import { acceptsStatusUpdate } from './statusUpdate';

/*
 * An order's details in its drawer (OrderDrawer), with the sections that change it. A
 * module of its own, loaded when a drawer first opens (beside the order's query), so the
 * orders list does not download the drawer's forms and their schemas.
 */

const fragment = graphql`
  fragment OrderDrawerDetails_order on Order {
    id
    shopOrderId
    externalOrderId
    createdAt
    status {
      code
      label
      tone
    }
    paymentMode
    shopType
    totalAmount
    awb
    deliveryAwb
    reverseAwb
    deliveryPartner
    statusFromCourier
    invoiceId
    invoiceUrl
    creditNoteUrl
    buyerGstin
    shippingLabelUrl
    canPrintLabel
    customer {
      name
      phone
      email
    }
    shippingAddress {
      firstName
      lastName
      addressLine1
      addressLine2
      city
      state
      pincode
      country
    }
    trail {
      createdAt
      description
      city
      status {
        label
        tone
      }
    }
    ...OrderItemsSection_order
    ...OrderWeightSection_order
    ...OrderWarehouseSection_order
    ...OrderCancelButton_order
    ...OrderStatusUpdateForm_order
    ...OrderShipSection_order
    d2r
    ...D2rOrderSection_order
  }
`;

/**
 * The message thread and the NDR requests are lists of their own, outside
 * OrderDrawerDetails_order, so the order mutations that return the drawer's fields do not
 * fetch them again.
 */
const listsFragment = graphql`
  fragment OrderDrawerDetails_lists on Order {
    ...OrderCustomerRequestsSection_order
    ...OrderMessagesSection_order
    ...OrderShipSection_rates
  }
`;

const queryFragment = graphql`
  fragment OrderDrawerDetails_query on Query {
    ...OrderWarehouseSection_query
  }
`;

interface DetailsProps {
  order: OrderDrawerDetails_order$key;
  lists: OrderDrawerDetails_lists$key;
  query: OrderDrawerDetails_query$key;
}

export function OrderDrawerDetails({ order, lists: listsKey, query: queryKey }: DetailsProps) {
  const o = useFragment(fragment, order);
  const lists = useFragment(listsFragment, listsKey);
  const query = useFragment(queryFragment, queryKey);
  // The shared rule (the server's too): after pickup the contents, weight and warehouse stay as they are.
  const editable = !LOCKED_STATUSES.has(o.status.code);
  // Also the server's rule: the courier was booked and paid for at this weight and these quantities.
  const booked =
    editable && o.deliveryAwb
      ? fill(MSG.orderContentsBooked, { partner: o.deliveryPartner ?? '', awb: o.deliveryAwb })
      : null;

  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Drawer.Title>{o.shopOrderId}</Drawer.Title>
            <OrderStatusTag label={o.status.label} tone={o.status.tone} />
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {`Created ${formatDateTime(o.createdAt)}`}
          </Text>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6" separator={<Separator />}>
          {!editable && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Description>{MSG.orderNotEditable}</Alert.Description>
            </Alert.Root>
          )}

          {o.d2r && <D2rOrderSection order={o} />}

          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DrawerDetail label="Amount">{formatPaise(o.totalAmount)}</DrawerDetail>
            <DrawerDetail label="Payment mode">{paymentModeLabel(o.paymentMode)}</DrawerDetail>
            <DrawerDetail label="Channel">{shopTypeLabel(o.shopType)}</DrawerDetail>
            {o.externalOrderId && <DrawerDetail label="Channel order ID">{o.externalOrderId}</DrawerDetail>}
            <DrawerDetail label="AWB">{o.awb ?? '—'}</DrawerDetail>
            {o.deliveryAwb && o.deliveryAwb !== o.awb && (
              <DrawerDetail label="Delivery AWB">{o.deliveryAwb}</DrawerDetail>
            )}
            {o.reverseAwb && <DrawerDetail label="Reverse AWB">{o.reverseAwb}</DrawerDetail>}
            <DrawerDetail label="Delivery partner">{o.deliveryPartner ?? '—'}</DrawerDetail>
          </DataList.Root>

          <DrawerSection title="Items">
            <OrderItemsSection order={o} editable={editable && !booked} lockedReason={booked} />
          </DrawerSection>

          <DrawerSection title="Customer and shipping address">
            <CustomerAndAddress order={o} />
          </DrawerSection>

          <DrawerSection title="Pickup warehouse">
            <OrderWarehouseSection order={o} query={query} editable={editable} />
          </DrawerSection>

          <DrawerSection title="Weight">
            <OrderWeightSection order={o} editable={editable && !booked} lockedReason={booked} />
          </DrawerSection>

          <DrawerSection title="Ship with">
            <OrderShipSection key={o.id} order={o} rates={lists} />
          </DrawerSection>

          <DrawerSection title="Documents">
            <OrderDocuments order={o} />
          </DrawerSection>

          {/* A courier's order shows where its tracking stands, to the end of its story. */}
          {(acceptsStatusUpdate(o.status.code) || o.statusFromCourier) && (
            <DrawerSection title="Delivery status">
              <OrderStatusUpdateForm key={o.id} order={o} />
            </DrawerSection>
          )}

          <DrawerSection title="Trail">
            <OrderTrail trail={o.trail} />
          </DrawerSection>

          <DrawerSection title="NDR requests">
            <OrderCustomerRequestsSection order={lists} />
          </DrawerSection>

          <DrawerSection title="Messages">
            {/* Keyed by the order, so a draft or a stopped live feed does not carry over to another order. */}
            <OrderMessagesSection key={o.id} order={lists} />
          </DrawerSection>

          {/* Cancelling is a change like the others: the server refuses it once the order is locked. */}
          {editable && (
            <Box>
              <OrderCancelButton order={o} />
            </Box>
          )}
        </Stack>
      </Drawer.Body>
    </>
  );
}

type Order = OrderDrawerDetails_order$data;

/** Who ordered, and where it goes. */
function CustomerAndAddress({ order: o }: { order: Order }) {
  const address = o.shippingAddress;
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{o.customer.name}</Text>
      <Text>{o.customer.phone}</Text>
      {o.customer.email && <Text>{o.customer.email}</Text>}
      <Text as="address" fontStyle="normal" color="fg.muted" mt="1">
        {`${address.firstName} ${address.lastName}`.trim()}
        <br />
        {address.addressLine1}
        {address.addressLine2 ? `, ${address.addressLine2}` : ''}
        <br />
        {`${address.city}, ${address.state} ${address.pincode}`}
        {address.country ? `, ${address.country}` : ''}
      </Text>
    </Stack>
  );
}

/** The tax invoice, a credit note once there is one, and the label when it can be printed. */
function OrderDocuments({ order: o }: { order: Order }) {
  const labelUrl = o.shippingLabelUrl ?? o.invoiceUrl;
  return (
    <Stack gap="3" align="flex-start">
      {o.invoiceId && (
        <Text textStyle="sm">
          <Text as="span" color="fg.muted">
            Invoice:{' '}
          </Text>
          {o.invoiceUrl ? (
            <Link href={o.invoiceUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
              {o.invoiceId}
            </Link>
          ) : (
            o.invoiceId
          )}
          {o.buyerGstin && (
            <Text as="span" color="fg.muted">
              {' '}
              · Buyer GSTIN {o.buyerGstin}
            </Text>
          )}
        </Text>
      )}
      {o.creditNoteUrl && (
        <Text textStyle="sm">
          <Text as="span" color="fg.muted">
            Credit note:{' '}
          </Text>
          <Link href={o.creditNoteUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
            {o.invoiceId}/CN
          </Link>
        </Text>
      )}
      {o.canPrintLabel && labelUrl ? (
        <Button asChild variant="outline">
          <a href={labelUrl} target="_blank" rel="noopener noreferrer">
            Print label
          </a>
        </Button>
      ) : (
        <UnavailableAction label="Print label" reason={MSG.labelUnavailable} />
      )}
    </Stack>
  );
}

/** What happened to the order, latest first. */
function OrderTrail({ trail: entries }: { trail: Order['trail'] }) {
  const trail = [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return trail.length === 0 ? (
    <Text color="fg.muted">{MSG.nothingHere}</Text>
  ) : (
    <Stack as="ol" gap="3" listStyleType="none">
      {trail.map((entry, index) => (
        <Box as="li" key={`${entry.createdAt}-${index}`} borderStartWidth="2px" ps="3">
          <HStack gap="2" wrap="wrap">
            <OrderStatusTag label={entry.status.label} tone={entry.status.tone} />
            <Text textStyle="xs" color="fg.muted">
              {formatDateTime(entry.createdAt)}
            </Text>
          </HStack>
          <Text textStyle="sm" mt="1">
            {entry.description}
          </Text>
          {entry.city && (
            <Text textStyle="xs" color="fg.muted">
              {entry.city}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
