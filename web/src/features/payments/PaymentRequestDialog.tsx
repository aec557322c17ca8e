import { MSG, PAYMENT_MSG, PaymentAmountRupees, PaymentRequestForm } from '@parcelo/common';
import { Dialog, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { usePaymentRequestCreateMutation } from './usePaymentRequestCreateMutation';

const CHANNELS = [
  { value: 'SMS', label: 'Mobile (SMS)' },
  { value: 'EMAIL', label: 'E-mail' },
];
const EMPTY = { channel: 'SMS' as 'SMS' | 'EMAIL', phone: '', email: '', amount: '', message: '' };

/** Ask someone to pay into the wallet: a pay link by SMS or e-mail. */
export function PaymentRequestDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <RequestForm onClose={onClose} onSent={onSent} />
    </FormDialog>
  );
}

function RequestForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const formId = useId();
  const [send, isSending] = usePaymentRequestCreateMutation();
  const form = useSchemaForm(PaymentRequestForm, EMPTY);
  const bySms = form.values.channel !== 'EMAIL';

  const submit = form.onSubmit((values) => {
    const channel = values.channel === 'EMAIL' ? 'EMAIL' : 'SMS';
    send(
      {
        channel,
        ...(channel === 'SMS' ? { phone: values.phone } : { email: values.email }),
        amount: PaymentAmountRupees.parse(values.amount),
        message: values.message,
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: PAYMENT_MSG.paymentRequested });
          onSent();
          onClose();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Request a payment</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField kind="radio" label="Send by" options={CHANNELS} {...form.field('channel')} />
            {bySms ? (
              <FormField
                label="Phone number"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                required
                {...form.field('phone')}
              />
            ) : (
              <FormField label="Email" type="email" required {...form.field('email')} />
            )}
            <FormField label="Amount (₹)" inputMode="decimal" required {...form.field('amount')} />
            <FormField label="Message" maxLength={500} required {...form.field('message')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSending}>
        Send request
      </FormDialogFooter>
    </>
  );
}
