import { MSG, PAYMENT_MSG, OfflinePaymentForm, PaymentAmountRupees } from '@parcelo/common';
import { Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { describeError } from '../../lib/relay/environment';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useFileUpload } from '../../lib/useFileUpload';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useOfflinePaymentCreateMutation } from './useOfflinePaymentCreateMutation';

const EMPTY = { amount: '', reference: '', remarks: '' };
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Record a payment made to Parcelo's bank account, with its proof, for an admin to approve. */
export function OfflinePaymentDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <OfflineForm onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function OfflineForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const formId = useId();
  const [save, isSaving] = useOfflinePaymentCreateMutation();
  const [upload, isUploading] = useFileUpload('PAYMENT_PROOF');
  const [proof, setProof] = useState<{ name: string; storedUrl: string } | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const form = useSchemaForm(OfflinePaymentForm, EMPTY);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProofError(null);
    upload(file, file.name, file.type || 'application/octet-stream')
      .then((storedUrl) => setProof({ name: file.name, storedUrl }))
      .catch((error: unknown) => setProofError(describeError(error)));
  };

  const submit = form.onSubmit((values) => {
    if (!proof) {
      setProofError(PAYMENT_MSG.paymentProofRequired);
      return;
    }
    save(
      {
        amount: PaymentAmountRupees.parse(values.amount),
        reference: values.reference,
        remarks: values.remarks || null,
        proofUrl: proof.storedUrl,
      },
      {
        onCompleted: (payload) => {
          const proofProblem = payload.userErrors.find((e) => e.field === 'proofUrl');
          if (proofProblem) setProofError(proofProblem.message);
          if (!form.applyUserErrors(payload.userErrors.filter((e) => e.field !== 'proofUrl'))) return;
          if (proofProblem) return;
          toaster.create({ type: 'success', title: PAYMENT_MSG.offlinePaymentRecorded });
          onSaved();
          onClose();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Record an offline payment</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField label="Amount (₹)" inputMode="decimal" required {...form.field('amount')} />
            <FormField
              label="Reference"
              helperText="The UTR of the bank transfer, or the cheque number."
              maxLength={100}
              required
              {...form.field('reference')}
            />
            <FormField label="Remarks (optional)" maxLength={500} {...form.field('remarks')} />
            <Field.Root invalid={Boolean(proofError)} required>
              <Field.Label>Payment proof</Field.Label>
              <HStack gap="3">
                <Button as="label" variant="outline" size="sm" loading={isUploading} cursor="pointer">
                  {proof ? 'Replace file' : 'Choose file'}
                  <Input
                    type="file"
                    accept={ACCEPT}
                    display="none"
                    aria-label="Payment proof"
                    onChange={(event) => choose(event.currentTarget.files?.[0])}
                  />
                </Button>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {proof?.name ?? 'JPG, PNG, WebP or PDF, up to 10 MB'}
                </Text>
              </HStack>
              <Field.ErrorText>{proofError}</Field.ErrorText>
            </Field.Root>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving} disabled={isUploading}>
        Record payment
      </FormDialogFooter>
    </>
  );
}
