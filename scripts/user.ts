/**
 * Officials' accounts from the command line, for bootstrap and recovery:
 *
 *   npm run user -- add --username U --email E --role R [--chapter C]   password from stdin
 *                                                  (--chapter: the chapter's name, for a chapter coordinator)
 *   npm run user -- passwd --username U                    password from stdin
 *   npm run user -- disable --username U
 *   npm run user -- enable --username U
 *   npm run user -- reset-2fa --username U                 a lost phone: two-step sign-in removed
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
import { withServerDatabase } from './cli-database';
import { runCli, UsageError } from './cli-run';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../src/server/config';
import type { Actor } from '../src/server/lib/actor';
import { AppError } from '../src/server/errors';
import { findAccount } from '../src/server/modules/auth/service';
import { resetTwoFactor } from '../src/server/modules/auth';
import { createOfficial, listOfficials, resetPassword, setDisabled } from '../src/server/modules/users/service';
import { createUserSchema, newPasswordSchema } from '../src/shared/schemas/auth';
import { ROLES, ROLE_LABELS } from '../src/shared/roles';
import { messages } from '../src/shared/messages';
import { serverMessages } from '../src/shared/server-messages';

const USAGE = `Usage:
  npm run user -- add --username U --email E --role ROLE [--chapter NAME]   (password from stdin;
                                                            --chapter for chapter_coordinator only)
  npm run user -- passwd --username U                       (password from stdin)
  npm run user -- disable --username U
  npm run user -- enable --username U
  npm run user -- reset-2fa --username U                    (a lost phone: set it up again at sign-in)
  npm run user -- list
Roles: ${ROLES.join(', ')}`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      chapter: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 1;
  }
  if (!['add', 'passwd', 'disable', 'enable', 'reset-2fa', 'list'].includes(command))
    throw new UsageError(`Unknown command "${command}".`);

  // Check everything that needs no database first, and read the password before opening it, so a
  // typo never leaves the data directory locked while someone types.
  let password: string | undefined;
  let addInput: ReturnType<typeof createUserSchema.parse> | undefined;
  if (command === 'add') {
    const parsed = createUserSchema.safeParse({
      username: values.username,
      email: values.email,
      role: values.role,
      chapter: values.chapter,
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'));
    addInput = parsed.data;
  } else if (command !== 'list' && !values.username) {
    throw new UsageError('--username is required.');
  }
  if (command === 'add' || command === 'passwd') password = await readPassword();

  loadDotEnv();
  const config = loadConfig();
  return withServerDatabase(config, async (database) => {
    try {
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
        const where = user.chapter ? `, ${user.chapter}` : '';
        process.stdout.write(`Added ${user.username} (${ROLE_LABELS[user.role]}${where}).\n`);
        return 0;
      }
      const account = await findAccount(db, values.username!);
      if (!account) {
        process.stderr.write(`${serverMessages.userNotFound}: ${values.username}\n`);
        return 2;
      }
      if (command === 'passwd') {
        await resetPassword(db, cli, account.id, { password });
        process.stdout.write(`Password changed for ${account.username}; their sessions have ended.\n`);
      } else if (command === 'reset-2fa') {
        const wasSetUp = await resetTwoFactor(db, cli, account);
        process.stdout.write(
          wasSetUp
            ? `Two-step sign-in removed for ${account.username}; their sessions have ended. They set it up again at their next sign-in.\n`
            : `${account.username} had no two-step sign-in; their sessions have ended.\n`,
        );
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
    }
  });
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

runCli('user', main, USAGE);
