// The Vite plugin of a language's build (docs/i18n.md): every import of a module src/shared/<name>.ts
// that has a twin src/shared/<name>.<suffix>.ts is resolved to the twin, so components keep
// `import { messages } from '../shared/messages'` and the bundle carries that language's words
// alone. A twin's own imports are left alone: it may import types and helpers from its original.
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SHARED = path.join(root, 'src', 'shared') + path.sep;

/** The twin of a resolved module file for `suffix` ('sw'), or null when it has none. */
export function twinOf(file, suffix) {
  const clean = file.split('?')[0];
  if (!clean.startsWith(SHARED) || !clean.endsWith('.ts') || /\.[a-z]{2}\.ts$/.test(clean)) return null;
  const twin = `${clean.slice(0, -'.ts'.length)}.${suffix}.ts`;
  return existsSync(twin) ? twin : null;
}

/** Whether a module is itself a twin (messages.sw.ts): its imports resolve as written. */
const isTwin = (file) => /\.[a-z]{2}\.tsx?$/.test(file.split('?')[0]);

const DASHBOARD = path.join(root, 'src', 'client', 'admin', 'dashboard.tsx');
const NO_DASHBOARD = '\0myv-no-dashboard';

/**
 * The officials' dashboard is English only (docs/i18n.md): a language's build leaves it out, in
 * place of its lazily loaded screen a component that renders nothing (no /sw/admin/… address is
 * ever served: the server answers it as unknown). About half of the build's files, not built twice.
 */
export function withoutDashboard() {
  return {
    name: 'myv-without-dashboard',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('admin/dashboard')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.split('?')[0] === DASHBOARD ? NO_DASHBOARD : resolved;
    },
    load: (id) => (id === NO_DASHBOARD ? 'export default function NoDashboard() { return null; }' : null),
  };
}

/** @param {string} suffix the language's file suffix: 'sw' for messages.sw.ts */
export function localeTwins(suffix) {
  return {
    name: 'myv-locale-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || isTwin(importer) || source.includes('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const twin = twinOf(resolved.id, suffix);
      return twin ? { ...resolved, id: twin } : resolved;
    },
  };
}
