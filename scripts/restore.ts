/**
 * `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into the
 * configured database (DATABASE_URL, else the embedded one under DATA_DIR). Refuses a database
 * that already has tables unless --force. Stop the server first; start it afterwards and it
 * applies any newer migrations.
 *
 * Exit codes: 0 done, 1 bad usage or failed, 2 refused (not empty, wrong kind of file), 3 database in use.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { restoreDatabase, RestoreRefusedError } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  loadDotEnv();
  const config = loadConfig();
  try {
    const { replaced } = await restoreDatabase({
      file: positionals[0]!,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      force: values.force ?? false,
    });
    if (replaced) process.stdout.write(`The previous embedded database was moved to ${replaced}\n`);
    process.stdout.write('Restored. Start the server: it applies any newer migrations.\n');
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      return 3;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
