import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js';
import type { CompanyRecord, OrderRecord, WarehouseRecord } from '@parcelo/common';

const rupees = (n: number) =>
  `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

function render(
  build: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions,
  title?: string,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...options,
      info: { Producer: 'Parcelo', Creator: 'Parcelo', ...(title ? { Title: title } : {}) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

const barcode = (text: string) =>
  bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: true, textxalign: 'center' });

const addressLines = (a: OrderRecord['shippingAddress']) => [
  `${a.firstName} ${a.lastName}`,
  a.addressLine1,
  a.addressLine2,
  `${a.city}, ${a.state} ${a.pincode}`,
  a.country,
];

/** A 4×6 inch shipping label: the AWB as a Code 128 barcode, both addresses, the contents. */
export async function labelPdf(
  order: OrderRecord,
  seller: CompanyRecord | null,
  pickup: WarehouseRecord | null,
): Promise<Buffer> {
  const code = order.awb ?? order.shopOrderId;
  const image = await barcode(code);
  return render(
    (doc) => {
      const left = 18;
      const width = 288 - 36;
      doc
        .fontSize(9)
        .font('Helvetica-Bold')
        .text(order.deliveryPartner ?? 'Parcelo Logistics', left, 18, { width });
      doc
        .font('Helvetica')
        .text(order.paymentMode === 'COD' ? `COD  ${rupees(order.totalAmount)}` : 'PREPAID', left, 18, {
          width,
          align: 'right',
        });
      doc.image(image, left, 36, { fit: [width, 70], align: 'center' });
      doc
        .moveTo(left, 112)
        .lineTo(left + width, 112)
        .stroke();
      doc.fontSize(8).font('Helvetica-Bold').text('SHIP TO', left, 120);
      doc.font('Helvetica').fontSize(10).text(addressLines(order.shippingAddress).join('\n'), left, 132, { width });
      doc.fontSize(9).text(`Phone: ${order.customerPhone}`, { width });
      doc.moveDown(0.6);
      doc.fontSize(8).font('Helvetica-Bold').text('ORDER');
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`${order.shopOrderId}   ·   ${istDate(order.createdAt)}   ·   ${order.weightKg} kg`, { width });
      for (const item of order.items.slice(0, 6)) doc.text(`${item.quantity} × ${item.title} (${item.sku})`, { width });
      if (order.items.length > 6) doc.text(`+ ${order.items.length - 6} more items`, { width });
      doc.moveDown(0.6);
      doc.fontSize(8).font('Helvetica-Bold').text('RETURN TO');
      const from = pickup?.address;
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(
          [
            seller?.name,
            from?.name,
            from?.addressLine1,
            from?.addressLine2,
            from ? `${from.city}, ${from.state} ${from.pincode}` : `${order.pickupState} ${order.pickupPincode}`,
          ]
            .filter(Boolean)
            .join('\n'),
          { width },
        );
    },
    { size: [288, 432], margin: 18 },
  );
}

/** A tax invoice on A4: seller and buyer, the items with amounts, and the total. */
export async function invoicePdf(
  order: OrderRecord,
  seller: CompanyRecord | null,
  pickup: WarehouseRecord | null,
): Promise<Buffer> {
  // The order's own invoice number, taken from the company's gapless series as it was placed.
  const number = order.invoiceId ?? 'to be numbered';
  const image = await barcode(order.invoiceId ?? order.shopOrderId);
  const invoicing = seller?.invoicing;
  return render(
    (doc) => {
      doc.fontSize(18).font('Helvetica-Bold').text('TAX INVOICE', { align: 'right' });
      doc.image(image, 40, 40, { fit: [200, 50] });
      doc.moveDown(2);
      doc
        .fontSize(10)
        .font('Helvetica-Bold')
        .text(invoicing?.legalName ?? seller?.name ?? 'Seller');
      doc
        .font('Helvetica')
        .text(
          [
            invoicing?.addressLine1,
            invoicing?.addressLine2,
            invoicing ? `${invoicing.city}, ${invoicing.state} ${invoicing.pincode}` : null,
            invoicing ? `GSTIN ${invoicing.gstin}  ·  PAN ${invoicing.pan}` : null,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      doc.moveDown();
      doc.text(`Invoice: ${number}    Order: ${order.shopOrderId}    Date: ${istDate(order.createdAt)}`);
      doc.text(
        `Dispatched from: ${pickup ? `${pickup.name}, ${pickup.address.city}` : `${order.pickupState} ${order.pickupPincode}`}`,
      );
      doc.moveDown();
      doc.font('Helvetica-Bold').text('Bill and ship to');
      doc.font('Helvetica').text([...addressLines(order.shippingAddress), `Phone: ${order.customerPhone}`].join('\n'));
      doc.moveDown();
      const top = doc.y;
      const cols = [40, 300, 380, 460];
      doc.font('Helvetica-Bold');
      ['Item', 'Qty', 'Unit price', 'Amount'].forEach((h, i) =>
        doc.text(h, cols[i], top, { width: i === 0 ? 250 : 75, align: i === 0 ? 'left' : 'right' }),
      );
      doc.font('Helvetica');
      let y = top + 18;
      for (const item of order.items) {
        doc.text(`${item.title}\n${item.sku}`, cols[0], y, { width: 250 });
        doc.text(String(item.quantity), cols[1], y, { width: 75, align: 'right' });
        doc.text(rupees(item.unitPrice), cols[2], y, { width: 75, align: 'right' });
        doc.text(rupees(item.quantity * item.unitPrice), cols[3], y, { width: 75, align: 'right' });
        y += 30;
      }
      doc.moveTo(40, y).lineTo(535, y).stroke();
      doc
        .font('Helvetica-Bold')
        .text(`Total  ${rupees(order.totalAmount)}`, 300, y + 8, { width: 235, align: 'right' });
      doc.font('Helvetica').text(`Payment: ${order.paymentMode === 'COD' ? 'Cash on delivery' : 'Prepaid'}`, 40, y + 8);
    },
    { size: 'A4', margin: 40 },
    `Tax invoice ${number}`,
  );
}
