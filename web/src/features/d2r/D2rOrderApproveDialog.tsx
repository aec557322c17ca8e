import { MSG } from '@parcelo/common';
import { Alert, Box, Button, Dialog, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  D2rOrderApproveDialog_order$data,
  D2rOrderApproveDialog_order$key,
} from '../../__generated__/D2rOrderApproveDialog_order.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatNumber, formatPaise } from '../../lib/format';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  D2R_APPROVE_FORM,
  approveTotal,
  changedPrices,
  d2rApproveFormValues,
  placeApproveErrors,
  typedPaise,
  type D2rApproveFormValues,
} from './d2rOrderForm';
import { useD2rOrderApproveMutation } from './useD2rOrderApproveMutation';

const OVERRIDE = 'overrideCreditLimit';

const fragment = graphql`
  fragment D2rOrderApproveDialog_order on Order {
    id
    shopOrderId
    items {
      sku
      title
      quantity
      unitPrice
    }
  }
`;

type Order = D2rOrderApproveDialog_order$data;

interface Props {
  open: boolean;
  onClose: () => void;
  order: D2rOrderApproveDialog_order$key;
}

/**
 * Approves a D2R order: each line's unit price as the store priced it, editable, with the new
 * total as it is typed. An order that takes the retailer over its credit limit is refused with
 * the server's reason, and can then be approved over the limit on purpose.
 */
export function D2rOrderApproveDialog({ open, onClose, order }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <ApproveForm order={order} onDone={onClose} />
    </FormDialog>
  );
}

function ApproveForm({ order: key, onDone }: { order: D2rOrderApproveDialog_order$key; onDone: () => void }) {
  const order: Order = useFragment(fragment, key);
  const formId = useId();
  const [approve, isApproving] = useD2rOrderApproveMutation();
  const form = useSchemaForm<typeof D2R_APPROVE_FORM, D2rApproveFormValues>(
    D2R_APPROVE_FORM,
    d2rApproveFormValues(order.items),
  );
  // The server's reason for refusing over the credit limit, until the admin overrides it.
  const [overLimit, setOverLimit] = useState<string | null>(null);
  const total = approveTotal(order.items, form.values);

  const send = (values: D2rApproveFormValues, overrideCreditLimit: boolean) => {
    const { prices, at } = changedPrices(order.items, values);
    approve(
      { order: order.id, prices, overrideCreditLimit },
      {
        onCompleted: (payload) => {
          const limit = payload.userErrors.find((e) => e.code === 'CREDIT_LIMIT');
          setOverLimit(limit?.message ?? null);
          const others = payload.userErrors.filter((e) => e !== limit);
          if (!form.applyUserErrors(placeApproveErrors(others, at)) || limit) return;
          toaster.create({ type: 'success', title: MSG.d2rOrderApproved });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
      },
    );
  };
  // The credit limit is overridden only by its own button, pressed after the server's refusal.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const override = submitter?.getAttribute('name') === OVERRIDE;
    form.onSubmit((values) => send(values, override))(event);
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`Approve D2R order ${order.shopOrderId}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label="Approve D2R order">
          <Stack gap="4">
            {order.items.map((item, index) => {
              const typed = typedPaise(form.values.prices[index]?.unitPrice ?? '');
              const edited = typed !== null && typed !== item.unitPrice;
              return (
                <Fieldset.Root key={`${item.sku}-${index}`} borderWidth="1px" rounded="md" p="3">
                  <Fieldset.Legend>
                    <Text as="span" fontWeight="medium">
                      {item.title}
                    </Text>
                  </Fieldset.Legend>
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="end">
                    <Stack gap="0">
                      <Text textStyle="xs" color="fg.muted">
                        SKU
                      </Text>
                      <Text textStyle="sm" wordBreak="break-all">
                        {item.sku}
                      </Text>
                      <Text textStyle="sm">{`Quantity ${formatNumber(item.quantity)}`}</Text>
                    </Stack>
                    <FormField
                      label="Unit price (₹)"
                      inputMode="decimal"
                      autoComplete="off"
                      required
                      helperText={edited ? `Was ${formatPaise(item.unitPrice)}` : undefined}
                      {...form.field(`prices.${index}.unitPrice`)}
                    />
                    <Box textAlign={{ sm: 'end' }}>
                      <Text textStyle="xs" color="fg.muted">
                        Line total
                      </Text>
                      <Text>{formatPaise((typed ?? item.unitPrice) * item.quantity)}</Text>
                    </Box>
                  </SimpleGrid>
                </Fieldset.Root>
              );
            })}
            <HStack justify="flex-end">
              <Text aria-live="polite" fontWeight="medium">
                <Text as="span" color="fg.muted" fontWeight="normal">
                  New total:{' '}
                </Text>
                {formatPaise(total)}
              </Text>
            </HStack>
            {overLimit && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Content gap="3">
                  <Alert.Description>{overLimit}</Alert.Description>
                  <Button
                    type="submit"
                    name={OVERRIDE}
                    size="sm"
                    alignSelf="flex-start"
                    colorPalette="orange"
                    loading={isApproving}
                  >
                    Approve over the credit limit
                  </Button>
                </Alert.Content>
              </Alert.Root>
            )}
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isApproving}>
        Approve
      </FormDialogFooter>
    </>
  );
}
