// `npm test`: typecheck, lint, build, then every Vitest project (unit, integration on PGlite,
// integration on PostgreSQL when TEST_DATABASE_URL is set, e2e in Chromium). Ends with one
// plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (label, command, args) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint (eslint, knip, prettier)', 'npm', ['run', 'lint', '--silent']);
run('build', 'npm', ['run', 'build', '--silent']);

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results/vitest.json');
console.log('\n▶ tests');
const tests = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  cwd: root,
  stdio: 'inherit',
});
let summary;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  summary = `${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests + json.numTodoTests} skipped`;
} catch {
  summary = '0 passed, 1 failed';
}
console.log(`\n${summary}`);
process.exit(tests.status ?? 1);
