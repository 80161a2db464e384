/**
 * `npm run backup`: one consistent snapshot of the database into BACKUP_DIR, keeping the newest
 * BACKUP_KEEP. PostgreSQL (DATABASE_URL) is dumped while the site runs; the embedded database
 * only while the server is stopped (exit code 3 otherwise, nothing written).
 *
 * Exit codes: 0 done, 1 failed, 3 database in use.
 */
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { backupDatabase } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';

async function main(): Promise<number> {
  loadDotEnv();
  const config = loadConfig();
  try {
    const result = await backupDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      backupDir: config.backup.dir,
      keep: config.backup.keep,
    });
    process.stdout.write(`Backup written: ${result.file} (${Math.round(result.bytes / 1024)} KiB)\n`);
    for (const name of result.removed) process.stdout.write(`Removed old backup ${name}\n`);
    return 0;
  } catch (error) {
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
