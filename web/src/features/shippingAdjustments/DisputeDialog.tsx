import { MSG, WeightDisputeInput } from '@parcelo/common';
import { Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { describeError } from '../../lib/relay/environment';
import { toaster } from '../../lib/toaster';
import { useFileUpload } from '../../lib/useFileUpload';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { imageProblem } from './disputeImage';
import { kgOf } from './discrepancyFilters';
import type { WeightDiscrepancyRow } from './WeightDiscrepanciesTable';
import { useWeightDiscrepancyDisputeMutation } from './useWeightDiscrepancyDisputeMutation';

interface Props {
  discrepancy: WeightDiscrepancyRow | null;
  onClose: () => void;
}

/** Dispute a weight discrepancy: a remark (required) and, optionally, a photo of the parcel on the scale. */
export function DisputeDialog({ discrepancy, onClose }: Props) {
  return (
    <FormDialog open={discrepancy !== null} onClose={onClose}>
      {discrepancy && <DisputeForm discrepancy={discrepancy} onDone={onClose} />}
    </FormDialog>
  );
}

const RemarkOnly = WeightDisputeInput.pick({ remark: true });

function DisputeForm({ discrepancy, onDone }: { discrepancy: WeightDiscrepancyRow; onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm(RemarkOnly, { remark: '' });
  const [dispute, isSaving] = useWeightDiscrepancyDisputeMutation();
  const [upload, isUploading] = useFileUpload('WEIGHT_DISPUTE_IMG');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const send = async (values: { remark: string }) => {
    if (imageError) return;
    let imageUrl: string | null = null;
    if (image) {
      try {
        imageUrl = await upload(image, image.name, image.type);
      } catch (failure) {
        setImageError(describeError(failure, MSG.genericFailure));
        return;
      }
    }
    dispute(
      { weightDiscrepancy: discrepancy.id, remark: values.remark, imageUrl },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.discrepancyDisputed });
          onDone();
        },
        onError: (failure) => form.setFormError(describeError(failure, MSG.genericFailure)),
      },
    );
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`Dispute AWB ${discrepancy.awb}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={form.onSubmit((values) => void send(values))}>
          <Stack gap="4">
            <Text color="fg.muted" textStyle="sm">
              {`Declared ${kgOf(discrepancy.declaredGrams)}, measured by the courier ${kgOf(discrepancy.measuredGrams)}.`}
            </Text>
            <FormAlert message={form.formError} />
            <FormField label="Remark" maxLength={500} {...form.field('remark')} />
            <Field.Root invalid={Boolean(imageError)}>
              <Field.Label>Photo (optional)</Field.Label>
              <Input
                type="file"
                name="image"
                accept="image/jpeg,image/png,image/webp"
                p="1.5"
                h="auto"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0] ?? null;
                  setImage(file);
                  setImageError(imageProblem(file));
                }}
              />
              <Field.ErrorText>{imageError}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving || isUploading}>
        Dispute
      </FormDialogFooter>
    </>
  );
}
