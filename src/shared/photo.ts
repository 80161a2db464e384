/**
 * The one photo rule, for the public registration and the officials' member and leader forms
 * (docs/photos.md). Phones produce JPEG, PNG, WebP, HEIC/HEIF and sometimes BMP, and camera
 * photos are often 5–12 MB. The browser shrinks every photo it can decode to at most
 * PHOTO_UPLOAD_EDGE_PX on the long side before upload, so size is rarely a problem; it cannot
 * decode HEIC, which is sent as it is (HEIC is compact) and decoded on the server.
 */
import { MAX_PHOTO_BYTES, MAX_PICKED_PHOTO_BYTES } from './constants';
import { messages } from './messages';

/** What the file picker offers and what the page accepts. */
export const PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,image/bmp,.jpg,.jpeg,.png,.webp,.heic,.heif,.bmp';

const TYPES: Record<string, 'decodable' | 'heic'> = {
  'image/jpeg': 'decodable',
  'image/pjpeg': 'decodable',
  'image/png': 'decodable',
  'image/webp': 'decodable',
  'image/bmp': 'decodable',
  'image/x-ms-bmp': 'decodable',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};
const EXTENSIONS: Record<string, 'decodable' | 'heic'> = {
  jpg: 'decodable',
  jpeg: 'decodable',
  png: 'decodable',
  webp: 'decodable',
  bmp: 'decodable',
  heic: 'heic',
  heif: 'heic',
};

/** The long edge a photo is shrunk to in the browser before upload (cards print it at 512 px). */
const PHOTO_UPLOAD_EDGE_PX = 1024;
/** HEIC cannot be shrunk in the browser, so it must already fit the upload limit. */
const MAX_UPLOAD_PHOTO_BYTES = MAX_PHOTO_BYTES;

export type PhotoKind = 'decodable' | 'heic';

/** How the browser should handle a picked file, or the message for the photo field. */
export function classifyPhotoFile(file: { type: string; name: string; size: number }): { kind: PhotoKind } | { error: string } {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // Some phones send HEIC with an empty or generic type: the extension decides then.
  const kind =
    TYPES[file.type.toLowerCase()] ??
    (file.type === '' || file.type === 'application/octet-stream' ? EXTENSIONS[extension] : undefined);
  if (!kind) return { error: messages.photoTypeNotAccepted };
  if (file.size === 0) return { error: messages.photoUnreadable };
  if (kind === 'heic' && file.size > MAX_UPLOAD_PHOTO_BYTES) return { error: messages.photoHeicTooLarge };
  if (file.size > MAX_PICKED_PHOTO_BYTES) return { error: messages.photoPickedTooLarge };
  return { kind };
}

/** The width and height that fit `edge` on the long side, never enlarging. */
export function fitWithin(width: number, height: number, edge: number = PHOTO_UPLOAD_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
