/**
 * How every operator CLI ends (user, mpesa, sms, ussd): run its main and exit with the code it
 * answers. A failure is one line on stderr and exit code 1: a mistake in the command line with
 * the CLI's usage after it, a missing or wrong setting as its message alone, anything else with
 * the CLI's name and the stack. The database, when the CLI opened one, is already closed by
 * withServerDatabase (cli-database.ts) whichever way its job ended.
 */
import { ConfigError } from '../src/server/config';

/** A mistake in the command line, said with the CLI's usage. */
export class UsageError extends Error {}

/** node:util's parseArgs refusing an option it does not know or a missing value. */
const isParseArgsError = (error: unknown): error is Error =>
  error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

/** What a CLI says on stderr when its main failed. */
export function failureText(name: string, error: unknown, usage?: string): string {
  if ((error instanceof UsageError || isParseArgsError(error)) && usage) return `${error.message}\n\n${usage}\n`;
  if (error instanceof UsageError || isParseArgsError(error) || error instanceof ConfigError) return `${error.message}\n`;
  return `${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
}

/** Runs a CLI's main: `runCli('user', main, USAGE)` is the last line of scripts/user.ts. */
export function runCli(name: string, main: () => Promise<number>, usage?: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(failureText(name, error, usage));
      process.exit(1);
    },
  );
}
