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
  ...(() => {
    const patterns = [
      { group: ['**/server/**', '**/server'], message: 'The client may import src/shared only.' },
      // One language per build (docs/i18n.md): the build picks the twin, code imports the English module.
      {
        group: ['**/shared/catalogue', '**/shared/catalogue.ts', '**/*.sw', '**/*.sw.ts', '**/*.sw.tsx'],
        message:
          "Import the English module (../shared/messages): each language's build resolves it to its twin. catalogue.ts holds every language and is for the server.",
      },
    ];
    // The public pages' JavaScript budget (docs/i18n.md): the texts only the server and the dashboard say stay out of them.
    const serverTexts = {
      group: ['**/shared/server-messages', '**/shared/server-messages.ts'],
      message: 'server-messages.ts is for the server and the dashboard; a text a public page shows belongs in messages.ts.',
    };
    return [
      // The browser bundle never contains server code (secrets, database): the client imports src/shared only.
      { files: ['src/client/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns }] } },
      {
        files: ['src/client/**/*.{ts,tsx}'],
        ignores: ['src/client/admin/**', '**/*.test.{ts,tsx}'],
        rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, serverTexts] }] },
      },
    ];
  })(),
  {
    // src/shared runs in both: it imports neither side (its tests may, to compare the two).
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'src/shared imports neither the server nor the client.' },
          ],
        },
      ],
    },
  },
  // Server layers (docs/architecture.md, "Layers"). ESLint keeps one set of options per rule and
  // file, so every server block repeats the rule that keeps client code out.
  ...(() => {
    const clientCode = {
      group: ['**/src/client/**', '../client/**', '../../client/**', '../../../client/**', '../../../../client/**'],
      message: 'The server may import src/shared only; move what both need there.',
    };
    const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [clientCode, ...patterns] }] });
    const deep = (regex) => ({ regex, message: 'Import another module through its index.ts (modules/<name>), not its files.' });
    const ignores = ['**/*.test.ts'];
    return [
      { files: ['src/server/**/*.ts'], rules: rule() },
      // Another module is used through its public entry, modules/<name>/index.ts, never through its files.
      // modules/<name>/file.ts: ../<other>/anything
      { files: ['src/server/modules/*/*.ts'], ignores, rules: rule(deep('^\\.\\./(?!\\.\\.)[^/]+/')) },
      // modules/<name>/<folder>/file.ts: ../../<other>/anything
      { files: ['src/server/modules/*/*/**/*.ts'], ignores, rules: rule(deep('^\\.\\./\\.\\./(?!\\.\\.)[^/]+/')) },
      // modules/index.ts and the server's top level: ./<module>/anything, modules/<module>/anything
      { files: ['src/server/modules/index.ts'], rules: rule(deep('^\\./[^/]+/')) },
      { files: ['src/server/*.ts'], ignores, rules: rule(deep('(^|/)modules/[^/]+/')) },
      // The layers below the modules (database, helpers, job runner, Daraja client) import no module at
      // all: a module builds on them, never the other way round, so no cycle can pass through them.
      {
        files: ['src/server/{db,lib,jobs,mpesa}/**/*.ts'],
        rules: rule({
          regex: '(^|/)modules(/|$)',
          message: 'The database, lib, jobs and mpesa layers import no module: pass what they need in, or move the code up.',
        }),
      },
    ];
  })(),
);
