import { LOCKED_STATUSES, MSG } from '@parcelo/common';
import {
  Alert,
  Box,
  Button,
  Center,
  CloseButton,
  DataList,
  Drawer,
  Heading,
  HStack,
  Link,
  Portal,
  Separator,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Suspense, useRef, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { OrderDrawer_order$key } from '../../__generated__/OrderDrawer_order.graphql';
import type { OrderDrawerQuery } from '../../__generated__/OrderDrawerQuery.graphql';
import type { OrderWarehouseSection_query$key } from '../../__generated__/OrderWarehouseSection_query.graphql';
import { ErrorBoundary } from '../../lib/ErrorBoundary';
import { formatDateTime, formatRupees } from '../../lib/format';
import { ApiError, describeError } from '../../lib/relay/environment';
import { UnavailableAction } from '../../lib/UnavailableAction';
import { paymentModeLabel, shopTypeLabel } from './labels';
import { OrderCancelButton } from './OrderCancelButton';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderStatusTag } from './OrderStatusTag';
import { OrderWarehouseSection } from './OrderWarehouseSection';
import { OrderWeightSection } from './OrderWeightSection';

/** The drawer's own query, loaded when a row is opened (or the URL names an order). */
export const orderDrawerQuery = graphql`
  query OrderDrawerQuery($id: ID!) {
    node(id: $id) {
      ...OrderDrawer_order @alias(as: "order")
    }
    ...OrderWarehouseSection_query
  }
`;

const fragment = graphql`
  fragment OrderDrawer_order on Order {
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
    invoiceId
    invoiceUrl
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
  }
`;

interface Props {
  open: boolean;
  queryRef: PreloadedQuery<OrderDrawerQuery> | null | undefined;
  onClose: () => void;
  /** Loads the order again after a failure. */
  onRetry: () => void;
  /** The close animation has ended; the query can go. */
  onExitComplete: () => void;
}

/** The order detail drawer; Escape, the close button or a click outside closes it. */
export function OrderDrawer({ open, queryRef, onClose, onRetry, onExitComplete }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={onExitComplete}
      // Focus starts on Close rather than on the first edit box, which would select its text.
      initialFocusEl={() => closeButton.current}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {/* A new query (another order, or a retry) clears a failure. */}
            <ErrorBoundary resetKey={queryRef} fallback={(error) => <DrawerFailure error={error} onRetry={onRetry} />}>
              <Suspense fallback={<DrawerLoading />}>{queryRef && <OrderDrawerBody queryRef={queryRef} />}</Suspense>
            </ErrorBoundary>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" ref={closeButton} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function DrawerLoading() {
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>Order</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Center py="16" role="status" aria-live="polite">
          <Spinner size="lg" />
          <VisuallyHidden>Loading order</VisuallyHidden>
        </Center>
      </Drawer.Body>
    </>
  );
}

function DrawerFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Asking again cannot find an order that is not there, or not this seller's.
  const final = error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>Order</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4" align="flex-start" role="alert">
          <Text>{describeError(error)}</Text>
          {!final && (
            <Button variant="outline" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Stack>
      </Drawer.Body>
    </>
  );
}

function OrderDrawerBody({ queryRef }: { queryRef: PreloadedQuery<OrderDrawerQuery> }) {
  const data = usePreloadedQuery<OrderDrawerQuery>(orderDrawerQuery, queryRef);
  // No order for an id that is not one of this seller's orders (or not an order at all).
  const order = data.node?.order;
  if (!order) {
    return (
      <>
        <Drawer.Header>
          <Drawer.Title>Order</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          <Text role="alert">{MSG.notFound}</Text>
        </Drawer.Body>
      </>
    );
  }
  return <OrderDetails order={order} query={data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

interface DetailsProps {
  order: OrderDrawer_order$key;
  query: OrderWarehouseSection_query$key;
}

function OrderDetails({ order, query }: DetailsProps) {
  const o = useFragment(fragment, order);
  // The shared rule (the server's too): after pickup the contents, weight and warehouse stay as they are.
  const editable = !LOCKED_STATUSES.has(o.status.code);
  const labelUrl = o.shippingLabelUrl ?? o.invoiceUrl;
  const address = o.shippingAddress;
  const trail = [...o.trail].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Drawer.Title>{o.shopOrderId}</Drawer.Title>
            <OrderStatusTag status={o.status} />
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

          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <Detail label="Amount">{formatRupees(o.totalAmount)}</Detail>
            <Detail label="Payment mode">{paymentModeLabel(o.paymentMode)}</Detail>
            <Detail label="Channel">{shopTypeLabel(o.shopType)}</Detail>
            {o.externalOrderId && <Detail label="Channel order ID">{o.externalOrderId}</Detail>}
            <Detail label="AWB">{o.awb ?? '—'}</Detail>
            {o.deliveryAwb && o.deliveryAwb !== o.awb && <Detail label="Delivery AWB">{o.deliveryAwb}</Detail>}
            {o.reverseAwb && <Detail label="Reverse AWB">{o.reverseAwb}</Detail>}
            <Detail label="Delivery partner">{o.deliveryPartner ?? '—'}</Detail>
          </DataList.Root>

          <Section title="Items">
            <OrderItemsSection order={o} editable={editable} />
          </Section>

          <Section title="Customer and shipping address">
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
          </Section>

          <Section title="Pickup warehouse">
            <OrderWarehouseSection order={o} query={query} editable={editable} />
          </Section>

          <Section title="Weight">
            <OrderWeightSection order={o} editable={editable} />
          </Section>

          <Section title="Documents">
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
          </Section>

          <Section title="Trail">
            {trail.length === 0 ? (
              <Text color="fg.muted">{MSG.nothingHere}</Text>
            ) : (
              <Stack as="ol" gap="3" listStyleType="none">
                {trail.map((entry, index) => (
                  <Box as="li" key={`${entry.createdAt}-${index}`} borderStartWidth="2px" ps="3">
                    <HStack gap="2" wrap="wrap">
                      <OrderStatusTag status={entry.status} />
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
            )}
          </Section>

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
