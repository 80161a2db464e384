// `npm test`: typecheck, lint, build, then every Vitest project (unit, integration on PGlite,
// integration on PostgreSQL when TEST_DATABASE_URL is set, e2e in Chromium). Ends with one
// plain "N passed, N failed, N skipped" line.
//
// Scheduled for a small machine (two cores), measured rather than guessed:
// - typecheck, lint and build do not depend on each other: they run at once, each one's output
//   printed whole when it ends, and the first failure stops the run after all three ended.
// - Vitest gives a project with fileParallelism off (e2e: one browser at a time) a group of its
//   own that starts only after every other file ended, so in one `vitest run` the e2e files never
//   overlap the integration files. An e2e file mostly waits (on its server, on Chromium, on
//   timers) while an integration file keeps one core busy, so they run as two Vitest
//   invocations at once: unit + integration (streamed) and e2e (printed when it ends).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

/** Runs a command; resolves with its exit code and, unless streamed, its whole output. */
function run(command, args, { stream = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The first line of a failure's message, without terminal colours. */
function firstLine(messages) {
  const text = stripVTControlCharacters((messages ?? []).join('\n'));
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? '(no message)'
  );
}

const timed = async (label, promise) => {
  const started = Date.now();
  const result = await promise;
  return { label, ...result, seconds: ((Date.now() - started) / 1000).toFixed(1) };
};

const checks = await Promise.all([
  timed('typecheck', run('npx', ['tsc', '--noEmit'])),
  timed('lint (eslint, knip, cycles, prettier)', run('npm', ['run', 'lint', '--silent'])),
  timed('build', run('npm', ['run', 'build', '--silent'])),
]);
for (const check of checks) {
  console.log(`\n▶ ${check.label} (${check.seconds} s)`);
  process.stdout.write(check.output);
}
const failed = checks.find((check) => check.code !== 0);
if (failed) {
  console.error(`✗ ${failed.label} failed`);
  process.exit(failed.code);
}

const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const reports = {
  main: path.join(results, 'vitest.json'),
  e2e: path.join(results, 'vitest-e2e.json'),
};
// A report left by an earlier run must not be read as this run's.
for (const file of Object.values(reports)) rmSync(file, { force: true });
const vitest = (projects, report, options) =>
  run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    options,
  );

const mainProjects = ['unit', 'integration', ...(process.env.TEST_DATABASE_URL ? ['integration-pg'] : [])];
console.log(`\n▶ tests: ${mainProjects.join(', ')} (below), and e2e at the same time (printed when it ends)`);
const [main, e2e] = await Promise.all([
  timed('unit and integration', vitest(mainProjects, reports.main, { stream: true })),
  timed('e2e', vitest(['e2e'], reports.e2e)),
]);
console.log(`\n▶ e2e (${e2e.seconds} s; unit and integration took ${main.seconds} s)`);
process.stdout.write(e2e.output);

const counts = { passed: 0, failed: 0, skipped: 0 };
// What failed, repeated after the totals: CI keeps only the end of a long log, and a failure
// printed 20 minutes earlier in the streamed output would be cut off there.
const failures = [];
for (const [name, report] of Object.entries(reports)) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests;
    counts.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults) {
      const where = path.relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${where} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`);
      // A file can fail outside any test (an import or a hook): Vitest reports it on the file.
      if (file.status === 'failed' && failed.length === 0) failures.push(`${where}\n    ${firstLine([file.message])}`);
    }
  } catch {
    // No report: that invocation failed before running its tests; count it as a failure.
    counts.failed += 1;
    failures.push(`${name}: no report was written (the run stopped before its tests)`);
  }
}
if (failures.length > 0) console.log(`\n✗ failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(main.code || e2e.code || (counts.failed ? 1 : 0));
