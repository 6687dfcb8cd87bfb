// Gzip budget of the built page (docs/adr/0069-the-page-on-react-again.md, after
// docs/adr/0012-page-budget.md): the JS a first visit loads (the entry of index.html and what it
// imports statically, react-dom's client among it) <= 100 KB, and still <= 100 KB with the largest
// language catalog a page of another language loads beside it; each chunk loaded later (the
// detail panel) <= 10 KB; CSS <= 8 KB. Any over fails the build. What fills it:
// docs/benchmarks.md#page-size.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@ark/core';

const BUDGET = { firstLoad: 100 * 1024, language: 100 * 1024, later: 10 * 1024, css: 8 * 1024 };
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

// A language's catalog is a chunk of its own, named after its file in core
// (`i18n/catalogs/pt-br.ts` -> `pt-br-<hash>.js`); English's first part is in the first load
// (docs/adr/0061-languages-and-catalogs.md). Its later views' words (`pt-br-later.ts`) are a
// chunk loaded later, counted as one (docs/adr/0098-words-in-two-parts.md).
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
const catalogOf = (name) =>
  OTHER_LANGUAGES.find((code) =>
    new RegExp(`^${code.toLowerCase()}-(?!later-)[\\w-]+\\.js$`).test(name),
  );

const totals = { firstLoad: 0, later: 0, css: 0 };
// The heaviest chunk loaded later: the budget holds for each one (a page loads the one it needs).
let heaviestLater = { name: 'none', size: 0 };
const catalogs = new Map();
for (const name of readdirSync(assets).sort()) {
  if (!name.endsWith('.js') && !name.endsWith('.css')) continue;
  const size = gzip(name);
  const language = catalogOf(name);
  const kind = name.endsWith('.css')
    ? 'css'
    : firstLoad.has(name)
      ? 'firstLoad'
      : language
        ? `catalog ${language}`
        : 'later';
  if (language && !firstLoad.has(name)) catalogs.set(language, size);
  else if (kind === 'later') {
    if (size > heaviestLater.size) heaviestLater = { name, size };
  } else totals[kind] += size;
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

// Every other language's catalog is a chunk, or none is (the page then speaks English only): a
// build with some means their names changed and this check would miss the others.
if (catalogs.size > 0 && catalogs.size < OTHER_LANGUAGES.length) {
  const missing = OTHER_LANGUAGES.filter((code) => !catalogs.has(code));
  throw new Error(`no catalog chunk found for ${missing.join(', ')}: were they renamed?`);
}
const [heaviest = DEFAULT_LANGUAGE, catalog = 0] =
  [...catalogs].sort((a, b) => b[1] - a[1])[0] ?? [];
totals.language = totals.firstLoad + catalog;
totals.later = heaviestLater.size;

const LABELS = {
  firstLoad: 'JS first load',
  language: `JS first load in the heaviest language (${heaviest})`,
  later: `heaviest JS chunk loaded later, catalogs aside (${heaviestLater.name})`,
  css: 'CSS',
};
let failed = false;
for (const kind of ['firstLoad', 'language', 'later', 'css']) {
  const over = totals[kind] > BUDGET[kind];
  failed ||= over;
  console.log(
    `${LABELS[kind]}: ${(totals[kind] / 1024).toFixed(2)} KB gzip ` +
      `(budget ${BUDGET[kind] / 1024} KB)${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
