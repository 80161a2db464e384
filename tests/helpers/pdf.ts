/** Reads a PDF the way a viewer does (pdf.js): page sizes in millimetres and the text of each page. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  widthMm: number;
  heightMm: number;
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    // Items on one line are joined with spaces; lines with newlines.
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
      .join('')
      .replace(/[ ]+/g, ' ');
    pages.push({ widthMm: ((x1 - x0) * 25.4) / 72, heightMm: ((y1 - y0) * 25.4) / 72, text });
  }
  await doc.destroy();
  return pages;
}
