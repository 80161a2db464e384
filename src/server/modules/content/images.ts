/**
 * Pictures officials upload for events, updates and the gallery (docs/content.md). They arrive
 * as data URLs; the bytes are checked by content (sharp must read them as an image; the declared
 * type is not trusted), held to the photo rule (src/shared/photo.ts: its formats, its size) and 24 MP, and re-encoded into AVIF, WebP and JPEG at
 * up to three widths, never enlarged. Re-encoding drops all metadata (EXIF, GPS, camera serials:
 * these are often photos of young people). The original is never stored or served.
 *
 * Files live in the database (content_image_files), not on a disk, so every instance behind a
 * load balancer serves them. Each is named <hash>-<width>.<ext> after the hash of the upload,
 * so its URL never changes content and is cached for a year.
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Db, Tx } from '../../db/client';
import { contentImageFiles, contentImages, contentEvents, contentUpdates, galleryPhotos } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '../../../shared/constants';
import { serverMessages } from '../../../shared/server-messages';
import { isAcceptedPhotoFormat } from '../../../shared/photo';
import { type ContentImage, type ImageVariant } from '../../../shared/schemas/content';
import { countPhotoDecode, HeicTimeoutError, heicToSharp, needsHeicDecoder, oneImageAtATime, withinPhotoSides } from '../photos';

/** The widths pages choose from (srcset); a smaller picture gets its own width instead. */
const CONTENT_IMAGE_WIDTHS = [400, 800, 1200] as const;
const MEDIA_PATH = '/media/';
const EXTENSIONS = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;
const MEDIA_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
type Format = keyof typeof EXTENSIONS;
/** The order pages offer them in: smallest files first. */
const FORMATS: Format[] = ['avif', 'webp', 'jpeg'];

export const imageError = (message: string, field = 'image') => new AppError(400, 'invalid_image', message, { [field]: message });

interface EncodedFile {
  name: string;
  format: Format;
  width: number;
  height: number;
  data: Buffer;
}

/** A checked upload: already stored (same bytes uploaded before) or encoded and ready to store. */
type PreparedImage = { hash: string; existingId: string } | { hash: string; width: number; height: number; files: EncodedFile[] };

/** The bytes of an image data URL, or a 400 with the message for the image field. */
function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!match) throw imageError(serverMessages.contentImageInvalid);
  const bytes = Buffer.from(match[1]!.replace(/\s/g, ''), 'base64');
  if (bytes.length === 0) throw imageError(serverMessages.contentImageInvalid);
  if (bytes.length > MAX_PHOTO_BYTES) throw imageError(serverMessages.contentImageTooLarge);
  return bytes;
}

/** The widths to encode for a picture `width` pixels wide. */
function variantWidths(width: number): number[] {
  const largest = Math.min(width, CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.length - 1]!);
  return [...CONTENT_IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Checks and encodes an uploaded data URL. Done before the writing transaction opens (encoding
 * takes a second or two of CPU); an upload already stored is not encoded again.
 */
async function prepareImage(db: Db, dataUrl: string): Promise<PreparedImage> {
  const bytes = decodeDataUrl(dataUrl);
  const hash = hashOf(bytes);
  const [existing] = await db.select({ id: contentImages.id }).from(contentImages).where(eq(contentImages.hash, hash)).limit(1);
  if (existing) return { hash, existingId: existing.id };
  return { hash, ...(await encode(bytes, hash)) };
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * A picture that arrives as a file rather than a data URL (the starting content's photographs):
 * the same checks and encoding as an upload, as a plan for applyImagePlan.
 */
export async function planImageFromBytes(bytes: Buffer): Promise<ImagePlan> {
  const hash = hashOf(bytes);
  return { kind: 'new', prepared: { hash, ...(await encode(bytes, hash)) } };
}

async function encode(bytes: Buffer, hash: string): Promise<{ width: number; height: number; files: EncodedFile[] }> {
  // The header alone says the format and size, before any pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageError(serverMessages.contentImageInvalid);
  }
  if (!isAcceptedPhotoFormat(meta.format) || !meta.width || !meta.height) throw imageError(serverMessages.contentImageInvalid);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw imageError(serverMessages.contentImageTooManyPixels);
  if (!withinPhotoSides(meta)) throw imageError(serverMessages.pictureBadShape);
  await countPhotoDecode('officials', 'image');
  // One upload's pixels at a time in the whole process (photos/image-queue.ts).
  return oneImageAtATime(() => encodeVariants(bytes, meta, hash));
}

/** Decodes a picture whose header passed the checks and encodes every variant of it. */
async function encodeVariants(
  bytes: Buffer,
  meta: Metadata,
  hash: string,
): Promise<{ width: number; height: number; files: EncodedFile[] }> {
  // A camera's orientation tag turns the picture; its width is the height when turned a quarter.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
  try {
    let source = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    if (needsHeicDecoder(meta)) source = await heicToSharp(bytes, meta);
    // rotate() applies the orientation; no withMetadata/keepExif, so nothing of the file's metadata is written.
    const upright = source.rotate();
    const files: EncodedFile[] = [];
    for (const w of variantWidths(width)) {
      const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
      for (const format of FORMATS) {
        const encoder =
          format === 'avif'
            ? resized.clone().avif({ quality: 55, effort: 3 })
            : format === 'webp'
              ? resized.clone().webp({ quality: 78 })
              : resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
        const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
        files.push({ name: `${hash}-${info.width}.${EXTENSIONS[format]}`, format, width: info.width, height: info.height, data });
      }
    }
    const largest = files[files.length - 1]!;
    return { width: largest.width, height: largest.height, files };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw imageError(error instanceof HeicTimeoutError ? serverMessages.photoTookTooLong : serverMessages.contentImageInvalid);
  }
}

/** Stores a prepared image (inside the writing transaction) and returns its id. */
async function storeImage(tx: Tx, prepared: PreparedImage): Promise<string> {
  if ('existingId' in prepared) {
    const [row] = await tx
      .select({ id: contentImages.id })
      .from(contentImages)
      .where(eq(contentImages.hash, prepared.hash))
      .limit(1);
    if (row) return row.id;
    throw new AppError(409, 'conflict', serverMessages.contentVersionConflict);
  }
  const [inserted] = await tx
    .insert(contentImages)
    .values({ hash: prepared.hash, width: prepared.width, height: prepared.height })
    .onConflictDoNothing()
    .returning({ id: contentImages.id });
  if (!inserted) {
    // The same picture stored a moment ago by another request: use that one.
    const [row] = await tx
      .select({ id: contentImages.id })
      .from(contentImages)
      .where(eq(contentImages.hash, prepared.hash))
      .limit(1);
    return row!.id;
  }
  await tx
    .insert(contentImageFiles)
    .values(prepared.files.map((f) => ({ ...f, imageId: inserted.id })))
    .onConflictDoNothing();
  return inserted.id;
}

/** Deletes an uploaded image no event, update or gallery photo uses any more. */
export async function dropImageIfUnused(tx: Tx, imageId: string | null): Promise<void> {
  if (!imageId) return;
  for (const table of [contentEvents, contentUpdates, galleryPhotos]) {
    const [used] = await tx.select({ id: table.id }).from(table).where(eq(table.imageId, imageId)).limit(1);
    if (used) return;
  }
  await tx.delete(contentImages).where(eq(contentImages.id, imageId));
}

export interface ImageInfo {
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The JPEG at the largest width: what a browser without srcset shows. */
  url: string;
}

/** The variants of uploaded images, by image id, in one query. */
export async function imageInfo(db: Db | Tx, imageIds: (string | null)[]): Promise<Map<string, ImageInfo>> {
  const ids = [...new Set(imageIds.filter((id): id is string => !!id))];
  const result = new Map<string, ImageInfo>();
  if (!ids.length) return result;
  const rows = await db
    .select({
      imageId: contentImageFiles.imageId,
      name: contentImageFiles.name,
      format: contentImageFiles.format,
      width: contentImageFiles.width,
      height: contentImageFiles.height,
    })
    .from(contentImageFiles)
    .where(inArray(contentImageFiles.imageId, ids));
  rows.sort((a, b) => FORMATS.indexOf(a.format) - FORMATS.indexOf(b.format) || a.width - b.width);
  for (const row of rows) {
    const info = result.get(row.imageId) ?? { width: 0, height: 0, variants: [], url: '' };
    info.variants.push({ url: `${MEDIA_PATH}${row.name}`, width: row.width, format: row.format });
    if (row.format === 'jpeg' && row.width >= info.width)
      Object.assign(info, { width: row.width, height: row.height, url: `${MEDIA_PATH}${row.name}` });
    result.set(row.imageId, info);
  }
  return result;
}

/** One encoded file by its name, for the /media route. */
export async function readMediaFile(db: Db, name: string): Promise<{ data: Buffer; type: string } | null> {
  const ext = /^[0-9a-f]{32}-\d{1,5}\.(avif|webp|jpg)$/.exec(name)?.[1];
  if (!ext) return null;
  const [row] = await db
    .select({ data: contentImageFiles.data })
    .from(contentImageFiles)
    .where(eq(contentImageFiles.name, name))
    .limit(1);
  return row ? { data: row.data, type: MEDIA_TYPES[ext]! } : null;
}

/** What a save does with an item's picture. */
export type ImagePlan = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; prepared: PreparedImage };

/**
 * Reads an image field: absent keeps the picture, null removes it, a data URL replaces it, and
 * the picture's current URL sent back unchanged keeps it. Any other string is refused.
 */
export async function planImage(db: Db, value: string | null | undefined, currentUrl: string | null): Promise<ImagePlan> {
  if (value === undefined) return { kind: 'keep' };
  if (value === null || value === '') return { kind: 'remove' };
  if (value.startsWith('data:')) return { kind: 'new', prepared: await prepareImage(db, value) };
  if (currentUrl && value === currentUrl) return { kind: 'keep' };
  throw imageError(serverMessages.contentImageKeep);
}

/** The image columns a plan writes, after storing a new picture. */
export async function applyImagePlan(
  tx: Tx,
  plan: ImagePlan,
): Promise<Partial<{ imageId: string | null; imageUrl: string | null; imageWidth: number | null; imageHeight: number | null }>> {
  if (plan.kind === 'keep') return {};
  if (plan.kind === 'remove') return { imageId: null, imageUrl: null, imageWidth: null, imageHeight: null };
  const id = await storeImage(tx, plan.prepared);
  const [row] = await tx
    .select({ width: contentImages.width, height: contentImages.height })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  return { imageId: id, imageUrl: null, imageWidth: row!.width, imageHeight: row!.height };
}

interface PictureColumns {
  imageId: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * An item's picture as pages use it: an uploaded image's variants, or a seeded artwork path
 * (one SVG, any width), or null.
 */
export function pictureOf(row: PictureColumns, alt: string, infos: Map<string, ImageInfo>): ContentImage | null {
  const info = row.imageId ? infos.get(row.imageId) : undefined;
  if (info) return { url: info.url, width: info.width, height: info.height, alt, variants: info.variants };
  if (row.imageUrl && row.imageWidth && row.imageHeight) {
    return {
      url: row.imageUrl,
      width: row.imageWidth,
      height: row.imageHeight,
      alt,
      variants: [{ url: row.imageUrl, width: row.imageWidth, format: row.imageUrl.endsWith('.svg') ? 'svg' : 'jpeg' }],
    };
  }
  return null;
}
