// `pnpm bench:page`: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) against the
// page as `npm start` serves it (apps/api/dist/main.js with its demo data, in a temporary data
// folder) and against its floor: the very same first HTML made static (scripts and preloads
// removed, the stylesheet inlined), served gzip by a bare node:http server in this process. The
// runs alternate (ours, floor, ours, ...), 3 of each by default, and the median of each figure is
// printed beside the targets (docs/adr/0050-first-paint-at-the-floor.md). A benchmark, not a test:
// it asserts nothing; each run is appended to docs/benchmarks.md. `--lang de` draws the page in that
// language (its address names it: docs/adr/0064-languages-wired.md), the floor being that page too.
// Then the taps (page-inp.ts, issue 51): each tap's interaction to next paint at 4x CPU and 412 px,
// the median of `--rounds` in each of `--langs`, with each round's benchmarkIndex; `--inp-only`
// runs only them, `--no-inp` only Lighthouse, `--trace` adds where each tap's time went
// and each style recalculation in it (its time and elements).
//   pnpm bench:page -- [--runs 3] [--path /?view=players] [--lang de] [--json]
//   pnpm bench:page -- --inp-only [--langs en,de,ja] [--rounds 3] [--trace] [--base URL]
// (`--base`: a server already running, e.g. to profile a build without starting one each time).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LANG_PARAM, LANGUAGE_CODES, matchLanguage } from '@ark/core';
import { freePort } from '@ark/test-support';
import { measureTaps } from './page-inp';
import { startRun } from './record-run';
import {
  type FloorFile,
  linkedIcons,
  linkedStylesheets,
  serveStaticFloor,
  staticFloor,
} from './static-floor';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const main = join(repo, 'apps/api/dist/main.js');
const lighthouse = fileURLToPath(
  new URL('../node_modules/lighthouse/cli/index.js', import.meta.url),
);
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];
const chrome = process.env.CHROME_PATH ?? BROWSERS.find((path) => existsSync(path));

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    lang: { type: 'string' },
    json: { type: 'boolean', default: false },
    'inp-only': { type: 'boolean', default: false },
    'no-inp': { type: 'boolean', default: false },
    langs: { type: 'string', default: 'en,de,ja' },
    rounds: { type: 'string', default: '3' },
    trace: { type: 'boolean', default: false },
    base: { type: 'string' },
  },
});
const runs = Number(args.runs);

/** The page's path with `lang=` added, so the page (and its floor) are drawn in that language. */
function pathIn(path: string, lang: string | undefined): string {
  if (lang === undefined) return path;
  const code = matchLanguage(lang);
  if (!code) throw new Error(`--lang ${lang}: expected one of ${LANGUAGE_CODES.join(', ')}`);
  const url = new URL(path, 'http://localhost');
  url.searchParams.set(LANG_PARAM, code);
  return `${url.pathname}${url.search}`;
}
const path = pathIn(args.path, args.lang);

/**
 * The targets (docs/adr/0050-first-paint-at-the-floor.md; the LCP ratio issue 39's, for the page
 * on React: docs/adr/0069-the-page-on-react-again.md): ours against the floor, run beside it.
 */
const TARGETS: Readonly<Record<string, string>> = {
  'lcp ratio': '<= 1.10',
  tbt: '<= 50 ms',
  performance: '100',
  accessibility: '100',
  'best-practices': '100',
  seo: '100',
};

async function waitFor(url: string, server: ChildProcess | undefined): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url}`);
}

/** What a Lighthouse report holds of the figures read here. */
interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  /** Lighthouse's measure of the machine's speed: runs compare across machines by it. */
  environment?: { benchmarkIndex?: number };
}

/** One Lighthouse run in its own process (and its own Chromium); resolves to its report. */
function runLighthouse(url: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouse,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited with ${code}`));
      else resolve(JSON.parse(out) as Report);
    });
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

function figures(report: Report): Record<string, number> {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    // Beside TBT: how fast the machine was (a slower one blocks longer on the same page).
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

for (const [file, hint] of [
  [main, 'build first: pnpm build (or npm start once)'],
  [lighthouse, 'pnpm install'],
] as const) {
  if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}`);
}
if (!chrome) throw new Error('no Chromium found: set CHROME_PATH');

/** The first HTML our server sends for `url` (decoded), and it made static with the icons it links. */
async function floorOf(
  url: string,
): Promise<{ first: string; html: string; files: Map<string, FloorFile> }> {
  const page = await fetch(url);
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const html = await page.text();
  const stylesheets = new Map<string, string>();
  for (const href of linkedStylesheets(html)) {
    stylesheets.set(href, await (await fetch(new URL(href, url))).text());
  }
  const files = new Map<string, FloorFile>();
  for (const href of linkedIcons(html)) {
    const icon = await fetch(new URL(href, url));
    const type = icon.headers.get('content-type') ?? 'application/octet-stream';
    files.set(new URL(href, url).pathname, { type, body: Buffer.from(await icon.arrayBuffer()) });
  }
  return { first: html, html: staticFloor(html, stylesheets), files };
}

const medianOf = (results: Record<string, number>[]): Record<string, number> =>
  Object.fromEntries(
    Object.keys(results[0] ?? {}).map((key) => [
      key,
      median(results.map((r) => r[key] ?? Number.NaN)),
    ]),
  );

const run = startRun('pnpm bench:page');
const dataDir = mkdtempSync(join(tmpdir(), 'ark-bench-page-'));
const port = await freePort();
// As `npm start` runs it: the built server with its defaults (demo data on a first start).
const server = args.base
  ? undefined
  : spawn(process.execPath, [main], {
      cwd: repo,
      env: { ...process.env, ARK_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
const stop = () => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  const base = args.base ?? `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, server);
  if (!args['inp-only']) await lighthouseRuns(`${base}${path}`);
  if (!args['no-inp']) {
    run.say();
    await measureTaps({
      base,
      path: args.path,
      langs: args.langs.split(',').map((lang) => lang.trim()),
      rounds: Number(args.rounds),
      executablePath: chrome,
      trace: args.trace,
      say: (line) => run.say(line),
    });
  }
  run.finish();
} finally {
  stop();
}

/** Lighthouse on the page and on its floor, alternating, and their medians beside the targets. */
async function lighthouseRuns(url: string): Promise<void> {
  const { first, html, files } = await floorOf(url);
  const floor = await serveStaticFloor({ html, path, files });
  try {
    const load = loadavg().map((n) => n.toFixed(2));
    const sides = { ours: url, floor: floor.url };
    const results: Record<keyof typeof sides, Record<string, number>[]> = { ours: [], floor: [] };
    for (let i = 0; i < runs; i += 1) {
      for (const side of ['ours', 'floor'] as const) {
        const result = figures(await runLighthouse(sides[side]));
        results[side].push(result);
        if (!args.json) run.say(`run ${i + 1} ${side.padEnd(5)}: ${JSON.stringify(result)}`);
      }
    }
    const ours = medianOf(results.ours);
    const floorMedian = medianOf(results.floor);
    const ratio =
      Math.round(((ours.lcp ?? Number.NaN) / (floorMedian.lcp ?? Number.NaN)) * 100) / 100;
    const loadAfter = loadavg().map((n) => n.toFixed(2));
    if (args.json) {
      run.say(
        JSON.stringify({
          url: path,
          runs,
          median: { ours, floor: floorMedian, lcpRatio: ratio },
          results,
          load,
          loadAfter,
        }),
      );
    } else {
      run.say();
      run.say(
        `Lighthouse mobile (simulated slow 4G, 4x CPU), ${path}, median of ${runs} each, alternating`,
      );
      run.say(`  ${''.padEnd(15)} ${'ours'.padStart(6)}   ${'floor'.padStart(6)}`);
      for (const [key, value] of Object.entries(ours)) {
        const unit = ['fcp', 'lcp', 'tbt'].includes(key) ? ' ms' : '   ';
        const target = TARGETS[key] ? `   (target ${TARGETS[key]})` : '';
        const other = String(floorMedian[key]).padStart(6);
        run.say(`  ${key.padEnd(15)} ${String(value).padStart(6)}${unit} ${other}${unit}${target}`);
      }
      run.say(
        `  ${'lcp ratio'.padEnd(15)} ${ratio.toFixed(2).padStart(6)}   (target ${TARGETS['lcp ratio']})`,
      );
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const sizes = (text: string) =>
        `${kb(Buffer.byteLength(text))} (${kb(gzipSync(text).length)} gzip)`;
      run.say(`first HTML: ours ${sizes(first)}, floor ${sizes(html)}`);
      run.say(`load average: ${load.join(' ')} before, ${loadAfter.join(' ')} after`);
    }
  } finally {
    await floor.close();
  }
}
