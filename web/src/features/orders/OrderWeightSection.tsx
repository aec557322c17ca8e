import { MSG, requiredRule } from '@parcelo/common';
import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderWeightSection_order$key } from '../../__generated__/OrderWeightSection_order.graphql';
import { FormField } from '../../lib/FormField';
import { ChargeableBadge } from './ChargeableBadge';
import { notifyOutcome } from '../../lib/notify';
import { weightRule } from '@parcelo/common';
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

const weightRequired = requiredRule('Weight');

/** The entered and volumetric weights, the chargeable one marked, and the weight edit. */
export function OrderWeightSection({ order, editable }: { order: OrderWeightSection_order$key; editable: boolean }) {
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
    </Stack>
  );
}

function WeightForm({ orderId, weight }: { orderId: string; weight: number }) {
  const [value, setValue] = useState(String(weight));
  const [error, setError] = useState<string | undefined>();
  const [update, isUpdating] = useOrderWeightUpdateMutation();
  // The button waits for a value that differs from the saved weight.
  const unchanged = value.trim() === '' || Number(value) === weight;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = weightRequired(value) ?? weightRule(value) ?? undefined;
    setError(problem);
    if (problem || unchanged) return;
    update({ id: orderId, weight: Number(value) }, notifyOutcome(MSG.weightChanged, MSG.weightChangeFailed));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Box maxW="sm">
        <FormField
          label="Weight (kg)"
          name="weight"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
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
