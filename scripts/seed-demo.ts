/**
 * Demo data for trying the dashboard: `npm run seed:demo -- --members 100000 [--leaders 40]`.
 * Uses DATABASE_URL or DATA_DIR like the server (stop the server first on PGlite). Creates no
 * accounts, so no known password exists; sign in with the chairman account from `npm start`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { count } from 'drizzle-orm';
import { chapters } from '../src/server/db/schema';
import { DEFAULT_CHAPTERS, chapterCode } from '../src/shared/chapters';
import { seedDemoInbox, seedDemoLeaders, seedDemoMembers } from './demo-data';

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '2000' },
      leaders: { type: 'string', default: '40' },
      force: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  if (config.env === 'production' && !values.force) {
    process.stderr.write('Refusing to add demo data with NODE_ENV=production (pass --force if you really mean it).\n');
    process.exit(1);
  }
  const memberCount = Number(values.members);
  const leaderCount = Number(values.leaders);
  if (!Number.isInteger(memberCount) || memberCount < 0 || !Number.isInteger(leaderCount) || leaderCount < 0) {
    process.stderr.write('--members and --leaders take whole numbers.\n');
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    // The four chapters only; accounts are `npm start`'s business (no demo password exists).
    const [chapterCount] = await database.db.select({ n: count() }).from(chapters);
    if (Number(chapterCount?.n ?? 0) === 0) {
      await database.db
        .insert(chapters)
        .values(DEFAULT_CHAPTERS.map((name, i) => ({ name, code: chapterCode(name), createdAt: new Date(Date.now() + i) })))
        .onConflictDoNothing();
    }
    const started = Date.now();
    const members = await seedDemoMembers(database.db, memberCount, {
      onProgress: (done) => process.stdout.write(`\r  members ${done}/${memberCount}`),
    });
    const leaders = await seedDemoLeaders(database.db, leaderCount);
    await seedDemoInbox(database.db);
    process.stdout.write(
      `\nAdded ${members} members, ${leaders} leaders, 2 messages, 2 notifications in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).\n`,
    );
  } finally {
    await database.close();
  }
}

void main();
