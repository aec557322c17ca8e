import PDFDocument from 'pdfkit';
import {
  amountInWords,
  formatDate,
  formatPaisePlain,
  gstStateCodeOf,
  gstStateOf,
  splitGst,
  type GstDocument,
  type GstParty,
  type GstSplit,
} from '@parcelo/common';

export type { GstDocument, GstDocumentLine, GstParty } from '@parcelo/common';

const money = formatPaisePlain;
/** 'Maharashtra (27)': a state as GST documents name it, with its code. */
export const stateWithCode = (state: string) => {
  const code = gstStateCodeOf(state);
  return code ? `${gstStateOf(state)} (${code})` : state;
};

/** The document's figures: each line's amount split into taxable value and tax. */
export function gstDocumentSplit(d: Pick<GstDocument, 'supplier' | 'placeOfSupply' | 'inclusive' | 'lines'>): GstSplit {
  return splitGst(
    d.lines.map((l) => ({ amountPaise: l.quantity * l.unitPaise, rate: l.rate })),
    { supplierState: d.supplier.state, placeOfSupply: d.placeOfSupply, inclusive: d.inclusive },
  );
}

type Doc = PDFKit.PDFDocument;
type Column = { head: string; w: number; align: 'left' | 'right' };

const LEFT = 40;
const WIDTH = 515;

function drawParty(doc: Doc, heading: string, p: GstParty, x: number, y: number) {
  doc.fontSize(8).font('Helvetica-Bold').text(heading, x, y, { width: 250 });
  doc.fontSize(9).text(p.name, { width: 250 });
  doc
    .font('Helvetica')
    .text(
      [
        ...p.address.filter(Boolean),
        `State: ${stateWithCode(p.state)}`,
        `GSTIN: ${p.gstin ?? 'Unregistered'}`,
        ...(p.pan ? [`PAN: ${p.pan}`] : []),
        ...(p.phone ? [`Phone: ${p.phone}`] : []),
      ].join('\n'),
      { width: 250 },
    );
  return doc.y;
}

/** The title, the supplier beside the number, date and place of supply, then the recipient; gives where it ends. */
function drawHeader(doc: Doc, d: GstDocument) {
  const left = LEFT;
  doc.fontSize(16).font('Helvetica-Bold').text(d.title, left, 40, { width: WIDTH, align: 'center' });
  doc.moveDown(0.8);

  const top = doc.y;
  const afterSupplier = drawParty(doc, 'SUPPLIER', d.supplier, left, top);
  doc.fontSize(9).font('Helvetica');
  const meta = [
    [`${d.title === 'CREDIT NOTE' ? 'Credit note' : 'Invoice'} No: ${d.number}`],
    [`Date: ${formatDate(d.date)}`],
    ...d.references.map((r) => [`${r.label}: ${r.value}`]),
    [`Place of supply: ${stateWithCode(d.placeOfSupply)}`],
    [`Reverse charge: No`],
  ];
  doc.text(meta.join('\n'), left + 275, top, { width: 240 });
  const afterMeta = doc.y;
  return drawParty(
    doc,
    d.title === 'CREDIT NOTE' ? 'RECIPIENT (CREDIT TO)' : 'RECIPIENT (BILL TO)',
    d.recipient,
    left,
    Math.max(afterSupplier, afterMeta) + 14,
  );
}

/** The item table's columns: CGST and SGST within a state, IGST across states. */
const itemColumns = (inclusive: boolean, intra: boolean): Column[] => [
  { head: '#', w: 16, align: 'left' },
  { head: 'Description', w: intra ? 113 : 150, align: 'left' },
  { head: 'HSN', w: 44, align: 'left' },
  { head: 'Qty', w: 26, align: 'right' },
  { head: inclusive ? 'Unit price (incl. GST)' : 'Unit price', w: 58, align: 'right' },
  { head: 'Taxable value', w: 62, align: 'right' },
  { head: 'GST %', w: 30, align: 'right' },
  ...(intra
    ? [
        { head: 'CGST', w: 50, align: 'right' as const },
        { head: 'SGST', w: 50, align: 'right' as const },
      ]
    : [{ head: 'IGST', w: 63, align: 'right' as const }]),
  { head: 'Total', w: 66, align: 'right' },
];

function drawRow(doc: Doc, cols: Column[], cells: string[], y: number, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
  let x = LEFT;
  let bottom = y;
  cells.forEach((c, i) => {
    const col = cols[i]!;
    doc.text(c, x, y, { width: col.w - 3, align: col.align });
    bottom = Math.max(bottom, doc.y);
    x += col.w;
  });
  return bottom;
}

/** The items: what each is, its HSN, and how its amount splits; then their totals. Gives where the table ends. */
function drawItems(doc: Doc, d: GstDocument, split: GstSplit, top: number) {
  const left = LEFT;
  const width = WIDTH;
  const intra = split.intraState;
  const cols = itemColumns(d.inclusive, intra);
  const row = (cells: string[], y: number, bold = false) => drawRow(doc, cols, cells, y, bold);
  let y = top;
  doc
    .moveTo(left, y - 4)
    .lineTo(left + width, y - 4)
    .stroke();
  y = row(
    cols.map((c) => c.head),
    y,
    true,
  );
  doc
    .moveTo(left, y + 2)
    .lineTo(left + width, y + 2)
    .stroke();
  y += 6;
  d.lines.forEach((l, i) => {
    const s = split.lines[i]!;
    if (y > 740) {
      doc.addPage();
      y = 40;
    }
    y =
      row(
        [
          String(i + 1),
          l.description,
          l.hsn,
          String(l.quantity),
          money(l.unitPaise),
          money(s.taxablePaise),
          `${l.rate}%`,
          ...(intra ? [money(s.cgstPaise), money(s.sgstPaise)] : [money(s.igstPaise)]),
          money(s.totalPaise),
        ],
        y,
      ) + 4;
  });
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  return row(
    [
      '',
      'Total',
      '',
      String(d.lines.reduce((n, l) => n + l.quantity, 0)),
      '',
      money(split.taxablePaise),
      '',
      ...(intra ? [money(split.cgstPaise), money(split.sgstPaise)] : [money(split.igstPaise)]),
      money(split.totalPaise),
    ],
    y + 4,
    true,
  );
}

/** The summary a reader checks: each tax head, the total, and the total in words; then the notes and signature. */
function drawSummary(doc: Doc, d: GstDocument, split: GstSplit, y: number) {
  const left = LEFT;
  const width = WIDTH;
  const intra = split.intraState;
  doc.fontSize(9).font('Helvetica');
  const summary = [
    `Taxable value: Rs. ${money(split.taxablePaise)}`,
    ...(intra
      ? [`CGST: Rs. ${money(split.cgstPaise)}`, `SGST: Rs. ${money(split.sgstPaise)}`]
      : [`IGST: Rs. ${money(split.igstPaise)}`]),
  ];
  doc.text(summary.join('\n'), left + 275, y + 12, { width: 240, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .text(`${d.title === 'CREDIT NOTE' ? 'Credit total' : 'Invoice total'}: Rs. ${money(split.totalPaise)}`, {
      width: 240,
      align: 'right',
    });
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').text('Amount in words:', left, doc.y, { width });
  doc.font('Helvetica').text(amountInWords(split.totalPaise), { width });
  doc.moveDown(0.6);
  doc
    .fontSize(8)
    .text(
      [
        d.inclusive
          ? 'Unit prices include GST; the taxable value is the price less the tax in it.'
          : 'GST is charged on the taxable value.',
        ...(d.notes ?? []),
      ].join('\n'),
      { width },
    );
  doc.moveDown(2);
  doc
    .fontSize(9)
    .text(`For ${d.supplier.name}`, { width, align: 'right' })
    .moveDown(2)
    .text('Authorised Signatory', { width, align: 'right' });
}

/** An A4 GST tax invoice or credit note. */
export function gstDocumentPdf(d: GstDocument): Promise<Buffer> {
  const split = gstDocumentSplit(d);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Producer: 'Parcelo', Creator: 'Parcelo', Title: `${d.title} ${d.number}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const afterRecipient = drawHeader(doc, d);
    let y = drawItems(doc, d, split, afterRecipient + 14);
    if (y > 660) {
      doc.addPage();
      y = 40;
    }
    drawSummary(doc, d, split, y);
    doc.end();
  });
}
