import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js';
import {
  formatDate,
  formatPaisePlain,
  type CompanyRecord,
  type OrderRecord,
  type WarehouseRecord,
} from '@parcelo/common';

const rupees = (paise: number) => `Rs. ${formatPaisePlain(paise)}`;

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
        .text(`${order.shopOrderId}   ·   ${formatDate(order.createdAt)}   ·   ${order.weightKg} kg`, { width });
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
