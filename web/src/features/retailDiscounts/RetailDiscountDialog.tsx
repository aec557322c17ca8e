import { MSG, RetailDiscountInput } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RetailDiscountDialog_discount$key } from '../../__generated__/RetailDiscountDialog_discount.graphql';
import { DateField } from '../../lib/DateField';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  CLASS_OPTIONS,
  CLUSTER_OPTIONS,
  TARGET_OPTIONS,
  discountFormValues,
  type DiscountFormValues,
} from './retailDiscountList';
import { useRetailDiscountCreateMutation } from './useRetailDiscountCreateMutation';
import { useRetailDiscountUpdateMutation } from './useRetailDiscountUpdateMutation';

const fragment = graphql`
  fragment RetailDiscountDialog_discount on RetailDiscount {
    id
    sku
    appliesTo
    retailerClass
    retailCluster
    percent
    startsOn
    endsOn
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The discount to edit; without one the dialog adds a new one for `company`. */
  discount?: RetailDiscountDialog_discount$key | null;
  company?: string | null;
  /** The listed connection a new discount joins, at the top. */
  connection?: string | null;
}

/** Add or edit a retail discount; the dialog stays open, with the problems shown, when saving fails. */
export function RetailDiscountDialog({ open, onClose, discount = null, company = null, connection = null }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }}>
      {discount ? (
        <EditBody discount={discount} onDone={onClose} />
      ) : (
        <DiscountForm
          id={null}
          initial={discountFormValues(null)}
          company={company}
          connection={connection}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

function EditBody({ discount, onDone }: { discount: RetailDiscountDialog_discount$key; onDone: () => void }) {
  const d = useFragment(fragment, discount);
  return <DiscountForm id={d.id} initial={discountFormValues(d)} company={null} connection={null} onDone={onDone} />;
}

interface FormProps {
  id: string | null;
  initial: DiscountFormValues;
  company: string | null;
  connection: string | null;
  onDone: () => void;
}

function DiscountForm({ id, initial, company, connection, onDone }: FormProps) {
  const formId = useId();
  const [create, isCreating] = useRetailDiscountCreateMutation();
  const [update, isUpdating] = useRetailDiscountUpdateMutation();
  // The rules the service checks the discount with, so the browser shows the server's words.
  const form = useSchemaForm<typeof RetailDiscountInput, DiscountFormValues>(RetailDiscountInput, initial);
  const appliesTo = form.field('appliesTo');
  const startsOn = form.field('startsOn');
  const endsOn = form.field('endsOn');

  const done = (userErrors: Parameters<typeof form.applyUserErrors>[0], title: string) => {
    if (!form.applyUserErrors(userErrors)) return;
    toaster.create({ type: 'success', title });
    onDone();
  };

  const submit = form.onSubmit((values) => {
    // The percentage goes as typed; the service reads it with the same rule.
    const discount = {
      sku: values.sku.trim(),
      appliesTo: values.appliesTo,
      retailerClass: values.appliesTo === 'CLASS' ? values.retailerClass : null,
      retailCluster: values.appliesTo === 'CLUSTER' ? values.retailCluster : null,
      percent: values.percent.trim(),
      startsOn: values.startsOn,
      endsOn: values.endsOn,
    };
    if (id) {
      update(
        { id, discount },
        {
          onCompleted: (payload) => done(payload.userErrors, MSG.retailDiscountSaved),
          onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
        },
      );
      return;
    }
    if (!company) {
      form.setFormError(MSG.selectCompany);
      return;
    }
    create({ company, discount }, connection ? [connection] : [], {
      onCompleted: (payload) => done(payload.userErrors, MSG.retailDiscountCreated),
      onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
    });
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{id ? 'Edit discount' : 'Add discount'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={id ? 'Edit discount' : 'Add discount'}>
          <Stack gap="4">
            <FormField
              label="SKU"
              autoComplete="off"
              helperText="A product of the brand's catalogue"
              required
              {...form.field('sku')}
            />
            <FormField kind="select" label="Applies to" options={TARGET_OPTIONS} required {...appliesTo} />
            {appliesTo.value === 'CLASS' && (
              <FormField
                kind="select"
                label="Retailer class"
                options={CLASS_OPTIONS}
                placeholder="Select class"
                required
                {...form.field('retailerClass')}
              />
            )}
            {appliesTo.value === 'CLUSTER' && (
              <FormField
                kind="select"
                label="Retail cluster"
                options={CLUSTER_OPTIONS}
                placeholder="Select retail cluster"
                required
                {...form.field('retailCluster')}
              />
            )}
            <FormField
              label="Discount (%)"
              inputMode="decimal"
              autoComplete="off"
              required
              {...form.field('percent')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <DateField label="Effective from" {...startsOn} />
              <DateField label="Effective to" min={startsOn.value} {...endsOn} />
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
