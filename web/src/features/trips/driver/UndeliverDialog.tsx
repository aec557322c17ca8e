import { MSG, TripOrderUndeliverInput, z } from '@parcelo/common';
import { Dialog, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../../lib/FormDialog';
import { FormField } from '../../../lib/FormField';
import { describeError } from '../../../lib/relay/environment';
import { toaster } from '../../../lib/toaster';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import { UNDELIVERED_REASON_OPTIONS } from './driverStops';
import { useTripOrderUndeliverMutation } from './useTripOrderUndeliverMutation';

// The select's text, checked by the API's own schema (its words: 'Please select a reason').
const ReasonForm = z.object({ reason: z.string() }).pipe(TripOrderUndeliverInput);

interface Stop {
  tripId: string;
  orderId: string;
  awb: string;
}

interface Props extends Stop {
  open: boolean;
  onClose: () => void;
}

/** Undelivered: why, from the product's reasons; the buyer is then asked what to do next. */
export function UndeliverDialog({ open, onClose, ...stop }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', sm: 'md' }}>
      <UndeliverForm {...stop} onDone={onClose} />
    </FormDialog>
  );
}

function UndeliverForm({ tripId, orderId, awb, onDone }: Stop & { onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm(ReasonForm, { reason: '' });
  const [undeliver, isSending] = useTripOrderUndeliverMutation();
  const title = `Undelivered ${awb}`;

  const submit = form.onSubmit((values) =>
    undeliver(
      { trip: tripId, order: orderId, reason: ReasonForm.parse(values).reason },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.orderMarkedUndelivered });
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
          <Stack gap="4">
            <FormField
              kind="select"
              label="Reason"
              placeholder="Select a reason"
              options={UNDELIVERED_REASON_OPTIONS}
              required
              {...form.field('reason')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSending}>
        Mark undelivered
      </FormDialogFooter>
    </>
  );
}
