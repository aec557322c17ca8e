import {
  DEFAULT_GST_RATE,
  formatDate,
  isGstRate,
  reversesInvoice,
  stateOfGstin,
  type CompanyRecord,
  type OrderRecord,
  type WarehouseRecord,
} from '@parcelo/common';
import type { GstDocument, GstParty } from '../../platform/taxInvoicePdf.js';

/** What the catalogue says of a SKU for its tax invoice. */
export interface ProductTax {
  sku: string;
  hsnCode: string;
  gstRate: number;
}

/** The order's invoice is reversed in full: it ended credited, or was flagged so. */
export const hasCreditNote = (o: Pick<OrderRecord, 'status' | 'creditNoteAvailable' | 'd2r'>) => reversesInvoice(o);

/** A credit note's number: the invoice's own with a suffix, so each invoice has at most one. */
export const creditNoteNumber = (invoiceId: string) => `${invoiceId}/CN`;

/**
 * The seller as supplier: its invoicing details (Settings > Invoicing). A seller yet to fill
 * them in is named as it is and shown unregistered, taxed from the state it dispatches from.
 */
function supplierOf(order: OrderRecord, seller: CompanyRecord | null, pickup: WarehouseRecord | null): GstParty {
  const inv = seller?.invoicing;
  if (inv)
    return {
      name: inv.legalName,
      address: [inv.addressLine1, inv.addressLine2, `${inv.city}, ${inv.state} ${inv.pincode}`],
      // The registration decides the tax heads; its state is the GSTIN's first two digits.
      state: stateOfGstin(inv.gstin) ?? inv.state,
      gstin: inv.gstin,
      pan: inv.pan,
    };
  return {
    name: seller?.name ?? 'Seller',
    address: pickup
      ? [
          pickup.address.addressLine1 ?? '',
          pickup.address.addressLine2 ?? '',
          `${pickup.address.city}, ${pickup.address.state} ${pickup.address.pincode}`,
        ]
      : [`${order.pickupState} ${order.pickupPincode}`],
    state: pickup?.address.state ?? order.pickupState,
    gstin: null,
  };
}

/**
 * An order's tax invoice (or, with `credit`, the credit note reversing it). Order prices are
 * what the buyer pays, GST included, as Indian shops show them: the taxable value is taken out
 * of each line, so the invoice's total is the order's to the paisa.
 */
export function orderTaxDocument(
  order: OrderRecord,
  seller: CompanyRecord | null,
  pickup: WarehouseRecord | null,
  products: readonly ProductTax[],
  credit?: { date: string },
): GstDocument {
  const bySku = new Map(products.map((p) => [p.sku.toUpperCase(), p]));
  const a = order.shippingAddress;
  const invoiceNumber = order.invoiceId ?? 'to be numbered';
  const invoiceDate = order.invoicedAt ?? order.createdAt;
  return {
    title: credit ? 'CREDIT NOTE' : 'TAX INVOICE',
    number: credit ? creditNoteNumber(invoiceNumber) : invoiceNumber,
    date: credit ? credit.date : invoiceDate,
    references: [
      ...(credit
        ? [
            { label: 'Against invoice', value: invoiceNumber },
            {
              label: 'Invoice date',
              value: formatDate(invoiceDate),
            },
          ]
        : []),
      { label: 'Order', value: order.shopOrderId },
      ...(order.awb ? [{ label: 'AWB', value: order.awb }] : []),
      { label: 'Payment', value: order.paymentMode === 'COD' ? 'Cash on delivery' : 'Prepaid' },
    ],
    supplier: supplierOf(order, seller, pickup),
    recipient: {
      name: `${a.firstName} ${a.lastName}`.trim() || order.customerName,
      address: [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.pincode}`, a.country],
      state: a.state,
      gstin: order.buyerGstin,
      phone: order.customerPhone,
    },
    placeOfSupply: a.state,
    inclusive: true,
    lines: order.items.map((item) => {
      const product = bySku.get(item.sku.toUpperCase());
      const rate = product && isGstRate(product.gstRate) ? product.gstRate : DEFAULT_GST_RATE;
      return {
        description: `${item.title} (${item.sku})`,
        hsn: product?.hsnCode ?? '—',
        quantity: item.quantity,
        unitPaise: item.unitPrice,
        rate,
      };
    }),
    notes: credit ? ['This credit note reverses the tax invoice named above in full.'] : [],
  };
}
