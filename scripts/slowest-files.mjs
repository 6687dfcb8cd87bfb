// The test files that took longest in one run, read from the suites' JSON reports, so every
// `npm test` prints the per-file table issue 54 asks for (docs/benchmarks.md, "The suite's time"):
// a file's wall time, its tests' own time, and the rest (its hooks: stores, servers, browsers).
import { relative } from 'node:path';

/** A vitest report's files: wall time from start to end, and the sum of its tests' durations. */
function vitestFiles(report, root) {
  return report.testResults.map((result) => ({
    file: relative(root, result.name ?? ''),
    tests: (result.assertionResults ?? []).length,
    wallMs: (result.endTime ?? 0) - (result.startTime ?? 0),
    testsMs: (result.assertionResults ?? []).reduce((sum, t) => sum + (t.duration ?? 0), 0),
  }));
}

/** A playwright report's files: each spec file's tests' durations summed (a file runs serially). */
function playwrightFiles(report) {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  const byFile = new Map();
  for (const spec of (report.suites ?? []).flatMap(specs)) {
    const file = `e2e/tests/${spec.file}`;
    const ms = (spec.tests ?? [])
      .flatMap((t) => t.results ?? [])
      .reduce((sum, r) => sum + (r.duration ?? 0), 0);
    const entry = byFile.get(file) ?? { file, tests: 0, wallMs: 0, testsMs: 0 };
    entry.tests += spec.tests?.length ?? 0;
    entry.wallMs += ms;
    entry.testsMs += ms;
    byFile.set(file, entry);
  }
  return [...byFile.values()];
}

/**
 * The `count` slowest files of every report, as table lines, slowest first.
 * @param {{ report: object }[]} reports parsed JSON reports (vitest's or playwright's)
 */
export function slowestFiles(reports, root, count = 30) {
  const files = reports.flatMap((report) =>
    Array.isArray(report.testResults) ? vitestFiles(report, root) : playwrightFiles(report),
  );
  const seconds = (ms) => (ms / 1000).toFixed(1);
  return files
    .filter((f) => Number.isFinite(f.wallMs) && f.wallMs > 0)
    .sort((a, b) => b.wallMs - a.wallMs)
    .slice(0, count)
    .map(
      (f, i) =>
        `| ${i + 1} | ${f.file} | ${f.tests} | ${seconds(f.wallMs)} | ${seconds(f.testsMs)} | ${seconds(Math.max(0, f.wallMs - f.testsMs))} |`,
    );
}

/** The table's head, markdown as docs/benchmarks.md keeps it. */
export const SLOWEST_HEAD = [
  '| # | file | tests | wall s | in tests s | in hooks s |',
  '|---|---|---|---|---|---|',
];
