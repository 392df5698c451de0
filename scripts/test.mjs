// `npm test`: every check and every test, in the order a failure is cheapest to find.
//   1. lint, format, types and import direction (npm run check; its bundle budget part needs a
//      build, so it runs again after `vite build` below)
//   2. unit, web and integration tests (integration on PGlite, and on PostgreSQL when
//      TEST_DATABASE_URL is set)
//   3. the entry JavaScript budget on the fresh build (scripts/check-bundle.ts), then browser
//      journeys in Debian Chromium against the built app
// It ends with one line "N passed, N failed, N skipped" over all tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium } from './ensure-chromium.mjs';

const results = '.test-results';
mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`\n[${command} ${args.slice(0, 3).join(' ')}] ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

function vitest(projects, name, env = {}, extra = []) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${results}/${name}.json`);
  return run('npx', args, env);
}

/** A run's JSON report, or null when it wrote none (the run itself failed). */
function report(name) {
  try {
    return JSON.parse(readFileSync(`${results}/${name}.json`, 'utf8'));
  } catch {
    return null;
  }
}

function counts(name) {
  const r = report(name);
  if (!r) return { passed: 0, failed: 1, skipped: 0 };
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.success || r.numFailedTests > 0 ? 0 : 1),
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

let failed = false;
if (run('npm', ['run', '--silent', 'check']) !== 0) failed = true;

const projects = ['unit', 'web', 'integration-pglite'];
if (process.env.TEST_DATABASE_URL) projects.push('integration-postgres');
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is skipped.');
// Two workers: the integration files wait on the database and the loopback, so a second worker
// uses the time the first spends waiting (10 integration files: 109 s → 83 s on this machine).
if (vitest(projects, 'suite', {}, ['--maxWorkers=2']) !== 0) failed = true;

ensureChromium();
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) failed = true;
else {
  if (run('npx', ['tsx', 'scripts/check-bundle.ts']) !== 0) failed = true;
  // Journey workers, each with its own browser and server (e2e/global-setup.ts). One worker keeps
  // about one core busy (half of this 2-core machine idle); two ran every journey in 661 s against
  // about 1,250 s for one, on a quiet machine (25 Nov). E2E_WORKERS=1 for a loaded machine.
  const workers = process.env.E2E_WORKERS ?? String(Math.min(2, availableParallelism()));
  if (vitest(['e2e'], 'e2e', { E2E_WORKERS: workers }, [`--maxWorkers=${workers}`]) !== 0) failed = true;
}

/** Every test of a run's report, with its file's path in the repository. */
function testsOf(name) {
  return (report(name)?.testResults ?? []).map((file) => ({
    file,
    where: file.name.replace(`${process.cwd()}/`, ''),
    tests: file.assertionResults,
  }));
}
const firstLine = (text) => (text ?? '').split('\n')[0];

// Journeys that passed only on their second try (vitest.config.ts: e2e retry): passed, but named.
function flaky(name) {
  return testsOf(name).flatMap(({ tests }) =>
    tests
      .filter((t) => t.status === 'passed' && t.failureMessages.length > 0)
      .map((t) => `${t.fullName}: ${firstLine(t.failureMessages[0])}`),
  );
}
// Every test that failed, by name with the first line of its failure, last in the output: CI keeps
// only the tail of a long run, and a failure far up in the suite's output was lost there.
function failures(name) {
  return testsOf(name).flatMap(({ file, where, tests }) => {
    const failed = tests
      .filter((t) => t.status === 'failed')
      .map((t) => `${t.fullName} (${where}): ${firstLine(t.failureMessages[0])}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed;
  });
}
const retried = flaky('e2e');
if (retried.length > 0) {
  console.log(`\n${retried.length} journey(s) passed only on a second try:`);
  for (const line of retried) console.log(`  - ${line}`);
}

const failedTests = ['suite', 'e2e'].flatMap(failures);
if (failedTests.length > 0) {
  console.log(`\n${failedTests.length} test(s) failed:`);
  for (const line of failedTests) console.log(`  - ${line}`);
}

const total = ['suite', 'e2e'].map(counts).reduce(
  (sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (failed && total.failed === 0) total.failed = 1;
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed ? 1 : 0);
