import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The rules that need type information: promises nobody awaits, and switches that forget a case. */
const typeCheckedRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: typeCheckedRules,
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
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
    // The browser bundle never contains server code (secrets, database): the client imports src/shared only.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/server'], message: 'The client may import src/shared only.' }] },
      ],
    },
  },
  {
    // The server never imports client code: what both need lives in src/shared.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/client/**', '../client/**', '../../client/**', '../../../client/**', '../../../../client/**'],
              message: 'The server may import src/shared only; move what both need there.',
            },
          ],
        },
      ],
    },
  },
  {
    // TEMPORARY: the SEO routes read the static page list from the client's content until it moves
    // to src/shared (a parallel branch does that). Delete this block after merging it.
    files: ['src/server/modules/seo/routes.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Server modules: another module is used through its public entry, modules/<name>/index.ts,
  // never through its files (docs/architecture.md, "Server modules").
  ...(() => {
    const message = 'Import another module through its index.ts (modules/<name>), not its files.';
    const rule = (regex) => ({ 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] });
    const ignores = ['**/*.test.ts'];
    return [
      // modules/<name>/file.ts: ../<other>/anything
      { files: ['src/server/modules/*/*.ts'], ignores, rules: rule('^\\.\\./(?!\\.\\.)[^/]+/') },
      // modules/<name>/<folder>/file.ts: ../../<other>/anything
      { files: ['src/server/modules/*/*/**/*.ts'], ignores, rules: rule('^\\.\\./\\.\\./(?!\\.\\.)[^/]+/') },
      // modules/index.ts and the server outside modules/: ./<module>/anything, modules/<module>/anything
      { files: ['src/server/modules/index.ts'], rules: rule('^\\./[^/]+/') },
      { files: ['src/server/*.ts', 'src/server/{jobs,lib,db,mpesa}/**/*.ts'], ignores, rules: rule('(^|/)modules/[^/]+/') },
    ];
  })(),
);
