import { MSG } from '@parcelo/common';
import { Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AssignedOrdersDialog_driver$key } from '../../__generated__/AssignedOrdersDialog_driver.graphql';
import type { AssignedOrdersDialogQuery } from '../../__generated__/AssignedOrdersDialogQuery.graphql';
import type { AssignedOrdersDialogSubscription } from '../../__generated__/AssignedOrdersDialogSubscription.graphql';
import { formatPaise } from '../../lib/format';
import { notifyOutcome } from '../../lib/notify';
import { PageLoader } from '../../lib/PageLoader';
import { QueryFailure } from '../../lib/QueryFailure';
import { notifyFailure } from '../../lib/toaster';
import { useMayManageLightning } from './useMayManageLightning';
import { useOrderUnassignMutation } from './useOrderUnassignMutation';

const query = graphql`
  query AssignedOrdersDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Driver @alias(as: "driver") {
        ...AssignedOrdersDialog_driver
      }
    }
  }
`;

const fragment = graphql`
  fragment AssignedOrdersDialog_driver on Driver {
    id
    name
    assignedOrders {
      id
      awb
      paymentMethod
      totalPrice
      orderStatusLabel
      canUnassign
    }
  }
`;

// The driver as its orders change (given, taken back, out for delivery, delivered): the list
// changes in place, and so do the count and status on its row of the Drivers list.
const subscription = graphql`
  subscription AssignedOrdersDialogSubscription($id: ID!) {
    driverUpdated(driver: $id) {
      statusCode
      heldOrders
      ...AssignedOrdersDialog_driver
    }
  }
`;

/** Said when the live list stops (the socket failed): what shows stays, as it was last heard. */
const LIVE_STOPPED = 'Live updates of these orders stopped. Reopen the list to see the latest.';

function useDriverLive(id: string) {
  const config = useMemo<GraphQLSubscriptionConfig<AssignedOrdersDialogSubscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => notifyFailure(error, LIVE_STOPPED),
    }),
    [id],
  );
  useSubscription<AssignedOrdersDialogSubscription>(config);
}

interface Props {
  /** The driver whose orders show; null once the dialog is closed. */
  driver: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * Assigned orders: every order the driver holds, all on one list, each taken back from its row;
 * statuses change live while the driver delivers.
 */
export function AssignedOrdersDialog({ driver, onClose }: Props) {
  return (
    <Dialog.Root
      open={driver !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content maxW={{ base: 'full', md: '800px' }} w="full" mx={{ base: '0', md: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>Assigned orders{driver ? ` · ${driver.name}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {driver && (
                <ErrorBoundary
                  fallbackRender={({ error, resetErrorBoundary }) => (
                    <QueryFailure error={error} onRetry={resetErrorBoundary} fallback={MSG.serverError} />
                  )}
                >
                  <Suspense fallback={<PageLoader />}>
                    <LoadedOrders driverId={driver.id} />
                  </Suspense>
                </ErrorBoundary>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LoadedOrders({ driverId }: { driverId: string }) {
  // Read afresh on each opening: orders are given and delivered elsewhere.
  const data = useLazyLoadQuery<AssignedOrdersDialogQuery>(query, { id: driverId }, { fetchPolicy: 'network-only' });
  const environment = useRelayEnvironment();
  // Fetched into the store, so the list changes in place without falling back to the loader.
  const reload = useCallback(() => {
    fetchQuery(environment, query, { id: driverId }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, driverId]);
  const driver = data.node?.driver;
  if (!driver) return <Text color="fg.muted">{MSG.serverError}</Text>;
  return <OrdersList driver={driver} onChanged={reload} />;
}

function OrdersList({ driver, onChanged }: { driver: AssignedOrdersDialog_driver$key; onChanged: () => void }) {
  const data = useFragment(fragment, driver);
  useDriverLive(data.id);
  const mayManage = useMayManageLightning();
  const [unassign] = useOrderUnassignMutation();
  const [busyAwb, setBusyAwb] = useState<string | null>(null);
  const orders = data.assignedOrders;
  if (!orders) return <Text color="fg.muted">{MSG.serverError}</Text>;

  const takeBack = (awb: string) => {
    setBusyAwb(awb);
    const outcome = notifyOutcome(MSG.orderUnassigned, MSG.serverError);
    // The list is read again whatever the answer: a refusal often means it changed meanwhile.
    const settle = () => {
      setBusyAwb(null);
      onChanged();
    };
    unassign(
      { awb, driver: data.id },
      {
        onCompleted: (payload) => {
          outcome.onCompleted(payload);
          settle();
        },
        onError: (error) => {
          outcome.onError(error);
          settle();
        },
      },
    );
  };

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`Orders assigned to ${data.name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>AWB</Table.ColumnHeader>
            <Table.ColumnHeader>Payment method</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total price</Table.ColumnHeader>
            <Table.ColumnHeader>Order status</Table.ColumnHeader>
            {mayManage && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={mayManage ? 5 : 4} textAlign="center" py="8" color="fg.muted">
                No orders assigned
              </Table.Cell>
            </Table.Row>
          ) : (
            orders.map((order) => (
              <Table.Row key={order.id}>
                <Table.Cell whiteSpace="nowrap">{order.awb}</Table.Cell>
                <Table.Cell>{order.paymentMethod}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatPaise(order.totalPrice)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{order.orderStatusLabel}</Table.Cell>
                {mayManage && (
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={!order.canUnassign || busyAwb !== null}
                      loading={busyAwb === order.awb}
                      aria-label={`Un-assign ${order.awb}`}
                      onClick={() => takeBack(order.awb)}
                    >
                      Un-assign
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
