import { MSG, requiredRule, wholeNumberRule } from '@parcelo/common';
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryAdjustForm_row$key } from '../../__generated__/InventoryAdjustForm_row.graphql';
import { formatNumber } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { useForm } from '../../lib/useForm';
import {
  EntryDateField,
  EntryRemarkField,
  entryOutcome,
  InventoryEntryDialog,
  InventoryEntryForm,
  type InventoryEntryDialogProps,
} from './InventoryEntryForm';
import { ADJUSTMENT_OPTIONS, adjustmentTypeRule, dateRule, isAdjustmentType } from './inventoryForms';
import { todayInKolkata } from './inventoryValues';
import { useInventoryAdjustMutation } from './useInventoryAdjustMutation';

const fragment = graphql`
  fragment InventoryAdjustForm_row on InventoryRow {
    id
    ...InventoryEntryForm_row
    currentStock
    availableStock
  }
`;

/** Adjust (POST /inventory/adjust): a correction either way, or a step of a return, with a remark. */
export function InventoryAdjustForm(props: InventoryEntryDialogProps<InventoryAdjustForm_row$key>) {
  return (
    <InventoryEntryDialog {...props}>
      {(row) => <AdjustFormBody row={row} onDone={props.onClose} />}
    </InventoryEntryDialog>
  );
}

// `type` is the mutation input's name for the adjustment type, so its userErrors land here.
type Values = { type: string; quantity: string; date: string; remark: string };

const RULES = {
  type: [requiredRule('Adjustment type'), adjustmentTypeRule],
  quantity: [requiredRule('Quantity'), wholeNumberRule(1)],
  date: [requiredRule('Date'), dateRule],
  remark: [requiredRule('Remark')],
};

function AdjustFormBody({ row, onDone }: { row: InventoryAdjustForm_row$key; onDone: () => void }) {
  const data = useFragment(fragment, row);
  const form = useForm<Values>({ type: '', quantity: '', date: todayInKolkata(), remark: '' }, RULES);
  const [adjust, isAdjusting] = useInventoryAdjustMutation();

  const send = (values: Values) => {
    if (!isAdjustmentType(values.type)) return;
    adjust(
      {
        id: data.id,
        type: values.type,
        quantity: Number(values.quantity),
        date: values.date,
        remark: values.remark.trim(),
      },
      entryOutcome(
        form.applyUserErrors,
        { success: MSG.inventoryAdjusted, failure: MSG.inventoryAdjustFailed },
        onDone,
      ),
    );
  };

  return (
    <InventoryEntryForm
      title="Adjust inventory"
      row={data}
      onSubmit={form.onSubmit(send)}
      formError={form.formError}
      intro={
        <Text textStyle="sm">{`Current stock ${formatNumber(data.currentStock)}, available ${formatNumber(data.availableStock)}`}</Text>
      }
      submitLabel="Save adjustment"
      submitting={isAdjusting}
    >
      <FormField
        kind="select"
        label="Adjustment type"
        options={ADJUSTMENT_OPTIONS}
        placeholder="Select a type"
        {...form.field('type')}
      />
      <FormField label="Quantity" inputMode="numeric" autoComplete="off" {...form.field('quantity')} />
      <EntryDateField {...form.field('date')} />
      <EntryRemarkField {...form.field('remark')} />
    </InventoryEntryForm>
  );
}
