/**
 * USSD set-up from the command line (docs/ussd.md):
 *
 *   npm run ussd -- callback-urls   the two URLs to paste into Africa's Talking's USSD dashboard
 *
 * They end in the installation's callback secret, kept in the database: the database is the
 * server's (DATA_DIR or DATABASE_URL) and must exist. PGlite allows one process per data
 * directory: when the server holds it, this says so and exits with code 3.
 *
 * Exit codes: 0 done, 1 bad usage, 2 no database, 3 database in use.
 */
import { withServerDatabase } from './cli-database';
import { runCli } from './cli-run';
import { loadConfig, loadDotEnv } from '../src/server/config';
import { callbackSecret } from '../src/server/modules/payments';
import { USSD_PATH_PREFIX } from '../src/server/modules/ussd';

const USAGE = 'Usage:\n  npm run ussd -- callback-urls   print the USSD callback and end-of-session notification URLs';

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command !== 'callback-urls') {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  loadDotEnv();
  const config = loadConfig();
  return withServerDatabase(config, async (database) => {
    const callback = `${config.publicUrl.replace(/\/+$/, '')}${USSD_PATH_PREFIX}${await callbackSecret(database.db)}`;
    process.stdout.write(`Callback URL:                ${callback}\n`);
    process.stdout.write(`Events (end of session) URL: ${callback}/events\n`);
    process.stdout.write(`Service code:                ${config.ussd.serviceCode} (USSD_MODE=${config.ussd.mode})\n`);
    return 0;
  });
}

runCli('ussd', main);
