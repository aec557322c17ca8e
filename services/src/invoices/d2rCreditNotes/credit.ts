import {
  MSG,
  fill,
  formatDate,
  formatPaise,
  type D2rCreditLine,
  type D2rCreditNoteInput,
  type D2rCreditReason,
  type GstDocument,
} from '@parcelo/common';
import { badRequest } from '../../platform/index.js';
import { gstDocumentSplit } from '../../platform/taxInvoicePdf.js';

/*
 * The rules of D2R credit notes that need no database: what each line may credit against the
 * invoice and the notes raised on it before, the note's number, and its GST document.
 */

/** An invoiced line as its tax invoice says it, with its SKU. */
export interface InvoicedLine {
  sku: string;
  description: string;
  hsn: string;
  quantity: number;
  /** Paise per unit, GST included. */
  unitPaise: number;
  rate: number;
}

/** What earlier notes took off one SKU: units returned, and paise credited in all. */
export interface CreditedSoFar {
  returned: number;
  creditedPaise: number;
}

const REASON_WORDS: Record<D2rCreditReason, string> = {
  RETURN: 'Goods returned',
  PRICE_CORRECTION: 'Price correction',
};

/** The invoice's lines by SKU (any case), each SKU's quantities added up when it is on two lines. */
export function invoicedLines(document: GstDocument, lineSkus: readonly string[]): Map<string, InvoicedLine> {
  const lines = new Map<string, InvoicedLine>();
  document.lines.forEach((line, i) => {
    const sku = lineSkus[i] ?? line.description;
    const key = sku.toUpperCase();
    const seen = lines.get(key);
    if (seen && seen.unitPaise === line.unitPaise) seen.quantity += line.quantity;
    else if (!seen) lines.set(key, { sku, ...line });
  });
  return lines;
}

/** What earlier notes took off each SKU (keys upper-cased). */
export function creditedSoFar(notes: readonly { reason: D2rCreditReason; lines: D2rCreditLine[] }[]) {
  const so = new Map<string, CreditedSoFar>();
  for (const note of notes)
    for (const line of note.lines) {
      const key = line.sku.toUpperCase();
      const entry = so.get(key) ?? { returned: 0, creditedPaise: 0 };
      if (note.reason === 'RETURN') entry.returned += line.quantity;
      entry.creditedPaise += line.quantity * line.unitPaise;
      so.set(key, entry);
    }
  return so;
}

/**
 * The lines a new note credits, checked against the invoice and the notes before it: a return
 * gives back no more units than were invoiced and not yet returned, at the price invoiced; a
 * price correction credits at most the invoiced price a unit on units not returned; no SKU is
 * credited more than it was invoiced for. Refusals name the line's field.
 */
export function creditLines(
  input: Pick<D2rCreditNoteInput, 'reason' | 'lines'>,
  invoiced: ReadonlyMap<string, InvoicedLine>,
  before: ReadonlyMap<string, CreditedSoFar>,
): D2rCreditLine[] {
  return input.lines.map((line, i) => {
    const key = line.sku.trim().toUpperCase();
    const item = invoiced.get(key);
    if (!item) throw badRequest(fill(MSG.d2rCreditSkuNotInvoiced, { sku: line.sku }), `lines.${i}.sku`);
    const so = before.get(key) ?? { returned: 0, creditedPaise: 0 };
    const unreturned = item.quantity - so.returned;
    if (line.quantity > unreturned)
      throw badRequest(
        fill(MSG.d2rCreditReturnTooMany, { n: Math.max(0, unreturned), sku: item.sku }),
        `lines.${i}.quantity`,
      );
    const unitPaise = input.reason === 'RETURN' ? item.unitPaise : (line.unitCredit ?? 0);
    const left = item.quantity * item.unitPaise - so.creditedPaise;
    if (unitPaise > item.unitPaise || line.quantity * unitPaise > left)
      throw badRequest(
        fill(MSG.d2rCreditLineTooMuch, { amount: formatPaise(Math.max(0, left)), sku: item.sku }),
        `lines.${i}.${input.reason === 'RETURN' ? 'quantity' : 'unitCredit'}`,
      );
    return {
      sku: item.sku,
      description: item.description,
      hsn: item.hsn,
      quantity: line.quantity,
      unitPaise,
      rate: item.rate,
    };
  });
}

/** A credit note's value, GST included, in paise. */
export const creditValue = (lines: readonly Pick<D2rCreditLine, 'quantity' | 'unitPaise'>[]) =>
  lines.reduce((sum, l) => sum + l.quantity * l.unitPaise, 0);

/**
 * A credit note's number: the brand's invoice prefix (as its invoices carry it), CN, the
 * financial year and the note's serial, e.g. CPN/CN/2627/00007.
 */
export function creditNoteNumber(invoiceNumber: string, financialYear: string, serial: number): string {
  const prefix = /^([A-Z0-9]{1,10})\//.exec(invoiceNumber)?.[1] ?? 'D2R';
  return `${prefix}/CN/${financialYear}/${String(serial).padStart(5, '0')}`;
}

/**
 * The credit note as GST asks for it: the invoice's parties and place of supply, the invoice
 * it credits with its date, why, and the credited lines with the tax split as the invoice's.
 */
export function creditNoteDocument(
  invoice: GstDocument,
  note: { number: string; date: string; reason: D2rCreditReason; note: string | null; lines: D2rCreditLine[] },
): { document: GstDocument; taxablePaise: number; totalPaise: number } {
  const document: GstDocument = {
    ...invoice,
    title: 'CREDIT NOTE',
    number: note.number,
    date: note.date,
    references: [
      { label: 'Against invoice', value: invoice.number },
      { label: 'Invoice date', value: formatDate(invoice.date) },
      ...invoice.references.filter((r) => r.label === 'Order'),
      { label: 'Reason', value: REASON_WORDS[note.reason] },
    ],
    lines: note.lines.map((l) => ({
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      unitPaise: l.unitPaise,
      rate: l.rate,
    })),
    notes: note.note ? [note.note] : [],
  };
  const split = gstDocumentSplit(document);
  return { document, taxablePaise: split.taxablePaise, totalPaise: split.totalPaise };
}
