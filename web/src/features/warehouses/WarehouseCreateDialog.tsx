import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { AddressFields } from '../../lib/AddressFields';
import { notifyFailure, toaster } from '../../lib/toaster';
import { holdSubmitForPincode, usePincodePlace } from '../../lib/usePincodePlace';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useWarehouseCreateMutation } from './useWarehouseCreateMutation';
import {
  EMPTY_WAREHOUSE,
  WAREHOUSE_CREATE_FORM,
  WAREHOUSE_TYPE_OPTIONS,
  warehouseCreateInput,
  type WarehouseCreateValues,
} from './warehouseForms';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Told once the warehouse is created, so the list shows it. */
  onCreated: () => void;
}

/** Admin home, Warehouses: create a warehouse, placed by its contact address's pincode. */
export function WarehouseCreateDialog({ open, onClose, onCreated }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <CreateForm
        onDone={() => {
          onCreated();
          onClose();
        }}
      />
    </FormDialog>
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useWarehouseCreateMutation();
  const form = useSchemaForm<typeof WAREHOUSE_CREATE_FORM, WarehouseCreateValues>(
    WAREHOUSE_CREATE_FORM,
    EMPTY_WAREHOUSE,
  );
  const pincode = form.field('pincode');
  // City, state and country are India Post's for the pincode: shown, locked, and not sent.
  const place = usePincodePlace(pincode.value, (found) => {
    form.setValue('city', found?.city ?? '');
    form.setValue('state', found?.state ?? '');
    form.setValue('country', found?.country ?? '');
  });

  const send = form.onSubmit((values) =>
    create(warehouseCreateInput(values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: MSG.warehouseCreated });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );
  // A pincode India Post does not know is not sent; the pincode says why.
  const submit = holdSubmitForPincode(place, 'pincode', send);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Create warehouse</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label="Create warehouse">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Warehouse name" autoComplete="off" required {...form.field('name')} />
              <FormField
                kind="select"
                label="Warehouse type"
                placeholder="Select type"
                options={WAREHOUSE_TYPE_OPTIONS}
                required
                {...form.field('warehouseType')}
              />
              <FormField
                label="Invoice prefix"
                autoComplete="off"
                maxLength={20}
                helperText="Optional"
                {...form.field('invoicePrefix')}
              />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                required
                {...form.field('phone')}
              />
              <FormField label="First name" autoComplete="off" required {...form.field('firstName')} />
              <FormField label="Last name" autoComplete="off" helperText="Optional" {...form.field('lastName')} />
              <AddressFields field={form.field} place={place} />
              <FormField
                label="Latitude"
                inputMode="decimal"
                autoComplete="off"
                helperText="Optional; the pincode's centre otherwise"
                {...form.field('lat')}
              />
              <FormField
                label="Longitude"
                inputMode="decimal"
                autoComplete="off"
                helperText="Optional"
                {...form.field('lng')}
              />
            </SimpleGrid>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Create warehouse
      </FormDialogFooter>
    </>
  );
}
