/**
 * M-Pesa paybill set-up and testing from the command line (docs/paybill.md):
 *
 *   npm run mpesa -- register-urls                          register the C2B confirmation/validation
 *                                                           URLs (and Pull Transactions) with Daraja;
 *                                                           prints the URLs and Daraja's answers
 *   npm run mpesa -- simulate-c2b --account X --amount N    simulator mode: a paybill payment to the
 *                                                           running server's built-in simulator
 *
 * register-urls works on the server's database (the URLs carry its secret; the answer is recorded
 * there): on PGlite stop the server first (exit 3 while it runs). In simulator mode the server
 * registers with its own built-in simulator, so this only prints the URLs. simulate-c2b asks the
 * running server (PUBLIC_URL), which alone can reach its built-in simulator.
 *
 * Exit codes: 0 done, 1 bad usage, 2 refused (by Daraja or the server), 3 database in use.
 */
import { withServerDatabase } from './cli-database';
import { runCli, UsageError } from './cli-run';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../src/server/config';
import type { Actor } from '../src/server/lib/actor';
import { createPaymentGateway } from '../src/server/modules/payments/gateway';
import { registerPaybillUrls } from '../src/server/modules/payments/paybill/registration';

const USAGE = `Usage:
  npm run mpesa -- register-urls
  npm run mpesa -- simulate-c2b --account ACCOUNT --amount KES`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { account: { type: 'string' }, amount: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 1;
  }
  loadDotEnv();
  const config = loadConfig();
  if (command === 'simulate-c2b') {
    const amount = Number(values.amount);
    if (!values.account || !Number.isInteger(amount) || amount < 1)
      throw new UsageError('--account and a whole --amount are required.');
    const response = await fetch(`${config.publicUrl}/api/paybill/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.publicUrl },
      body: JSON.stringify({ account: values.account, amount }),
    });
    const body: unknown = await response.json().catch(() => null);
    process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
    return response.ok ? 0 : 2;
  }
  if (command !== 'register-urls') throw new UsageError(`Unknown command "${command}".`);
  return withServerDatabase(config, async (database) => {
    const gateway = createPaymentGateway({ config, db: database.db, now: () => new Date() });
    const urls = await gateway.c2bUrls();
    process.stdout.write(`ConfirmationURL ${urls.confirmationUrl}\nValidationURL   ${urls.validationUrl}\n`);
    if (!config.mpesa.baseUrl) {
      process.stdout.write('Simulator mode: the running server registers these with its built-in simulator itself.\n');
      return 0;
    }
    const cli: Actor = { userId: null, username: 'cli', ip: '127.0.0.1' };
    const record = await registerPaybillUrls(database.db, gateway, config.mpesa.pullNominatedNumber, cli, new Date());
    process.stdout.write(`C2B registration: ${record.ok ? 'accepted' : 'refused'}\n${JSON.stringify(record.answer, null, 2)}\n`);
    if (record.pull)
      process.stdout.write(
        `Pull Transactions: ${record.pull.ok ? 'accepted' : 'refused'}\n${JSON.stringify(record.pull.answer, null, 2)}\n`,
      );
    else process.stdout.write('Pull Transactions: not registered (set MPESA_PULL_NOMINATED_NUMBER)\n');
    return record.ok ? 0 : 2;
  });
}

runCli('mpesa', main, USAGE);
