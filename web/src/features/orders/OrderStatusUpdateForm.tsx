import { MSG, OrderStatusUpdateInput } from '@parcelo/common';
import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OrderStatusUpdateForm_order$key } from '../../__generated__/OrderStatusUpdateForm_order.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  EMPTY_STATUS_UPDATE,
  needsReason,
  statusUpdateInput,
  statusUpdateOptions,
  UNDELIVERED_REASON_OPTIONS,
} from './statusUpdate';
import { useOrderStatusUpdateMutation } from './useOrderStatusUpdateMutation';

const fragment = graphql`
  fragment OrderStatusUpdateForm_order on Order {
    id
    status {
      code
    }
  }
`;

/**
 * A delivery update by hand (warehouse operator, seller or admin), as a courier would
 * report it. UNDELIVERED takes a reason, and the buyer is sent the NDR link.
 */
export function OrderStatusUpdateForm({ order }: { order: OrderStatusUpdateForm_order$key }) {
  const { id, status } = useFragment(fragment, order);
  // Only the moves the status machine allows from here, so Placed never jumps to Delivered.
  const options = statusUpdateOptions(status.code);
  const [update, isUpdating] = useOrderStatusUpdateMutation();
  const form = useSchemaForm(OrderStatusUpdateInput, EMPTY_STATUS_UPDATE);

  const submit = form.onSubmit((values) => {
    update(statusUpdateInput(id, OrderStatusUpdateInput.parse(values)), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.order) {
          form.setFormError(MSG.genericFailure);
          return;
        }
        toaster.create({ type: 'success', title: MSG.statusUpdated });
        form.reset(EMPTY_STATUS_UPDATE);
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            kind="select"
            label="Status"
            placeholder="Select status"
            options={options}
            {...form.field('status')}
          />
          {needsReason(form.values.status) && (
            <FormField
              kind="select"
              label="Undelivered reason"
              placeholder="Select a reason"
              options={UNDELIVERED_REASON_OPTIONS}
              helperText="The buyer is sent a link to update their details or cancel."
              {...form.field('undeliveredReason')}
            />
          )}
          <FormField
            label="Description"
            autoComplete="off"
            helperText="Optional; shown in the trail."
            {...form.field('description')}
          />
          <FormField label="City" autoComplete="off" helperText="Optional" {...form.field('city')} />
        </SimpleGrid>
        <FormAlert message={form.formError} />
        <Box>
          <Button type="submit" variant="outline" loading={isUpdating}>
            Update
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
