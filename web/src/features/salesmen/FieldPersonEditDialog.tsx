import { MSG, fill } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FieldPersonEditDialog_person$key } from '../../__generated__/FieldPersonEditDialog_person.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { describeError } from '../../lib/relay/environment';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ACTIVE_OPTIONS, FIELD_PERSON_EDIT_FORM, type FieldPersonEditValues } from './fieldPersonForms';
import { useFieldPersonUpdateMutation } from './useFieldPersonUpdateMutation';

const fragment = graphql`
  fragment FieldPersonEditDialog_person on FieldPerson {
    id
    name
    phone
    isActive
  }
`;

interface Props {
  /** The person to edit; the dialog is closed without one. */
  person: FieldPersonEditDialog_person$key | null;
  onClose: () => void;
}

/** Edit a salesman or promoter: name, phone and Active; the product says only 'Success' or 'Failed'. */
export function FieldPersonEditDialog({ person, onClose }: Props) {
  return (
    <FormDialog open={person !== null} onClose={onClose} size={{ base: 'full', md: 'md' }}>
      {person && <EditForm person={person} onDone={onClose} />}
    </FormDialog>
  );
}

/** 'Failed', with why: the server's words, else the product's fallback. */
const failed = (description: string) =>
  toaster.create({
    type: 'error',
    title: MSG.salesmanUpdateFailed,
    description: description || MSG.somethingWentWrong,
  });

function EditForm({ person, onDone }: { person: FieldPersonEditDialog_person$key; onDone: () => void }) {
  const p = useFragment(fragment, person);
  const formId = useId();
  const form = useSchemaForm<typeof FIELD_PERSON_EDIT_FORM, FieldPersonEditValues>(FIELD_PERSON_EDIT_FORM, {
    name: p.name,
    phone: p.phone,
    isActive: p.isActive ? 'ACTIVE' : 'INACTIVE',
  });
  const [update, isSaving] = useFieldPersonUpdateMutation();
  const title = fill('Edit {name}', { name: p.name });

  const submit = form.onSubmit((values) =>
    update(
      {
        fieldPerson: p.id,
        name: values.name.trim(),
        phone: values.phone.trim(),
        isActive: values.isActive === 'ACTIVE',
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) {
            failed(payload.userErrors.map((e) => e.message).join(' '));
            return;
          }
          toaster.create({ type: 'success', title: MSG.salesmanUpdated });
          onDone();
        },
        onError: (error) => failed(describeError(error, MSG.somethingWentWrong)),
      },
    ),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Name" autoComplete="off" required {...form.field('name')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                required
                {...form.field('phone')}
              />
              <FormField kind="select" label="Active" options={ACTIVE_OPTIONS} required {...form.field('isActive')} />
            </SimpleGrid>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving}>
        Save
      </FormDialogFooter>
    </>
  );
}
