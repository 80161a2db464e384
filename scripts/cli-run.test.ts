import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/server/config';
import { failureText, UsageError } from './cli-run';

const USAGE = 'Usage:\n  npm run x -- go';

const parseError = (): unknown => {
  try {
    parseArgs({ args: ['--nope'], strict: true, options: {} });
  } catch (error) {
    return error;
  }
  throw new Error('parseArgs took an unknown option');
};

describe("a CLI's failure", () => {
  it('is a command-line mistake followed by the usage', () => {
    expect(failureText('x', new UsageError('Unknown command "y".'), USAGE)).toBe(`Unknown command "y".\n\n${USAGE}\n`);
    expect(failureText('x', parseError(), USAGE)).toMatch(/^Unknown option '--nope'.*\n\nUsage:/s);
  });

  it("is a setting's message alone, and anything else with the name and the stack", () => {
    expect(failureText('x', new ConfigError(['PUBLIC_URL is required.']), USAGE)).toBe(
      'Invalid configuration:\n  - PUBLIC_URL is required.\n',
    );
    const unexpected = new Error('boom');
    expect(failureText('x', unexpected, USAGE)).toBe(`x: ${unexpected.stack}\n`);
    expect(failureText('x', 'odd', USAGE)).toBe('x: odd\n');
  });
});
