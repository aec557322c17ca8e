import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ClusterSelect } from './ClusterSelect';
import {
  CLUSTER_OWNER_FORM,
  EMPTY_CLUSTER_OWNER,
  clusterOwnerInput,
  onFormFields,
  type ClusterOwnerFormValues,
} from './lightningForms';
import { useClusterOwnerCreateMutation } from './useClusterOwnerCreateMutation';

/** Add cluster owner: signs in to the admin app with email and password, and sees its clusters only. */
export function ClusterOwnerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <OwnerForm onDone={onClose} />
    </FormDialog>
  );
}

function OwnerForm({ onDone }: { onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm<typeof CLUSTER_OWNER_FORM, ClusterOwnerFormValues>(
    CLUSTER_OWNER_FORM,
    EMPTY_CLUSTER_OWNER,
  );
  const [create, isCreating] = useClusterOwnerCreateMutation();

  const submit = form.onSubmit((values) =>
    create(clusterOwnerInput(values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(onFormFields(payload.userErrors))) return;
        toaster.create({ type: 'success', title: MSG.clusterOwnerCreated });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Add cluster owner</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label="Add cluster owner">
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
            <ClusterSelect
              label="Clusters"
              multiple
              helperText="The owner sees these clusters' drivers only"
              field={form.field('clusterIds')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Add cluster owner
      </FormDialogFooter>
    </>
  );
}
