import { MSG } from '@parcelo/common';
import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TripStopActions_order$key } from '../../../__generated__/TripStopActions_order.graphql';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { notifyUserErrors } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { DeliverDialog } from './DeliverDialog';
import { UndeliverDialog } from './UndeliverDialog';
import { isOpenStop, undeliveredReasonLabel } from './driverStops';
import { useTripOrderUnattemptMutation } from './useTripOrderUnattemptMutation';

const fragment = graphql`
  fragment TripStopActions_order on TripOrder {
    orderId
    awb
    status
    statusLabel
    codAmount
    undeliveredReason
  }
`;

const STATUS_PALETTES: Record<number, string> = { 6: 'red', 7: 'green', 9: 'gray' };

interface Props {
  tripId: string;
  order: TripStopActions_order$key;
  /** The trip is on hold: nothing is closed until it goes on. */
  disabled: boolean;
}

/** A stop's actions while it is out for delivery; once closed, how it ended. */
export function TripStopActions({ tripId, order, disabled }: Props) {
  const data = useFragment(fragment, order);
  const [dialog, setDialog] = useState<'deliver' | 'undeliver' | null>(null);

  if (!isOpenStop(data.status)) {
    const reason = data.undeliveredReason ? undeliveredReasonLabel(data.undeliveredReason) : null;
    return (
      <Badge size="lg" alignSelf="flex-start" colorPalette={STATUS_PALETTES[data.status] ?? 'gray'}>
        {reason ? `${data.statusLabel} · ${reason}` : data.statusLabel}
      </Badge>
    );
  }

  const stop = { tripId, orderId: data.orderId, awb: data.awb };
  return (
    <Stack gap="2">
      <Button size="xl" colorPalette="green" disabled={disabled} onClick={() => setDialog('deliver')}>
        Deliver
      </Button>
      <HStack gap="2">
        <Button size="lg" flex="1" variant="outline" disabled={disabled} onClick={() => setDialog('undeliver')}>
          Undelivered
        </Button>
        <UnattemptButton {...stop} disabled={disabled} />
      </HStack>
      <DeliverDialog open={dialog === 'deliver'} onClose={() => setDialog(null)} {...stop} codAmount={data.codAmount} />
      <UndeliverDialog open={dialog === 'undeliver'} onClose={() => setDialog(null)} {...stop} />
    </Stack>
  );
}

/** Not attempted, asked once more: the order goes back to the cluster. */
function UnattemptButton({
  tripId,
  orderId,
  awb,
  disabled,
}: {
  tripId: string;
  orderId: string;
  awb: string;
  disabled: boolean;
}) {
  const [unattempt, isSending] = useTripOrderUnattemptMutation();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    unattempt(
      { trip: tripId, order: orderId },
      {
        onCompleted: (payload) => {
          setOpen(false);
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: MSG.orderMarkedUnattempted });
        },
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button size="lg" flex="1" variant="outline" disabled={disabled}>
          Not attempted
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Not attempted?"
      body={`Order ${awb} goes back to the cluster without a delivery attempt.`}
      confirmLabel="Yes, not attempted"
      loading={isSending}
      onConfirm={confirm}
    />
  );
}
