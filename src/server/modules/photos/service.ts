/**
 * Profile photos arrive as the product's data URL. We never store what was uploaded: the bytes are
 * checked by content (sharp must decode them as an image), size-limited, then re-encoded to a
 * 512 px JPEG without metadata (no GPS from a member's phone). The header is checked first (format,
 * pixels, sides); then the read is counted for the address and waits its turn in the image queue.
 */
import { and, eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Db, Tx } from '../../db/client';
import { leaders, members, photos } from '../../db/schema';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PUBLIC_PHOTO_BYTES } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { isAcceptedPhotoFormat } from '../../../shared/photo';
import { AppError } from '../../errors';
import { countPhotoDecode, type DecodeAllowance } from './decode-count';
import { withinPhotoSides } from './dimensions';
import { HeicTimeoutError, heicToSharp, needsHeicDecoder } from './heic';
import { oneImageAtATime } from './image-queue';

const PHOTO_SIZE_PX = 512;

const photoError = (message: string) => new AppError(400, 'invalid_photo', message, { profileImage: message });

/** The largest photo a caller takes as sent, and its refusal: the officials' rule unless told otherwise. */
interface SizeLimit {
  maxBytes: number;
  tooLarge: string;
  /** How many photos one address may have read in a window (decode-count.ts). */
  decodes: DecodeAllowance;
}
const OFFICIALS_LIMIT: SizeLimit = { maxBytes: MAX_PHOTO_BYTES, tooLarge: messages.photoTooLarge, decodes: 'officials' };
/** The anonymous registration routes' transport bound (constants.ts says why). */
export const PUBLIC_PHOTO_LIMIT: SizeLimit = {
  maxBytes: MAX_PUBLIC_PHOTO_BYTES,
  tooLarge: messages.photoTooLargeToSend,
  decodes: 'public',
};

/** Decodes, checks and re-encodes a data-URL photo. Throws a 400 AppError for anything that is not an image. */
export async function normalisePhoto(
  dataUrl: string,
  limit: SizeLimit = OFFICIALS_LIMIT,
): Promise<{ data: Buffer; width: number; height: number }> {
  const match = /^data:image\/[a-z0-9.+-]+;base64,(.+)$/is.exec(dataUrl);
  if (!match) throw photoError(messages.photoNotImage);
  // Far over the limit by its length alone (4 base64 characters carry 3 bytes): refused before the
  // text is copied and decoded, which for the largest body the route takes is tens of ms on the one
  // thread. The 10% margin keeps the exact check below for text wrapped in line breaks.
  if ((match[1]!.length * 3) / 4 > limit.maxBytes * 1.1) throw photoError(limit.tooLarge);
  const bytes = Buffer.from(match[1]!.replace(/\s/g, ''), 'base64');
  if (bytes.length === 0) throw photoError(messages.photoNotImage);
  if (bytes.length > limit.maxBytes) throw photoError(limit.tooLarge);
  // Cheap first: the header alone says the format and the size, before any pixel is decoded.
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw photoError(messages.photoNotImage);
  }
  // The photo rule's formats (src/shared/photo.ts); sharp reads others too (GIF, TIFF, SVG) but they are refused.
  if (!isAcceptedPhotoFormat(meta.format)) throw photoError(messages.photoTypeNotAccepted);
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw photoError(serverMessages.photoTooManyPixels.replace('{megapixels}', String(MAX_PHOTO_PIXELS / 1_000_000)));
  }
  if (!withinPhotoSides(meta)) throw photoError(serverMessages.pictureBadShape);
  await countPhotoDecode(limit.decodes, 'profileImage');
  return oneImageAtATime(() => reencode(bytes, meta));
}

/** Decodes and re-encodes a photo whose header passed the checks; a 400 when its pixels cannot be read. */
async function reencode(bytes: Buffer, meta: Metadata): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    // limitInputPixels again: the decoder itself refuses a file whose frames claim more than its header.
    let image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    // HEIC from a phone: decoded by our WebAssembly libheif (its rotation is already applied).
    if (needsHeicDecoder(meta)) image = await heicToSharp(bytes, meta);
    const { data, info } = await image
      .rotate() // honour the phone's orientation before the metadata is dropped
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw photoError(error instanceof HeicTimeoutError ? serverMessages.photoTookTooLong : messages.photoNotImage);
  }
}

/** Stores a normalised photo and returns its id. */
export async function storePhoto(db: Db | Tx, photo: { data: Buffer; width: number; height: number }): Promise<string> {
  const [row] = await db
    .insert(photos)
    .values({ mimeType: 'image/jpeg', data: photo.data, width: photo.width, height: photo.height })
    .returning({ id: photos.id });
  return row!.id;
}

export async function readPhoto(db: Db | Tx, id: string) {
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row ?? null;
}

/** Whether the photo is the photo of a member or leader of the chapter (what a chapter coordinator may see). */
export async function isChapterPhoto(db: Db, id: string, chapterId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.photoId, id), eq(members.chapterId, chapterId)))
    .limit(1);
  if (member) return true;
  const [leader] = await db
    .select({ id: leaders.id })
    .from(leaders)
    .where(and(eq(leaders.photoId, id), eq(leaders.chapterId, chapterId)))
    .limit(1);
  return leader !== undefined;
}

export async function deletePhoto(db: Db | Tx, id: string): Promise<void> {
  await db.delete(photos).where(eq(photos.id, id));
}
