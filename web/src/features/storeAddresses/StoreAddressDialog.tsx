import { MSG, fill } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StoreAddressDialog_storeAddress$key } from '../../__generated__/StoreAddressDialog_storeAddress.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { AddressFields } from '../../lib/AddressFields';
import { notifyFailure, toaster } from '../../lib/toaster';
import { holdSubmitForPincode, usePincodePlace } from '../../lib/usePincodePlace';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  PURPOSE_OPTIONS,
  STATUS_OPTIONS,
  storeAddressFormInput,
  storeAddressFormValues,
  storeAddressInput,
  type SavedStoreAddress,
} from './storeAddressForm';
import { useStoreAddressCreateMutation } from './useStoreAddressCreateMutation';
import { useStoreAddressUpdateMutation } from './useStoreAddressUpdateMutation';

const fragment = graphql`
  fragment StoreAddressDialog_storeAddress on StoreAddress {
    id
    name
    firstName
    lastName
    addressLine1
    addressLine2
    pincode
    city
    state
    country
    phone
    email
    gstin
    addressPurpose
    isActive
  }
`;

const NONE = () => [];

interface Props {
  open: boolean;
  onClose: () => void;
  /** The address to edit; without one the dialog adds a new address. */
  storeAddress?: StoreAddressDialog_storeAddress$key | null;
  /** The card lists a new address joins: those that would show an address of its status. */
  connectionsFor?: (active: boolean) => readonly string[];
}

/** Add or edit a store address; the modal stays open, with the problems shown, when saving fails. */
export function StoreAddressDialog({ open, onClose, storeAddress = null, connectionsFor = NONE }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      {storeAddress ? (
        <EditBody storeAddress={storeAddress} onDone={onClose} />
      ) : (
        <AddressForm saved={null} onDone={onClose} connectionsFor={connectionsFor} />
      )}
    </FormDialog>
  );
}

function EditBody({ storeAddress, onDone }: { storeAddress: StoreAddressDialog_storeAddress$key; onDone: () => void }) {
  const a = useFragment(fragment, storeAddress);
  const saved = {
    id: a.id,
    name: a.name,
    firstName: a.firstName,
    lastName: a.lastName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    pincode: a.pincode,
    city: a.city,
    state: a.state,
    country: a.country,
    phone: a.phone,
    email: a.email,
    gstin: a.gstin,
    addressPurpose: a.addressPurpose,
    isActive: a.isActive,
  };
  return <AddressForm saved={saved} onDone={onDone} connectionsFor={NONE} />;
}

interface FormProps {
  saved: (SavedStoreAddress & { id: string; name: string }) | null;
  onDone: () => void;
  connectionsFor: (active: boolean) => readonly string[];
}

function AddressForm({ saved, onDone, connectionsFor }: FormProps) {
  const formId = useId();
  const [create, isCreating] = useStoreAddressCreateMutation();
  const [update, isUpdating] = useStoreAddressUpdateMutation();
  const form = useSchemaForm(storeAddressFormInput, storeAddressFormValues(saved));

  const pincode = form.field('pincode');
  // City, state and country come from the pincode, and stay as India Post has them.
  const place = usePincodePlace(pincode.value, (found) => {
    // An address opened for editing keeps its saved place until its pincode changes.
    if (!found && saved && pincode.value.trim() === saved.pincode) return;
    form.setValue('city', found?.city ?? '');
    form.setValue('state', found?.state ?? '');
    form.setValue('country', found?.country ?? 'India');
  });

  const done = (userErrors: Parameters<typeof form.applyUserErrors>[0], title: string) => {
    if (!form.applyUserErrors(userErrors)) return;
    toaster.create({ type: 'success', title });
    onDone();
  };

  const send = form.onSubmit((values) => {
    const input = storeAddressInput(values);
    if (saved) {
      update(
        { storeAddress: saved.id, ...input },
        {
          onCompleted: (payload) => done(payload.userErrors, MSG.storeAddressSaved),
          onError: (error) => notifyFailure(error, MSG.genericFailure),
        },
      );
      return;
    }
    create(input, connectionsFor(input.isActive), {
      onCompleted: (payload) => done(payload.userErrors, MSG.storeAddressCreated),
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  // An address India Post does not know is not sent; the pincode says why.
  const submit = holdSubmitForPincode(place, 'pincode', send);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{saved ? fill('Edit {name}', { name: saved.name }) : 'Add store address'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={saved ? 'Edit store address' : 'Add store address'}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First name" autoComplete="off" required {...form.field('firstName')} />
              <FormField label="Last name" autoComplete="off" helperText="Optional" {...form.field('lastName')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                required
                {...form.field('phone')}
              />
              <FormField label="Email" type="email" autoComplete="off" helperText="Optional" {...form.field('email')} />
              <AddressFields field={form.field} place={place} />
              <FormField
                label="GSTIN"
                autoComplete="off"
                maxLength={15}
                helperText="Optional"
                {...form.field('gstin')}
              />
              <FormField
                kind="select"
                label="Address purpose"
                options={PURPOSE_OPTIONS}
                required
                {...form.field('addressPurpose')}
              />
              <FormField kind="select" label="Status" options={STATUS_OPTIONS} required {...form.field('isActive')} />
            </SimpleGrid>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating || isUpdating}>
        Save
      </FormDialogFooter>
    </>
  );
}
