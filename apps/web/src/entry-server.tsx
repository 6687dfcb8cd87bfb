// The page's server-render bundle (built to dist/server/entry-server.js). The API server loads it at
// run time by path and calls `render` for each request to `/`; the build calls `prerender` once for
// the static index.html (docs/adr/0016-first-paint.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  accentStyles,
  askHall,
  type Catalog,
  ClusterListSchema,
  type CspSources,
  clustersPath,
  DEFAULT_LANGUAGE,
  type DetailKind,
  detailRequestOf,
  documentTitleText,
  EN_FIRST_CATALOG,
  firstPartOf,
  initialState,
  isLanguageCode,
  isPreferenceValue,
  type LeaderboardClient,
  languageOf,
  loadCatalog,
  type PageRenderInput,
  type PlayerAnswer,
  type Preferences,
  parseQueryString,
  preferencesKey,
  previewMetaTags,
  RANKINGS_PATHS,
  rankingsQuery,
  readRankingResult,
  requestKey,
  type SiteBranding,
  SiteBrandingSchema,
  selectRequest,
  type TribeAnswer,
  type TribeCallOptions,
  translate,
} from '@ark/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import DetailView, { CompareView, PopulationView } from './detail-view';
import { startFetchController } from './fetch-controller';
import {
  clustersKey,
  DRAWN_AT_KEY,
  detailKey,
  type FirstAnswers,
  firstAnswersScript,
  hallKey,
  historyKey,
  PREFERENCES_KEY,
  populationKey,
  RANGES_KEY,
  readDetailBody,
  readHistoryBody,
  readRangesAnswer,
  readSeasonsAnswer,
  SEASONS_KEY,
  SITE_KEY,
} from './first-answers';
import HallSections from './hall-sections';
import { CATALOG_KEY } from './page-language';
import { createPageStore, type PageStoreApi } from './page-store';

// The file the build lists the static page's inline hashes in (scripts/prerender.mjs writes it).
export { INLINE_HASHES_FILE } from '@ark/core';

/** Where index.html marks the page's parts (the build keeps HTML comments). */
export const SLOTS = { head: '<!--ark-head-->', app: '<!--ark-app-->', data: '<!--ark-data-->' };

/**
 * Rounds of calls a start may take: clusters, rankings and the probes, the cluster moved and the
 * panel, the last page.
 */
const MAX_ROUNDS = 5;

/** English, both parts: the server draws every view with every word (docs/adr/0098). */
const EN: Catalog = await loadCatalog(DEFAULT_LANGUAGE);

function fill(template: string, parts: { head: string; app: string; data: string }): string {
  let html = template;
  for (const slot of ['head', 'app', 'data'] as const) {
    if (!html.includes(SLOTS[slot])) throw new Error(`the page's template has no ${SLOTS[slot]}`);
    // A function, so `$&` and the like in user text stay text.
    html = html.replace(SLOTS[slot], () => parts[slot]);
  }
  return html;
}

/**
 * The page as the server draws it: the panel's view and the hall's sections at once, not loaded
 * later, so a panel or a hall the address opens is drawn too.
 */
export function pageElement(
  store: PageStoreApi,
  site?: SiteBranding,
  preferences: Preferences = {},
  catalog: Catalog = EN,
  drawnAt: Date = new Date(),
): ReactElement {
  return (
    <App
      store={store}
      site={site}
      preferences={preferences}
      catalog={catalog}
      panel={DetailView}
      hall={HallSections}
      population={PopulationView}
      compare={CompareView}
      now={() => drawnAt}
    />
  );
}

/**
 * The page's HTML, with React's renderToString: every answer is in the store before the render,
 * so nothing suspends, and one string is what the template takes; a stream or `prerender` cost
 * more per render here (docs/adr/0069-the-page-on-react-again.md, scripts/time-render-calls.tsx).
 */
function draw(...args: Parameters<typeof pageElement>): string {
  return renderToString(pageElement(...args));
}

/** Text made safe inside an element (the title) or a double-quoted attribute. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Replaces `pattern` in `html`, which must hold it. */
function replaceIn(html: string, pattern: string | RegExp, by: string): string {
  if (!html.match(pattern)) throw new Error(`the page's template has no ${pattern}`);
  // A function, so `$&` and the like in user text stay text.
  return html.replace(pattern, () => by);
}

/**
 * The template in a community's look: its name in the title, its logo as the icon, its accent's
 * custom properties in a `<style>` after the stylesheet. Without `site`, the template as it is.
 */
function brand(template: string, site: SiteBranding | undefined): string {
  let html = template;
  if (site?.name) {
    html = replaceIn(
      html,
      `<title>${translate(EN_FIRST_CATALOG, 'page.title')}</title>`,
      `<title>${escapeHtml(documentTitleText(EN_FIRST_CATALOG, site.name))}</title>`,
    );
  }
  if (site?.logoUrl) {
    const type = site.logoType ? ` type="${site.logoType}"` : '';
    const icon = `<link rel="icon" href="${escapeHtml(site.logoUrl)}"${type} />`;
    html = replaceIn(html, /<link rel="icon"[^>]*>/, icon);
  }
  // Last in the head: after the stylesheet, so its properties win over theme.css's.
  if (site?.accent) {
    html = replaceIn(html, '</head>', `<style>${accentStyles(site.accent)}</style></head>`);
  }
  return html;
}

/**
 * Runs the page's start on a store (its address, then the fetch controller) with a client that
 * asks `input` and keeps each answer's JSON, until no call is left: the state the page reaches
 * with those answers, a link past the end already on the last page. Rejects when a call fails.
 * The answers are values; their JSON, embedded for the page to hydrate from, is the calls' own
 * text (docs/adr/0075-one-read-door.md).
 */
export async function startFromServer({
  search,
  clusters,
  rankings,
  seasons,
  ranges,
  detail,
  history,
  hall,
  population,
  compare,
  site,
}: PageRenderInput) {
  const answered: FirstAnswers<string> = {};
  // The calls' order, not their answers': the embedded bytes do not hang on which came first.
  const asked: string[] = [];
  const calls: Promise<unknown>[] = [];
  const failures: { error: unknown; signal: AbortSignal | undefined }[] = [];
  function keep<T>(
    key: string,
    value: Promise<unknown>,
    read: (body: unknown) => T | Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    asked.push(key);
    const answer = value.then((body) => {
      // A call the page gave up on (a newer one replaced it) is not one it will make again.
      if (!signal?.aborted) answered[key] = JSON.stringify(body);
      return read(body);
    });
    calls.push(answer.catch((error: unknown) => failures.push({ error, signal })));
    return answer;
  }
  // A server without the detail answers draws no panel (the page draws it then: main.tsx).
  function askDetail(kind: DetailKind, id: string, options: TribeCallOptions) {
    if (!detail) return Promise.reject(new Error('the server draws no detail panel'));
    const key = detailKey(kind, id, options);
    const value = detail(detailRequestOf(kind, id, options));
    return keep(key, value, (body) => readDetailBody(kind, body), options.signal);
  }
  const client: LeaderboardClient = {
    clusters: (view, options) => {
      const season = options?.season ?? null;
      const read = (body: unknown) => ClusterListSchema.parse(body);
      return keep(clustersKey(view, season), clusters(view, season), read, options?.signal);
    },
    seasons: (options) =>
      keep(SEASONS_KEY, seasons?.() ?? Promise.resolve(null), readSeasonsAnswer, options?.signal),
    ranges: (options) =>
      keep(RANGES_KEY, ranges?.() ?? Promise.resolve(null), readRangesAnswer, options?.signal),
    player: (id, options) => askDetail('player', id, options) as Promise<PlayerAnswer | null>,
    tribe: (id, options) => askDetail('tribe', id, options) as Promise<TribeAnswer | null>,
    history: (kind, id, options) => {
      // A server without the history answers draws the panel without its chart.
      if (!history) return Promise.resolve(null);
      return keep(
        historyKey(kind, id, options.cluster),
        history(kind, id, options.cluster),
        (body) => readHistoryBody(kind, body),
      );
    },
    population: (cluster, options) => {
      // A server without the population answers draws no chart (the page asks for it).
      if (!population) return Promise.resolve(null);
      const key = populationKey(cluster);
      return keep(key, population(cluster), (body) => body, options?.signal);
    },
    // A server without the compare answers draws no comparison (the page's static shell does).
    compare: (address, options) =>
      keep(
        address,
        compare?.(address) ?? Promise.reject(new Error('the server draws no comparison')),
        (body) => body,
        options?.signal,
      ),
    rankings: (request, options) =>
      keep(
        requestKey(request),
        rankings(request),
        (body) => readRankingResult(request.view, body),
        options?.signal,
      ),
    hall: (request, options) => {
      // A server without the hall's answers draws no hall (the page's static shell does).
      if (!hall) return Promise.reject(new Error('the server draws no hall of fame'));
      const signal = options?.signal;
      const body = (value: unknown) => value;
      const answer = askHall(
        request,
        (section) => keep(hallKey(section), hall(section), body, signal),
        () => keep(RANGES_KEY, ranges?.() ?? Promise.resolve(null), body, signal),
      );
      // The whole hall is awaited, its reader's load included, as a detail call's read is.
      calls.push(answer.catch((error: unknown) => failures.push({ error, signal })));
      return answer;
    },
  };
  // The site's default cluster, as the page reads it from the embedded site (docs/adr/0076-default-cluster.md).
  const clusterSetting = site?.defaultCluster ?? null;
  const store = createPageStore(initialState(clusterSetting));
  store.getState().dispatch(parseQueryString(search, { clusterSetting }));
  if (!detail && store.getState().state.detail) store.getState().dispatch({ type: 'detailClosed' });
  // A failed call fails the render (the server then sends the page without it); no log here.
  const stop = startFetchController({ store, client, logger: { error: () => {} } });
  try {
    // Each answer may start another call (clusters that move the cluster, a page past the end).
    for (let round = 0, settled = 0; settled < calls.length; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`${search}: still calling after ${round} rounds`);
      settled = calls.length;
      await Promise.all(calls);
      // The controller's handlers run after the answers: let them start what they start.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // A call the page gave up on may fail (a cluster the list lacks): the page drops it too. Read
    // before stop(), which aborts the last call.
    const failed = failures.find(({ signal }) => !signal?.aborted);
    if (failed) throw failed.error;
  } finally {
    stop();
  }
  const texts: FirstAnswers<string> = {};
  for (const key of asked) if (answered[key] !== undefined) texts[key] = answered[key];
  return { store, texts };
}

/**
 * The whole document for an address, drawn from the answers the server gives, with those answers
 * embedded for the page to hydrate from, and the link preview's tags when the server gives them.
 */
export async function renderDocument(template: string, input: PageRenderInput): Promise<string> {
  // The server's config is read at its start; read here too, as the page reads the embedded copy.
  const site = input.site && SiteBrandingSchema.parse(input.site);
  const preferences = readOwnPreferences(input.preferences);
  const language = isLanguageCode(input.language) ? input.language : DEFAULT_LANGUAGE;
  const catalog = await loadCatalog(language);
  const { store, texts } = await startFromServer(input);
  if (store.getState().state.loading) throw new Error(`no rankings for ${input.search}`);
  if (site) texts[SITE_KEY] = JSON.stringify(site);
  if (preferencesKey(preferences) !== '') texts[PREFERENCES_KEY] = JSON.stringify(preferences);
  // The hall's empty sentence is drawn at this time; the page hydrates at the same one.
  const drawnAt = new Date();
  if (store.getState().state.hall) texts[DRAWN_AT_KEY] = JSON.stringify(drawnAt.toISOString());
  // The page hydrates in the language drawn, with no request for it (English is in its bundle):
  // the first part of its words; a later view drawn here loads its own before it hydrates
  // (docs/adr/0098-words-in-two-parts.md).
  if (catalog.code !== DEFAULT_LANGUAGE) texts[CATALOG_KEY] = JSON.stringify(firstPartOf(catalog));
  const html = inLanguage(inPreferences(brand(template, site), preferences), catalog, site);
  return fill(html, {
    head: input.preview ? previewMetaTags({ ...input.preview, catalog }) : '',
    app: draw(store, site, preferences, catalog, drawnAt),
    data: firstAnswersScript(texts),
  });
}

/**
 * The template in the page's language (docs/adr/0064-languages-wired.md): `<html lang>`, the
 * title and the description; English's template is the built one as it is.
 */
function inLanguage(template: string, catalog: Catalog, site?: SiteBranding): string {
  if (catalog.code === DEFAULT_LANGUAGE) return template;
  const title = escapeHtml(documentTitleText(catalog, site?.name));
  const description = escapeHtml(translate(catalog, 'page.description'));
  const lang = /(<html\b[^>]*?\blang=")[^"]*/;
  if (!lang.test(template)) throw new Error(`the page's template has no ${lang}`);
  return template
    .replace(lang, (_, start: string) => start + languageOf(catalog.code).htmlLang)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*/,
      (_, start: string) => start + description,
    );
}

/** The choices the server passed, each checked: only a value a choice takes is drawn. */
function readOwnPreferences(given: Preferences = {}): Preferences {
  return isPreferenceValue('theme', given.theme) ? { theme: given.theme } : {};
}

/**
 * The template in the visitor's choices: their theme on `<html data-theme>`, so the page paints
 * in it with no script (docs/adr/0057-the-page-before-its-script.md).
 */
function inPreferences(template: string, { theme }: Preferences): string {
  return theme ? replaceIn(template, /<html\b/, `<html data-theme="${theme}"`) : template;
}

let template: string | undefined;

// Beside this file: the build copies the client's index.html here.
const readTemplate = () =>
  (template ??= readFileSync(new URL('./template.html', import.meta.url), 'utf8'));

/** The document for one request to `/` (the API server's entry; see PageRenderer in @ark/core). */
export function render(input: PageRenderInput): Promise<string> {
  return renderDocument(readTemplate(), input);
}

/** A CSP source allowing an inline element whose text is `text`: `'sha256-…'`. */
const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types a browser runs (a JSON data block is not run: the CSP does not apply to it). */
const RUN = /^(|text\/javascript|module)$/i;

/**
 * The CSP sources of the inline scripts and styles in `html`, in document order: what a
 * `script-src 'self'` / `style-src 'self'` policy must add for the page to run them.
 */
export function inlineHashes(html: string): CspSources {
  const sources: CspSources = { 'script-src': [], 'style-src': [] };
  const add = (list: string[], text: string) => {
    const source = hashSource(text);
    if (!list.includes(source)) list.push(source);
  };
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!/\bsrc\s*=/i.test(attributes) && RUN.test(type)) add(sources['script-src'], text);
  }
  for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    add(sources['style-src'], text);
  }
  return sources;
}

/**
 * What the API server's CSP must allow for the pages it draws with `site` (read once at its
 * start): the inline script and styles of `template` (the built one by default) in that look.
 * The static build's own are in dist/inline-hashes.json (INLINE_HASHES_FILE).
 */
export function cspSources(site?: SiteBranding, template: string = readTemplate()): CspSources {
  return inlineHashes(brand(template, site && SiteBrandingSchema.parse(site)));
}

/**
 * The static index.html: the shell (header, tabs, toolbar, Loading...) drawn before any script
 * runs, and the page's first calls for the default address preloaded, with a preconnect when the
 * API is on another origin. The page starts over it (it is not hydrated: the address may differ).
 */
export function prerender(template: string, apiBase = ''): string {
  const base = apiBase.replace(/\/+$/, '');
  const request = selectRequest(initialState());
  const calls = [
    clustersPath(request.view),
    `${RANKINGS_PATHS[request.view]}?${rankingsQuery(request)}`,
  ];
  const links = calls.map(
    (path) =>
      `<link rel="preload" href="${escapeHtml(base + path)}" as="fetch" crossorigin="anonymous" />`,
  );
  if (base !== '') {
    const origin = new URL(base).origin;
    links.unshift(`<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin />`);
  }
  return fill(template, { head: links.join(''), app: draw(createPageStore()), data: '' });
}
