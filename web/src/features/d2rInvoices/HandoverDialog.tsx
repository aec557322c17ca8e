import { MSG, z } from '@parcelo/common';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
// The retailer form's salesman select; d2r has no index.ts to name it through yet.
import { SalesmanSelect } from '../d2r';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import type { InvoiceRow } from './InvoicesTable';
import { useD2rInvoiceHandoverMutation } from './useD2rInvoiceHandoverMutation';

// The service's rule (InvoiceHandoverInput) on the mutation's field: the salesman is picked by node id.
const HANDOVER_FORM = z.object({ salesman: z.string().min(1, MSG.selectSalesman) });

/** Hands an invoice over to another of its brand's active salesmen, who then collects on it. */
export function HandoverDialog({ invoice, onClose }: { invoice: InvoiceRow | null; onClose: () => void }) {
  return (
    <FormDialog open={invoice !== null} onClose={onClose}>
      {invoice && <HandoverForm invoice={invoice} onClose={onClose} />}
    </FormDialog>
  );
}

function HandoverForm({ invoice, onClose }: { invoice: InvoiceRow; onClose: () => void }) {
  const formId = useId();
  const [handover, isSaving] = useD2rInvoiceHandoverMutation();
  const form = useSchemaForm(HANDOVER_FORM, { salesman: '' });

  const submit = form.onSubmit((values) => {
    handover(
      { invoice: invoice.id, salesman: values.salesman },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.invoiceHandedOver });
          onClose();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Hand over invoice</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {invoice.invoiceId} · {invoice.retailerName}
              {invoice.salesman ? ` · now with ${invoice.salesman.name}` : ''}
            </Text>
            <SalesmanSelect company={invoice.company?.id ?? ''} field={form.field('salesman')} required />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving}>
        Hand over
      </FormDialogFooter>
    </>
  );
}
