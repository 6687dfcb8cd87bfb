#!/usr/bin/env node
// The one test command (`npm test`, `pnpm test`, `.ci/run`): gets pnpm, installs dependencies (and,
// on CI or as root, the system packages the suites use), runs every suite even after one fails,
// then sums the JSON reports. Each suite's line says its wall time; the last line is always
// `N passed, N failed`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ci, env, findPnpm, root, run } from './bootstrap.mjs';
import { SLOWEST_HEAD, slowestFiles } from './slowest-files.mjs';

// The e2e config takes the first of these (Ubuntu runners ship Google Chrome, not Debian's chromium).
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];

/** The Debian packages the suites need (browser for e2e, servers for store tests), if missing. */
function missingSystemPackages() {
  const pg = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const hasInitdb = pg.some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));
  const hasMariadb = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'].some((p) => existsSync(p));
  return [
    !BROWSERS.some((p) => existsSync(p)) && 'chromium',
    !hasInitdb && 'postgresql',
    !hasMariadb && 'mariadb-server',
    // The SQLite source's tests write the plugin's file with the real SQLite, as a game server does.
    !existsSync('/usr/bin/sqlite3') && 'sqlite3',
  ].filter(Boolean);
}

function installSystemPackages() {
  const missing = missingSystemPackages();
  const isRoot = process.getuid?.() === 0;
  if (missing.length === 0 || !(ci || isRoot) || !existsSync('/usr/bin/apt-get')) {
    if (missing.length > 0)
      console.log(`\nnot installing (needs CI or root): ${missing.join(' ')}`);
    return;
  }
  const [cmd, ...pre] = isRoot ? ['apt-get'] : ['sudo', '-n', '-E', 'apt-get'];
  // One at a time: a package this distribution lacks must not block the others.
  if (run(cmd, [...pre, 'update'])) for (const p of missing) run(cmd, [...pre, 'install', '-y', p]);
}

/** Every `.reports/*.json` under the repo, skipping dependencies and git. */
function findReports(dir = root, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '.git') continue;
    const path = join(dir, entry.name);
    if (entry.name === '.reports') {
      for (const file of readdirSync(path))
        if (file.endsWith('.json')) found.push(join(path, file));
    } else findReports(path, found);
  }
  return found;
}

/**
 * A vitest report's wall time: from its first file's start to its last file's end (the package's
 * files run side by side in vitest's workers), undefined when the report has no times.
 */
function vitestSpan(report) {
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  const starts = files.map((f) => f.startTime).filter(Number.isFinite);
  const ends = files.map((f) => f.endTime).filter(Number.isFinite);
  if (starts.length === 0 || ends.length === 0) return undefined;
  return Math.max(...ends) - Math.min(report.startTime ?? Number.POSITIVE_INFINITY, ...starts);
}

/** Passed and failed counts and the wall time (ms, when known) of a vitest or playwright report. */
function countReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    const crashed = report.success === false && report.numFailedTests === 0 ? 1 : 0;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + crashed,
      ms: vitestSpan(report),
    };
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    const errors = Array.isArray(report.errors) ? report.errors.length : 0;
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + errors,
      ms: report.stats.duration,
    };
  }
  throw new Error('not a vitest or playwright report');
}

/** The first line of a failure's message, for the list at the end. */
const firstLine = (text) =>
  String(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/** The failed tests of a vitest or playwright report: `file › name: first line of the error`. */
function failedTests(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((result) => {
      const where = relative(root, result.name ?? '');
      const failed = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
      const named = failed.map(
        (t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`,
      );
      // A file that failed outside any test (an import, a hook) has no failed test to name.
      return named.length === 0 && result.status === 'failed'
        ? [`${where}: ${firstLine(result.message)}`]
        : named;
    });
  }
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return (report.suites ?? [])
    .flatMap(specs)
    .filter((spec) => spec.ok === false)
    .map((spec) => {
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
      return `${spec.file} › ${spec.title}: ${firstLine(error?.message)}`;
    });
}

/** A wall time as a reader takes it in: `8.4 s`, `3 min 05 s`. */
function formatTime(ms) {
  if (!Number.isFinite(ms)) return 'time unknown';
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** Runs a step and returns whether it passed and how long it took, in ms. */
function timed(step) {
  const start = performance.now();
  const ok = step();
  return { ok, ms: performance.now() - start };
}

/** Runs an asynchronous step and resolves with whether it passed and how long it took, in ms. */
async function timedBeside(step) {
  const start = performance.now();
  const ok = await step();
  return { ok, ms: performance.now() - start };
}

/** Workspace packages with a `test` script (packages/*, apps/*, deploy): each must leave a report. */
function packagesWithTests() {
  return ['packages', 'apps']
    .filter((top) => existsSync(join(root, top)))
    .flatMap((top) => readdirSync(join(root, top)).map((name) => join(top, name)))
    .concat('deploy', 'bench')
    .filter((dir) => {
      const manifest = join(root, dir, 'package.json');
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test;
    });
}

for (const file of findReports()) rmSync(file);
const pnpm = findPnpm();
installSystemPackages();
const results = [];
/** Records a pass/fail step (install, lint, a crashed suite) as one check, with its wall time. */
const check = (suite, ok, ms) =>
  results.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms });
/** Runs a pass/fail step and records it. */
const step = (suite, runStep) => {
  const { ok, ms } = timed(runStep);
  check(suite, ok, ms);
};
step('install', () => pnpm(ci ? ['install', '--frozen-lockfile'] : ['install']));
const turboFlags = ['--continue=dependencies-successful', '--output-logs=errors-only'];
const turboArgs = (tasks) => ['exec', 'turbo', 'run', ...tasks.split(' '), ...turboFlags];
const turbo = (tasks) => pnpm([...turboArgs(tasks), '--log-order=grouped']);
const script = (name) => () => run(process.execPath, [join(root, 'scripts', name)]);
step('lint', () => turbo('lint'));
// The limit on function lengths (at most 6 over 80 lines, none over 140), counted by the parser.
step('function lengths', script('function-lengths.mjs'));
// Every repository path a decision record names exists (docs/adr/README.md).
step('decision records name real paths', script('adr-paths.mjs'));
// One turbo run: the build's chain (core, then ui, then web) leaves a core idle that typecheck fills.
step('typecheck and build', () => turbo('typecheck build'));
// Nothing built twice: the suites below start the server and the CLI from this build
// (docs/adr/0082-tests-start-from-images.md), and the newcomer's clone replays it from turbo's cache.
if (results.at(-1)?.failed === 0) env.ARK_TEST_BUILT = '1';
// The unit suites and end-to-end side by side: e2e's browser and servers leave about half the
// machine idle (throttled taps, waits), which the unit suites fill. `--only`: the build ran above,
// so none of it runs again or is replayed into the dist/ that e2e's servers read. e2e's output is
// printed whole when it ends (docs/adr/0082-tests-start-from-images.md).
const besideStart = performance.now();
const [unit, e2e] = await Promise.all([
  timedBeside(() => pnpm.beside([...turboArgs('test --only'), '--log-order=grouped'])),
  timedBeside(async () => {
    const e2eRun = ['--filter', '@ark/e2e', 'run', 'test:e2e'];
    const { ok, output } = await pnpm.beside(e2eRun, { keepOutput: true });
    console.log(`\n--- end-to-end's output ---\n${output}--- end of end-to-end's output ---`);
    return ok;
  }),
]);
const besideMs = performance.now() - besideStart;
// Last and alone: it installs and builds a fresh clone, which would starve the suites above.
const newcomer = timed(script('newcomer.mjs'));
/** Suites whose wall time this script measured itself (setup and teardown included). */
const measured = { e2e: e2e.ms, scripts: newcomer.ms };

const reports = findReports();
const suiteOf = (file) => relative(root, dirname(dirname(file))) || '.';
for (const file of reports) {
  try {
    const counts = countReport(file);
    results.push({ ...counts, suite: suiteOf(file), ms: measured[suiteOf(file)] ?? counts.ms });
  } catch {
    check(`${suiteOf(file)} (unreadable ${relative(root, file)})`, false);
  }
}
// A suite that crashed before writing its report still counts, as one failure.
const reported = new Set(reports.map(suiteOf));
for (const dir of [...packagesWithTests(), 'e2e', 'scripts']) {
  if (!reported.has(dir)) check(`${dir} (no report)`, false);
}
const failedIn = (pattern) => results.some((r) => r.failed > 0 && pattern.test(r.suite));
if (!unit.ok && !failedIn(/^(packages\/|apps\/|deploy$|bench$)/))
  check('unit (turbo exited non-zero)', false);
if (!e2e.ok && !failedIn(/^e2e/)) check('e2e (playwright exited non-zero)', false);
if (!newcomer.ok && !failedIn(/^scripts/)) check('newcomer (exited non-zero)', false);

// The slowest files of the run, the table docs/benchmarks.md keeps (issue 54).
const parsed = reports.flatMap((file) => {
  try {
    return [JSON.parse(readFileSync(file, 'utf8'))];
  } catch {
    return [];
  }
});
console.log(`\nThe slowest files (wall time in their worker, beside the others):`);
console.log([...SLOWEST_HEAD, ...slowestFiles(parsed, root)].join('\n'));

// What failed, by name, where a reader of the log's tail sees it.
const failures = reports.flatMap((file) => {
  try {
    return failedTests(file);
  } catch {
    return [];
  }
});
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(
  '\nResults (wall time of each; the unit suites run side by side under turbo, beside end-to-end)',
);
for (const r of results)
  console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed (${formatTime(r.ms)})`);
console.log(`unit suites together, turbo's wall time: ${formatTime(unit.ms)}`);
console.log(`the unit suites and end-to-end side by side: ${formatTime(besideMs)}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
