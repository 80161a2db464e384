/**
 * The process: load .env, read config, open and migrate the database, seed, listen, run the
 * background jobs, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight
 * requests and the job run in progress, close the database) with close-with-grace, which also
 * turns an uncaught error into a logged, orderly exit instead of a half-dead process.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedEssentials } from './db/seed';
import { createLogger } from './logging';
import { startDarajaSimulator, type DarajaSimulator } from './mpesa-simulator/server';
import { startSmsSimulator, type SmsSimulator } from './sms-simulator/server';
import { redactCodes } from './modules/sms/messages';

async function main(): Promise<void> {
  let config: Config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (error) => logger.warn({ err: error }, 'PostgreSQL dropped a pooled connection; the next query opens a new one'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  const seeded = await seedEssentials(database.db, config.admin);
  if (seeded.chaptersCreated) logger.info({ chapters: seeded.chaptersCreated }, 'created the default chapters');
  if (seeded.chairmanCreated) {
    logger.info({ username: config.admin.username }, 'created the first chairman account');
    if (seeded.generatedPassword) {
      // Printed once, to the terminal only: it is never stored in clear or logged again.
      process.stdout.write(
        `\n  First chairman account\n    username: ${config.admin.username}\n    password: ${seeded.generatedPassword}\n` +
          '  Sign in at /admin/login and keep this password safe; it will not be shown again.\n\n',
      );
    }
  }

  // MPESA_MODE=simulator: the built-in Daraja on its own loopback port, spoken to over HTTP.
  let simulator: DarajaSimulator | null = null;
  if (config.mpesa.mode === 'simulator' && !config.mpesa.baseUrl) {
    simulator = await startDarajaSimulator({
      consumerKey: config.mpesa.consumerKey,
      consumerSecret: config.mpesa.consumerSecret,
      shortcode: config.mpesa.shortcode,
      passkey: config.mpesa.passkey,
      callbackDelayMs: config.mpesa.simulatorDelayMs,
      onCallbackError: (url, error) => logger.warn({ err: error, url: url.replace(/[^/]+$/, '…') }, 'simulator callback not delivered'),
    });
    config.mpesa.baseUrl = simulator.url;
    logger.info({ url: simulator.url }, 'M-Pesa simulator listening (outcomes by phone suffix: see README)');
  }

  // SMS_MODE=simulator: the built-in SMS gateway, speaking Africa's Talking's API on loopback.
  let smsSimulator: SmsSimulator | null = null;
  if (config.sms.mode === 'simulator' && !config.sms.baseUrl) {
    smsSimulator = await startSmsSimulator({
      username: config.sms.username,
      apiKey: config.sms.apiKey,
      // Development shows every message in the log (codes redacted; texts carry no names or phones).
      onMessage: config.env === 'development' ? (sms) => logger.info({ sms: redactCodes(sms.message) }, 'SMS simulator delivered a message') : undefined,
    });
    config.sms.baseUrl = smsSimulator.url;
    logger.info({ url: smsSimulator.url }, 'SMS simulator listening');
  }

  const app = await buildApp(config, { db: database.db, logger, runJobs: true });
  const address = await app.listen({ port: config.port, host: config.host });
  // The simulator calls back this very process, wherever it listens, unless told otherwise.
  if (simulator && !config.mpesa.callbackUrl) config.mpesa.callbackUrl = address.replace('0.0.0.0', '127.0.0.1');
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

/** A shutdown that takes longer than this exits with code 1 (systemd and Docker wait 90 s / 10 s). */
const SHUTDOWN_GRACE_MS = 9_000;

main().catch((error: unknown) => {
  process.stderr.write(`MYV failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
