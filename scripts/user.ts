/**
 * Officials' accounts from the command line, for bootstrap and recovery:
 *
 *   npm run user -- add --username U --email E --role R   password from stdin
 *   npm run user -- passwd --username U                    password from stdin
 *   npm run user -- disable --username U
 *   npm run user -- enable --username U
 *   npm run user -- list
 *
 * The password is never a command-line argument (it would sit in shell history and `ps`): it is
 * read as one line from stdin, or prompted twice without echo on a terminal. The database is the
 * server's (DATA_DIR or DATABASE_URL), and must exist: a data directory without a database is
 * refused (exit code 2), never created. PGlite allows one process per data directory: when the
 * server holds it, this says so and exits with code 3, changing nothing.
 *
 * Exit codes: 0 done, 1 bad usage or input, 2 not found or refused, 3 database in use.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { openDatabase, pgliteDatabaseExists, type Database } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import type { Actor } from '../src/server/lib/actor';
import { AppError } from '../src/server/errors';
import { findAccount } from '../src/server/modules/auth/service';
import { createOfficial, listOfficials, resetPassword, setDisabled } from '../src/server/modules/users/service';
import { createUserSchema, newPasswordSchema } from '../src/shared/schemas/auth';
import { ROLES, ROLE_LABELS } from '../src/shared/roles';
import { messages } from '../src/shared/messages';

const USAGE = `Usage:
  npm run user -- add --username U --email E --role ROLE   (password from stdin)
  npm run user -- passwd --username U                       (password from stdin)
  npm run user -- disable --username U
  npm run user -- enable --username U
  npm run user -- list
Roles: ${ROLES.join(', ')}`;

class UsageError extends Error {}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 1;
  }
  if (!['add', 'passwd', 'disable', 'enable', 'list'].includes(command)) throw new UsageError(`Unknown command "${command}".`);

  // Check everything that needs no database first, and read the password before opening it, so a
  // typo never leaves the data directory locked while someone types.
  let password: string | undefined;
  let addInput: ReturnType<typeof createUserSchema.parse> | undefined;
  if (command === 'add') {
    const parsed = createUserSchema.safeParse({ username: values.username, email: values.email, role: values.role });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'));
    addInput = parsed.data;
  } else if (command !== 'list' && !values.username) {
    throw new UsageError('--username is required.');
  }
  if (command === 'add' || command === 'passwd') password = await readPassword();

  loadDotEnv();
  const config = loadConfig();
  // The CLI works on the server's database and never creates one: run without DATA_DIR from the
  // wrong folder, it would otherwise list no officials from a new empty database, or add one
  // the server never sees.
  if (!config.databaseUrl && !pgliteDatabaseExists(config.dataDir)) {
    process.stderr.write(`${messages.cliNoDatabase(config.dataDir)}\n`);
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
    const { db } = database;
    // The services write the audit rows, under this actor.
    const cli: Actor = { userId: null, username: 'cli', ip: '127.0.0.1' };

    if (command === 'list') {
      const officials = await listOfficials(db);
      for (const o of officials) {
        const state = o.disabled ? 'disabled' : o.passwordTemporary ? 'temporary password' : 'active';
        process.stdout.write(`${o.username.padEnd(24)} ${o.email.padEnd(36)} ${ROLE_LABELS[o.role].padEnd(14)} ${state}\n`);
      }
      if (!officials.length) process.stdout.write('No officials yet.\n');
      return 0;
    }
    if (command === 'add') {
      const { user } = await createOfficial(db, cli, addInput!, password);
      process.stdout.write(`Added ${user.username} (${ROLE_LABELS[user.role]}).\n`);
      return 0;
    }
    const account = await findAccount(db, values.username!);
    if (!account) {
      process.stderr.write(`${messages.userNotFound}: ${values.username}\n`);
      return 2;
    }
    if (command === 'passwd') {
      await resetPassword(db, cli, account.id, { password });
      process.stdout.write(`Password changed for ${account.username}; their sessions have ended.\n`);
    } else {
      await setDisabled(db, cli, account.id, command === 'disable');
      process.stdout.write(`${account.username} is ${command === 'disable' ? 'disabled and signed out' : 'enabled'}.\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** One line from stdin; on a terminal, asked twice without echo. Checked against the password rules. */
async function readPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('New password: ');
    if ((await promptHidden('Repeat it: ')) !== password) throw new UsageError(messages.passwordMismatch);
  } else {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    password = text.split(/\r?\n/)[0] ?? '';
  }
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new UsageError(checked.error.issues[0]?.message ?? messages.passwordTooShort);
  return password;
}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || ch === '\u0004') return finish(new UsageError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
      process.exit(1);
    }
    process.stderr.write(`user: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
