/**
 * Drawing on one card side in millimetres from the top-left corner (how the product's sizes are
 * given), over pdf-lib's points from the bottom-left. Every text goes through fitText, so
 * nothing drawn here can run off the card.
 */
import { type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { CARD_SIZE_MM } from '../../../shared/constants';
import { blend, colours, GRADIENT_STEPS } from './artwork';
import { fitText, type FittedText } from './text-fit';

const PT_PER_MM = 72 / 25.4;
export const mm = (value: number) => value * PT_PER_MM;
export const CARD_W = CARD_SIZE_MM.width;
export const CARD_H = CARD_SIZE_MM.height;
/** Line height as a multiple of the font size (in points), converted to mm. */
const lineHeightMm = (size: number) => (size * 1.22) / PT_PER_MM;

const charsetCache = new Map<string, Set<number>>();

/**
 * The card font (fonts.ts) covers Latin and its extensions, not every script or emoji. A character
 * it lacks must not break a card: a letter loses its accent when the font has the plain letter,
 * anything else becomes "?".
 */
function printable(font: PDFFont, text: string): string {
  let charset = charsetCache.get(font.name);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsetCache.set(font.name, charset);
  }
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (charset.has(code)) out += char;
    else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...plain].every((c) => charset.has(c.codePointAt(0)!)) && plain ? plain : '?';
    }
  }
  return out;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  minSize?: number;
  maxLines?: number;
  color?: RGB;
  align?: 'left' | 'center';
  opacity?: number;
}

export class CardSide {
  constructor(readonly page: PDFPage) {}

  private y(topMm: number) {
    return mm(CARD_H - topMm);
  }

  /**
   * Draws text with its first baseline at `baselineMm` inside a box of `widthMm` starting at
   * `xMm` (or centred on it). Returns the baseline after the last line plus one line, to flow on.
   */
  text(value: string, xMm: number, baselineMm: number, widthMm: number, style: TextStyle): number {
    const { font, size, minSize = size, maxLines = 1, color = colours.white, align = 'left', opacity } = style;
    // Width grows with the size, so one layout per string serves every size fitText tries
    // (laying text out with an embedded font is what costs).
    const unitWidths = new Map<string, number>();
    const measure = (t: string, s: number) => {
      let unit = unitWidths.get(t);
      if (unit === undefined) unitWidths.set(t, (unit = font.widthOfTextAtSize(t, 1)));
      return unit * s;
    };
    const fitted: FittedText = fitText(printable(font, value), measure, {
      maxWidth: mm(widthMm),
      size,
      minSize,
      maxLines,
    });
    let baseline = baselineMm;
    for (const line of fitted.lines) {
      const width = measure(line, fitted.size);
      const x = align === 'center' ? mm(xMm) + (mm(widthMm) - width) / 2 : mm(xMm);
      this.page.drawText(line, { x, y: this.y(baseline), size: fitted.size, font, color, opacity });
      baseline += lineHeightMm(fitted.size);
    }
    return baseline;
  }

  rect(xMm: number, topMm: number, wMm: number, hMm: number, color: RGB, opacity?: number) {
    this.page.drawRectangle({ x: mm(xMm), y: this.y(topMm + hMm), width: mm(wMm), height: mm(hMm), color, opacity });
  }

  line(x1: number, top: number, x2: number, color: RGB, thicknessMm = 0.25, opacity = 1) {
    this.page.drawLine({
      start: { x: mm(x1), y: this.y(top) },
      end: { x: mm(x2), y: this.y(top) },
      thickness: mm(thicknessMm),
      color,
      opacity,
    });
  }

  image(image: PDFImage, xMm: number, topMm: number, wMm: number, hMm: number, opacity?: number) {
    this.page.drawImage(image, { x: mm(xMm), y: this.y(topMm + hMm), width: mm(wMm), height: mm(hMm), opacity });
  }

  /** The product's background: green to brown in 100 diagonal-looking vertical steps. */
  gradient() {
    const stepW = CARD_W / GRADIENT_STEPS;
    for (let i = 0; i < GRADIENT_STEPS; i++) {
      // Overlap by a hair so no hairline gaps show between steps when printed.
      this.rect(i * stepW, 0, stepW + 0.05, CARD_H, blend(colours.green, colours.brown, i, GRADIENT_STEPS));
    }
  }

  /** A drawn head-and-shoulders placeholder when the member has no usable photo. */
  silhouette(xMm: number, topMm: number, sizeMm: number) {
    this.rect(xMm, topMm, sizeMm, sizeMm, colours.sand);
    const s = sizeMm / 15;
    const scale = mm(s);
    const origin = { x: mm(xMm), y: this.y(topMm) };
    // Coordinates in a 15 × 15 box, y downwards (SVG), scaled to the photo size.
    this.page.drawCircle({ x: mm(xMm + 7.5 * s), y: this.y(topMm + 5.6 * s), size: mm(3.1 * s), color: colours.silhouette });
    this.page.drawSvgPath('M1.6 15 C1.6 10.2 4.2 9.2 7.5 9.2 C10.8 9.2 13.4 10.2 13.4 15 Z', {
      ...origin,
      scale,
      color: colours.silhouette,
    });
  }

  /** A QR code as vector squares on a white quiet zone: crisp at any print size. */
  qr(text: string, xMm: number, topMm: number, sizeMm: number) {
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const quiet = 2;
    const cell = sizeMm / (n + quiet * 2);
    this.rect(xMm, topMm, sizeMm, sizeMm, colours.white);
    for (let row = 0; row < n; row++) {
      let start = -1;
      for (let col = 0; col <= n; col++) {
        const dark = col < n && code.modules.get(row, col);
        if (dark && start < 0) start = col;
        if (!dark && start >= 0) {
          // One rectangle per horizontal run keeps the PDF small and fast to draw.
          this.rect(
            xMm + (quiet + start) * cell,
            topMm + (quiet + row) * cell,
            (col - start) * cell + 0.01,
            cell + 0.01,
            colours.ink,
          );
          start = -1;
        }
      }
    }
  }
}
