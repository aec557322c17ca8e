import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useWarehouseRequestCreateMutation } from './useWarehouseRequestCreateMutation';
import {
  STATE_OPTIONS,
  WAREHOUSE_REQUEST_FORM,
  warehouseRequestInput,
  type WarehouseRequestValues,
} from './warehouseForms';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Who to contact, from the profile (editable). */
  contact: { name: string; email: string; phone: string };
  /** The requests lists the new request joins (the company's list, a gate's pending one). */
  connections: readonly string[];
}

/** Request a new Micro-WH: where, how much, and whom the warehouse team calls. */
export function WarehouseRequestDialog({ open, onClose, contact, connections }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <RequestForm contact={contact} connections={connections} onDone={onClose} />
    </FormDialog>
  );
}

function RequestForm({ contact, connections, onDone }: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useWarehouseRequestCreateMutation();
  const form = useSchemaForm<typeof WAREHOUSE_REQUEST_FORM, WarehouseRequestValues>(WAREHOUSE_REQUEST_FORM, {
    state: '',
    city: '',
    ordersPerMonth: '',
    estimatedUnits: '',
    ...contact,
  });

  const submit = form.onSubmit((values) =>
    create(warehouseRequestInput(values), [...connections], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: payload.message ?? MSG.microWhRequested });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Request a new Micro-WH</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              Tell us where you need a micro warehouse and how much it would handle. Our warehouse team contacts you.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                kind="select"
                label="State"
                placeholder="Select state"
                options={STATE_OPTIONS}
                required
                {...form.field('state')}
              />
              <FormField label="City" autoComplete="address-level2" required {...form.field('city')} />
              <FormField
                label="Expected orders per month"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.field('ordersPerMonth')}
              />
              <FormField
                label="Estimated units"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.field('estimatedUnits')}
              />
              <FormField label="Name" autoComplete="name" required {...form.field('name')} />
              <FormField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="tel-national"
                required
                {...form.field('phone')}
              />
            </SimpleGrid>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Send request
      </FormDialogFooter>
    </>
  );
}
