import { CSV_TYPE, MSG, fill, plural } from '@parcelo/common';
import { Box, Button, Dialog, Field, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '../../lib/FormDialog';
import { describeError } from '../../lib/relay/environment';
import { toaster } from '../../lib/toaster';
import { useFileUpload } from '../../lib/useFileUpload';
import { CSV_ACCEPT, pricingFileError, pricingUploadOutcome, type FailedPricingRow } from './cataloguePricing';
import { useCataloguePricingUploadMutation } from './useCataloguePricingUploadMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The Company id and the Warehouse id (the store) the prices are for. */
  company: string;
  store: string;
  /** The discounts changed: the listed prices are stale. */
  onUploaded: () => void;
}

/**
 * Upload Catalogue: the downloaded pricing CSV, edited, goes back; every row is saved or
 * none is. Wrong rows are listed here, and the dialog stays open for a corrected file.
 */
export function CataloguePricingUploadDialog({ open, onClose, ...rest }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg" scrollBehavior="inside">
      <UploadBody {...rest} onDone={onClose} />
    </FormDialog>
  );
}

function UploadBody({ company, store, onUploaded, onDone }: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const formId = useId();
  const [save, isSaving] = useCataloguePricingUploadMutation();
  const [upload, isUploading] = useFileUpload('PRICING_SHEET');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<readonly FailedPricingRow[] | null>(null);

  // Its failures land in the dialog's error, so the form need not wait for it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = pricingFileError(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    setFailed(null);
    let stored: string;
    try {
      stored = await upload(file, file.name, CSV_TYPE);
    } catch (failure) {
      setError(describeError(failure, MSG.pricingUploadFailed));
      return;
    }
    save(
      { company, store, file: stored },
      {
        // Saved discounts are told of, and the list refreshed, even if the dialog was closed meanwhile.
        onPayload: (payload) => {
          const outcome = pricingUploadOutcome(payload);
          if (outcome.kind !== 'saved') return;
          toaster.create({ type: 'success', title: fill(MSG.pricingUploaded, { n: outcome.updated }) });
          onUploaded();
        },
        onCompleted: (payload) => {
          const outcome = pricingUploadOutcome(payload);
          if (outcome.kind === 'refused') setError(outcome.message);
          else if (outcome.kind === 'failed') setFailed(outcome.rows);
          else onDone();
        },
        onError: (failure) => setError(describeError(failure, MSG.pricingUploadFailed)),
      },
    );
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Upload Catalogue</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="3">
              <Text color="fg.muted" textStyle="sm">
                Download the catalogue, change the Discount column, and upload the file. Every row is saved, or none is
                when any row is wrong.
              </Text>
              <Field.Root invalid={Boolean(error)}>
                <Field.Label>Pricing file (.csv)</Field.Label>
                <Input
                  type="file"
                  name="file"
                  accept={CSV_ACCEPT}
                  p="1.5"
                  h="auto"
                  onChange={(event) => {
                    setFile(event.currentTarget.files?.[0] ?? null);
                    setError(null);
                  }}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            </Stack>
          </form>
          {failed && <FailedRows rows={failed} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="ghost">{failed ? 'Close' : 'Cancel'}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} loading={isUploading || isSaving} loadingText="Uploading">
          Upload
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The wrong rows of a refused file, by SKU (or row number), with why. */
function FailedRows({ rows }: { rows: readonly FailedPricingRow[] }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      {/* Announced as it appears; the heading inside keeps its role. */}
      <Box role="alert" mb="3">
        <Heading as="h3" id={headingId} size="sm" color="fg.error" mb="1">
          {`Nothing was saved: ${plural(rows.length, ['row is', 'rows are'])} wrong`}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Correct these rows in the file and upload it again.
        </Text>
      </Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxH="sm">
        <Table.Root size="sm" striped stickyHeader aria-label="Failed rows">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>SKU</Table.ColumnHeader>
              <Table.ColumnHeader>Message</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row key={`${row.key}-${index}`}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {row.key}
                </Table.Cell>
                <Table.Cell color="fg.error">{row.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
