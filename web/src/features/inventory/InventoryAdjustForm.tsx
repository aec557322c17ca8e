import { AdjustInventoryInput, MSG, istToday } from '@parcelo/common';
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryAdjustForm_row$key } from '../../__generated__/InventoryAdjustForm_row.graphql';
import { formatNumber } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  EntryDateField,
  EntryRemarkField,
  entryOutcome,
  InventoryEntryDialog,
  InventoryEntryForm,
  type InventoryEntryDialogProps,
} from './InventoryEntryForm';
import { ADJUSTMENT_OPTIONS } from './inventoryForms';
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

/**
 * The service's rules for an adjustment, with the type under the mutation input's name
 * (`type`), so the form's field and the server's userErrors meet on one name.
 */
const AdjustForm = AdjustInventoryInput.omit({ inventoryAdjustmentType: true }).extend({
  type: AdjustInventoryInput.shape.inventoryAdjustmentType,
});

function AdjustFormBody({ row, onDone }: { row: InventoryAdjustForm_row$key; onDone: () => void }) {
  const data = useFragment(fragment, row);
  const form = useSchemaForm(AdjustForm, { type: '', quantity: '', date: istToday(), remark: '' });
  const [adjust, isAdjusting] = useInventoryAdjustMutation();

  const send = (values: typeof form.values) => {
    adjust(
      { id: data.id, ...AdjustForm.parse(values) },
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
