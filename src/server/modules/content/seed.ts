/**
 * Loads the starting content (seed-data.ts) into a new site's database, once. A settings row
 * marks it done, inserted in the same transaction as the content: when two instances start
 * together, the second waits on that row's key and then finds it taken, so nothing is loaded
 * twice; and content officials delete later never comes back on a restart.
 *
 * The starting pictures (seed-photos/, the site's own illustrations) are committed as SVG, a few
 * KB each, and rasterised here to a 600 px PNG: the repository stays small, and the raster goes
 * through the upload pipeline (images.ts) like an official's photo — encoded to AVIF, WebP and
 * JPEG variants before the transaction opens, and stored in it.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentEvents, contentUpdates, galleryPhotos, settings } from '../../db/schema';
import { applyImagePlan, planImageFromBytes, type ImagePlan } from './images';
import { renderMarkdown } from './markdown';
import { bumpRevision } from './revision';
import { seedEvents, seedGallery, seedUpdates, type SeedPicture } from './seed-data';
import { seedKiswahili } from './seed-data-kiswahili';
import { reserveSlugs } from './slugs';

export const CONTENT_SEEDED_KEY = 'content_seeded';

/** Beside this file in the source, beside the bundle in dist/server (scripts/build-server.mjs copies them). */
const SEED_PHOTOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-photos');

/**
 * Encoded photos by file name. The files never change while the process runs, so the encoding
 * (about a second of CPU for all of them) is done once per process, not once per database: the
 * tests start many apps on fresh databases in one process. Pure, constant data: nothing here
 * belongs to one app.
 */
const encodedPhotos = new Map<string, Promise<ImagePlan>>();
function encodedPhoto(file: string): Promise<ImagePlan> {
  let plan = encodedPhotos.get(file);
  if (!plan) {
    plan = readFile(path.join(SEED_PHOTOS_DIR, file)).then(rasterise).then(planImageFromBytes);
    encodedPhotos.set(file, plan);
    plan.catch(() => encodedPhotos.delete(file));
  }
  return plan;
}

/**
 * Rasterised 600 px wide (variants at 400 and 600 px), as the photographs they replace were:
 * encoding seven pictures at 800 px or more costs the first start several more seconds of CPU,
 * and the test suite pays it once per process.
 */
const SEED_PICTURE_WIDTH = 600;

/** An SVG illustration as the PNG an official might upload (uploads themselves may not be SVG). */
function rasterise(svg: Buffer): Promise<Buffer> {
  return sharp(svg).resize({ width: SEED_PICTURE_WIDTH }).png().toBuffer();
}

async function encodeSeedPhotos(): Promise<Map<string, ImagePlan>> {
  const files = [
    ...new Set(
      [...seedEvents, ...seedUpdates]
        .map((i) => i.image)
        .concat(seedGallery)
        .flatMap(photoFile),
    ),
  ];
  const plans = new Map<string, ImagePlan>();
  // One after another: sharp already uses every core for one picture.
  for (const file of files) plans.set(file, await encodedPhoto(file));
  return plans;
}

const photoFile = (picture: SeedPicture): string[] => ('photo' in picture ? [picture.photo] : []);

/** The picture columns of a seeded item: an artwork path, or a stored photo's id and size. */
async function pictureColumns(tx: Tx, picture: SeedPicture, photos: Map<string, ImagePlan>) {
  if ('photo' in picture) return applyImagePlan(tx, photos.get(picture.photo)!);
  return { imageUrl: picture.url, imageWidth: picture.width, imageHeight: picture.height };
}

/** What a seeded event and a seeded update both store beside their own fields: published, with its body and picture. */
async function storyColumns(tx: Tx, body: string, image: SeedPicture, photos: Map<string, ImagePlan>) {
  return { bodyHtml: renderMarkdown(body), ...(await pictureColumns(tx, image, photos)), imageAlt: image.alt, published: true };
}

/**
 * A starting story's Kiswahili version (seed-data-kiswahili.ts), its body rendered like the English
 * one. Seeded with the rest on a new site only: an existing site's rows are the officials' now.
 */
function kiswahiliColumns(slug: string) {
  const sw = seedKiswahili[slug];
  return sw ? { titleSw: sw.title, excerptSw: sw.excerpt, bodySw: sw.body, bodyHtmlSw: renderMarkdown(sw.body) } : {};
}

/** Returns true when this call loaded the content, false when it was already there. */
export async function seedContent(db: Db): Promise<boolean> {
  // Encoding is only worth it on a site not yet seeded; the transaction below decides for sure.
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, CONTENT_SEEDED_KEY)).limit(1);
  if (done) return false;
  const photos = await encodeSeedPhotos();

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: CONTENT_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (!claimed.length) return false;

    const started = Date.now();
    for (const { legacyId, image, ...fields } of seedEvents) {
      const id = randomUUID();
      await tx.insert(contentEvents).values({
        id,
        ...fields,
        ...kiswahiliColumns(fields.slug),
        locationSw: seedKiswahili[fields.slug]?.location ?? null,
        ...(await storyColumns(tx, fields.body, image, photos)),
      });
      // The current slug, and the numeric id the first site's links used.
      await reserveSlugs(tx, 'event', id, [fields.slug, String(legacyId)]);
    }
    for (const { legacyId, image, ...fields } of seedUpdates) {
      const id = randomUUID();
      await tx.insert(contentUpdates).values({
        id,
        ...fields,
        ...kiswahiliColumns(fields.slug),
        impactSw: seedKiswahili[fields.slug]?.impact ?? null,
        ...(await storyColumns(tx, fields.body, image, photos)),
      });
      await reserveSlugs(tx, 'update', id, [fields.slug, String(legacyId)]);
    }
    // Creation times one millisecond apart keep the first site's order among photos of one day.
    const rows = [];
    for (const [index, photo] of seedGallery.entries()) {
      rows.push({
        ...(await pictureColumns(tx, photo, photos)),
        alt: photo.alt,
        category: photo.category,
        date: photo.date,
        description: photo.description,
        createdAt: new Date(started + index),
        updatedAt: new Date(started + index),
      });
    }
    await tx.insert(galleryPhotos).values(rows);
    await bumpRevision(tx);
    return true;
  });
}
