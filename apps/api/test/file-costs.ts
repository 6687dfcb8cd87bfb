import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';

// Where a test file's time goes, for docs/benchmarks.md's per-file table (ARK_TEST_COSTS=1 in
// vitest.config.ts, never on by default): the wall and CPU time of the file's import and of its
// tests and hooks, its own process's and the children's it waited for (the `ark` CLI, servers,
// MariaDB), from /proc/self/stat. One JSON line a file in .reports/file-costs.jsonl (not a .json
// report: scripts/test.mjs reads those).

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** This process's CPU (ms) and its waited-for children's, as the kernel counts them. */
function cpu(): { self: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const [utime, stime, cutime, cstime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 15)
    .map(Number) as [number, number, number, number];
  return { self: (utime + stime) * TICK_MS, children: (cutime + cstime) * TICK_MS };
}

const started = { at: performance.now(), cpu: cpu() };
let collected = started;

beforeAll(() => {
  collected = { at: performance.now(), cpu: cpu() };
});

afterAll(() => {
  const ended = { at: performance.now(), cpu: cpu() };
  const file = relative(apiDir, expect.getState().testPath ?? '?');
  const line = {
    file,
    pid: process.pid,
    importWall: Math.round(collected.at - started.at),
    importCpu: collected.cpu.self - started.cpu.self,
    runWall: Math.round(ended.at - collected.at),
    runCpu: ended.cpu.self - collected.cpu.self,
    childrenCpu: ended.cpu.children - started.cpu.children,
  };
  mkdirSync(join(apiDir, '.reports'), { recursive: true });
  appendFileSync(join(apiDir, '.reports', 'file-costs.jsonl'), `${JSON.stringify(line)}\n`);
});
