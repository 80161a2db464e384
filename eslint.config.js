import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read and validated once, in src/server/config.ts.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
  {
    files: ['src/server/config.ts', 'scripts/**', 'tests/**', 'vite.config.ts', 'vitest.config.ts', 'drizzle.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The client never imports server code (secrets, database) — only the shared module.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The client may import src/shared only.' }] }],
    },
  },
  // Server modules: another module is used through its public entry, modules/<name>/index.ts,
  // never through its files (docs/architecture.md, "Server modules"). The modules not yet in this
  // shape are exempt, as files and as targets, until they get their index.ts.
  ...(() => {
    const unconverted = 'members|leaders|people|stats|seo|content';
    const message = "Import another module through its index.ts (modules/<name>), not its files.";
    const rule = (regex) => ({ 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] });
    const ignores = ['**/*.test.ts', `src/server/modules/{${unconverted.replaceAll('|', ',')}}/**`];
    return [
      // modules/<name>/file.ts: ../<other>/anything
      { files: ['src/server/modules/*/*.ts'], ignores, rules: rule(`^\\.\\./(?!\\.\\.|(?:${unconverted})/)[^/]+/`) },
      // modules/<name>/<folder>/file.ts: ../../<other>/anything
      { files: ['src/server/modules/*/*/**/*.ts'], ignores, rules: rule(`^\\.\\./\\.\\./(?!\\.\\.|(?:${unconverted})/)[^/]+/`) },
      // modules/index.ts and the server outside modules/: ./<module>/anything, modules/<module>/anything
      { files: ['src/server/modules/index.ts'], rules: rule(`^\\./(?!(?:${unconverted})/)[^/]+/`) },
      { files: ['src/server/*.ts', 'src/server/{jobs,lib,db,mpesa}/**/*.ts'], ignores, rules: rule(`(^|/)modules/(?!(?:${unconverted})/)[^/]+/`) },
    ];
  })(),
);
