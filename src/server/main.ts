/**
 * The process: load .env, read config, open and migrate the database, seed, listen, run the
 * background jobs, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight
 * requests and the job run in progress, close the database) with close-with-grace, which also
 * turns an uncaught error into a logged, orderly exit instead of a half-dead process.
 */
import { createServer } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedEssentials } from './seed';
import { createLogger } from './logging';
import { startDarajaSimulator, type DarajaSimulator } from './mpesa-simulator/server';
import { startSmsSimulator, type SmsSimulator } from './sms-simulator/server';
import { warnAboutTestMode } from './test-mode';
import { redactCodes, smsCallbackUrls } from './modules/sms';
import { callbackSecret } from './modules/payments';

async function main(): Promise<void> {
  let settings: Config;
  try {
    loadDotEnv();
    settings = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(settings.logLevel);

  let database;
  try {
    database = await openDatabase({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      onConnectionLost: (error) =>
        logger.warn({ err: error }, 'PostgreSQL dropped a pooled connection; the next query opens a new one'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  const seeded = await seedEssentials(database.db, settings.admin);
  if (seeded.chaptersCreated) logger.info({ chapters: seeded.chaptersCreated }, 'created the default chapters');
  if (seeded.chairmanCreated) {
    logger.info({ username: settings.admin.username }, 'created the first chairman account');
    if (seeded.generatedPassword) {
      // Printed once, to the terminal only: it is never stored in clear or logged again.
      process.stdout.write(
        `\n  First chairman account\n    username: ${settings.admin.username}\n    password: ${seeded.generatedPassword}\n` +
          '  Sign in at /admin/login and keep this password safe; it will not be shown again.\n\n',
      );
    }
  }

  // MPESA_MODE=simulator: the built-in Daraja on its own loopback port, spoken to over HTTP.
  // Whatever start-up works out goes into the environment the final, frozen configuration is
  // built from: nothing changes the configuration once the app has it.
  const resolved: Record<string, string> = {};
  // PORT=0 (any free port): pick it now, so the links and the callback address name the real one.
  const port = settings.port === 0 ? await freePort(settings.host) : settings.port;
  resolved.PORT = String(port);
  let simulator: DarajaSimulator | null = null;
  if (settings.mpesa.mode === 'simulator' && !settings.mpesa.baseUrl) {
    simulator = await startDarajaSimulator({
      consumerKey: settings.mpesa.consumerKey,
      consumerSecret: settings.mpesa.consumerSecret,
      shortcode: settings.mpesa.shortcode,
      passkey: settings.mpesa.passkey,
      callbackDelayMs: settings.mpesa.simulatorDelayMs,
      onCallbackError: (url, error) =>
        logger.warn({ err: error, url: url.replace(/[^/]+$/, '…') }, 'simulator callback not delivered'),
    });
    resolved.MPESA_BASE_URL = simulator.url;
    // The simulator calls back this very process, wherever it listens, unless told otherwise.
    if (!settings.mpesa.callbackUrl) resolved.MPESA_CALLBACK_URL = loopbackUrl(settings.host, port);
    logger.info({ url: simulator.url }, 'M-Pesa simulator listening (outcomes by phone suffix: see README)');
  }

  // SMS_MODE=simulator: the built-in SMS gateway, speaking Africa's Talking's API on loopback.
  let smsSimulator: SmsSimulator | null = null;
  if (settings.sms.mode === 'simulator' && !settings.sms.baseUrl) {
    smsSimulator = await startSmsSimulator({
      username: settings.sms.username,
      apiKey: settings.sms.apiKey,
      // Development shows every message in the log (codes redacted; texts carry no names or phones).
      onMessage:
        settings.env === 'development'
          ? (sms) => logger.info({ sms: redactCodes(sms.message) }, 'SMS simulator delivered a message')
          : undefined,
      // Delivery reports and inbound texts come back to this very process, as the gateway would post them.
      callbacks: async () => smsCallbackUrls(loopbackUrl(settings.host, port), await callbackSecret(database.db)),
      onCallbackError: (what, error) =>
        logger.warn({ errorName: error instanceof Error ? error.message : 'error', what }, 'SMS simulator callback not taken'),
    });
    resolved.SMS_BASE_URL = smsSimulator.url;
    logger.info({ url: smsSimulator.url }, 'SMS simulator listening');
  }

  // eslint-disable-next-line no-restricted-properties -- the same environment loadConfig() read, plus what start-up resolved
  const config = loadConfig({ ...process.env, ...resolved });
  warnAboutTestMode(config, logger);

  const app = await buildApp(config, { db: database.db, logger, runJobs: true });
  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: `http://${config.host}:${config.port}`, database: database.kind }, 'MYV is serving');

  const graceOptions = {
    delay: SHUTDOWN_GRACE_MS,
    logger: false as const,
    onTimeout: () => logger.error('shutdown took too long; exiting'),
    onSecondSignal: (signal: string) => logger.warn({ signal }, 'second signal while shutting down; exiting now'),
  };
  closeWithGrace(graceOptions, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'unexpected error; shutting down');
    else logger.info({ signal }, 'shutting down');
    await app.close(); // stops accepting, waits for in-flight requests and the running job
    await simulator?.close();
    await smsSimulator?.close();
    await database.close();
  });
}

/** An address on this machine that reaches a server listening on host:port (every-interface hosts via loopback). */
function loopbackUrl(host: string, port: number): string {
  if (['0.0.0.0', '::', 'localhost'].includes(host)) return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A port free right now on this host (PORT=0). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A shutdown that takes longer than this exits with code 1 (systemd and Docker wait 90 s / 10 s). */
const SHUTDOWN_GRACE_MS = 9_000;

main().catch((error: unknown) => {
  process.stderr.write(`MYV failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
