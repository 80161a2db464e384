/**
 * What every operator CLI that works on the server's database does around its own job (user,
 * mpesa, sms, ussd): open the database the server uses (DATA_DIR or DATABASE_URL), never
 * create one, say so when the server holds PGlite's data directory, migrate, and close.
 *
 * Exit codes it answers itself: 2 no database (run from the wrong folder, the CLI would
 * otherwise work on a new empty database the server never sees), 3 database in use (PGlite
 * allows one process per data directory: stop the server first).
 */
import type { Config } from '../src/server/config';
import { openDatabase, pgliteDatabaseExists, type Database } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { serverMessages } from '../src/shared/server-messages';

export async function withServerDatabase(config: Config, job: (database: Database) => Promise<number>): Promise<number> {
  if (!config.databaseUrl && !pgliteDatabaseExists(config.dataDir)) {
    process.stderr.write(`${serverMessages.cliNoDatabase(config.dataDir)}\n`);
    return 2;
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      return 3;
    }
    throw error;
  }
  try {
    await database.migrate();
    return await job(database);
  } finally {
    await database.close();
  }
}
