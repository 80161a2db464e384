import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, draftConfig, freezeConfig, loadConfig, loadDotEnv, withoutBlanks } from './config';

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

  it('without PUBLIC_URL, links point at the listen address (PORT and HOST), not at port 3000', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '192.168.1.20' }).publicUrl).toBe('http://192.168.1.20:8080');
    expect(loadConfig({ PORT: '8080', HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://myv.example.org' }).publicUrl).toBe('https://myv.example.org');
  });

  it('an https PUBLIC_URL makes cookies Secure', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://myv.example.org/' }).secure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://myv.example.org/' }).publicUrl).toBe('https://myv.example.org');
  });
});

describe('a frozen configuration', () => {
  it('throws on any change, however deep, so no module can change it under another', () => {
    // Test files are ES modules, so strict mode: assigning to a frozen property throws.
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(() => {
      (config.mpesa as { baseUrl: string | undefined }).baseUrl = 'http://127.0.0.1:9';
    }).toThrow(TypeError);
    expect(() => {
      (config.mpesa.promptLimits as { perIpPerTenMinutes: number }).perIpPerTenMinutes = 1_000;
    }).toThrow(TypeError);
    expect(() => {
      (config.http as { headersTimeoutMs: number }).headersTimeoutMs = 1;
    }).toThrow(TypeError);
    expect(config.mpesa.baseUrl).toBeUndefined();
    expect(config.mpesa.promptLimits.perIpPerTenMinutes).toBe(30);
  });

  it('freezes the list of trusted proxies too', () => {
    const config = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' });
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(() => (config.trustProxy as string[]).push('0.0.0.0/0')).toThrow(TypeError);
  });

  it('can be adjusted as a draft before it is frozen (tests shorten timeouts)', () => {
    const draft = draftConfig({});
    draft.http.headersTimeoutMs = 600;
    const config = freezeConfig(draft);
    expect(config.http.headersTimeoutMs).toBe(600);
    expect(Object.isFrozen(config.http)).toBe(true);
  });
});

describe('blank variables', () => {
  it('behave as unset: the default applies', () => {
    const blank = loadConfig({
      PORT: '',
      HOST: '  ',
      DATA_DIR: '',
      PUBLIC_URL: '',
      ADMIN_USERNAME: '',
      MPESA_MODE: '',
      MPESA_SHORTCODE: '',
      MPESA_CALLBACK_URL: ' ',
      SMS_MODE: '',
      TRUST_PROXY: '',
      BACKUP_KEEP: '',
      METRICS_TOKEN: '',
      LOG_LEVEL: '',
      DATABASE_URL: '',
    });
    const unset = loadConfig({});
    expect(blank).toEqual(unset);
    expect(blank.port).toBe(3000);
    expect(blank.mpesa.mode).toBe('simulator');
    expect(blank.admin.username).toBe('chairman');
    expect(blank.metricsToken).toBeUndefined();
  });

  it('are dropped in one place, whatever the variable', () => {
    expect(withoutBlanks({ A: '', B: '  ', C: 'x', D: undefined, E: ' y ' })).toEqual({ C: 'x', E: ' y ' });
  });

  it('a value that is not blank is still validated', () => {
    expect(() => loadConfig({ PORT: ' 80x ' })).toThrow(/PORT must be a port number/);
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

describe('REQUIRE_2FA_ROLES', () => {
  it('defaults to the money roles when unset; set but empty (or none) makes it optional for all', () => {
    expect(loadConfig({}).requireTwoFactorRoles).toEqual(['chairman', 'vice_chairman', 'treasurer']);
    expect(loadConfig({ REQUIRE_2FA_ROLES: '' }).requireTwoFactorRoles).toEqual([]);
    expect(loadConfig({ REQUIRE_2FA_ROLES: ' none ' }).requireTwoFactorRoles).toEqual([]);
    expect(loadConfig({ REQUIRE_2FA_ROLES: 'Secretary, treasurer,secretary' }).requireTwoFactorRoles).toEqual([
      'secretary',
      'treasurer',
    ]);
  });

  it('names an unknown role, together with every other bad variable', () => {
    expect(() => loadConfig({ REQUIRE_2FA_ROLES: 'chairman,admin', PORT: 'x' })).toThrow(
      /PORT must be a port number[\s\S]*REQUIRE_2FA_ROLES names unknown roles \(admin\)/,
    );
  });
});
