import { AddInventoryInput, inboundMissing, istToday, MSG } from '@parcelo/common';
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryInboundForm_row$key } from '../../__generated__/InventoryInboundForm_row.graphql';
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

const MISSING_LIST = new Intl.ListFormat('en-IN', { type: 'conjunction' });

type Values = { date: string; inboundAccepted: string; inboundRejected: string; remark: string };

function InboundFormBody({ row, onDone }: { row: InventoryInboundForm_row$key; onDone: () => void }) {
  const data = useFragment(fragment, row);
  // Field names are the mutation input's, so the server's userErrors land under them.
  const form = useSchemaForm(AddInventoryInput, {
    date: istToday(),
    inboundAccepted: '',
    inboundRejected: '',
    remark: '',
  });
  const [add, isAdding] = useInventoryInboundAddMutation();
  // Add waits until every field is filled and some units came in; the hint says what is left.
  const missing = inboundMissing(form.values);
  const complete = missing.length === 0;

  const send = (values: Values) => {
    if (inboundMissing(values).length > 0) return;
    add(
      { id: data.id, ...AddInventoryInput.parse(values) },
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
      {!complete && (
        <Text textStyle="sm" color="fg.muted" role="status">
          {`To add, enter ${MISSING_LIST.format(missing)}.`}
        </Text>
      )}
    </InventoryEntryForm>
  );
}
