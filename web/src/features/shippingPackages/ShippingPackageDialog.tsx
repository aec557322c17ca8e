import { MSG, fill } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { PACKAGE_FORM, YES_NO, changesOf, createInput, packageFormValues } from './packageForm';
import type { PackageRow } from './ShippingPackagesTable';
import { useShippingPackageCreateMutation } from './useShippingPackageCreateMutation';
import { useShippingPackageUpdateMutation } from './useShippingPackageUpdateMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The package being edited; null to add one. */
  saved: PackageRow | null;
  /** The listed connection a new package joins. */
  connection: string;
}

/** Add package / Edit package. It stays open, with the server's words, when saving fails. */
export function ShippingPackageDialog({ open, onClose, saved, connection }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <PackageForm saved={saved} connection={connection} onDone={onClose} />
    </FormDialog>
  );
}

function PackageForm({
  saved,
  connection,
  onDone,
}: {
  saved: PackageRow | null;
  connection: string;
  onDone: () => void;
}) {
  const formId = useId();
  const form = useSchemaForm(PACKAGE_FORM, packageFormValues(saved));
  const [create, isCreating] = useShippingPackageCreateMutation();
  const [update, isUpdating] = useShippingPackageUpdateMutation();

  const finished = (userErrors: Parameters<typeof form.applyUserErrors>[0], message: string) => {
    if (!form.applyUserErrors(userErrors)) return;
    toaster.create({ type: 'success', title: message });
    onDone();
  };
  const failed = (error: Error) => {
    form.setFormError(MSG.genericFailure);
    notifyFailure(error, MSG.genericFailure);
  };

  const submit = form.onSubmit((values) => {
    // The values passed the form's check; parsed, they are the numbers the input takes.
    const parsed = PACKAGE_FORM.parse(values);
    if (!saved) {
      create(createInput(parsed), [connection], {
        onCompleted: (payload) => finished(payload.userErrors, MSG.packageCreated),
        onError: failed,
      });
      return;
    }
    const changes = changesOf(saved, parsed);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update(
      { shippingPackage: saved.id, ...changes },
      {
        onCompleted: (payload) =>
          finished(
            payload.userErrors,
            changes.default
              ? fill(MSG.packageMadeDefault, { name: payload.shippingPackage?.name ?? '' })
              : MSG.packageUpdated,
          ),
        onError: failed,
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{saved ? 'Edit package' : 'Add package'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField
              label="Name"
              placeholder="Tea caddy box"
              autoComplete="off"
              required
              autoFocus
              {...form.field('name')}
            />
            <FormField
              label="Code"
              placeholder="CPN-CADDY"
              autoComplete="off"
              helperText="Unique among your packages."
              required
              {...form.field('code')}
            />
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <FormField label="Length (cm)" inputMode="numeric" required {...form.field('packageLength')} />
              <FormField label="Width (cm)" inputMode="numeric" required {...form.field('packageWidth')} />
              <FormField label="Height (cm)" inputMode="numeric" required {...form.field('packageHeight')} />
            </SimpleGrid>
            <FormField label="Weight (gm)" inputMode="numeric" required {...form.field('packageWeight')} />
            {saved && (
              <SimpleGrid columns={2} gap="4">
                <FormField kind="select" label="Default" options={YES_NO} {...form.field('default')} />
                <FormField kind="select" label="Active" options={YES_NO} {...form.field('active')} />
              </SimpleGrid>
            )}
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating || isUpdating}>
        {saved ? 'Save' : 'Add package'}
      </FormDialogFooter>
    </>
  );
}
