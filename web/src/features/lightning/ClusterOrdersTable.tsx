import { MSG, formatPaisePlain } from '@parcelo/common';
import { Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type {
  ClusterOrdersTable_cluster$data,
  ClusterOrdersTable_cluster$key,
} from '../../__generated__/ClusterOrdersTable_cluster.graphql';
import type { ClusterOrdersTableRefetchQuery } from '../../__generated__/ClusterOrdersTableRefetchQuery.graphql';
import { formatNumber } from '../../lib/format';
import { OrdersAssignDialog } from './OrdersAssignDialog';
import { PlanRoutesButton } from './PlanRoutesButton';
import { useMayManageLightning } from './useMayManageLightning';

const fragment = graphql`
  fragment ClusterOrdersTable_cluster on Cluster @refetchable(queryName: "ClusterOrdersTableRefetchQuery") {
    id
    name
    orders {
      id
      awb
      shopOrderId
      paymentMethod
      totalPrice
      weightKg
      customerName
      deliveryPincode
      city
      driver {
        id
        name
      }
    }
  }
`;

type Order = NonNullable<ClusterOrdersTable_cluster$data['orders']>[number];

const weightFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

interface Props {
  cluster: ClusterOrdersTable_cluster$key;
}

/** The cluster's waiting orders, oldest first, picked by checkbox and given to one of its drivers. */
export function ClusterOrdersTable({ cluster }: Props) {
  const [data, refetch] = useRefetchableFragment<ClusterOrdersTableRefetchQuery, ClusterOrdersTable_cluster$key>(
    fragment,
    cluster,
  );
  const mayManage = useMayManageLightning();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assigning, setAssigning] = useState(false);
  const [isReloading, startReload] = useTransition();
  const orders = data.orders;

  if (!orders)
    return (
      <Text role="alert" py="10" textAlign="center" borderWidth="1px" rounded="md">
        {MSG.serverError}
      </Text>
    );

  const allPicked = orders.length > 0 && orders.every((o) => selected.has(o.id));
  const somePicked = orders.some((o) => selected.has(o.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const reload = () =>
    // The old rows stay on screen while the new ones load.
    startReload(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const assigned = () => {
    setAssigning(false);
    setSelected(new Set());
    reload();
  };
  const routesGiven = () => {
    setSelected(new Set());
    reload();
  };
  const columns = mayManage ? 9 : 8;

  return (
    <Stack gap="3">
      {mayManage && (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {selected.size > 0 ? `${formatNumber(selected.size)} selected` : `${formatNumber(orders.length)} waiting`}
          </Text>
          <HStack gap="2" wrap="wrap">
            <PlanRoutesButton clusterId={data.id} disabled={orders.length === 0} onRoutesGiven={routesGiven} />
            <Button disabled={selected.size === 0} onClick={() => setAssigning(true)}>
              Assign to driver
            </Button>
          </HStack>
        </HStack>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" aria-busy={isReloading}>
        <Table.Root size="sm" aria-label={`Orders waiting at ${data.name}`}>
          <Table.Header>
            <Table.Row>
              {mayManage && (
                <Table.ColumnHeader w="8">
                  <PickBox
                    label="Select all orders"
                    checked={allPicked ? true : somePicked ? 'indeterminate' : false}
                    disabled={orders.length === 0}
                    onChange={(on) => setSelected(on ? new Set(orders.map((o) => o.id)) : new Set())}
                  />
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader>AWB</Table.ColumnHeader>
              <Table.ColumnHeader>Order ID</Table.ColumnHeader>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>City and pincode</Table.ColumnHeader>
              <Table.ColumnHeader>Payment</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount (₹)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Weight (kg)</Table.ColumnHeader>
              <Table.ColumnHeader>Driver</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns} textAlign="center" py="10" color="fg.muted">
                  No orders are waiting at this cluster
                </Table.Cell>
              </Table.Row>
            ) : (
              orders.map((o) => (
                <OrderRow
                  key={o.id}
                  order={o}
                  picked={mayManage ? selected.has(o.id) : null}
                  onPick={(on) => toggle(o.id, on)}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {mayManage && (
        <OrdersAssignDialog
          open={assigning}
          onClose={() => setAssigning(false)}
          clusterId={data.id}
          orderIds={orders.filter((o) => selected.has(o.id)).map((o) => o.id)}
          onAssigned={assigned}
        />
      )}
    </Stack>
  );
}

function PickBox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled ?? false}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** One waiting order; `picked` is null for a viewer who only looks (no checkbox). */
function OrderRow({
  order: o,
  picked,
  onPick,
}: {
  order: Order;
  picked: boolean | null;
  onPick: (on: boolean) => void;
}) {
  return (
    <Table.Row data-selected={picked ? '' : undefined}>
      {picked !== null && (
        <Table.Cell>
          <PickBox label={`Select order ${o.awb}`} checked={picked} onChange={onPick} />
        </Table.Cell>
      )}
      <Table.Cell whiteSpace="nowrap">{o.awb}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{o.shopOrderId}</Table.Cell>
      <Table.Cell>{o.customerName}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{`${o.city} ${o.deliveryPincode}`}</Table.Cell>
      <Table.Cell>{o.paymentMethod}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatPaisePlain(o.totalPrice)}
      </Table.Cell>
      <Table.Cell textAlign="end">{weightFormat.format(o.weightKg)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap" color={o.driver ? undefined : 'fg.muted'}>
        {o.driver?.name ?? 'Unassigned'}
      </Table.Cell>
    </Table.Row>
  );
}
