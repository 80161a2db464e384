/** Officials adding and editing chapters (docs/product-rules.md); each change is audited under the acting official. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters } from '../../db/schema';
import { chapterCode } from '../../../shared/chapters';
import { messages } from '../../../shared/messages';
import type { Chapter } from '../../../shared/schemas/chapters';
import { conflict, notFound, requireUuid } from '../../errors';
import { audit } from '../audit';
import { notify } from '../notifications';
import { isUniqueViolation } from '../../db/errors';
import { insertChapter, listChapters } from './service';
import { bumpRevision } from '../content';
import type { Actor } from '../../lib/actor';

const duplicate = () => conflict(messages.duplicateChapter, { name: messages.duplicateChapter });

async function chapterById(db: Db, id: string): Promise<Chapter> {
  const found = (await listChapters(db)).find((c) => c.id === id);
  if (!found) throw notFound(messages.chapterNotFound);
  return found;
}

export async function addChapter(db: Db, actor: Actor, input: { name: string; leader: string }): Promise<Chapter> {
  try {
    const id = await db.transaction(async (tx) => {
      const row = await insertChapter(tx, input);
      await notify(tx, {
        kind: 'chapter_added',
        message: messages.newChapterNotification.replace('{name}', row.name),
        entityId: row.id,
      });
      await audit(tx, actor, {
        action: 'create',
        entity: 'chapter',
        entityId: row.id,
        details: { name: row.name, leader: row.leader },
      });
      // Every public page lists the chapters: see revision.ts.
      await bumpRevision(tx);
      return row.id;
    });
    return chapterById(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'chapters_name_lower_idx')) throw duplicate();
    throw error;
  }
}

/** Renaming changes the code used by future membership numbers; issued numbers stay as printed. */
export async function editChapter(
  db: Db,
  actor: Actor,
  id: string,
  input: { name: string; leader: string },
  now: Date,
): Promise<Chapter> {
  requireUuid(id, messages.chapterNotFound);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(chapters)
        .set({ name: input.name, leader: input.leader, code: chapterCode(input.name), updatedAt: now })
        .where(eq(chapters.id, id))
        .returning({ id: chapters.id });
      if (!row) throw notFound(messages.chapterNotFound);
      await audit(tx, actor, {
        action: 'update',
        entity: 'chapter',
        entityId: id,
        details: { name: input.name, leader: input.leader },
      });
      await bumpRevision(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'chapters_name_lower_idx')) throw duplicate();
    throw error;
  }
  return chapterById(db, id);
}
