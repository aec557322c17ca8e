import { MSG, WalletFloorForm, WalletTransactionForm, paiseToRupeesText } from '@parcelo/common';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useWalletFloorUpdateMutation } from './useWalletFloorUpdateMutation';
import { useWalletTransactionCreateMutation } from './useWalletTransactionCreateMutation';
import { CODE_OPTIONS, TYPE_OPTIONS } from './walletFilters';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The brand the page has chosen. */
  company: { id: string; name: string };
}

/** Create transaction: a credit or debit on the chosen brand's wallet, the amount in rupees. */
export function WalletTransactionCreateDialog({
  open,
  onClose,
  company,
  onCreated,
}: Props & { onCreated: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <CreateBody
        company={company}
        onDone={() => {
          onCreated();
          onClose();
        }}
      />
    </FormDialog>
  );
}

function CreateBody({ company, onDone }: { company: Props['company']; onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useWalletTransactionCreateMutation();
  const form = useSchemaForm(WalletTransactionForm, { description: '', amount: '', type: '', code: '' });

  const submit = form.onSubmit((values) => {
    const parsed = WalletTransactionForm.parse(values);
    create(
      {
        company: company.id,
        description: parsed.description,
        amount: parsed.amount,
        type: parsed.type,
        code: parsed.code,
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.walletTransactionCreated });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Create transaction</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text>
              For <strong>{company.name}</strong>
            </Text>
            <FormField label="Description" required autoFocus {...form.field('description')} />
            <FormField
              label="Amount (₹)"
              inputMode="decimal"
              placeholder="1,000.00"
              required
              {...form.field('amount')}
            />
            <FormField
              kind="select"
              label="Type"
              options={TYPE_OPTIONS}
              placeholder="Select"
              required
              {...form.field('type')}
            />
            <FormField
              kind="select"
              label="Code"
              options={CODE_OPTIONS}
              placeholder="Select"
              required
              {...form.field('code')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Create transaction
      </FormDialogFooter>
    </>
  );
}

/** Set floor: the lowest balance the brand's debits may leave, in rupees (below 0: a credit limit). */
export function WalletFloorDialog({ open, onClose, company, floor }: Props & { floor: number }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <FloorBody company={company} floor={floor} onDone={onClose} />
    </FormDialog>
  );
}

function FloorBody({ company, floor, onDone }: { company: Props['company']; floor: number; onDone: () => void }) {
  const formId = useId();
  const [update, isUpdating] = useWalletFloorUpdateMutation();
  const form = useSchemaForm(WalletFloorForm, { floor: paiseToRupeesText(floor) });

  const submit = form.onSubmit((values) => {
    update(
      { company: company.id, floor: WalletFloorForm.parse(values).floor },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.walletFloorUpdated });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Set floor</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text>
              The lowest balance <strong>{company.name}</strong>'s debits may leave (now {formatPaise(floor)}). Below 0
              it is a credit limit.
            </Text>
            <FormField label="Floor (₹)" inputMode="decimal" required autoFocus {...form.field('floor')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isUpdating}>
        Set floor
      </FormDialogFooter>
    </>
  );
}
