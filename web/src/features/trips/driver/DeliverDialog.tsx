import { MSG, fill } from '@parcelo/common';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../../lib/FormDialog';
import { FormField } from '../../../lib/FormField';
import { formatPaise } from '../../../lib/format';
import { describeError } from '../../../lib/relay/environment';
import { toaster } from '../../../lib/toaster';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import { DeliveryPhotoField, type PhotoState } from './DeliveryPhotoField';
import { DeliverForm, PrepaidDeliverForm, deliverInitial, deliverInput } from './deliverForm';
import { useTripOrderCodeResendMutation } from './useTripOrderCodeResendMutation';
import { useTripOrderDeliverMutation } from './useTripOrderDeliverMutation';

interface Stop {
  tripId: string;
  orderId: string;
  awb: string;
  /** What to collect, in paise; 0 for prepaid. */
  codAmount: number;
}

interface Props extends Stop {
  open: boolean;
  onClose: () => void;
}

/** Deliver: the buyer's code, the cash collected on a COD order, and a photo of the handover. */
export function DeliverDialog({ open, onClose, ...stop }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', sm: 'md' }}>
      <DeliverFormBody {...stop} onDone={onClose} />
    </FormDialog>
  );
}

function DeliverFormBody({ tripId, orderId, awb, codAmount, onDone }: Stop & { onDone: () => void }) {
  const formId = useId();
  const cod = codAmount > 0;
  const form = useSchemaForm(cod ? DeliverForm : PrepaidDeliverForm, deliverInitial(codAmount));
  const [deliver, isDelivering] = useTripOrderDeliverMutation();
  const [photo, setPhoto] = useState<PhotoState>({ kind: 'none' });
  const title = `Deliver ${awb}`;

  const submit = form.onSubmit((values) =>
    deliver(
      {
        trip: tripId,
        order: orderId,
        ...deliverInput(values, codAmount),
        photo: photo.kind === 'ready' ? photo.dataUrl : null,
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.orderDelivered });
          onDone();
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    ),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="5">
            <FormField
              label="Buyer's code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              helperText="The 4-digit code texted to the buyer when the trip started."
              required
              {...form.field('otp')}
            />
            <ResendCode tripId={tripId} orderId={orderId} />
            {cod ? (
              <FormField
                label="Cash collected (₹)"
                inputMode="decimal"
                helperText={`To collect: ${formatPaise(codAmount)}`}
                required
                {...form.field('codCollected')}
              />
            ) : (
              <Text color="fg.muted">{MSG.codPrepaid}</Text>
            )}
            <DeliveryPhotoField photo={photo} onChange={setPhoto} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isDelivering} disabled={photo.kind === 'processing'}>
        Delivered
      </FormDialogFooter>
    </>
  );
}

/** Texts the buyer its code again; says where it went, or why not, in the server's words. */
function ResendCode({ tripId, orderId }: { tripId: string; orderId: string }) {
  const [resend, isResending] = useTripOrderCodeResendMutation();
  const [outcome, setOutcome] = useState<{ status: 'info' | 'error'; message: string } | null>(null);
  const press = () =>
    resend(
      { trip: tripId, order: orderId },
      {
        onCompleted: (payload) => {
          const refused = payload.userErrors.map((e) => e.message).join(' ');
          setOutcome(
            refused
              ? { status: 'error', message: refused }
              : { status: 'info', message: fill(MSG.deliveryCodeSent, { phone: payload.sentTo ?? 'the buyer' }) },
          );
        },
        onError: (error) => setOutcome({ status: 'error', message: describeError(error) }),
      },
    );
  return (
    <Stack gap="2">
      <Button type="button" variant="outline" size="lg" alignSelf="flex-start" onClick={press} loading={isResending}>
        Resend code
      </Button>
      <FormAlert message={outcome?.message ?? null} status={outcome?.status} />
    </Stack>
  );
}
