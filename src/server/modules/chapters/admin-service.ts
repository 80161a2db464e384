/**
 * Officials adding, editing, archiving and deleting chapters (docs/product-rules.md, "Chapters");
 * each change is audited under the acting official and moves the content revision on, since
 * every public page lists the chapters (see content/revision.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, memberCounts } from '../../db/schema';
import { suggestChapterCode } from '../../../shared/chapters';
import { serverMessages } from '../../../shared/server-messages';
import type { Chapter } from '../../../shared/schemas/chapters';
import { badRequest, conflict, notFound, requireUuid } from '../../errors';
import { audit, changesBetween } from '../audit';
import { notify } from '../notifications';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { chapterInUse, insertChapter, listChapters, takenChapterCodes } from './service';
import { bumpRevision } from '../content';
import type { Actor } from '../../lib/actor';

interface ChapterWrite {
  name: string;
  leader: string;
  /** Upper-case two letters; undefined: drawn from the name (new chapter) or kept (edit). */
  code?: string | undefined;
}

/** A unique index's refusal as the product's 409, on the field that caused it. */
function uniqueAnswer(error: unknown): never {
  if (isUniqueViolation(error, 'chapters_name_lower_idx'))
    throw conflict(serverMessages.duplicateChapter, { name: serverMessages.duplicateChapter });
  if (isUniqueViolation(error, 'chapters_code_idx'))
    throw conflict(serverMessages.duplicateChapterCode, { code: serverMessages.duplicateChapterCode });
  throw error;
}

async function chapterById(db: Db, id: string): Promise<Chapter> {
  const found = (await listChapters(db, { includeArchived: true })).find((c) => c.id === id);
  if (!found) throw notFound(serverMessages.chapterNotFound);
  return found;
}

export async function addChapter(db: Db, actor: Actor, input: ChapterWrite): Promise<Chapter> {
  try {
    const id = await db.transaction(async (tx) => {
      const code = input.code ?? suggestChapterCode(input.name, await takenChapterCodes(tx));
      if (!code) throw badRequest(serverMessages.noFreeChapterCode, { code: serverMessages.noFreeChapterCode });
      const row = await insertChapter(tx, { ...input, code });
      await notify(tx, {
        kind: 'chapter_added',
        message: serverMessages.newChapterNotification.replace('{name}', row.name),
        entityId: row.id,
      });
      await audit(tx, actor, {
        action: 'create',
        entity: 'chapter',
        entityId: row.id,
        details: { name: row.name, code: row.code, leader: row.leader },
      });
      await bumpRevision(tx);
      return row.id;
    });
    return chapterById(db, id);
  } catch (error) {
    return uniqueAnswer(error);
  }
}

/**
 * A new code applies to numbers issued from now on; numbers already issued stay as printed
 * (cards carry them), and renaming no longer changes the code.
 */
export async function editChapter(db: Db, actor: Actor, id: string, input: ChapterWrite, now: Date): Promise<Chapter> {
  requireUuid(id, serverMessages.chapterNotFound);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: chapters.name, code: chapters.code, leader: chapters.leader })
        .from(chapters)
        .where(eq(chapters.id, id));
      const [row] = await tx
        .update(chapters)
        .set({ name: input.name, leader: input.leader, ...(input.code ? { code: input.code } : {}), updatedAt: now })
        .where(eq(chapters.id, id))
        .returning({ code: chapters.code });
      if (!row || !before) throw notFound(serverMessages.chapterNotFound);
      const after = { name: input.name, code: row.code, leader: input.leader };
      await audit(tx, actor, {
        action: 'update',
        entity: 'chapter',
        entityId: id,
        details: { ...after, changes: changesBetween(before, after) },
      });
      await bumpRevision(tx);
    });
  } catch (error) {
    uniqueAnswer(error);
  }
  return chapterById(db, id);
}

/** Archived: off the public pages and registration; its members and leaders stay as they are. */
export async function setChapterArchived(db: Db, actor: Actor, id: string, archived: boolean, now: Date): Promise<Chapter> {
  requireUuid(id, serverMessages.chapterNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(chapters)
      .set({ archivedAt: archived ? now : null, updatedAt: now })
      .where(eq(chapters.id, id))
      .returning({ name: chapters.name });
    if (!row) throw notFound(serverMessages.chapterNotFound);
    await audit(tx, actor, {
      action: archived ? 'archive' : 'unarchive',
      entity: 'chapter',
      entityId: id,
      details: { name: row.name },
    });
    await bumpRevision(tx);
  });
  return chapterById(db, id);
}

/**
 * Only an empty chapter can go: members' and leaders' numbers name it. The foreign keys refuse
 * a member or leader added meanwhile; the check first gives the product's message.
 */
export async function deleteChapter(db: Db, actor: Actor, id: string): Promise<void> {
  requireUuid(id, serverMessages.chapterNotFound);
  const refuse = () => conflict(serverMessages.chapterInUse);
  try {
    await db.transaction(async (tx: Tx) => {
      if (await chapterInUse(tx, id)) throw refuse();
      const [row] = await tx.delete(chapters).where(eq(chapters.id, id)).returning({ name: chapters.name, code: chapters.code });
      if (!row) throw notFound(serverMessages.chapterNotFound);
      await tx.delete(memberCounts).where(eq(memberCounts.chapterKey, id));
      await audit(tx, actor, { action: 'delete', entity: 'chapter', entityId: id, details: { name: row.name, code: row.code } });
      await bumpRevision(tx);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refuse();
    throw error;
  }
}
