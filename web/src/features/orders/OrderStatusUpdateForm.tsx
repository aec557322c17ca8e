import { CLOSED_STATUSES, MSG, OrderStatusUpdateInput, fill } from '@parcelo/common';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useContext, useEffect, useRef, useTransition } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { OrderCourierStatusRefetchQuery } from '../../__generated__/OrderCourierStatusRefetchQuery.graphql';
import type { OrderCourierStatus_order$key } from '../../__generated__/OrderCourierStatus_order.graphql';
import type { OrderStatusUpdateForm_order$key } from '../../__generated__/OrderStatusUpdateForm_order.graphql';
import { formatDateTime } from '../../lib/format';
import { AdminWhoContext } from '../../lib/adminAccess';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { OrderStatusTag } from './OrderStatusTag';
import {
  acceptsStatusUpdate,
  EMPTY_STATUS_UPDATE,
  needsReason,
  statusUpdateInput,
  statusUpdateOptions,
  UNDELIVERED_REASON_OPTIONS,
} from './statusUpdate';
import { useOrderStatusUpdateMutation } from './useOrderStatusUpdateMutation';

const fragment = graphql`
  fragment OrderStatusUpdateForm_order on Order {
    id
    status {
      code
    }
    statusFromCourier
    ...OrderCourierStatus_order
  }
`;

/*
 * The drawer's status and trail as the courier's tracking moves them: the same fields the
 * drawer shows, read again every little while until the order's story ends.
 */
const courierFragment = graphql`
  fragment OrderCourierStatus_order on Order @refetchable(queryName: "OrderCourierStatusRefetchQuery") {
    deliveryPartner
    status {
      code
      label
      tone
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
  }
`;

/** How often an open drawer reads a courier's order again. */
const FOLLOW_MS = 10_000;
const LATEST_SCANS = 3;

/**
 * A delivery update by hand (warehouse operator, seller or admin), as a courier would
 * report it. UNDELIVERED takes a reason, and the buyer is sent the NDR link. An order booked
 * with a courier moves by the courier's tracking: only an admin corrects it here.
 */
export function OrderStatusUpdateForm({ order }: { order: OrderStatusUpdateForm_order$key }) {
  const o = useFragment(fragment, order);
  const { userType } = useContext(AdminWhoContext);
  const admin = userType === 'ADMIN' || userType === 'SUB_ADMIN';
  // An admin corrects a courier's order by hand while a move is left; anyone else follows the courier.
  if (o.statusFromCourier && (!admin || !acceptsStatusUpdate(o.status.code))) return <CourierStatus order={o} />;
  return <StatusUpdateForm id={o.id} code={o.status.code} />;
}

/** Where a courier's order stands, by its latest scan, followed while it is on its way. */
function CourierStatus({ order }: { order: OrderCourierStatus_order$key }) {
  const [o, refetch] = useRefetchableFragment<OrderCourierStatusRefetchQuery, OrderCourierStatus_order$key>(
    courierFragment,
    order,
  );
  const [, startTransition] = useTransition();
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const moving = !CLOSED_STATUSES.has(o.status.code);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(
      () =>
        startTransition(() => {
          refetchRef.current({}, { fetchPolicy: 'network-only' });
        }),
      FOLLOW_MS,
    );
    return () => clearInterval(timer);
  }, [moving]);
  return (
    <Stack gap="2" textStyle="sm">
      <HStack gap="2" wrap="wrap">
        <OrderStatusTag label={o.status.label} tone={o.status.tone} />
        <Text color="fg.muted">{fill(MSG.statusFromCourier, { partner: o.deliveryPartner ?? '' })}</Text>
      </HStack>
      {/* The courier's latest scans, newest first (the whole story is in the trail below). */}
      {o.trail.slice(0, LATEST_SCANS).map((t, i) => (
        <HStack key={i} gap="2" wrap="wrap">
          <OrderStatusTag label={t.status.label} tone={t.status.tone} />
          <Text>{`${t.description}${t.city ? `, ${t.city}` : ''} · ${formatDateTime(t.createdAt)}`}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function StatusUpdateForm({ id, code }: { id: string; code: string }) {
  // Only the moves the status machine allows from here, so Placed never jumps to Delivered.
  const options = statusUpdateOptions(code);
  const [update, isUpdating] = useOrderStatusUpdateMutation();
  const form = useSchemaForm(OrderStatusUpdateInput, EMPTY_STATUS_UPDATE);

  const submit = form.onSubmit((values) => {
    update(statusUpdateInput(id, OrderStatusUpdateInput.parse(values)), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.order) {
          form.setFormError(MSG.genericFailure);
          return;
        }
        toaster.create({ type: 'success', title: MSG.statusUpdated });
        form.reset(EMPTY_STATUS_UPDATE);
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            kind="select"
            label="Status"
            placeholder="Select status"
            options={options}
            {...form.field('status')}
          />
          {needsReason(form.values.status) && (
            <FormField
              kind="select"
              label="Undelivered reason"
              placeholder="Select a reason"
              options={UNDELIVERED_REASON_OPTIONS}
              helperText="The buyer is sent a link to update their details or cancel."
              {...form.field('undeliveredReason')}
            />
          )}
          <FormField
            label="Description"
            autoComplete="off"
            helperText="Optional; shown in the trail."
            {...form.field('description')}
          />
          <FormField label="City" autoComplete="off" helperText="Optional" {...form.field('city')} />
        </SimpleGrid>
        <FormAlert message={form.formError} />
        <Box>
          <Button type="submit" variant="outline" loading={isUpdating}>
            Update
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
