import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testModeOf, warnAboutTestMode } from './test-mode';

function warnings(env: Record<string, string>): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  warnAboutTestMode(loadConfig(env), log);
  return lines;
}

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://myv.example.org' };

describe('test mode', () => {
  it('production with the modes unset runs both simulators, and says so at warning level', () => {
    expect(testModeOf(loadConfig(production))).toEqual({ payments: true, sms: true });
    const lines = warnings(production);
    expect(lines.map((l) => l.level)).toEqual([40, 40]);
    expect(lines[0]!.msg).toMatch(/payments are simulated/);
    expect(lines[1]!.msg).toMatch(/no text message is sent/);
  });

  it('is silent in production with real services, and outside production (the banner speaks there)', () => {
    expect(warnings({ ...production, MPESA_MODE: 'manual', SMS_MODE: 'off' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'development' })).toEqual([]);
    expect(testModeOf(loadConfig({ NODE_ENV: 'development', SMS_MODE: 'off' }))).toEqual({ payments: true, sms: false });
  });
});
