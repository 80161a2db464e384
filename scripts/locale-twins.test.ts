import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTwins, twinOf, withoutDashboard } from './locale-twins.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shared = (name: string) => path.join(root, 'src/shared', name);
const client = (name: string) => path.join(root, 'src/client', name);

type Hook = (this: unknown, source: string, importer: string | undefined, options: object) => Promise<unknown>;
/** The plugin's resolveId with Vite's own resolution standing in as `this.resolve`: the file the import names. */
function resolveWith(plugin: { resolveId?: unknown }) {
  const context = {
    resolve: async (source: string, importer: string) => {
      const file = path.resolve(path.dirname(importer), source);
      return { id: existsSync(`${file}.tsx`) ? `${file}.tsx` : `${file}.ts` };
    },
  };
  return (source: string, importer: string) => (plugin.resolveId as Hook).call(context, source, importer, {});
}

describe("a language build's twins", () => {
  it('finds the twin of a shared module that has one, and of no other', () => {
    expect(twinOf(shared('messages.ts'), 'sw')).toBe(shared('messages.sw.ts'));
    expect(twinOf(shared('active-locale.ts'), 'sw')).toBe(shared('active-locale.sw.ts'));
    // The dashboard's catalogue has no twin: it stays English.
    expect(twinOf(shared('officials-messages.ts'), 'sw')).toBeNull();
    // A twin has no twin of its own, and nothing outside src/shared is swapped.
    expect(twinOf(shared('messages.sw.ts'), 'sw')).toBeNull();
    expect(twinOf(client('api.ts'), 'sw')).toBeNull();
    expect(twinOf(shared('messages.ts'), 'fr')).toBeNull();
  });

  it("resolves a component's import to the twin, but a twin's import of its original to the original", async () => {
    const resolve = resolveWith(localeTwins('sw'));
    expect(await resolve('../../shared/messages', client('routes/home.tsx'))).toEqual({ id: shared('messages.sw.ts') });
    // null: the plugin stays out of it, and Vite resolves the import as written.
    expect(await resolve('./messages', shared('messages.sw.ts'))).toBeNull();
    expect(await resolve('./constants', shared('messages.ts'))).toEqual({ id: shared('constants.ts') });
  });

  it("leaves the English-only dashboard out of a language's build, and nothing else", async () => {
    const plugin = withoutDashboard();
    const resolve = resolveWith({ resolveId: plugin.resolveId });
    const stub = await resolve('./admin/dashboard', client('routes.tsx'));
    expect(stub).toBe('\0myv-no-dashboard');
    expect((plugin.load as (id: string) => string | null)(stub as string)).toContain('return null');
    expect(await resolve('./admin/audit-tab', client('routes.tsx'))).toBeNull();
    expect(await resolve('../admin/dashboard-helpers', client('admin/x.tsx'))).toEqual({
      id: client('admin/dashboard-helpers.ts'),
    });
  });
});
