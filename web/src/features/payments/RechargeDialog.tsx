import { MSG, PAYMENT_MSG, PaymentAmountRupees, WalletRechargeForm } from '@parcelo/common';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { openRazorpayCheckout } from './razorpayCheckout';
import { useWalletRechargeCreateMutation } from './useWalletRechargeCreateMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  balance: number | null;
  /** After money has moved (or may soon): the page reads the balance and the log again. */
  onPaid: () => void;
}

/** Recharge the wallet through the payment provider; the console provider of a demo completes at once. */
export function RechargeDialog({ open, onClose, balance, onPaid }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <RechargeForm balance={balance} onClose={onClose} onPaid={onPaid} />
    </FormDialog>
  );
}

function RechargeForm({ balance, onClose, onPaid }: Omit<Props, 'open'>) {
  const formId = useId();
  const [recharge, isSending] = useWalletRechargeCreateMutation();
  const form = useSchemaForm(WalletRechargeForm, { amount: '' });

  const submit = form.onSubmit((values) => {
    recharge(
      { amount: PaymentAmountRupees.parse(values.amount) },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          const checkout = payload.checkout;
          if (!checkout) {
            form.setFormError(MSG.genericFailure);
            return;
          }
          if (checkout.completed) {
            toaster.create({ type: 'success', title: PAYMENT_MSG.paymentRecharged });
            onPaid();
            onClose();
            return;
          }
          onClose();
          onPaid();
          openRazorpayCheckout(checkout, () => {
            toaster.create({
              type: 'success',
              title: 'Payment received. The wallet is credited once Razorpay confirms it.',
            });
            onPaid();
          });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Recharge wallet</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            {balance !== null && <Text color="fg.muted">Current balance: {formatPaise(balance)}</Text>}
            <FormField label="Amount (₹)" inputMode="decimal" autoFocus required {...form.field('amount')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSending}>
        Pay
      </FormDialogFooter>
    </>
  );
}
