import {
  D2rOrderInput,
  MSG,
  MAX_PRICE_PAISE,
  paiseToRupeesText,
  rupees,
  rupeesToPaise,
  z,
  type D2rInvoicePaymentMode,
} from '@parcelo/common';
import type { UserErrorLike } from '../../lib/useSchemaForm';

/** How a retailer pays a D2R order, as the forms and the drawer name it. */
export const D2R_PAYMENT_MODE_OPTIONS = [
  { value: 'CREDIT', label: 'Credit' },
  { value: 'CASH_ON_DELIVERY', label: 'Cash on delivery' },
] as const;

export function d2rPaymentModeLabel(mode: string | null | undefined): string {
  return D2R_PAYMENT_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? '—';
}

/**
 * The order's rules as the salesman's app and the server check them, under the form's names
 * (the API's): the salesman, warehouse, payment mode and bill location, and the lines.
 */
export const D2R_ORDER_FORM = z.object({
  // The form holds the graph's ids, not the services' UUIDs: a choice is all it checks.
  salesman: z.string().min(1, MSG.selectSalesmanForOrder),
  warehouse: z.string().min(1, MSG.selectWarehouse),
  paymentMode: D2rOrderInput.shape.paymentMode,
  billLocation: D2rOrderInput.shape.billLocation,
  lines: D2rOrderInput.shape.items,
});

export type D2rOrderLineValues = { sku: string; quantity: string };

export type D2rOrderFormValues = {
  salesman: string;
  warehouse: string;
  paymentMode: string;
  billLocation: string;
  lines: D2rOrderLineValues[];
};

export const EMPTY_LINE: D2rOrderLineValues = { sku: '', quantity: '1' };

/** What the retailer's order form starts with: its salesman, and credit when it is given days to pay. */
export function d2rOrderFormValues(retailer: {
  readonly salesman: { readonly id: string } | null | undefined;
  readonly paymentTermsDays: number;
}): D2rOrderFormValues {
  return {
    salesman: retailer.salesman?.id ?? '',
    warehouse: '',
    paymentMode: retailer.paymentTermsDays > 0 ? 'CREDIT' : 'CASH_ON_DELIVERY',
    billLocation: '',
    lines: [{ ...EMPTY_LINE }],
  };
}

/** The mutation's input from the checked form: an empty bill location is an invoice from H/Q. */
export function d2rOrderInput(company: string, retailer: string, values: D2rOrderFormValues) {
  return {
    company,
    retailer,
    salesman: values.salesman || null,
    warehouse: values.warehouse,
    paymentMode: values.paymentMode as D2rInvoicePaymentMode,
    billLocation: values.billLocation.trim() || null,
    lines: values.lines.map((line) => ({ sku: line.sku.trim(), quantity: Number(line.quantity) })),
  };
}

/** The approval form: each line's unit price, typed in rupees. */
export const D2R_APPROVE_FORM = z.object({
  prices: z.array(z.object({ sku: z.string(), unitPrice: rupees('Unit price', { max: MAX_PRICE_PAISE }) })),
});

export type D2rApproveFormValues = { prices: { sku: string; unitPrice: string }[] };

export interface ApproveLine {
  readonly sku: string;
  readonly quantity: number;
  readonly unitPrice: number;
}

export function d2rApproveFormValues(items: readonly ApproveLine[]): D2rApproveFormValues {
  return { prices: items.map((item) => ({ sku: item.sku, unitPrice: paiseToRupeesText(item.unitPrice) })) };
}

/** A typed unit price in paise, or null while it does not read. */
export function typedPaise(text: string): number | null {
  return rupeesToPaise(text, { max: MAX_PRICE_PAISE });
}

/** The order's total at the prices typed so far (a line that does not read counts at its saved price). */
export function approveTotal(items: readonly ApproveLine[], values: D2rApproveFormValues): number {
  return items.reduce((sum, item, index) => {
    const typed = values.prices[index] ? typedPaise(values.prices[index].unitPrice) : null;
    return sum + (typed ?? item.unitPrice) * item.quantity;
  }, 0);
}

/**
 * Only the lines whose price changed are sent, so only they are written on the order's trail;
 * `at` keeps each sent line's place on the form, for the server's errors.
 */
export function changedPrices(items: readonly ApproveLine[], values: D2rApproveFormValues) {
  const sent: { sku: string; unitPrice: number }[] = [];
  const at: number[] = [];
  items.forEach((item, index) => {
    const typed = typedPaise(values.prices[index]?.unitPrice ?? '');
    if (typed !== null && typed !== item.unitPrice) {
      sent.push({ sku: item.sku, unitPrice: typed });
      at.push(index);
    }
  });
  return { prices: sent, at };
}

/** The server names a sent line by its place among those sent: its errors go under the form's line. */
export function placeApproveErrors(userErrors: readonly UserErrorLike[], at: readonly number[]): UserErrorLike[] {
  return userErrors.map((error) => {
    const match = /^prices\.(\d+)\.(.+)$/.exec(error.field ?? '');
    if (!match) return error;
    const index = at[Number(match[1])];
    return index === undefined ? error : { ...error, field: `prices.${index}.${match[2]}` };
  });
}
