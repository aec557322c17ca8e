import { COURIERS, COURIER_CODES, DeliveryPartnerConnectInput, MSG, PartnerPriority, z } from '@parcelo/common';
import { Dialog, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryPartnerConnectDialog_query$key } from '../../__generated__/DeliveryPartnerConnectDialog_query.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useDeliveryPartnerConnectMutation } from './useDeliveryPartnerConnectMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The couriers on offer, as the server lists them. */
  query: DeliveryPartnerConnectDialog_query$key;
  connectionId: string;
}

const fragment = graphql`
  fragment DeliveryPartnerConnectDialog_query on Query {
    couriers {
      code
      name
    }
  }
`;

/** The service's rules, with the courier as the select's text. */
const CONNECT_FORM = z.object({
  courier: z.string().refine((v) => (COURIER_CODES as readonly string[]).includes(v), MSG.courierUnknown),
  name: DeliveryPartnerConnectInput.shape.name,
  apiKey: DeliveryPartnerConnectInput.shape.apiKey,
  priority: PartnerPriority,
});

/** Connect a courier: which one, the name to show, its API key and priority. */
export function DeliveryPartnerConnectDialog({ open, onClose, query, connectionId }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <ConnectBody query={query} connectionId={connectionId} onDone={onClose} />
    </FormDialog>
  );
}

function ConnectBody({ query, connectionId, onDone }: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const { couriers } = useFragment(fragment, query);
  const formId = useId();
  const [connect, isConnecting] = useDeliveryPartnerConnectMutation();
  const form = useSchemaForm(CONNECT_FORM, { courier: '', name: '', apiKey: '', priority: '10' });
  const options = couriers.map((c) => ({ value: c.code, label: c.name }));

  const submit = form.onSubmit((values) => {
    connect(
      {
        courier: values.courier as (typeof COURIER_CODES)[number],
        name: values.name.trim(),
        apiKey: values.apiKey.trim(),
        priority: Number(values.priority),
      },
      [connectionId],
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: 'Delivery partner connected' });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  const courier = form.field('courier');
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Connect a delivery partner</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField
              kind="select"
              label="Courier"
              placeholder="Select a courier"
              options={options}
              {...courier}
              onChange={(value) => {
                courier.onChange(value);
                // The courier's name is a fine display name until the seller types another.
                if (!form.values.name.trim()) form.setValue('name', COURIERS.find((c) => c.code === value)?.name ?? '');
              }}
            />
            <FormField label="Display name" autoComplete="off" {...form.field('name')} />
            <FormField
              label="API key"
              type="password"
              autoComplete="off"
              helperText="Stored sealed; only its last characters are shown again."
              {...form.field('apiKey')}
            />
            <FormField label="Priority (1 to 99)" inputMode="numeric" {...form.field('priority')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isConnecting}>
        Connect
      </FormDialogFooter>
    </>
  );
}
