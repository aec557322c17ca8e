import { MSG, fill } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RetailerDialog_retailer$key } from '../../__generated__/RetailerDialog_retailer.graphql';
import { AddressFields } from '../../lib/AddressFields';
import { CompanyField } from '../../lib/CompanyField';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { holdSubmitForPincode, usePincodePlace } from '../../lib/usePincodePlace';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  PURPOSE_OPTIONS,
  RETAILER_FORM,
  STATUS_OPTIONS,
  STORE_TYPE_OPTIONS,
  retailerFormValues,
  retailerInput,
  type RetailerFormValues,
  type SavedRetailer,
} from './retailerForm';
import { CLASS_OPTIONS, CLUSTER_OPTIONS } from './retailerList';
import { SalesmanSelect } from './SalesmanSelect';
import { useRetailerCreateMutation } from './useRetailerCreateMutation';
import { useRetailerUpdateMutation } from './useRetailerUpdateMutation';

const fragment = graphql`
  fragment RetailerDialog_retailer on StoreAddress {
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
    company {
      id
    }
    storeType
    retailCluster
    retailerClass
    salesman {
      id
    }
    creditLimit
    paymentTermsDays
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The retailer to edit; without one the dialog adds a new retailer. */
  retailer?: RetailerDialog_retailer$key | null;
  /** The brand the list shows, which a new retailer starts with. */
  company?: string | null;
  /** The listed connection a new retailer joins, at the top. */
  connection?: string | null;
  /** What a new retailer's form starts with beyond the brand (a shop found but not onboarded). */
  initial?: Partial<RetailerFormValues> | null;
  /** Told the new retailer's id once it is created. */
  onCreated?: (retailerId: string) => void;
}

/** Add or edit a retailer; the dialog stays open, with the problems shown, when saving fails. */
export function RetailerDialog({
  open,
  onClose,
  retailer = null,
  company = null,
  connection = null,
  initial = null,
  onCreated,
}: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      {retailer ? (
        <EditBody retailer={retailer} onDone={onClose} />
      ) : (
        <RetailerForm
          saved={null}
          company={company}
          connection={connection}
          initial={initial}
          onCreated={onCreated}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

function EditBody({ retailer, onDone }: { retailer: RetailerDialog_retailer$key; onDone: () => void }) {
  const r = useFragment(fragment, retailer);
  const saved = {
    id: r.id,
    name: r.name,
    firstName: r.firstName,
    lastName: r.lastName,
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2,
    pincode: r.pincode,
    city: r.city,
    state: r.state,
    country: r.country,
    phone: r.phone,
    email: r.email,
    gstin: r.gstin,
    addressPurpose: r.addressPurpose,
    isActive: r.isActive,
    company: r.company,
    storeType: r.storeType,
    retailCluster: r.retailCluster,
    retailerClass: r.retailerClass,
    salesman: r.salesman,
    creditLimit: r.creditLimit,
    paymentTermsDays: r.paymentTermsDays,
  };
  return <RetailerForm saved={saved} company={null} connection={null} onDone={onDone} />;
}

interface FormProps {
  saved: (SavedRetailer & { id: string; name: string }) | null;
  company: string | null;
  connection: string | null;
  initial?: Partial<RetailerFormValues> | null;
  onCreated?: ((retailerId: string) => void) | undefined;
  onDone: () => void;
}

function RetailerForm({ saved, company, connection, initial = null, onCreated, onDone }: FormProps) {
  const formId = useId();
  const [create, isCreating] = useRetailerCreateMutation();
  const [update, isUpdating] = useRetailerUpdateMutation();
  const form = useSchemaForm<typeof RETAILER_FORM, RetailerFormValues>(
    RETAILER_FORM,
    // A shop found by the field team fills what it knows; the rest starts as a new retailer's.
    { ...retailerFormValues(saved, company), ...initial } as RetailerFormValues,
  );

  const pincode = form.field('pincode');
  // City, state and country come from the pincode, and stay as India Post has them.
  const place = usePincodePlace(pincode.value, (found) => {
    // A retailer opened for editing keeps its saved place until its pincode changes.
    if (!found && saved && pincode.value.trim() === saved.pincode) return;
    form.setValue('city', found?.city ?? '');
    form.setValue('state', found?.state ?? '');
    form.setValue('country', found?.country ?? 'India');
  });
  const brand = form.field('company');
  // Another brand's salesmen are not this one's: the choice starts again.
  const chooseBrand = (id: string) => {
    brand.onChange(id);
    form.setValue('salesman', '');
  };

  const done = (userErrors: Parameters<typeof form.applyUserErrors>[0], title: string) => {
    if (!form.applyUserErrors(userErrors)) return;
    toaster.create({ type: 'success', title });
    onDone();
  };

  const send = form.onSubmit((values) => {
    const input = retailerInput(values);
    if (saved) {
      update(
        { retailer: saved.id, ...input },
        {
          onCompleted: (payload) => done(payload.userErrors, MSG.retailerSaved),
          onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
        },
      );
      return;
    }
    create({ company: values.company, ...input }, connection ? [connection] : [], {
      onCompleted: (payload) => {
        done(payload.userErrors, MSG.retailerCreated);
        const created = payload.retailerEdge?.node.id;
        if (created && payload.userErrors.length === 0) onCreated?.(created);
      },
      onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
    });
  });

  // An address India Post does not know is not sent; the pincode says why.
  const submit = holdSubmitForPincode(place, 'pincode', send);
  const title = saved ? fill('Edit {name}', { name: saved.name }) : 'Add retailer';

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={saved ? 'Edit retailer' : 'Add retailer'}>
          <Stack gap="4">
            {/* A retailer stays with the brand it was added for. */}
            {!saved && <CompanyField value={brand.value} onChange={chooseBrand} error={brand.error} />}
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
              <ShopFields field={form.field} company={brand.value} />
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

type FieldOf = ReturnType<typeof useSchemaForm<typeof RETAILER_FORM, RetailerFormValues>>['field'];

/** What the field team knows of the shop, the salesman who calls on it, and its credit. */
function ShopFields({ field, company }: { field: FieldOf; company: string }) {
  return (
    <>
      <FormField
        kind="select"
        label="Store type"
        options={STORE_TYPE_OPTIONS}
        placeholder="Select store type"
        required
        {...field('storeType')}
      />
      <FormField
        kind="select"
        label="Retail cluster"
        options={CLUSTER_OPTIONS}
        placeholder="Select retail cluster"
        required
        {...field('retailCluster')}
      />
      <FormField
        kind="select"
        label="Retailer class"
        options={CLASS_OPTIONS}
        placeholder="Select class"
        required
        {...field('retailerClass')}
      />
      <SalesmanSelect company={company} field={field('salesman')} />
      <FormField label="Credit limit (₹)" inputMode="decimal" autoComplete="off" required {...field('creditLimit')} />
      <FormField
        label="Payment terms (days)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
        {...field('paymentTermsDays')}
      />
    </>
  );
}
