/**
 * Renders a double-sided card as a two-page PDF of 85 × 54 mm (landscape), front then back.
 * A broken photo, logo or background never stops a card: it falls back (silhouette, no logo,
 * plain gradient) and the reason is passed to `log`.
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import sharp from 'sharp';
import { identity } from '../../../shared/identity';
import { loadArtwork, type Artwork } from './artwork';
import { embedCardFonts } from './fonts';
import { embedPrepared } from './prepared-image';
import { CardSide, mm, CARD_H, CARD_W } from './draw';
import { drawBack, drawFront, type CardData, type SideAssets } from './sides';
import type { CardKind } from './links';

export interface CardInput extends CardData {
  /** The stored photo's bytes (a re-encoded JPEG), or null. */
  photo: Uint8Array | null;
}

export interface RenderOptions {
  /** For the copyright year and the PDF's dates. */
  now?: Date;
  /** Where fallbacks are reported; the card is produced anyway. */
  log?: (message: string) => void;
  /** Tests pass broken artwork to see the fallbacks; normally the process-wide artwork. */
  artwork?: Artwork;
}

/** MYV_Card_{idNumber}.pdf and MYV_Leadership_Card_{idNumber}.pdf. */
export function cardFileName(kind: CardKind, idNumber: string): string {
  const safe = idNumber.replace(/[^A-Za-z0-9-]/g, '') || 'card';
  return kind === 'leader' ? `MYV_Leadership_Card_${safe}.pdf` : `MYV_Card_${safe}.pdf`;
}

/** 15 mm at about 300 dpi: the photo is printed small, so the PDF need not carry 512 px. */
const PHOTO_PX = 180;

/**
 * Decodes the stored photo completely (a truncated or corrupt one fails here, not in the PDF
 * viewer) and shrinks it to print size.
 */
async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { failOn: 'truncated', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function renderCard(card: CardInput, options: RenderOptions = {}): Promise<Uint8Array> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const doc = await PDFDocument.create();
  const label = card.kind === 'leader' ? 'Leadership card' : 'Membership card';
  doc.setTitle(`${identity.name} — ${label} — ${card.fullName}`);
  doc.setAuthor(identity.name);
  doc.setCreator(identity.name);
  doc.setProducer(identity.name);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const { regular, bold, italic } = await embedCardFonts(doc);

  const artwork = options.artwork ?? (await loadArtwork());
  for (const problem of artwork.problems) log(`card artwork unavailable, using the fallback (${problem})`);
  const embed = async (name: string, make: () => Promise<PDFImage>): Promise<PDFImage | null> => {
    try {
      return await make();
    } catch (error) {
      log(`card ${name} could not be drawn, using the fallback: ${(error as Error).message}`);
      return null;
    }
  };
  const [logo, background, photo] = await Promise.all([
    artwork.logo ? embed('logo', () => embedPrepared(doc, artwork.logo!)) : null,
    artwork.background ? embed('background', () => doc.embedJpg(artwork.background!)) : null,
    card.photo ? embed('photo', async () => doc.embedJpg(await preparePhoto(card.photo!))) : null,
  ]);
  const assets: SideAssets = { regular, bold, italic, logo, background, photo };

  drawFront(new CardSide(doc.addPage([mm(CARD_W), mm(CARD_H)])), card, assets);
  drawBack(new CardSide(doc.addPage([mm(CARD_W), mm(CARD_H)])), card, assets, now.getUTCFullYear());
  return doc.save();
}
