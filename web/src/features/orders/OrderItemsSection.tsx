import { Box, Button, DataList, Field, HStack, NumberInput, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type {
  OrderItemsSection_order$data,
  OrderItemsSection_order$key,
} from '../../__generated__/OrderItemsSection_order.graphql';
import { formatPaise } from '../../lib/format';
import { notifyOutcome } from '../../lib/notify';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ItemQuantityInput, MSG, wsinMapLabel } from '@parcelo/common';
import { useOrderItemsQuantityUpdateMutation } from './useOrderItemsQuantityUpdateMutation';

const fragment = graphql`
  fragment OrderItemsSection_order on Order {
    id
    items {
      id
      title
      sku
      quantity
      unitPrice
      wsinMapping {
        wsin
        quantity
      }
    }
  }
`;

type Item = OrderItemsSection_order$data['items'][number];

/** The order's items, each with its SKU quantity editable while the order can change (or why it cannot). */
export function OrderItemsSection({
  order,
  editable,
  lockedReason = null,
}: {
  order: OrderItemsSection_order$key;
  editable: boolean;
  lockedReason?: string | null;
}) {
  const data = useFragment(fragment, order);
  return (
    <Stack gap="3">
      {lockedReason && (
        <Text textStyle="sm" color="fg.muted">
          {lockedReason}
        </Text>
      )}
      {data.items.map((item) => (
        <Box key={item.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Text fontWeight="medium">{item.title}</Text>
            <Text whiteSpace="nowrap">{formatPaise(item.unitPrice * item.quantity)}</Text>
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="1" mt="2">
            <DataList.Item>
              <DataList.ItemLabel minW="28">SKU</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{item.sku}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="28">Unit price</DataList.ItemLabel>
              <DataList.ItemValue>{formatPaise(item.unitPrice)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="28">WSIN mapping</DataList.ItemLabel>
              <DataList.ItemValue color={item.wsinMapping.length === 0 ? 'fg.muted' : undefined}>
                {wsinMapLabel(item.wsinMapping.map(({ wsin, quantity }) => ({ wsin, quantity })))}
              </DataList.ItemValue>
            </DataList.Item>
            {!editable && (
              <DataList.Item>
                <DataList.ItemLabel minW="28">Quantity</DataList.ItemLabel>
                <DataList.ItemValue>{item.quantity}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          {/* Keyed by the saved quantity, so the box starts afresh from what the server kept. */}
          {editable && <QuantityForm key={item.quantity} orderId={data.id} item={item} />}
        </Box>
      ))}
    </Stack>
  );
}

function QuantityForm({ orderId, item }: { orderId: string; item: Item }) {
  const form = useSchemaForm(ItemQuantityInput, { quantity: String(item.quantity) });
  const [update, isUpdating] = useOrderItemsQuantityUpdateMutation();
  const quantity = form.field('quantity');
  const unchanged = quantity.value.trim() === '' || Number(quantity.value) === item.quantity;

  const submit = form.onSubmit((values) => {
    if (unchanged) return;
    update(
      { id: orderId, items: [{ item: item.id, quantity: ItemQuantityInput.parse(values).quantity }] },
      notifyOutcome(MSG.quantityUpdated, MSG.quantityUpdateFailed),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(quantity.error)} mt="3">
        <Field.Label>Quantity</Field.Label>
        <HStack gap="2" align="flex-start">
          <NumberInput.Root
            width="28"
            min={1}
            step={1}
            value={quantity.value}
            onValueChange={(details) => quantity.onChange(details.value)}
          >
            <NumberInput.Control />
            <NumberInput.Input name={`quantity-${item.id}`} />
          </NumberInput.Root>
          <Button type="submit" variant="outline" disabled={unchanged} loading={isUpdating}>
            Save quantity
          </Button>
        </HStack>
        <Field.ErrorText>{quantity.error}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
