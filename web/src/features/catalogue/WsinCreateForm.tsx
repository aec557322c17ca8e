import { MSG } from '@parcelo/common';
import { Dialog, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useWsinCreateMutation } from './useWsinCreateMutation';
import { WSIN_CREATE, type WsinCreateValues } from './wsinCreate';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The company (a Company id) the WSIN is for. */
  company: string;
  /** The listed connections the new WSIN joins. */
  connectionsFor: (wsin: WsinCreateValues) => string[];
}

/** Create WSIN (admins): the WSIN code and its name; the service adds a stock row at each warehouse. */
export function WsinCreateForm({ open, onClose, company, connectionsFor }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <WsinCreateBody company={company} connectionsFor={connectionsFor} onDone={onClose} />
    </FormDialog>
  );
}

function WsinCreateBody({ company, connectionsFor, onDone }: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useWsinCreateMutation();
  const form = useSchemaForm(WSIN_CREATE, { wsin: '', name: '' });

  const submit = form.onSubmit((values) => {
    const wsin = { wsin: values.wsin.trim(), name: values.name.trim() };
    create({ company, ...wsin }, connectionsFor(wsin), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.wsinEdge) {
          form.setFormError(MSG.genericFailure);
          return;
        }
        toaster.create({ type: 'success', title: MSG.wsinCreated });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Create WSIN</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField label="WSIN" autoComplete="off" required autoFocus {...form.field('wsin')} />
            <FormField label="Name" autoComplete="off" required {...form.field('name')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Create WSIN
      </FormDialogFooter>
    </>
  );
}
