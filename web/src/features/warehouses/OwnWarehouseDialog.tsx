import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { holdSubmitForPincode, pincodeError, placeLocked, usePincodePlace } from '../../lib/usePincodePlace';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useOwnWarehouseCreateMutation } from './useOwnWarehouseCreateMutation';
import { OWN_WAREHOUSE_FORM, ownWarehouseInput, type OwnWarehouseValues } from './warehouseForms';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The company's card list the new warehouse joins. */
  connection: string;
  /** The contact phone to start from (the profile's). */
  phone: string;
}

/** Add my own Micro-WH: the seller's own premises, placed by their pincode. */
export function OwnWarehouseDialog({ open, onClose, connection, phone }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <OwnForm connection={connection} phone={phone} onDone={onClose} />
    </FormDialog>
  );
}

function OwnForm({ connection, phone, onDone }: { connection: string; phone: string; onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useOwnWarehouseCreateMutation();
  const form = useSchemaForm<typeof OWN_WAREHOUSE_FORM, OwnWarehouseValues>(OWN_WAREHOUSE_FORM, {
    name: '',
    addressLine1: '',
    addressLine2: '',
    pincode: '',
    city: '',
    state: '',
    phone,
    gstNumber: '',
  });
  const pincode = form.field('pincode');
  // City and state are India Post's for the pincode: shown, locked, and not sent (the service fills them).
  const place = usePincodePlace(pincode.value, (found) => {
    form.setValue('city', found?.city ?? '');
    form.setValue('state', found?.state ?? '');
  });

  const send = form.onSubmit((values) =>
    create(ownWarehouseInput(values), [connection], {
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
        <Dialog.Title>Add my own Micro-WH</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              Your own premises become a micro warehouse of your company: orders can ship from it at once.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Warehouse name" autoComplete="off" required {...form.field('name')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="tel-national"
                required
                {...form.field('phone')}
              />
              <FormField label="Address line 1" autoComplete="address-line1" required {...form.field('addressLine1')} />
              <FormField label="Address line 2" autoComplete="address-line2" required {...form.field('addressLine2')} />
              <FormField
                label="Pincode"
                inputMode="numeric"
                maxLength={6}
                autoComplete="postal-code"
                required
                {...pincode}
                error={pincodeError(place, pincode.error)}
                helperText={place.status === 'loading' ? 'Looking up the pincode…' : undefined}
              />
              <FormField label="City" autoComplete="off" disabled={placeLocked(place)} {...form.field('city')} />
              <FormField label="State" autoComplete="off" disabled={placeLocked(place)} {...form.field('state')} />
              <FormField label="GST number" autoComplete="off" maxLength={15} required {...form.field('gstNumber')} />
            </SimpleGrid>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Add warehouse
      </FormDialogFooter>
    </>
  );
}
