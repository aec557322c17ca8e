import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { CompanyField } from '../../lib/CompanyField';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { FIELD_PERSON_CREATE_FORM, type FieldPersonCreateValues } from './fieldPersonForms';
import { ROLE_WORDS, type FieldRole } from './fieldPeopleList';
import { useFieldPersonCreateMutation } from './useFieldPersonCreateMutation';

interface Props {
  role: FieldRole;
  open: boolean;
  onClose: () => void;
  /** The brand the list shows, which the form starts with. */
  company: string | null;
  /** The listed connection the new person joins, at the top. */
  connection: string;
}

/** Add salesman / Add promoter: an account of the brand's that signs in by phone. */
export function FieldPersonCreateDialog({ open, onClose, ...props }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <PersonForm {...props} onDone={onClose} />
    </FormDialog>
  );
}

function PersonForm({ role, company, connection, onDone }: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const formId = useId();
  const title = `Add ${ROLE_WORDS[role].one}`;
  const form = useSchemaForm<typeof FIELD_PERSON_CREATE_FORM, FieldPersonCreateValues>(FIELD_PERSON_CREATE_FORM, {
    company: company ?? '',
    firstName: '',
    lastName: '',
    phone: '',
  });
  const [create, isCreating] = useFieldPersonCreateMutation();
  const brand = form.field('company');

  const submit = form.onSubmit((values) =>
    create(
      {
        company: values.company,
        role,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim() || null,
        phone: values.phone.trim(),
      },
      [connection],
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: role === 'SALESMAN' ? MSG.salesmanCreated : MSG.promoterCreated });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
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
            <CompanyField value={brand.value} onChange={brand.onChange} error={brand.error} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First name" autoComplete="off" required {...form.field('firstName')} />
              <FormField label="Last name" autoComplete="off" helperText="Optional" {...form.field('lastName')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                helperText={`The ${ROLE_WORDS[role].one} signs in with it`}
                required
                {...form.field('phone')}
              />
            </SimpleGrid>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        {title}
      </FormDialogFooter>
    </>
  );
}
