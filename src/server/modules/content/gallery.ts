/** Gallery photos (docs/content.md): every stored photo is public; newest first. */
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { galleryPhotos } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { audit, changesBetween } from '../audit';
import { serverMessages } from '../../../shared/server-messages';
import type { GalleryPhoto, galleryInputSchema } from '../../../shared/schemas/content';
import { applyImagePlan, dropImageIfUnused, imageError, imageInfo, pictureOf, planImage } from './images';
import { bumpRevision } from './revision';
import { rowById } from './row-by-id';

type PhotoRow = typeof galleryPhotos.$inferSelect;
type PhotoData = z.output<typeof galleryInputSchema>;

async function present(db: Db | Tx, rows: PhotoRow[]): Promise<GalleryPhoto[]> {
  const infos = await imageInfo(
    db,
    rows.map((r) => r.imageId),
  );
  return rows.flatMap((row) => {
    const picture = pictureOf(row, row.alt, infos);
    if (!picture) return []; // a photo whose picture is gone has nothing to show
    return [
      {
        id: row.id,
        url: picture.url,
        width: picture.width,
        height: picture.height,
        alt: row.alt,
        category: row.category,
        date: row.date,
        description: row.description,
        altSw: row.altSw,
        descriptionSw: row.descriptionSw,
        variants: picture.variants,
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

/** Every gallery photo, newest first (public pages and dashboard alike). */
export async function listGalleryPhotos(db: Db): Promise<GalleryPhoto[]> {
  return present(db, await db.select().from(galleryPhotos).orderBy(desc(galleryPhotos.date), desc(galleryPhotos.createdAt)));
}

const loadRow = (db: Db | Tx, id: string, lock = false) =>
  rowById(db, galleryPhotos, id, serverMessages.galleryPhotoNotFound, lock);

export async function getGalleryPhoto(db: Db, id: string): Promise<GalleryPhoto> {
  const [photo] = await present(db, [await loadRow(db, id)]);
  if (!photo) throw notFound(serverMessages.galleryPhotoNotFound);
  return photo;
}

const fields = (input: PhotoData) => ({
  alt: input.alt,
  category: input.category,
  date: input.date,
  description: input.description,
  ...kiswahiliFields(input),
});

/**
 * The Kiswahili alt text and caption: kept when the input names neither, both null when blank
 * (the schema lets only a whole version through), else as written ('' for a caption the English
 * version does not have either).
 */
function kiswahiliFields({ altSw, descriptionSw }: PhotoData) {
  if (altSw === undefined && descriptionSw === undefined) return {};
  return altSw ? { altSw, descriptionSw: descriptionSw ?? '' } : { altSw: null, descriptionSw: null };
}

export async function createGalleryPhoto(db: Db, actor: Actor, input: PhotoData): Promise<GalleryPhoto> {
  if (!input.image) throw imageError(serverMessages.contentImageRequired);
  const plan = await planImage(db, input.image, null);
  const row = await db.transaction(async (tx) => {
    const image = await applyImagePlan(tx, plan);
    const [inserted] = await tx
      .insert(galleryPhotos)
      .values({ ...fields(input), ...image })
      .returning();
    await bumpRevision(tx);
    await audit(tx, actor, { action: 'gallery.create', entity: 'gallery_photo', entityId: inserted!.id });
    return inserted!;
  });
  return (await present(db, [row]))[0]!;
}

export async function updateGalleryPhoto(db: Db, actor: Actor, id: string, input: PhotoData): Promise<GalleryPhoto> {
  const before = await getGalleryPhoto(db, id);
  // A gallery photo always has a picture: null cannot remove it.
  if (input.image === null || input.image === '') throw imageError(serverMessages.contentImageRequired);
  const plan = await planImage(db, input.image, before.url);
  const row = await db.transaction(async (tx) => {
    const current = await loadRow(tx, id, true);
    if (input.version !== undefined && input.version !== current.version) throw conflict(serverMessages.contentVersionConflict);
    const image = await applyImagePlan(tx, plan);
    const [updated] = await tx
      .update(galleryPhotos)
      .set({ ...fields(input), ...image, version: current.version + 1, updatedAt: new Date() })
      .where(eq(galleryPhotos.id, id))
      .returning();
    if (image.imageId !== undefined && current.imageId !== image.imageId) await dropImageIfUnused(tx, current.imageId);
    await bumpRevision(tx);
    await audit(tx, actor, {
      action: 'gallery.update',
      entity: 'gallery_photo',
      entityId: id,
      details: { changes: changesBetween(current, { ...current, ...fields(input) }, Object.keys(fields(input))) },
    });
    return updated!;
  });
  return (await present(db, [row]))[0]!;
}

export async function deleteGalleryPhoto(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, id, true);
    await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, current.id));
    await dropImageIfUnused(tx, current.imageId);
    await bumpRevision(tx);
    await audit(tx, actor, { action: 'gallery.delete', entity: 'gallery_photo', entityId: current.id });
  });
}
