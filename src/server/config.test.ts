import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
