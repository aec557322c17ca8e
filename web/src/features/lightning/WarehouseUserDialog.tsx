import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  EMPTY_WAREHOUSE_USER,
  WAREHOUSE_USER_FORM,
  onFormFields,
  warehouseUserInput,
  type WarehouseUserFormValues,
} from './lightningForms';
import { MicroWarehouseSelect } from './MicroWarehouseSelect';
import { useWarehouseUserCreateMutation } from './useWarehouseUserCreateMutation';

/** Add warehouse user: signs in to the admin app with email and password, and sees its micro warehouse's clusters only. */
export function WarehouseUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <WarehouseUserForm onDone={onClose} />
    </FormDialog>
  );
}

function WarehouseUserForm({ onDone }: { onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm<typeof WAREHOUSE_USER_FORM, WarehouseUserFormValues>(
    WAREHOUSE_USER_FORM,
    EMPTY_WAREHOUSE_USER,
  );
  const [create, isCreating] = useWarehouseUserCreateMutation();

  const submit = form.onSubmit((values) =>
    create(warehouseUserInput(values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(onFormFields(payload.userErrors))) return;
        toaster.create({ type: 'success', title: MSG.warehouseUserCreated });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Add warehouse user</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label="Add warehouse user">
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
              <FormField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
              <FormField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                {...form.field('password')}
              />
            </SimpleGrid>
            <MicroWarehouseSelect field={form.field('warehouseId')} current={null} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Add warehouse user
      </FormDialogFooter>
    </>
  );
}
