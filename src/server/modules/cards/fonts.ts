/**
 * The card's typeface. PDF's built-in fonts only know the Western European letters (WinAnsi), so
 * Kimeru and Kikuyu names lost their tilde letters on the card ("Mũthoni Kĩmathi" printed as
 * "Muthoni Kimathi") while the verify page kept them. The card embeds DejaVu Sans Condensed
 * instead (npm package dejavu-fonts-ttf, a free licence that allows embedding): it covers Latin
 * Extended (ĩ ũ Ĩ Ũ ŋ and the rest) and its condensed widths are close to Helvetica's, so the
 * layout keeps its sizes. Only the glyphs a card uses are embedded (subset): a few KB per face.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font } from '@pdf-lib/fontkit';

export interface CardFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

const require = createRequire(import.meta.url);
/** The font files inside the package, each named in full so tools that check dependencies see them. */
const FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Oblique.ttf'),
} as const;

/**
 * The three faces, read and parsed once per process. pdf-lib parses the font file again for every
 * document and measures text by laying it out with that font; handing it the parsed font each
 * time keeps fontkit's glyph caches warm (a card measures its texts dozens of times while fitting
 * them). pdf-lib only reads the parsed font: each document makes its own subset from it.
 */
interface Face {
  bytes: Uint8Array;
  font: Font;
}
let faces: Promise<Record<keyof CardFonts, Face>> | undefined;
function loadFaces() {
  faces ??= Promise.all(
    Object.values(FILES).map(async (file): Promise<Face> => {
      const bytes = new Uint8Array(await readFile(file));
      return { bytes, font: fontkit.create(bytes) };
    }),
  ).then(([regular, bold, italic]) => ({ regular: regular!, bold: bold!, italic: italic! }));
  faces.catch(() => (faces = undefined));
  return faces;
}

/** Embeds the card's three faces into `doc`, subset to the characters drawn. */
export async function embedCardFonts(doc: PDFDocument): Promise<CardFonts> {
  const { regular, bold, italic } = await loadFaces();
  const parsed = new Map([regular, bold, italic].map((face) => [face.bytes, face.font]));
  doc.registerFontkit({ create: (bytes) => parsed.get(bytes) ?? fontkit.create(bytes) });
  const embed = (face: Face) => doc.embedFont(face.bytes, { subset: true });
  return { regular: await embed(regular), bold: await embed(bold), italic: await embed(italic) };
}
