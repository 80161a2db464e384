/**
 * What a new site needs, and nothing twice: the four chapters and the first chairman.
 * Safe to run on every start. It sits beside main.ts, not in db/: creating the chairman uses the
 * auth module's password hashing, and the database layer imports no module.
 */
import { count } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { chapters, users } from './db/schema';
import { DEFAULT_CHAPTERS, chapterCode } from '../shared/chapters';
import { DEFAULT_CHAPTER_LEADER } from '../shared/constants';
import { generatePassword, hashPassword } from './modules/auth';

export interface SeedResult {
  chaptersCreated: number;
  /** Set only when a chairman was created with a generated password: print it once. */
  generatedPassword: string | undefined;
  chairmanCreated: boolean;
}

export async function seedEssentials(db: Db, admin: Config['admin']): Promise<SeedResult> {
  const [chapterCount] = await db.select({ n: count() }).from(chapters);
  let chaptersCreated = 0;
  if (Number(chapterCount?.n ?? 0) === 0) {
    const rows = await db
      .insert(chapters)
      // Staggered creation times keep the organisation's order (Igembe, Tigania, Imenti, Buuri) in lists.
      .values(
        DEFAULT_CHAPTERS.map((name, i) => ({
          name,
          code: chapterCode(name),
          leader: DEFAULT_CHAPTER_LEADER,
          createdAt: new Date(Date.now() + i),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: chapters.id });
    chaptersCreated = rows.length;
  }

  const [userCount] = await db.select({ n: count() }).from(users);
  if (Number(userCount?.n ?? 0) > 0) return { chaptersCreated, generatedPassword: undefined, chairmanCreated: false };

  const generatedPassword = admin.password ? undefined : generatePassword();
  const rows = await db
    .insert(users)
    .values({
      username: admin.username,
      email: admin.email,
      role: 'chairman',
      passwordHash: await hashPassword(admin.password ?? generatedPassword!),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return { chaptersCreated, generatedPassword: rows.length ? generatedPassword : undefined, chairmanCreated: rows.length > 0 };
}
