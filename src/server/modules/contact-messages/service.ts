/** Officials reading contact-form messages: marking one read is audited like every admin write. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { notFound, requireUuid } from '../../errors';
import type { Actor } from '../../lib/actor';
import { serverMessages } from '../../../shared/server-messages';
import { audit } from '../audit';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Marks a message read (once: reading it again changes and audits nothing) and answers it. */
export async function markRead(db: Db, actor: Actor, id: string, now: Date): Promise<ContactMessageRow> {
  requireUuid(id, serverMessages.messageNotFound);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!existing) throw notFound(serverMessages.messageNotFound);
    if (existing.readAt) return existing;
    const [row] = await tx.update(contactMessages).set({ readAt: now }).where(eq(contactMessages.id, id)).returning();
    await audit(tx, actor, { action: 'read', entity: 'contact_message', entityId: id });
    return row!;
  });
}
