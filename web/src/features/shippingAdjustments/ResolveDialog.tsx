import { MSG, WeightDisputeResolveInput, acceptsOnly, z } from '@parcelo/common';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { describeError } from '../../lib/relay/environment';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { kgOf } from './discrepancyFilters';
import type { WeightDiscrepancyRow } from './WeightDiscrepanciesTable';
import { useWeightDisputeResolveMutation } from './useWeightDisputeResolveMutation';

// The form holds the outcome as text, the radio group's value; the service's schema says the same.
const ResolveValues = z.object({
  outcome: z.string().refine((v) => v === 'REFUNDED' || v === 'REJECTED', acceptsOnly(['REFUNDED', 'REJECTED'])),
  remark: WeightDisputeResolveInput.shape.remark,
});

const OUTCOMES = [
  { value: 'REFUNDED', label: 'Uphold: refund the difference' },
  { value: 'REJECTED', label: 'Reject: the courier weight stands' },
];

/** Resolve a weight dispute: refund the brand the difference, or reject the dispute, with a remark. */
export function ResolveDialog({ dispute, onClose }: { dispute: WeightDiscrepancyRow | null; onClose: () => void }) {
  return (
    <FormDialog open={dispute !== null} onClose={onClose}>
      {dispute && <ResolveForm dispute={dispute} onDone={onClose} />}
    </FormDialog>
  );
}

function ResolveForm({ dispute, onDone }: { dispute: WeightDiscrepancyRow; onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm(ResolveValues, { outcome: 'REFUNDED', remark: '' });
  const [resolve, isSaving] = useWeightDisputeResolveMutation();
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`Resolve dispute for AWB ${dispute.awb}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form
          id={formId}
          noValidate
          onSubmit={form.onSubmit((values) =>
            resolve(
              {
                weightDiscrepancy: dispute.id,
                outcome: values.outcome as 'REFUNDED' | 'REJECTED',
                remark: values.remark,
              },
              {
                onCompleted: (payload) => {
                  if (!form.applyUserErrors(payload.userErrors)) return;
                  toaster.create({ type: 'success', title: MSG.disputeResolved });
                  onDone();
                },
                onError: (failure) => form.setFormError(describeError(failure, MSG.genericFailure)),
              },
            ),
          )}
        >
          <Stack gap="4">
            <Text color="fg.muted" textStyle="sm">
              {`${dispute.company?.name ?? ''}: declared ${kgOf(dispute.declaredGrams)}, measured ${kgOf(dispute.measuredGrams)}, charged ${formatPaise(dispute.difference)}.`}
            </Text>
            {dispute.disputeRemark && <Text textStyle="sm">{`Brand's remark: ${dispute.disputeRemark}`}</Text>}
            <FormAlert message={form.formError} />
            <FormField kind="radio" label="Outcome" options={OUTCOMES} {...form.field('outcome')} />
            <FormField label="Remark" maxLength={500} {...form.field('remark')} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving}>
        Resolve
      </FormDialogFooter>
    </>
  );
}
