#!/usr/bin/env node
// `pnpm bench:page`: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) against the
// page as `npm start` serves it (apps/api/dist/main.js with its demo data, in a temporary data
// folder), 3 runs, and the median of each figure. A benchmark, not a test: it asserts nothing and
// prints the targets beside the figures (docs/decisions.md#first-paint).
//   pnpm bench:page -- [--runs 3] [--path /?view=players] [--json]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '@ark/core/testing';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const main = join(repo, 'apps/api/dist/main.js');
const lighthouse = fileURLToPath(
  new URL('../node_modules/lighthouse/cli/index.js', import.meta.url),
);
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];
const chrome = process.env.CHROME_PATH ?? BROWSERS.find((path) => existsSync(path));

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);

/** The targets (docs/decisions.md#first-paint). */
const TARGETS = {
  performance: '>= 98',
  accessibility: '100',
  'best-practices': '100',
  seo: '100',
  lcp: '<= 1200 ms',
};

async function waitFor(url, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
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

/** One Lighthouse run in its own process (and its own Chromium); resolves to its report. */
function runLighthouse(url) {
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
      else resolve(JSON.parse(out));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

for (const [file, hint] of [
  [main, 'build first: pnpm build (or npm start once)'],
  [lighthouse, 'pnpm install'],
]) {
  if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}`);
}
if (!chrome) throw new Error('no Chromium found: set CHROME_PATH');

const dataDir = mkdtempSync(join(tmpdir(), 'ark-bench-page-'));
const port = await freePort();
// As `npm start` runs it: the built server with its defaults (demo data on a first start).
const server = spawn(process.execPath, [main], {
  cwd: repo,
  env: { ...process.env, ARK_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, server);
  const url = `${base}${args.path}`;
  const load = loadavg().map((n) => n.toFixed(2));
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = figures(await runLighthouse(url));
    results.push(result);
    if (!args.json) console.log(`run ${i + 1}: ${JSON.stringify(result)}`);
  }
  const summary = Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );
  const loadAfter = loadavg().map((n) => n.toFixed(2));
  if (args.json) {
    console.log(
      JSON.stringify({ url: args.path, runs, median: summary, results, load, loadAfter }),
    );
  } else {
    console.log(`\nLighthouse mobile (simulated slow 4G, 4x CPU), ${args.path}, median of ${runs}`);
    for (const [key, value] of Object.entries(summary)) {
      const unit = ['fcp', 'lcp', 'tbt'].includes(key) ? ' ms' : '';
      const target = TARGETS[key] ? `   (target ${TARGETS[key]})` : '';
      console.log(`  ${key.padEnd(15)} ${String(value).padStart(6)}${unit}${target}`);
    }
    console.log(`load average: ${load.join(' ')} before, ${loadAfter.join(' ')} after`);
  }
} finally {
  stop();
}
