import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryEntryForm_row$key } from '../../__generated__/InventoryEntryForm_row.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import type { UserErrorLike } from '../../lib/useSchemaForm';
import { DateField } from '../../lib/DateField';
import { rowSubtitle } from './inventoryForms';
import { istToday } from '@parcelo/common';

/*
 * What the row dialogs of the inventory page (Add inbound, Adjust) share: the dialog,
 * the form's frame, the entry's date and remark, and what a save does.
 */

// The row, as the form names it under its title.
const rowFragment = graphql`
  fragment InventoryEntryForm_row on InventoryRow {
    wsin
    name
    warehouse {
      name
    }
  }
`;

/** What the page gives a row dialog. */
export interface InventoryEntryDialogProps<K> {
  /** The row the entry is for; kept through the close animation. */
  row: K | null;
  open: boolean;
  onClose: () => void;
  /** The close animation has ended. */
  onExitComplete?: () => void;
}

/** A row dialog; `children` is its form for the row. */
export function InventoryEntryDialog<K>({
  row,
  open,
  onClose,
  onExitComplete,
  children,
}: InventoryEntryDialogProps<K> & { children: (row: K) => ReactNode }) {
  return (
    <FormDialog open={open} onClose={onClose} onExitComplete={onExitComplete} size={{ base: 'full', sm: 'md' }}>
      {row !== null && children(row)}
    </FormDialog>
  );
}

interface FormProps {
  title: string;
  row: InventoryEntryForm_row$key;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  /** Shown above the fields, before the form's alert. */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
}

/** A row entry's form: its title and row, the fields, and Cancel beside the submit button. */
export function InventoryEntryForm({
  title,
  row,
  onSubmit,
  formError,
  intro,
  children,
  submitLabel,
  submitting,
  submitDisabled,
}: FormProps) {
  const named = useFragment(rowFragment, row);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <Text textStyle="sm" color="fg.muted">
              {rowSubtitle({ wsin: named.wsin, name: named.name, warehouse: named.warehouse })}
            </Text>
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {intro}
          <FormAlert message={formError} />
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" disabled={submitDisabled} loading={submitting}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** A field's props as a schema form's `field(name)` gives them. */
interface FieldProps {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The day the entry is for: today at the latest. */
export function EntryDateField(props: FieldProps) {
  return <DateField label="Date" max={istToday()} {...props} />;
}

/** The entry's remark. */
export function EntryRemarkField(props: FieldProps) {
  return <FormField label="Remark" autoComplete="off" maxLength={500} {...props} />;
}

/**
 * The callbacks of an entry's mutation: userErrors show in the form, under their fields or
 * in its alert, and nowhere else (a toast repeating them would say it twice); success says
 * `success` and closes the dialog; a request that fails outright says `failure`.
 */
export function entryOutcome(
  applyUserErrors: (userErrors: readonly UserErrorLike[]) => boolean,
  { success, failure }: { success: string; failure: string },
  onDone: () => void,
) {
  return {
    onCompleted: (payload: { readonly userErrors: readonly UserErrorLike[] }) => {
      if (!applyUserErrors(payload.userErrors)) return;
      toaster.create({ type: 'success', title: success });
      onDone();
    },
    onError: (error: Error) => notifyFailure(error, failure),
  };
}
