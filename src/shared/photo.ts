/**
 * The one photo rule (docs/photos.md), applied: the formats and the size limit stated once in
 * constants.ts (PHOTO_FORMATS, MAX_PHOTO_BYTES) become here the file pickers' `accept`, the
 * browser's check of a picked file, and the server's check of what arrives, for the public
 * registration, the officials' member and leader forms and the officials' content pictures.
 * Phones produce JPEG, PNG, WebP, AVIF and HEIC. The browser shrinks every photo it can decode
 * to at most PHOTO_UPLOAD_EDGE_PX on the long side before upload, so size is rarely a problem; it
 * cannot decode HEIC, which is sent as it is and decoded on the server, and so must fit the
 * public routes' transport bound (MAX_PUBLIC_PHOTO_BYTES) on the registration form.
 */
import { MAX_PHOTO_BYTES, MAX_PUBLIC_PHOTO_BYTES, PHOTO_FORMATS } from './constants';
import { messages } from './messages';

/** What the file pickers offer and what the pages accept. */
export const PHOTO_ACCEPT = PHOTO_FORMATS.flatMap((f) => [...f.types, ...f.extensions.map((e) => `.${e}`)]).join(',');

/** The formats the server accepts, as sharp names them when it reads a file's header. */
const SERVER_FORMATS: ReadonlySet<string> = new Set(PHOTO_FORMATS.map((f) => f.decodedAs));
export const isAcceptedPhotoFormat = (decodedAs: string | undefined): boolean =>
  decodedAs !== undefined && SERVER_FORMATS.has(decodedAs);

/** The longest data URL a photo of `bytes` makes: base64 is 4/3 of the bytes, plus the `data:image/…;base64,` prefix. */
const dataUrlLength = (bytes: number): number => Math.ceil((bytes * 4) / 3) + 256;
/** The officials' forms: a photo within the rule's limit. Requests carrying one may be this much larger. */
export const MAX_PHOTO_DATA_URL_LENGTH = dataUrlLength(MAX_PHOTO_BYTES);
/** The public registration and renewal routes: a photo within MAX_PUBLIC_PHOTO_BYTES as sent. */
export const MAX_PUBLIC_PHOTO_DATA_URL_LENGTH = dataUrlLength(MAX_PUBLIC_PHOTO_BYTES);

/** The long edge a photo is shrunk to in the browser before upload (cards print it at 512 px). */
const PHOTO_UPLOAD_EDGE_PX = 1024;

export type PhotoKind = 'decodable' | 'heic';

const kindOf = (format: (typeof PHOTO_FORMATS)[number]): PhotoKind => (format.browserDecodes ? 'decodable' : 'heic');
const BY_TYPE = new Map<string, PhotoKind>(PHOTO_FORMATS.flatMap((f) => f.types.map((t) => [t, kindOf(f)] as const)));
const BY_EXTENSION = new Map<string, PhotoKind>(PHOTO_FORMATS.flatMap((f) => f.extensions.map((e) => [e, kindOf(f)] as const)));

/**
 * Who the photo is sent to: the public registration (sent photos bounded by MAX_PUBLIC_PHOTO_BYTES)
 * or an official's signed-in form (MAX_PHOTO_BYTES).
 */
export type PhotoAudience = 'public' | 'official';

/**
 * How the browser should handle a picked file, or the message for the photo field. A HEIC goes up
 * as it is, so on the public form one over the public bound is refused here, before a byte is sent.
 */
export function classifyPhotoFile(
  file: { type: string; name: string; size: number },
  audience: PhotoAudience,
): { kind: PhotoKind } | { error: string } {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // Some phones send HEIC with an empty or generic type: the extension decides then.
  const kind =
    BY_TYPE.get(file.type.toLowerCase()) ??
    (file.type === '' || file.type === 'application/octet-stream' ? BY_EXTENSION.get(extension) : undefined);
  if (!kind) return { error: messages.photoTypeNotAccepted };
  if (file.size === 0) return { error: messages.photoUnreadable };
  if (file.size > MAX_PHOTO_BYTES) return { error: messages.photoTooLarge };
  if (kind === 'heic' && audience === 'public' && file.size > MAX_PUBLIC_PHOTO_BYTES)
    return { error: messages.photoTooLargeToSend };
  return { kind };
}

/** The width and height that fit `edge` on the long side, never enlarging. */
export function fitWithin(width: number, height: number, edge: number = PHOTO_UPLOAD_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
