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
  DRIVER_FORM,
  EMPTY_DRIVER,
  VEHICLE_OPTIONS,
  driverInput,
  onFormFields,
  vehicleCapacity,
  type DriverFormValues,
} from './lightningForms';
import { useDriverCreateMutation } from './useDriverCreateMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The listed connection the new driver joins, at the top. */
  connection: string;
}

/** Add driver: an account that signs in by phone, its vehicle and, optionally, its cluster. */
export function DriverCreateDialog({ open, onClose, connection }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <DriverForm connection={connection} onDone={onClose} />
    </FormDialog>
  );
}

function DriverForm({ connection, onDone }: { connection: string; onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm<typeof DRIVER_FORM, DriverFormValues>(DRIVER_FORM, EMPTY_DRIVER);
  const [create, isCreating] = useDriverCreateMutation();
  const vehicle = form.field('vehicleType');

  const submit = form.onSubmit((values) =>
    create(driverInput(values), [connection], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(onFormFields(payload.userErrors))) return;
        toaster.create({ type: 'success', title: MSG.driverCreated });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );

  // A vehicle's usual load fills the capacity fields, which stay editable.
  const chooseVehicle = (value: string) => {
    vehicle.onChange(value);
    const usual = vehicleCapacity(value);
    if (!usual) return;
    form.setValue('capacityOrders', usual.orders);
    form.setValue('capacityKg', usual.kg);
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Add driver</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label="Add driver">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Name" autoComplete="off" required {...form.field('name')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                helperText="The driver signs in with it"
                required
                {...form.field('phone')}
              />
              <FormField label="Email" type="email" autoComplete="off" helperText="Optional" {...form.field('email')} />
              <FormField
                kind="select"
                label="Vehicle"
                placeholder="Select vehicle"
                options={VEHICLE_OPTIONS}
                required
                {...vehicle}
                onChange={chooseVehicle}
              />
              <FormField
                label="Orders it carries"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.field('capacityOrders')}
              />
              <FormField
                label="Load in kg"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.field('capacityKg')}
              />
            </SimpleGrid>
            <ClusterSelect
              label="Cluster"
              helperText="Optional; it can be assigned later"
              field={form.field('clusterId')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Add driver
      </FormDialogFooter>
    </>
  );
}
