/**
 * SMS set-up and trials from the command line (docs/sms.md, "Delivery reports and inbound texts"):
 *
 *   npm run sms -- callback-urls                       the delivery-report and inbound-text URLs to paste into Africa's Talking's SMS dashboard
 *   npm run sms -- inbound --from 0712345678 --text STOP   simulator mode: a text from that phone, posted to the site as the gateway would
 *
 * callback-urls: the URLs end in the installation's callback secret, kept in the database: the
 * database is the server's (DATA_DIR or DATABASE_URL) and must exist. PGlite allows one process per
 * data directory: when the server holds it, this says so and exits with code 3.
 *
 * inbound: asks the running server (on this machine, at HOST and PORT) to have its built-in SMS
 * simulator post the text to the site's inbound callback, so STOP, START and the officials' inbox
 * can be tried without a phone. The server must run with SMS_MODE=simulator (the default), not as
 * production; it holds the database, so this needs none.
 *
 * Exit codes: 0 done, 1 bad usage, 2 no database, 3 database in use, 4 the server did not take the text.
 */
import { parseArgs } from 'node:util';
import { withServerDatabase } from './cli-database';
import { runCli } from './cli-run';
import { loadConfig, loadDotEnv, type Config } from '../src/server/config';
import { callbackSecret } from '../src/server/modules/payments';
import { smsCallbackUrls } from '../src/server/modules/sms';

const USAGE = [
  'Usage:',
  '  npm run sms -- callback-urls                          print the SMS delivery-report and inbound-text callback URLs',
  '  npm run sms -- inbound --from 0712345678 --text STOP  simulator mode: post a text from that phone to the running server',
].join('\n');

/** The running server on this machine, asked directly (not through a proxy): the simulator's route answers loopback only. */
function localServer(config: Config): string {
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function inbound(args: string[]): Promise<number> {
  let values: { from?: string; text?: string };
  try {
    ({ values } = parseArgs({ args, options: { from: { type: 'string' }, text: { type: 'string' } }, strict: true }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 1;
  }
  if (!values.from || values.text === undefined) {
    process.stderr.write(`Give --from and --text.\n${USAGE}\n`);
    return 1;
  }
  loadDotEnv();
  const config = loadConfig();
  if (config.sms.mode !== 'simulator') {
    process.stderr.write(
      `SMS_MODE is ${config.sms.mode}: only the built-in simulator posts replies. Send a real text instead.\n`,
    );
    return 4;
  }
  const server = localServer(config);
  let response: Response;
  try {
    response = await fetch(`${server}/dev/sms-inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: values.from, text: values.text }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    process.stderr.write(`No server answers at ${server}: start it first (npm start).\n`);
    return 4;
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (response.status === 200) {
    // The phone is not repeated: the operator typed it, and output may end up in a log.
    process.stdout.write('The site received the text.\n');
    return 0;
  }
  if (response.status === 400) {
    const fields = Object.values(body?.error?.fields ?? {});
    process.stderr.write(`${fields.length ? fields.join('\n') : (body?.error?.message ?? 'Refused')}\n`);
    return 1;
  }
  if (response.status === 404) {
    process.stderr.write(
      `The server at ${server} does not take simulated texts (is it in production, or not in SMS simulator mode?).\n`,
    );
    return 4;
  }
  process.stderr.write(`${body?.error?.message ?? `The server answered HTTP ${response.status}.`}\n`);
  return 4;
}

async function callbackUrls(): Promise<number> {
  loadDotEnv();
  const config = loadConfig();
  return withServerDatabase(config, async (database) => {
    const urls = smsCallbackUrls(config.publicUrl, await callbackSecret(database.db));
    process.stdout.write(`Delivery reports URL:  ${urls.delivery}\n`);
    process.stdout.write(`Incoming messages URL: ${urls.inbound}\n`);
    return 0;
  });
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command === 'callback-urls') return callbackUrls();
  if (command === 'inbound') return inbound(rest);
  process.stderr.write(`${USAGE}\n`);
  return 1;
}

runCli('sms', main, USAGE);
