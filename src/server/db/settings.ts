/**
 * Secrets generated once per installation and kept in the settings table (the card-link signing
 * key, the M-Pesa callback path): no configuration is needed, and they survive restarts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { settings } from './schema';

/**
 * The stored value of `key`, created with `generate()` the first time. Insert-then-read, so when
 * several instances start together the first insert wins and every instance reads that one.
 */
export async function installationSecret(db: Db, key: string, generate: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} missing after insert`);
  return row.value;
}
