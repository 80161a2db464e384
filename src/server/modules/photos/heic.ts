/**
 * HEIC photos (iPhones' default) are HEVC-compressed HEIF. sharp's prebuilt libvips reads the
 * HEIF container but has no HEVC decoder (a patent-encumbered codec it does not ship), and
 * browsers other than Safari cannot decode HEIC either. So the server decodes them itself with
 * libheif compiled to WebAssembly (heic-decode → libheif-js, pinned): no native binary, no
 * download at install time. The decoded RGBA pixels go back into sharp like any other photo.
 *
 * WebAssembly runs on the thread that calls it: on the main thread a 23 MP photo froze every
 * request for about 3 s, and its heap (hundreds of MB) was never returned. So each decode runs in
 * a new worker thread (heic-worker.mjs) that ends when done or when its time is up, taking its
 * heap with it. Callers run it inside the image queue (image-queue.ts): one at a time.
 */
import { Worker } from 'node:worker_threads';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS } from '../../../shared/constants';

/** Longer than a 24 MP photo takes on a loaded two-core server (about 3.5 s measured). */
const HEIC_DECODE_TIMEOUT_MS = 20_000;

/** Beside this module in the sources, beside the server bundle in dist/ (scripts/build-server.mjs copies it). */
const WORKER_FILE = new URL('./heic-worker.mjs', import.meta.url);

/** A decode that ran past its time: the caller answers with its own message. */
export class HeicTimeoutError extends Error {
  constructor() {
    super('HEIC decode timed out');
  }
}

/** Whether sharp saw an HEVC-coded HEIF that it cannot decode itself. */
export function needsHeicDecoder(meta: Metadata): boolean {
  return meta.format === 'heif' && meta.compression === 'hevc';
}

/** What the worker posts back: heic-decode's answer (RGBA pixels). */
type Decoded = Awaited<ReturnType<typeof import('heic-decode')>>;

/** Decodes HEIC bytes to RGBA in a worker thread of its own; rejects on a bad file or past the time. */
export function decodeHeic(bytes: Buffer, timeoutMs = HEIC_DECODE_TIMEOUT_MS): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: new Uint8Array(bytes) });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Ends the thread at once (it may still be computing): its WebAssembly memory goes with it.
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new HeicTimeoutError())), timeoutMs);
    worker.once('message', (image: Decoded) => finish(() => resolve(image)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', () => finish(() => reject(new Error('HEIC decoder stopped without a picture'))));
  });
}

/** Decodes an HEIC photo into a sharp pipeline of its pixels. Throws when it is not a decodable HEIC. */
export async function heicToSharp(bytes: Buffer, meta: Metadata): Promise<Sharp> {
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PHOTO_PIXELS) throw new Error('HEIC photo too large');
  const image = await decodeHeic(bytes);
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}
