import { MSG, PINCODE_CSV_COLUMNS } from '@parcelo/common';
import { Checkbox, Dialog, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useDeliveryPartnerPincodesUploadMutation } from './useDeliveryPartnerPincodesUploadMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  id: string;
  name: string;
}

/** The most a pincode list may weigh: the directory's 19,000 pincodes with flags are about 300 KB. */
const MAX_BYTES = 1_900_000;
const FLAGS = [
  { key: 'forward', label: 'Forward' },
  { key: 'reverse', label: 'Reverse' },
  { key: 'cod', label: 'COD' },
] as const;

/** Where a partner goes: a CSV of pincodes (it replaces the list), or every pincode of the directory. */
export function PincodesUploadDialog({ open, onClose, ...rest }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <PincodesBody {...rest} onDone={onClose} />
    </FormDialog>
  );
}

function PincodesBody({ id, name, onDone }: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const formId = useId();
  const [upload, isUploading] = useDeliveryPartnerPincodesUploadMutation();
  const [mode, setMode] = useState<'csv' | 'all'>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [flags, setFlags] = useState({ forward: true, reverse: true, cod: true });
  const [error, setError] = useState<string | null>(null);

  const send = (input: { id: string; csv?: string; allPincodes?: typeof flags }) =>
    upload(input, {
      onCompleted: (payload) => {
        if (payload.userErrors.length) {
          setError(payload.userErrors.map((e) => e.message).join(' '));
          return;
        }
        toaster.create({ type: 'success', title: MSG.pincodesUploaded });
        onDone();
      },
      onError: (e) => notifyFailure(e, MSG.genericFailure),
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'all') return send({ id, allPincodes: flags });
    if (!file) return setError(MSG.noFileSelected);
    if (!file.name.toLowerCase().endsWith('.csv') || file.size > MAX_BYTES) return setError(MSG.csvOnly);
    send({ id, csv: await file.text() });
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`Serviceable pincodes: ${name}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <RadioGroup.Root value={mode} onValueChange={(d) => setMode(d.value === 'all' ? 'all' : 'csv')}>
              <Stack gap="2">
                <RadioGroup.Item value="csv">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>Upload a CSV</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="all">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>All pincodes in the directory</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            {mode === 'csv' ? (
              <Field.Root>
                <Field.Label>CSV file</Field.Label>
                <Input
                  type="file"
                  accept=".csv,text/csv"
                  p="1"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
                <Field.HelperText>
                  {`Columns ${PINCODE_CSV_COLUMNS.join(', ')}; flags 1 or 0. The upload replaces the list.`}
                </Field.HelperText>
              </Field.Root>
            ) : (
              <Stack gap="2">
                <Text textStyle="sm">Every pincode India Post lists, with these services:</Text>
                <HStack gap="4" wrap="wrap">
                  {FLAGS.map((f) => (
                    <Checkbox.Root
                      key={f.key}
                      checked={flags[f.key]}
                      onCheckedChange={(d) => setFlags({ ...flags, [f.key]: d.checked === true })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{f.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </HStack>
              </Stack>
            )}
            <FormAlert message={error} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isUploading}>
        Save pincodes
      </FormDialogFooter>
    </>
  );
}
