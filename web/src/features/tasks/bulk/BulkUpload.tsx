import { MSG, BULK_MAX_ROWS, XLSX_TYPE, type BulkSheet } from '@parcelo/common';
import { Button, Card, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatNumber } from '../../../lib/format';
import { describeError } from '../../../lib/relay/environment';
import { useFileUpload } from '../../../lib/useFileUpload';
import { bulkFileError, XLSX_ACCEPT } from './bulkFile';
import { readPreview, type BulkPreviewMutation, type BulkSheetRepeat } from './bulkMutations';
import type { BulkRow } from './bulkRows';

/** A sheet as read and checked by the server: what the preview step edits. */
export interface BulkPreviewData {
  fileName: string;
  /** The uploaded sheet's stored address, which the save names again. */
  file: string;
  rows: readonly BulkRow[];
  warehouseCodes: readonly string[];
  /** Set when the same entries were saved before: saving again must be confirmed. */
  repeatOf: BulkSheetRepeat | null;
}

interface Props {
  sheet: BulkSheet;
  /** Names the file input, e.g. 'Bulk orders file (.xlsx)'. */
  fileLabel: string;
  /** What goes in the sheet, before the template link. */
  instructions: string;
  /** The template the sheet must follow. */
  templateUrl: string;
  preview: BulkPreviewMutation;
  onPreview: (preview: BulkPreviewData) => void;
}

/** Step 1: choose the .xlsx, upload it, and have the server read and check it. */
export function BulkUpload({
  sheet,
  fileLabel,
  instructions,
  templateUrl,
  preview: [preview, isPreviewing],
  onPreview,
}: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, isUploading] = useFileUpload('BULK_SHEET');

  // Its failures land in the form's error, so the form need not wait for it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = bulkFileError(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    let stored: string;
    try {
      // Sent as a spreadsheet whatever the browser calls the file: its name was checked above.
      stored = await upload(file, file.name, XLSX_TYPE);
    } catch (failure) {
      setError(describeError(failure, MSG.bulkPreviewFailed));
      return;
    }
    preview(
      { file: stored },
      {
        onCompleted: (payload) => {
          const read = readPreview(sheet, payload);
          if ('refused' in read) setError(read.refused || MSG.bulkPreviewFailed);
          else onPreview({ fileName: file.name, file: stored, ...read });
        },
        onError: (failure) => setError(describeError(failure, MSG.bulkPreviewFailed)),
      },
    );
  };

  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="5">
            <Text color="fg.muted">
              {`${instructions} `}
              <Link href={templateUrl} download colorPalette="teal" fontWeight="medium">
                Download template
              </Link>
            </Text>
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>{fileLabel}</Field.Label>
              <Input
                type="file"
                name="file"
                accept={XLSX_ACCEPT}
                p="1.5"
                h="auto"
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setError(null);
                }}
              />
              <Field.HelperText>{`Up to ${formatNumber(BULK_MAX_ROWS)} rows per file.`}</Field.HelperText>
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <HStack>
              <Button type="submit" loading={isUploading || isPreviewing} loadingText="Reading file">
                Upload
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
