// `pnpm bench:i18n`: what languages cost a page's start (docs/adr/0061-languages-and-catalogs.md).
// Times, each in a fresh headless Chromium (so each is a page's first Intl object): building the
// first Intl object; our translate path (every message of a catalog, 20 rows formatted, a date);
// the same work through @lingui/core. Runs alternate; medians printed with the gzip sizes of what
// each adds to a page. A benchmark, not a test: it asserts nothing; each run is appended to
// docs/benchmarks/runs/.
//   pnpm --filter @ark/bench bench:i18n -- [--runs 9] [--lang de]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isLanguageCode } from '@ark/core';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { type Probe, probesFor, sizes } from './i18n-probes';
import { loadAverage, startRun } from './record-run';

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];
const chrome = process.env.CHROME_PATH ?? BROWSERS.find((path) => existsSync(path));
const FLAGS = [...CHROMIUM_FLAGS];

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string', default: '9' }, lang: { type: 'string', default: 'de' } },
});
if (!isLanguageCode(args.lang))
  throw new Error(`--lang: not a language of the board: ${args.lang}`);
if (!chrome) throw new Error('no Chromium found: set CHROME_PATH');

interface Timing {
  ms: number;
  intlObjects: number;
}

/** One probe in a fresh browser: what its page reported. */
function runProbe(probe: Probe, dir: string, browser: string): Timing {
  const file = join(dir, `${probe.name}.html`);
  writeFileSync(file, `<!doctype html><html><body><script>${probe.script}</script></body></html>`);
  const dom = execFileSync(browser, [...FLAGS, '--dump-dom', pathToFileURL(file).href], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 60_000,
  });
  const json = /<body>(.*)<\/body>/s.exec(dom)?.[1];
  if (!json) throw new Error(`${probe.name}: the page reported nothing`);
  return JSON.parse(json) as Timing;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const run = startRun(`pnpm bench:i18n --runs ${args.runs} --lang ${args.lang}`);
const dir = mkdtempSync(join(tmpdir(), 'ark-bench-i18n-'));
try {
  const loadBefore = loadAverage();
  const probes = await probesFor(args.lang);
  const timings = new Map<string, Timing[]>(probes.map((probe) => [probe.name, []]));
  for (let i = 0; i < Number(args.runs); i += 1) {
    for (const probe of probes) timings.get(probe.name)?.push(runProbe(probe, dir, chrome));
  }
  run.say(`fresh headless Chromium per run, no CPU slowdown, ${args.runs} runs each, alternating`);
  run.say(`language: ${args.lang}`);
  const names: Record<string, string> = {
    intl: 'first Intl.NumberFormat',
    ours: 'ours: every message, 20 rows, a date',
    lingui: '@lingui/core: the same work',
  };
  for (const [name, results] of timings) {
    const ms = results.map((result) => result.ms);
    const intl = Math.max(...results.map((result) => result.intlObjects));
    const range = `${Math.min(...ms).toFixed(1)} to ${Math.max(...ms).toFixed(1)}`;
    run.say(
      `  ${(names[name] ?? name).padEnd(40)} median ${median(ms).toFixed(1).padStart(6)} ms (${range}), Intl objects built: ${name === 'intl' ? 1 : intl}`,
    );
  }
  run.say('gzip (level 9), minified ESM:');
  for (const [what, bytes] of Object.entries(await sizes())) {
    run.say(`  ${what.padEnd(62)} ${(bytes / 1024).toFixed(2).padStart(6)} KB`);
  }
  run.say(`load average: ${loadBefore} before, ${loadAverage()} after`);
  run.finish();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
