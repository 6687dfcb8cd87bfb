// The pages bench:i18n opens, each a fresh browser (docs/adr/0061-languages-and-catalogs.md): one
// times the first Intl objects a page builds, one our translate path (every message of a catalog
// and a page of rows formatted), one the same work through @lingui/core; and the gzip sizes of
// what each would add to a page, which are the same on every machine.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  LANGUAGE_CODES,
  type LanguageCode,
  languageOf,
  loadCatalog,
  type PluralForms,
} from '@ark/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));

/** A page to time: its name and its whole script. */
export interface Probe {
  name: 'intl' | 'ours' | 'lingui';
  script: string;
}

/** Values for every placeholder the catalogs use. */
const PARAMS = {
  query: 'rex',
  count: 22,
  page: '2',
  total: '9',
  season: 'Season 4',
  time: '24.11.2026, 18:05',
  hours: '3,75',
  tribe: 'Alpha',
  rank: '3',
  of: '3.000',
  stat: 'Kills',
  value: '1.234',
  reason: 'x',
};

// Counts every Intl object the page builds, before the probe's own script runs; the probe
// reports the work's time and the count.
const COUNTER = `window.__intl=0;for(const n of ['NumberFormat','DateTimeFormat','PluralRules','Collator','ListFormat','RelativeTimeFormat']){const C=Intl[n];if(!C)continue;Intl[n]=new Proxy(C,{construct(t,a){window.__intl+=1;return Reflect.construct(t,a)}})}`;
const REPORT =
  'document.body.textContent=JSON.stringify({ms:t1-t0,intlObjects:window.__intl,out});';

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    conditions: ['@ark/source'],
    charset: 'utf8',
    logLevel: 'silent',
  });
  return `${COUNTER}\n${result.outputFiles[0]?.text ?? ''}`;
}

/** A catalog's messages as ICU MessageFormat, compiled as Lingui's CLI compiles a catalog. */
async function linguiMessages(code: LanguageCode): Promise<Record<string, unknown>> {
  const catalog = await loadCatalog(code);
  const icu = (message: string | PluralForms): string =>
    typeof message === 'string'
      ? message
      : `{count, plural, ${Object.entries(message)
          .map(([form, text]) => `${form} {${text.replaceAll('{count}', '#')}}`)
          .join(' ')}}`;
  return Object.fromEntries(
    Object.entries(catalog.messages).map(([key, message]) => [key, compileMessage(icu(message))]),
  );
}

/** The three probes for a language. */
export async function probesFor(code: LanguageCode): Promise<Probe[]> {
  const tag = languageOf(code).intlTag;
  const params = JSON.stringify(PARAMS);
  const intl = `const t0=performance.now();let out=new Intl.NumberFormat(${JSON.stringify(tag)},{maximumFractionDigits:3}).format(1234567.891).length;const t1=performance.now();${REPORT}`;
  const ours = `import { loadCatalog, translate, toRowViewModel, formatDateTime, SAMPLE_TRIBES } from '@ark/core';
loadCatalog(${JSON.stringify(code)}).then((catalog) => {
  const t0 = performance.now();
  let out = 0;
  for (const key of Object.keys(catalog.messages)) out += translate(catalog, key as never, ${params}).length;
  for (const [i, row] of SAMPLE_TRIBES.slice(0, 20).entries()) out += toRowViewModel('tribes', row, i, catalog).cells.length;
  out += formatDateTime(new Date(), catalog).length;
  const t1 = performance.now();
  ${REPORT}
});`;
  const lingui = `import { i18n } from '@lingui/core';
import { SAMPLE_TRIBES } from '@ark/core';
const messages = ${JSON.stringify(await linguiMessages(code))};
const t0 = performance.now();
i18n.loadAndActivate({ locale: ${JSON.stringify(tag)}, messages });
let out = 0;
for (const key of Object.keys(messages)) out += i18n._(key, ${params}).length;
for (const row of SAMPLE_TRIBES.slice(0, 20)) for (const n of [row.rank, row.DamageScore, row.TotalKills, row.TotalDeaths, row.TotalTameKills, (row.TotalPlayTime ?? 0) / 60]) out += i18n.number(n ?? 0, { maximumFractionDigits: 3 }).length;
out += i18n.date(new Date(), { dateStyle: 'medium', timeStyle: 'short' }).length;
const t1 = performance.now();
${REPORT}`;
  return [
    { name: 'intl', script: await bundle(intl) },
    { name: 'ours', script: await bundle(ours) },
    { name: 'lingui', script: await bundle(lingui) },
  ];
}

/** Minified ESM, split at dynamic imports: each output file's gzip size by name. */
async function gzipSizes(contents: string): Promise<Record<string, number>> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: '/out',
    entryNames: 'entry',
    chunkNames: '[name]-[hash]',
    minify: true,
    write: false,
    conditions: ['@ark/source'],
    charset: 'utf8',
    logLevel: 'silent',
  });
  return Object.fromEntries(
    result.outputFiles.map((file) => [
      file.path.replace(/^\/out\//, '').replace(/-[A-Z\d]{8}\.js$/, '.js'),
      gzipSync(file.contents, { level: 9 }).length,
    ]),
  );
}

const CATALOG_FILES = LANGUAGE_CODES.map((code) => `${code.toLowerCase()}.js`);

/** Gzip sizes: our runtime with English, each other catalog, @lingui/core and its catalog. */
export async function sizes(): Promise<Record<string, number>> {
  const ours = await gzipSizes(
    `export { translate, translateParts, loadCatalog, chooseLanguage, languageVary, readPreferences, preferenceCookie, LANGUAGES } from '@ark/core';`,
  );
  const english = await gzipSizes(`export { default } from '${coreSource}i18n/catalogs/en';`);
  const lingui = await gzipSizes(`export { i18n } from '@lingui/core';`);
  const linguiEnglish = gzipSync(JSON.stringify(await linguiMessages('en')), { level: 9 }).length;
  const catalogs = Object.fromEntries(
    Object.entries(ours)
      // The catalogs' chunks are named after their files: `de.js`, `pt-br.js`.
      .filter(([name]) => CATALOG_FILES.includes(name))
      .map(([name, bytes]) => [`catalog ${name.replace('.js', '')} (a chunk of its own)`, bytes]),
  );
  return {
    'ours: translate, plural rules, language choice, English catalog': ours['entry.js'] ?? 0,
    'ours: English catalog alone': english['entry.js'] ?? 0,
    ...catalogs,
    '@lingui/core runtime': lingui['entry.js'] ?? 0,
    '@lingui/core English catalog, compiled': linguiEnglish,
  };
}
