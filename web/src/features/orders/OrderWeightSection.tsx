import { MSG, OrderWeightInput } from '@parcelo/common';
import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OrderWeightSection_order$key } from '../../__generated__/OrderWeightSection_order.graphql';
import { FormField } from '../../lib/FormField';
import { ChargeableBadge } from './ChargeableBadge';
import { notifyOutcome } from '../../lib/notify';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useOrderWeightUpdateMutation } from './useOrderWeightUpdateMutation';
import { chargeableSide, formatKg, volumetricWeight } from './weight';

const fragment = graphql`
  fragment OrderWeightSection_order on Order {
    id
    weight
    volumetricWeight
    dimensions {
      length
      breadth
      height
    }
  }
`;

/** The entered and volumetric weights, the chargeable one marked, and the weight edit (or why there is none). */
export function OrderWeightSection({
  order,
  editable,
  lockedReason = null,
}: {
  order: OrderWeightSection_order$key;
  editable: boolean;
  lockedReason?: string | null;
}) {
  const data = useFragment(fragment, order);
  const { dimensions } = data;
  const volumetric = dimensions ? (data.volumetricWeight ?? volumetricWeight(dimensions)) : null;
  const chargeable = chargeableSide(data.weight, volumetric);

  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel minW="36">Entered weight</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2">
              <Text>{formatKg(data.weight)}</Text>
              {chargeable === 'entered' && <ChargeableBadge />}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        {dimensions && volumetric !== null && (
          <DataList.Item>
            <DataList.ItemLabel minW="36">Volumetric weight</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2" wrap="wrap">
                <Text>{formatKg(volumetric)}</Text>
                <Text color="fg.muted" textStyle="xs">
                  {`${dimensions.length} × ${dimensions.breadth} × ${dimensions.height} cm ÷ 5000`}
                </Text>
                {chargeable === 'volumetric' && <ChargeableBadge />}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {/* Keyed by the saved weight, so the box starts afresh from what the server kept. */}
      {editable && <WeightForm key={data.weight} orderId={data.id} weight={data.weight} />}
      {lockedReason && (
        <Text textStyle="sm" color="fg.muted">
          {lockedReason}
        </Text>
      )}
    </Stack>
  );
}

function WeightForm({ orderId, weight }: { orderId: string; weight: number }) {
  const form = useSchemaForm(OrderWeightInput, { weight: String(weight) });
  const [update, isUpdating] = useOrderWeightUpdateMutation();
  const value = form.values.weight;
  // The button waits for a value that differs from the saved weight.
  const unchanged = value.trim() === '' || Number(value) === weight;

  const submit = form.onSubmit((values) => {
    if (unchanged) return;
    update(
      { id: orderId, weight: OrderWeightInput.parse(values).weight },
      notifyOutcome(MSG.weightChanged, MSG.weightChangeFailed),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Box maxW="sm">
        <FormField
          label="Weight (kg)"
          inputMode="decimal"
          autoComplete="off"
          {...form.field('weight')}
          addon={
            <Button type="submit" variant="outline" flexShrink={0} disabled={unchanged} loading={isUpdating}>
              Update weight
            </Button>
          }
        />
      </Box>
    </form>
  );
}
