/**
 * HEIC photos (iPhones' default) are HEVC-compressed HEIF. sharp's prebuilt libvips reads the
 * HEIF container but has no HEVC decoder (a patent-encumbered codec it does not ship), and
 * browsers other than Safari cannot decode HEIC either. So the server decodes them itself with
 * libheif compiled to WebAssembly (heic-decode → libheif-js, pinned): no native binary, no
 * download at install time. The decoded RGBA pixels go back into sharp like any other photo.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';

/** A 24 MP HEIC decodes to ~96 MB of RGBA: more than any phone's default camera photo needs. */
const MAX_HEIC_PIXELS = 24_000_000;

type HeicDecode = typeof import('heic-decode');
let decoder: Promise<HeicDecode> | null = null;

/** The WebAssembly decoder is loaded on the first HEIC photo only (it is a few megabytes). */
function loadDecoder(): Promise<HeicDecode> {
  decoder ??= import('heic-decode').then((module) => module.default);
  return decoder;
}

/** Whether sharp saw an HEVC-coded HEIF that it cannot decode itself. */
export function needsHeicDecoder(meta: Metadata): boolean {
  return meta.format === 'heif' && meta.compression === 'hevc';
}

/** Decodes an HEIC photo into a sharp pipeline of its pixels. Throws when it is not a decodable HEIC. */
export async function heicToSharp(bytes: Buffer, meta: Metadata): Promise<Sharp> {
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_HEIC_PIXELS) throw new Error('HEIC photo too large');
  const decode = await loadDecoder();
  const image = await decode({ buffer: bytes });
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}
