import { MSG, plural } from '@parcelo/common';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OrdersAssignDialogQuery } from '../../__generated__/OrdersAssignDialogQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField, type Option } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ORDERS_ASSIGN_FORM, driverChoiceLabel, onFormFields, ordersAssignedMessage } from './lightningForms';
import { useDriverOrdersAssignMutation } from './useDriverOrdersAssignMutation';

// Only switched-on drivers take orders; the API refuses the others anyway.
const query = graphql`
  query OrdersAssignDialogQuery($cluster: ID!) {
    drivers(first: 100, cluster: $cluster, active: true) {
      edges {
        node {
          id
          name
          vehicleLabel
          capacityOrders
          capacityKg
          heldOrders
        }
      }
    }
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  clusterId: string;
  /** The picked orders, as Order ids. */
  orderIds: readonly string[];
  /** The orders were given: the page reads them again. */
  onAssigned: () => void;
}

/** Assign to driver: the picked orders go to one of the cluster's active drivers, within its vehicle's load. */
export function OrdersAssignDialog({ open, onClose, clusterId, orderIds, onAssigned }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <AssignForm clusterId={clusterId} orderIds={orderIds} onAssigned={onAssigned} />
    </FormDialog>
  );
}

function AssignForm({ clusterId, orderIds, onAssigned }: Omit<Props, 'open' | 'onClose'>) {
  const formId = useId();
  const form = useSchemaForm(ORDERS_ASSIGN_FORM, { driverId: '' });
  const [assign, isAssigning] = useDriverOrdersAssignMutation();
  const title = 'Assign to driver';

  const submit = form.onSubmit((values) =>
    assign(
      { driver: values.driverId, orders: [...orderIds] },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(onFormFields(payload.userErrors))) return;
          toaster.create({
            type: 'success',
            title: ordersAssignedMessage(orderIds.length, payload.driver?.name ?? ''),
          });
          onAssigned();
        },
        onError: (error) => notifyFailure(error, MSG.serverError),
      },
    ),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {plural(orderIds.length, 'order')} selected
            </Text>
            <ErrorBoundary
              fallback={<DriverChoice field={{ ...form.field('driverId'), error: MSG.serverError }} options={[]} />}
            >
              <Suspense fallback={<DriverChoice field={form.field('driverId')} options={[]} />}>
                <LoadedDrivers clusterId={clusterId} field={form.field('driverId')} />
              </Suspense>
            </ErrorBoundary>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isAssigning}>
        Assign
      </FormDialogFooter>
    </>
  );
}

type DriverField = ReturnType<ReturnType<typeof useSchemaForm>['field']>;

function LoadedDrivers({ clusterId, field }: { clusterId: string; field: DriverField }) {
  // Read afresh: how many orders each driver holds changes with every assignment.
  const { drivers } = useLazyLoadQuery<OrdersAssignDialogQuery>(
    query,
    { cluster: clusterId },
    { fetchPolicy: 'network-only' },
  );
  const options = useMemo(
    () =>
      (drivers?.edges ?? []).map(({ node }): Option => ({
        value: node.id,
        label: driverChoiceLabel({
          name: node.name,
          vehicleLabel: node.vehicleLabel,
          capacityOrders: node.capacityOrders,
          capacityKg: node.capacityKg,
          held: node.heldOrders,
        }),
      })),
    [drivers],
  );
  return (
    <DriverChoice
      field={field}
      options={options}
      helperText={options.length === 0 ? 'No active drivers in this cluster' : undefined}
    />
  );
}

function DriverChoice({
  field,
  options,
  helperText,
}: {
  field: DriverField;
  options: readonly Option[];
  helperText?: string | undefined;
}) {
  return (
    <FormField
      kind="select"
      label="Driver"
      placeholder="Select driver"
      options={options}
      required
      {...(helperText ? { helperText } : {})}
      {...field}
    />
  );
}
