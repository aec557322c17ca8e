import {
  CREDIT_LIMIT_MAX_PAISE,
  D2R_COLLECTION_METHODS,
  D2rCollectionInput,
  MSG,
  fill,
  paiseToRupeesText,
  rupees,
  z,
} from '@parcelo/common';
import { Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
// The retailer form's salesman select; d2r has no index.ts to name it through yet.
import { SalesmanSelect } from '../d2r';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { describeError } from '../../lib/relay/environment';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useFileUpload } from '../../lib/useFileUpload';
import { useSchemaForm } from '../../lib/useSchemaForm';
import type { InvoiceRow } from './InvoicesTable';
import { COLLECTION_METHOD_LABELS } from './invoiceList';
import { useD2rCollectionCreateMutation } from './useD2rCollectionCreateMutation';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
/** On a salesman's phone the proof is a photo, so the camera opens. */
const CAMERA_ACCEPT = 'image/jpeg,image/png,image/webp';
const METHOD_OPTIONS = D2R_COLLECTION_METHODS.map((value) => ({
  value,
  label: COLLECTION_METHOD_LABELS[value] ?? value,
}));

/**
 * The service's rules for a collection (D2rCollectionInput) as the form holds them: the
 * amount typed in rupees and read into paise, at most what is outstanding; the salesman by
 * node id, or none when the money reached H/Q directly.
 */
function paymentForm(outstanding: number) {
  const amount = rupees('Amount', { max: CREDIT_LIMIT_MAX_PAISE })
    .refine((v) => v > 0, MSG.d2rCollectionAmountPositive)
    .refine((v) => v <= outstanding, fill(MSG.d2rCollectionTooMuch, { outstanding: formatPaise(outstanding) }));
  return {
    amount,
    schema: z.object({
      amount,
      method: D2rCollectionInput.shape.method,
      reference: D2rCollectionInput.shape.reference,
      salesman: z.string(),
    }),
  };
}

/** What the form shows of the invoice paid against: the invoices list's row, or a salesman's card. */
export type PaymentInvoice = Pick<InvoiceRow, 'id' | 'invoiceId' | 'retailerName' | 'outstanding'> & {
  readonly company?: { readonly id: string } | null | undefined;
};

interface PaymentProps {
  onClose: () => void;
  /**
   * A salesman recording what they collected on their phone: the service records them as the
   * collector, so the form does not ask who; the proof is a photo from the camera.
   */
  bySalesman?: boolean;
}

/** Records a payment collected against an invoice, with its proof; a full payment closes the invoice. */
export function RecordPaymentDialog({ invoice, ...props }: PaymentProps & { invoice: PaymentInvoice | null }) {
  return (
    <FormDialog open={invoice !== null} onClose={props.onClose}>
      {invoice && <PaymentForm invoice={invoice} {...props} />}
    </FormDialog>
  );
}

function PaymentForm({ invoice, onClose, bySalesman = false }: PaymentProps & { invoice: PaymentInvoice }) {
  const formId = useId();
  const [save, isSaving] = useD2rCollectionCreateMutation();
  const [upload, isUploading] = useFileUpload('D2R_PAYMENT_COLLECTION_PROOF');
  const [proof, setProof] = useState<{ name: string; storedUrl: string } | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  // The invoice's outstanding when the dialog opened: what it is prefilled with and capped at.
  const [{ amount, schema }] = useState(() => paymentForm(invoice.outstanding));
  const initial = useMemo(
    () => ({ amount: paiseToRupeesText(invoice.outstanding), method: '', reference: '', salesman: '' }),
    [invoice.outstanding],
  );
  const form = useSchemaForm(schema, initial);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProofError(null);
    upload(file, file.name, file.type || 'application/octet-stream')
      .then((storedUrl) => setProof({ name: file.name, storedUrl }))
      .catch((error: unknown) => setProofError(describeError(error)));
  };

  const submit = form.onSubmit((values) => {
    if (!proof) {
      setProofError(MSG.d2rCollectionProofRequired);
      return;
    }
    save(
      {
        invoice: invoice.id,
        amount: amount.parse(values.amount),
        method: values.method as (typeof D2R_COLLECTION_METHODS)[number],
        reference: values.reference.trim() || null,
        proofUrl: proof.storedUrl,
        salesman: values.salesman || null,
      },
      {
        onCompleted: (payload) => {
          const proofProblem = payload.userErrors.find((e) => e.field === 'proofUrl');
          if (proofProblem) setProofError(proofProblem.message);
          if (!form.applyUserErrors(payload.userErrors.filter((e) => e.field !== 'proofUrl'))) return;
          if (proofProblem) return;
          toaster.create({ type: 'success', title: MSG.d2rCollectionRecorded });
          onClose();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Record payment</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {invoice.invoiceId} · {invoice.retailerName} · {formatPaise(invoice.outstanding)} outstanding
            </Text>
            <FormField label="Amount (₹)" inputMode="decimal" required {...form.field('amount')} />
            <FormField
              kind="select"
              label="Payment method"
              options={METHOD_OPTIONS}
              placeholder="Select a method"
              required
              {...form.field('method')}
            />
            <FormField
              label="Reference (optional)"
              helperText="The UPI or bank reference, or the cheque number."
              maxLength={60}
              {...form.field('reference')}
            />
            <Field.Root invalid={Boolean(proofError)} required>
              <Field.Label>Payment proof</Field.Label>
              <HStack gap="3">
                <Button as="label" variant="outline" size="sm" loading={isUploading} cursor="pointer">
                  {proof ? 'Replace file' : 'Choose file'}
                  <Input
                    type="file"
                    accept={bySalesman ? CAMERA_ACCEPT : ACCEPT}
                    {...(bySalesman ? { capture: 'environment' as const } : {})}
                    display="none"
                    aria-label="Payment proof"
                    onChange={(event) => choose(event.currentTarget.files?.[0])}
                  />
                </Button>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {proof?.name ??
                    (bySalesman ? 'A photo of the receipt or cheque' : 'JPG, PNG, WebP or PDF, up to 10 MB')}
                </Text>
              </HStack>
              <Field.ErrorText>{proofError}</Field.ErrorText>
            </Field.Root>
            {/* Who collected it: none when the money reached H/Q directly. */}
            {!bySalesman && (
              <SalesmanSelect company={invoice.company?.id ?? ''} field={form.field('salesman')} label="Collected by" />
            )}
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
