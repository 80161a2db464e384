import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDotEnv } from './config';

describe('configuration', () => {
  it('has working defaults: embedded database, simulator, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mpesa.mode).toBe('simulator');
    expect(config.mpesa.shortcode).toBe('174379');
    expect(config.secure).toBe(false);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', MPESA_MODE: 'live', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'MPESA_MODE', 'DATABASE_URL', 'ADMIN_PASSWORD']) expect(text).toContain(name);
    }
  });

  it('production M-Pesa needs real credentials and an https callback', () => {
    expect(() => loadConfig({ MPESA_MODE: 'production' })).toThrow(/MPESA_CONSUMER_KEY/);
  });

  it('an https PUBLIC_URL makes cookies Secure', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://myv.example.org/' }).secure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://myv.example.org/' }).publicUrl).toBe('https://myv.example.org');
  });
});

describe('.env', () => {
  /* eslint-disable no-restricted-properties -- this test checks what loading .env puts into the environment */
  it('is loaded when present, without overriding variables already set; its absence is fine', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'myv-dotenv-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, '# comment\nMYV_TEST_FROM_FILE=file value\nMYV_TEST_ALREADY_SET=from file\n');
    process.env.MYV_TEST_ALREADY_SET = 'from the environment';
    try {
      expect(loadDotEnv(path.join(dir, 'missing.env'))).toBe(false);
      expect(process.env.MYV_TEST_FROM_FILE).toBeUndefined();
      expect(loadDotEnv(file)).toBe(true);
      expect(process.env.MYV_TEST_FROM_FILE).toBe('file value');
      expect(process.env.MYV_TEST_ALREADY_SET).toBe('from the environment');
    } finally {
      delete process.env.MYV_TEST_FROM_FILE;
      delete process.env.MYV_TEST_ALREADY_SET;
      rmSync(dir, { recursive: true, force: true });
    }
  });
  /* eslint-enable no-restricted-properties */

  it('METRICS_TOKEN and BACKUP_KEEP are validated', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
    expect(() => loadConfig({ BACKUP_KEEP: 'many' })).toThrow(/BACKUP_KEEP must be a whole number/);
    expect(loadConfig({ BACKUP_KEEP: '3' }).backup.keep).toBe(3);
  });
});
