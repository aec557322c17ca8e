import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text as a reader sees it, pages in order, runs of white space made one space. */
export async function pdfText(data: Buffer | ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''));
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}
