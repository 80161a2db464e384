/**
 * Which chapters a signed-in official's request may see: every chapter, or the one chapter of a
 * chapter-scoped role (shared/roles.ts, isChapterRole). The access hook (access.ts) decides
 * whether a role may call a route at all; this decides which rows the route's queries may touch.
 * Every query of members, leaders, their cards and photos, and the overview's figures takes the
 * scope from here and applies it in its one `where` (docs/officials.md), so hiding a tab is never
 * what keeps a coordinator out of another chapter.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { isChapterRole } from '../../../shared/roles';

export type Scope = 'all' | { chapterId: string };

const resolved = new WeakMap<FastifyRequest, Promise<Scope>>();

/**
 * The request's scope, read once per request. Only a chapter-scoped role costs a look-up (its
 * chapter is read from its account, not from anything the browser sends).
 */
export function scopeOf(db: Db, request: FastifyRequest): Promise<Scope> {
  let scope = resolved.get(request);
  if (!scope) {
    scope = resolveScope(db, request);
    resolved.set(request, scope);
  }
  return scope;
}

async function resolveScope(db: Db, request: FastifyRequest): Promise<Scope> {
  const user = request.user;
  // Routes that call this passed the access hook, so someone is signed in; refuse rather than widen.
  if (!user) throw new AppError(401, 'unauthenticated', serverMessages.unauthenticated);
  if (!isChapterRole(user.role)) return 'all';
  const [row] = await db.select({ chapterId: users.chapterId }).from(users).where(eq(users.id, user.id)).limit(1);
  // The database refuses a coordinator without a chapter (users_chapter_scope); never fall back to all.
  if (!row?.chapterId) throw new AppError(403, 'forbidden', messages.accessDenied);
  return { chapterId: row.chapterId };
}

/** Whether a record of `chapterId` lies inside the scope (a record without a chapter lies outside a chapter's). */
export const inScope = (scope: Scope, chapterId: string | null): boolean => scope === 'all' || scope.chapterId === chapterId;
