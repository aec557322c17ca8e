import { inboundComplete, MSG, requiredRule, wholeNumberRule } from '@parcelo/common';
import { graphql, useFragment } from 'react-relay';
import type { InventoryInboundForm_row$key } from '../../__generated__/InventoryInboundForm_row.graphql';
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
import { dateRule } from './inventoryForms';
import { todayInKolkata } from './inventoryValues';
import { useInventoryInboundAddMutation } from './useInventoryInboundAddMutation';

const fragment = graphql`
  fragment InventoryInboundForm_row on InventoryRow {
    id
    ...InventoryEntryForm_row
  }
`;

/** Add inbound (Inbound entry): the units accepted and rejected on a day, with a remark. */
export function InventoryInboundForm(props: InventoryEntryDialogProps<InventoryInboundForm_row$key>) {
  return (
    <InventoryEntryDialog {...props}>
      {(row) => <InboundFormBody row={row} onDone={props.onClose} />}
    </InventoryEntryDialog>
  );
}

type Values = { date: string; inboundAccepted: string; inboundRejected: string; remark: string };

const RULES = {
  date: [requiredRule('Date'), dateRule],
  inboundAccepted: [requiredRule('Inbound accepted'), wholeNumberRule(0)],
  inboundRejected: [requiredRule('Inbound rejected'), wholeNumberRule(0)],
  remark: [requiredRule('Remark')],
};

function InboundFormBody({ row, onDone }: { row: InventoryInboundForm_row$key; onDone: () => void }) {
  const data = useFragment(fragment, row);
  // Field names are the mutation input's, so the server's userErrors land under them.
  const form = useForm<Values>({ date: todayInKolkata(), inboundAccepted: '', inboundRejected: '', remark: '' }, RULES);
  const [add, isAdding] = useInventoryInboundAddMutation();
  // Add waits until every field is filled; zero counts as empty.
  const complete = inboundComplete(form.values);

  const send = (values: Values) => {
    if (!inboundComplete(values)) return;
    add(
      {
        id: data.id,
        date: values.date,
        inboundAccepted: Number(values.inboundAccepted),
        inboundRejected: Number(values.inboundRejected),
        remark: values.remark.trim(),
      },
      entryOutcome(form.applyUserErrors, { success: MSG.inventoryAdded, failure: MSG.inventoryAddFailed }, onDone),
    );
  };

  return (
    <InventoryEntryForm
      title="Add inbound"
      row={data}
      onSubmit={form.onSubmit(send)}
      formError={form.formError}
      submitLabel="Add"
      submitting={isAdding}
      submitDisabled={!complete}
    >
      <EntryDateField {...form.field('date')} />
      <FormField label="Inbound accepted" inputMode="numeric" autoComplete="off" {...form.field('inboundAccepted')} />
      <FormField label="Inbound rejected" inputMode="numeric" autoComplete="off" {...form.field('inboundRejected')} />
      <EntryRemarkField {...form.field('remark')} />
    </InventoryEntryForm>
  );
}
