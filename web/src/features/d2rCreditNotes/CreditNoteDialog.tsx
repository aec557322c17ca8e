import { D2R_CREDIT_REASONS, D2rCreditNoteForm, MSG, rupeesToPaise, type D2rCreditReason } from '@parcelo/common';
import { Dialog, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CreditNoteDialog_invoice$key } from '../../__generated__/CreditNoteDialog_invoice.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { notifyFailure, toaster } from '../../lib/toaster';
import { CREDIT_REASON_LABELS } from './creditNoteList';
import { useD2rCreditNoteCreateMutation } from './useD2rCreditNoteCreateMutation';

const fragment = graphql`
  fragment CreditNoteDialog_invoice on D2rInvoice {
    id
    invoiceId
    retailerName
    outstanding
    order {
      items {
        id
        sku
        title
        quantity
        unitPrice
      }
    }
    creditNotes {
      reason
      lines {
        sku
        quantity
      }
    }
  }
`;

const REASON_OPTIONS = D2R_CREDIT_REASONS.map((value) => ({ value, label: CREDIT_REASON_LABELS[value] ?? value }));

interface Line {
  itemId: string;
  sku: string;
  title: string;
  invoiced: number;
  returned: number;
  unitPrice: number;
}

/** Each invoiced line with how many of its units earlier notes took back. */
function linesOf(invoice: ReturnType<typeof useInvoice>): Line[] {
  const returned = new Map<string, number>();
  for (const note of invoice.creditNotes ?? [])
    if (note.reason === 'RETURN')
      for (const l of note.lines)
        returned.set(l.sku.toUpperCase(), (returned.get(l.sku.toUpperCase()) ?? 0) + l.quantity);
  return (invoice.order?.items ?? []).map((item) => ({
    itemId: item.id,
    sku: item.sku,
    title: item.title,
    invoiced: item.quantity,
    returned: returned.get(item.sku.toUpperCase()) ?? 0,
    unitPrice: item.unitPrice,
  }));
}

const useInvoice = (key: CreditNoteDialog_invoice$key) => useFragment(fragment, key);

interface Props {
  invoice: CreditNoteDialog_invoice$key;
  open: boolean;
  onClose: () => void;
}

/** Raises a credit note against an invoice: goods returned, or a price corrected, line by line. */
export function CreditNoteDialog({ invoice, open, onClose }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      {open && <CreditNoteForm invoice={invoice} onClose={onClose} />}
    </FormDialog>
  );
}

function CreditNoteForm({ invoice: key, onClose }: { invoice: CreditNoteDialog_invoice$key; onClose: () => void }) {
  const formId = useId();
  const invoice = useInvoice(key);
  const lines = useMemo(() => linesOf(invoice), [invoice]);
  const [save, isSaving] = useD2rCreditNoteCreateMutation();
  const [reason, setReason] = useState<D2rCreditReason | ''>('');
  const [note, setNote] = useState('');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [credits, setCredits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const chosen = lines
    .map((line) => ({ line, quantity: Number(units[line.itemId] || 0) }))
    .filter(({ quantity }) => quantity > 0);
  const creditOf = (line: Line) =>
    reason === 'PRICE_CORRECTION' ? rupeesToPaise(credits[line.itemId] ?? '') : line.unitPrice;
  const total = chosen.reduce((sum, { line, quantity }) => sum + quantity * (creditOf(line) ?? 0), 0);

  // A line's problem goes once the line is changed.
  const clearError = (key: string) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)));

  /** A problem with the `index`th line sent, shown under that line's input. */
  const lineError = (field: string, message: string) => {
    const [, at, name] = field.split('.');
    const sent = chosen[Number(at)];
    if (!sent) return false;
    setErrors((e) => ({ ...e, [`${sent.line.itemId}.${name === 'unitCredit' ? 'credit' : 'units'}`]: message }));
    return true;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const input = {
      reason,
      note,
      lines: chosen.map(({ line, quantity }) => ({
        sku: line.sku,
        quantity,
        unitCredit: reason === 'PRICE_CORRECTION' ? creditOf(line) : null,
      })),
    };
    // The service's rules, checked here first in its words.
    const checked = D2rCreditNoteForm.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = issue.path.join('.');
      if (field === 'reason') setErrors({ reason: issue.message });
      else if (!lineError(field, issue.message)) setFormError(issue.message);
      return;
    }
    save(
      {
        invoice: invoice.id,
        reason: checked.data.reason,
        note: checked.data.note || null,
        lines: checked.data.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitCredit: l.unitCredit ?? null })),
      },
      {
        onCompleted: ({ userErrors, creditNote }) => {
          const [first] = userErrors;
          if (first) {
            if (!first.field || !lineError(first.field, first.message)) setFormError(first.message);
            return;
          }
          toaster.create({ type: 'success', title: MSG.d2rCreditNoteCreated, description: creditNote?.creditNumber });
          onClose();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Issue credit note</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {invoice.invoiceId} · {invoice.retailerName} · {formatPaise(invoice.outstanding)} outstanding
            </Text>
            <FormField
              kind="select"
              label="Reason"
              name="reason"
              options={REASON_OPTIONS}
              placeholder="Select a reason"
              required
              value={reason}
              onChange={(v) => setReason(D2R_CREDIT_REASONS.find((r) => r === v) ?? '')}
              error={errors.reason}
            />
            <CreditLinesTable
              lines={lines}
              correcting={reason === 'PRICE_CORRECTION'}
              units={units}
              credits={credits}
              errors={errors}
              onUnits={(id, value) => {
                setUnits((u) => ({ ...u, [id]: value }));
                clearError(`${id}.units`);
              }}
              onCredit={(id, value) => {
                setCredits((c) => ({ ...c, [id]: value }));
                clearError(`${id}.credit`);
              }}
            />
            <FormField label="Note (optional)" name="note" value={note} onChange={setNote} maxLength={300} />
            <Text textStyle="sm" aria-live="polite">
              This note credits <b>{formatPaise(total)}</b>, GST included.
            </Text>
            <FormAlert message={formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving}>
        Issue credit note
      </FormDialogFooter>
    </>
  );
}

interface LinesProps {
  lines: readonly Line[];
  /** A price correction asks for a credit per unit as well. */
  correcting: boolean;
  units: Record<string, string>;
  credits: Record<string, string>;
  errors: Record<string, string>;
  onUnits: (itemId: string, value: string) => void;
  onCredit: (itemId: string, value: string) => void;
}

/** The invoice's lines, each with the units to credit (and for a correction, the credit per unit). */
function CreditLinesTable({ lines, correcting, units, credits, errors, onUnits, onCredit }: LinesProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader>{correcting ? 'Units corrected' : 'Units returned'}</Table.ColumnHeader>
            {correcting && <Table.ColumnHeader>Credit per unit (₹)</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.itemId}>
              <Table.Cell>
                <Text>{line.title}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {line.sku} · {line.invoiced} invoiced{line.returned ? `, ${line.returned} returned` : ''}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatPaise(line.unitPrice)}
              </Table.Cell>
              <Table.Cell minW="24">
                <Field.Root invalid={Boolean(errors[`${line.itemId}.units`])}>
                  <Input
                    inputMode="numeric"
                    aria-label={`Units of ${line.sku}`}
                    value={units[line.itemId] ?? ''}
                    onChange={(e) => onUnits(line.itemId, e.target.value.replace(/\D/g, ''))}
                    placeholder="0"
                    maxLength={6}
                  />
                  <Field.ErrorText>{errors[`${line.itemId}.units`]}</Field.ErrorText>
                </Field.Root>
              </Table.Cell>
              {correcting && (
                <Table.Cell minW="28">
                  <Field.Root invalid={Boolean(errors[`${line.itemId}.credit`])}>
                    <Input
                      inputMode="decimal"
                      aria-label={`Credit per unit of ${line.sku}`}
                      value={credits[line.itemId] ?? ''}
                      onChange={(e) => onCredit(line.itemId, e.target.value)}
                      maxLength={12}
                    />
                    <Field.ErrorText>{errors[`${line.itemId}.credit`]}</Field.ErrorText>
                  </Field.Root>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
