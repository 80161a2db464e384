/**
 * The site every test app starts from: the environment createTestApp builds its configuration
 * from, and the seed a new site gets on its first start (the four chapters, the first chairman,
 * the starting content with its encoded photos). global-setup.ts seeds it once into a template
 * that each test file copies, instead of every file seeding (and encoding photos) again.
 */
import { draftConfig, type ConfigDraft } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { seedEssentials } from '../../src/server/seed';
import { seedContent } from '../../src/server/modules/content/seed';

export const TEST_APP_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  ADMIN_PASSWORD: 'correct horse battery staple',
  LOG_LEVEL: 'silent',
  // Two-step sign-in optional for every role, so tests sign officials in with a password alone;
  // tests of two-step sign-in set the roles they need (tests/integration/two-factor.test.ts).
  REQUIRE_2FA_ROLES: '',
  // Tests send SMS in bursts; the shared SMS rate is tested where it is set (campaigns.test.ts).
  SMS_RATE_PER_SECOND: '1000',
};

const templateAdmin = draftConfig({ ...TEST_APP_ENV }).admin;

/** What the server seeds on its first start, with the first chairman of TEST_APP_ENV. */
export async function seedSite(db: Db): Promise<void> {
  await seedEssentials(db, templateAdmin);
  await seedContent(db);
}

/**
 * Whether a test app's first chairman is the template's: only then may it start from the seeded
 * template. A test with another chairman (or a generated password) gets an unseeded database and
 * the server seeds it as on a real first start.
 */
export const isTemplateAdmin = (admin: ConfigDraft['admin']): boolean =>
  admin.username === templateAdmin.username &&
  admin.email === templateAdmin.email &&
  admin.password !== undefined &&
  admin.password === templateAdmin.password;
