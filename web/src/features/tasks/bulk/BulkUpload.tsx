import { MSG, BULK_MAX_ROWS, type BulkSheet } from '@parcelo/common';
import { Button, Card, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatNumber } from '../../../lib/format';
import { describeError } from '../../../lib/relay/environment';
import { bulkFileError, readFileAsBase64, XLSX_ACCEPT } from './bulkFile';
import type { BulkPreviewMutation } from './bulkMutations';
import { rowsFromPreview, type BulkRow } from './bulkRows';

/** A sheet as read and checked by the server: what the preview step edits. */
export interface BulkPreviewData {
  fileName: string;
  rows: readonly BulkRow[];
  warehouseCodes: readonly string[];
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

/** Step 1: choose the .xlsx and have the server read and check it. */
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
  const [isReading, setReading] = useState(false);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = bulkFileError(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    setReading(true);
    let contentBase64: string;
    try {
      contentBase64 = await readFileAsBase64(file);
    } catch {
      // The file went away or became unreadable after it was chosen.
      setError(MSG.bulkPreviewFailed);
      return;
    } finally {
      setReading(false);
    }
    preview(
      { fileName: file.name, contentBase64 },
      {
        onCompleted: (payload) => {
          if (payload.userErrors.length > 0 || !payload.rows) {
            setError(payload.userErrors.map((e) => e.message).join(' ') || MSG.bulkPreviewFailed);
            return;
          }
          onPreview({
            fileName: file.name,
            rows: rowsFromPreview(sheet, payload.rows),
            warehouseCodes: payload.warehouseCodes ?? [],
          });
        },
        onError: (failure) => setError(describeError(failure, MSG.bulkPreviewFailed)),
      },
    );
  };

  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        <form onSubmit={upload} noValidate>
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
              <Button type="submit" loading={isReading || isPreviewing} loadingText="Reading file">
                Upload
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
