// Gzip budget of the built page (docs/adr/0046-page-budget-with-periods-and-themes.md, raised by
// docs/adr/0057-the-page-before-its-script.md): the JS a first visit loads (the entry of
// index.html and what it imports statically) <= 94 KB; the chunks
// loaded later (the detail panel) <= 10 KB together; CSS <= 8 KB. What fills it: docs/benchmarks.md#page-budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { firstLoad: 94 * 1024, later: 10 * 1024, css: 8 * 1024 };
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = join(dist, 'assets');

const read = (name) => readFileSync(join(assets, name));
const gzip = (name) => gzipSync(read(name), { level: 9 }).length;

// A static `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"`; a dynamic
// `import("./x.js")` has a parenthesis before its quote and does not match.
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The entry and its preloads, named in the script that loads them after the first paint.
const entries = [...html.matchAll(/"\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
if (entries.length === 0) throw new Error('index.html loads no script from /assets/');

const firstLoad = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const name = queue.pop();
  if (firstLoad.has(name)) continue;
  firstLoad.add(name);
  for (const match of read(name).toString('utf8').matchAll(STATIC_IMPORT)) queue.push(match[1]);
}

const totals = { firstLoad: 0, later: 0, css: 0 };
for (const name of readdirSync(assets).sort()) {
  const kind = name.endsWith('.css')
    ? 'css'
    : name.endsWith('.js')
      ? firstLoad.has(name)
        ? 'firstLoad'
        : 'later'
      : null;
  if (!kind) continue;
  const size = gzip(name);
  totals[kind] += size;
  console.log(`${name.padEnd(36)} ${(size / 1024).toFixed(2).padStart(7)} KB gzip  ${kind}`);
}

// The stylesheet is inlined into index.html (docs/adr/0050-first-paint-at-the-floor.md).
for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
  const size = gzipSync(css, { level: 9 }).length;
  totals.css += size;
  console.log(
    `${'<style> in index.html'.padEnd(36)} ${(size / 1024).toFixed(2).padStart(7)} KB gzip  css`,
  );
}

const LABELS = { firstLoad: 'JS first load', later: 'JS loaded later', css: 'CSS' };
let failed = false;
for (const kind of ['firstLoad', 'later', 'css']) {
  const over = totals[kind] > BUDGET[kind];
  failed ||= over;
  console.log(
    `${LABELS[kind]}: ${(totals[kind] / 1024).toFixed(2)} KB gzip ` +
      `(budget ${BUDGET[kind] / 1024} KB)${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
