import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { benchEnv } from './bench-env.mjs';

const scripts = path.resolve(import.meta.dirname);
/** Every benchmark that runs the site: the app built in process, or the built server started. */
const benchmarksWithASite = readdirSync(scripts)
  .filter((name) => /^bench-.*\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts') && name !== 'bench-env.mjs')
  .map((name) => ({ name, source: readFileSync(path.join(scripts, name), 'utf8') }))
  .filter(({ source }) => /buildApp\(|dist\/server\/main\.js/.test(source));

describe('the benchmarks’ environment', () => {
  it('lets the run’s officials act without a second sign-in step, where the default would stop them', () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig(env).requireTwoFactorRoles).toContain('chairman');
    const config = loadConfig(benchEnv(env));
    expect(config.requireTwoFactorRoles).toEqual([]);
    expect(config.logLevel).toBe('silent');
  });

  it('is what every benchmark that runs the site starts it with', () => {
    // The detection itself must find them, or the check below proves nothing.
    expect(benchmarksWithASite.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['bench-admin.ts', 'bench-campaigns.ts', 'bench-import.ts', 'bench-pages.mjs', 'bench-http.mjs']),
    );
    const without = benchmarksWithASite.filter(({ source }) => !source.includes('benchEnv(')).map(({ name }) => name);
    expect(without).toEqual([]);
  });
});
