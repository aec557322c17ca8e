import { MSG } from '@parcelo/common';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderWarehouseSection_order$key } from '../../__generated__/OrderWarehouseSection_order.graphql';
import type { OrderWarehouseSection_query$key } from '../../__generated__/OrderWarehouseSection_query.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { notifyOutcome } from '../../lib/notify';
import { useWarehouseOptions, warehouseOptionLabel } from '../warehouses/useWarehouseOptions';
import { useOrderWarehouseReassignMutation } from './useOrderWarehouseReassignMutation';

const orderFragment = graphql`
  fragment OrderWarehouseSection_order on Order {
    id
    warehouse {
      id
      name
      address {
        city
      }
    }
  }
`;

const queryFragment = graphql`
  fragment OrderWarehouseSection_query on Query {
    ...useWarehouseOptions_query
  }
`;

interface Props {
  order: OrderWarehouseSection_order$key;
  query: OrderWarehouseSection_query$key;
  editable: boolean;
}

/** The pickup warehouse, and reassigning the order to another of the seller's warehouses. */
export function OrderWarehouseSection({ order, query, editable }: Props) {
  const { id, warehouse } = useFragment(orderFragment, order);
  const listed = useWarehouseOptions(useFragment(queryFragment, query));
  // The current warehouse stays choosable even when it is past the first 50.
  const options =
    warehouse && !listed.some((option) => option.value === warehouse.id)
      ? [{ value: warehouse.id, label: warehouseOptionLabel(warehouse) }, ...listed]
      : listed;

  return (
    <Stack gap="3">
      {warehouse ? (
        <Text>
          <Text as="span" fontWeight="medium">
            {warehouse.name}
          </Text>
          <Text as="span" color="fg.muted">{`, ${warehouse.address.city}`}</Text>
        </Text>
      ) : (
        <Text color="fg.muted">{MSG.warehousesLoadFailed}</Text>
      )}
      {/* Keyed by the current warehouse, so the select starts afresh after a reassignment. */}
      {editable && (
        <ReassignForm key={warehouse?.id ?? ''} orderId={id} currentId={warehouse?.id ?? null} options={options} />
      )}
    </Stack>
  );
}

interface FormProps {
  orderId: string;
  currentId: string | null;
  options: readonly Option[];
}

function ReassignForm({ orderId, currentId, options }: FormProps) {
  const [value, setValue] = useState(currentId ?? '');
  const [error, setError] = useState<string | undefined>();
  const [reassign, isReassigning] = useOrderWarehouseReassignMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value) {
      setError(MSG.selectWarehouse);
      return;
    }
    if (value === currentId) return;
    reassign({ id: orderId, warehouse: value }, notifyOutcome(MSG.warehouseReassigned, MSG.warehouseReassignFailed));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Box maxW="md">
        <FormField
          kind="select"
          label="Reassign warehouse"
          name="warehouse"
          placeholder="Select warehouse"
          options={options}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
          addon={
            // Waits for a warehouse other than the current one.
            <Button
              type="submit"
              variant="outline"
              flexShrink={0}
              disabled={value === currentId}
              loading={isReassigning}
            >
              Reassign
            </Button>
          }
        />
      </Box>
    </form>
  );
}
