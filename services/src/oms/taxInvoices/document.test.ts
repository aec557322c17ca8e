import { describe, expect, it } from 'vitest';
import type { CompanyRecord, OrderRecord } from '@parcelo/common';
import { gstDocumentSplit } from '../../platform/taxInvoicePdf.js';
import { hasCreditNote, orderTaxDocument } from './document.js';

const order = {
  id: 'o1',
  companyId: 'c1',
  shopOrderId: '#1042',
  status: 'DELIVERED',
  paymentMode: 'COD',
  customerName: 'Kavya Iyer',
  customerPhone: '9876501234',
  shippingAddress: {
    firstName: 'Kavya',
    lastName: 'Iyer',
    addressLine1: '4 Hill Road',
    addressLine2: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    country: 'India',
  },
  pickupState: 'Delhi',
  pickupPincode: '110020',
  awb: 'PCL1',
  invoiceId: 'CPN/2627/00042',
  invoicedAt: '2026-11-02T06:00:00.000Z',
  createdAt: '2026-11-02T05:59:00.000Z',
  buyerGstin: null,
  creditNoteAvailable: false,
  items: [
    { id: 'i1', title: 'Masala Chai', sku: 'chai-msl-250', quantity: 2, unitPrice: 24_900, wsinMapping: {} },
    { id: 'i2', title: 'Unlisted thing', sku: 'X-1', quantity: 1, unitPrice: 9_999, wsinMapping: {} },
  ],
} as unknown as OrderRecord;

const seller = {
  name: 'Chai Point Naturals',
  invoicing: {
    legalName: 'Chai Point Naturals Pvt Ltd',
    gstin: '07AABCC1234D1ZD',
    pan: 'AABCC1234D',
    addressLine1: '14 Lodhi Road',
    addressLine2: 'Pragati Vihar',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110003',
  },
} as unknown as CompanyRecord;

describe("an order's tax invoice", () => {
  it('takes HSN and rate from the catalogue by SKU in any case, else 18 % and no HSN', () => {
    const doc = orderTaxDocument(order, seller, null, [{ sku: 'CHAI-MSL-250', hsnCode: '09024020', gstRate: 5 }]);
    expect(doc.lines.map((l) => [l.hsn, l.rate, l.unitPaise, l.quantity])).toEqual([
      ['09024020', 5, 24_900, 2],
      ['—', 18, 9_999, 1],
    ]);
    expect(doc).toMatchObject({ number: 'CPN/2627/00042', date: order.invoicedAt, placeOfSupply: 'Maharashtra' });
    expect(doc.supplier).toMatchObject({ state: 'Delhi', gstin: '07AABCC1234D1ZD' });
    expect(doc.recipient.gstin).toBeNull();
    // Inclusive prices: the total is the order's.
    expect(gstDocumentSplit(doc)).toMatchObject({ intraState: false, totalPaise: 49_800 + 9_999 });
  });

  it('shows a supplier without invoicing details as unregistered, taxed from where it dispatches', () => {
    const doc = orderTaxDocument(order, { ...seller, invoicing: null }, null, []);
    expect(doc.supplier).toMatchObject({ name: 'Chai Point Naturals', gstin: null, state: 'Delhi' });
  });

  it('reverses a cancelled or returned order with a credit note naming the invoice', () => {
    expect(hasCreditNote(order)).toBe(false);
    expect(hasCreditNote({ ...order, status: 'RTO_DELIVERED' })).toBe(true);
    expect(hasCreditNote({ ...order, status: 'CANCELLED' })).toBe(true);
    expect(hasCreditNote({ ...order, creditNoteAvailable: true })).toBe(true);
    // A D2R order's flag names its own credit notes (returns, price corrections), not a reversal.
    expect(hasCreditNote({ ...order, d2r: true, creditNoteAvailable: true })).toBe(false);
    expect(hasCreditNote({ ...order, d2r: true, status: 'RTO_DELIVERED' })).toBe(true);
    const note = orderTaxDocument(order, seller, null, [], { date: '2026-11-20T10:00:00.000Z' });
    expect(note).toMatchObject({ title: 'CREDIT NOTE', number: 'CPN/2627/00042/CN', date: '2026-11-20T10:00:00.000Z' });
    expect(note.references).toContainEqual({ label: 'Against invoice', value: 'CPN/2627/00042' });
  });
});
