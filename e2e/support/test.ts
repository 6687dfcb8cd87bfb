import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  type CspSources,
  clustersPath,
  columnsFor,
  INLINE_HASHES_FILE,
  RANKINGS_PATHS,
  VIEWS,
  type View,
} from '@ark/core';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect as baseExpect,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { type ArkServer, type ArkServerOptions, startArkServer } from './ark-server';
import { type BoardName, boardURL } from './boards';
import { DESKTOP } from './desktop';

/** What React said about hydration in the current test's pages (`watchHydration` adds to it). */
const hydrationReports: string[] = [];

/**
 * Tests run against the server that global-setup started; its address arrives by env. Every test
 * fails when React reports a hydration mismatch in any of its pages, in the context Playwright
 * gives it or in one it opens itself (docs/adr/0069-the-page-on-react-again.md).
 */
export const test = base.extend<
  { hydrationChecked: undefined },
  { watchedBrowser: undefined; workerPage: (javaScriptEnabled: boolean) => Promise<Page> }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this.
  baseURL: async ({}, use) => {
    const url = process.env.ARK_E2E_BASE_URL;
    if (!url) throw new Error('ARK_E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  watchedBrowser: [
    async ({ browser }, use) => {
      const open = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await open(options);
        watchHydration(context, hydrationReports);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  // One page a worker with JavaScript on and one with it off, made when a test first asks
  // (`onWorkerPage`); here, not in onWorkerPage, so that every spec keeps one worker fixture set
  // and its worker (Playwright starts a new worker for another set).
  workerPage: [
    async ({ browser, watchedBrowser }, use) => {
      void watchedBrowser; // the contexts are made once the hydration watch is in place
      const pages = new Map<boolean, Promise<Page>>();
      const baseURL = process.env.ARK_E2E_BASE_URL;
      await use((javaScriptEnabled) => {
        const made =
          pages.get(javaScriptEnabled) ??
          browser
            .newContext({ ...DESKTOP, baseURL, javaScriptEnabled })
            .then((context) => context.newPage());
        pages.set(javaScriptEnabled, made);
        return made;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    watchHydration(context, hydrationReports);
    await use(context);
  },
  // First set up, last torn down: after every context of the test has closed.
  hydrationChecked: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this.
    async ({}, use) => {
      hydrationReports.length = 0;
      await use(undefined);
      expect(hydrationReports, 'React reported a hydration mismatch').toEqual([]);
    },
    { auto: true },
  ],
});

/** What React says when the server's HTML was not the page's first drawing (main.tsx logs it). */
const ABOUT_HYDRATION = /hydrat/i;

/**
 * Adds to `reported` the console errors and uncaught errors about hydration in the pages of
 * `context`, as they come: the page's `onRecoverableError` logs each mismatch
 * (apps/web/src/hydration-error.ts). A context watched twice reports twice.
 */
export function watchHydration(context: BrowserContext, reported: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && ABOUT_HYDRATION.test(message.text())) {
      reported.push(`${message.page()?.url()}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => {
    if (ABOUT_HYDRATION.test(String(error.error()))) reported.push(String(error.error()));
  });
}

/**
 * How often `expect.poll` asks again: after 50 ms, then every 100 ms, where Playwright's default
 * backs off to once a second after 850 ms, so a wait ended up to a second after what it waited
 * for had happened (docs/benchmarks.md, "The suite's time"). The timeout is the same.
 */
export const POLL_INTERVALS = [50, 100];

const pollSoon = ((actual, options) =>
  baseExpect.poll(
    actual,
    typeof options === 'string'
      ? { message: options, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...options },
  )) as typeof baseExpect.poll;

/** Playwright's `expect`, its `poll` asking at `POLL_INTERVALS` unless a test says otherwise. */
export const expect: typeof baseExpect = new Proxy(baseExpect, {
  get: (target, key, receiver) => (key === 'poll' ? pollSoon : Reflect.get(target, key, receiver)),
});

/**
 * The `test` of a spec that changes its data (a second import, a hide, a season): its own server
 * on its own store, seeded with `clusters` in order, once per worker, so the shared run's data
 * never changes. `server` restarts it around CLI commands (`whileStopped`).
 */
export function onOwnServer(options: ArkServerOptions) {
  return test.extend<object, { server: ArkServer }>({
    server: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this.
      async ({}, use) => {
        const server = await startArkServer(options);
        try {
          await use(server);
        } finally {
          await server.close();
        }
      },
      // Each CLI run opens the store (seconds on a loaded machine), a few of them per seed.
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ server }, use) => {
      await use(server.baseURL);
    },
  });
}

/**
 * The `test` of a spec that reads board `name` (support/boards.ts) and changes nothing: its pages
 * open on that board's server, which global setup starts once for the run.
 */
export function onBoard(name: BoardName) {
  return test.extend({
    // Global setup makes the boards in the background: the first test may wait for its board.
    baseURL: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this.
      async ({}, use) => {
        await use(await boardURL(name));
      },
      { scope: 'test', timeout: 180_000 },
    ],
  });
}

/**
 * The `test` of a spec whose tests read the shared run's board through `page` and need no browser
 * of their own: their `page` is one page of the worker (with JavaScript on, or off when
 * `javaScriptEnabled` is false), kept from test to test, where a new context a test costs about
 * 1.3 s of CPU (its renderer, the page's script compiled with no cache; docs/benchmarks.md, "The
 * suite's time"). Before each test it is brought back to a new page's state (`resetPage`). Not for
 * a test that adds an init script, throttles the CPU, needs another device (`isMobile`,
 * `hasTouch`), goes Back past its own first page, or uses `context` (that is another context).
 */
export function onWorkerPage({ javaScriptEnabled = true } = {}) {
  return test.extend({
    page: async ({ workerPage, viewport, colorScheme }, use) => {
      const page = await workerPage(javaScriptEnabled);
      await resetPage(page, viewport ?? null, colorScheme ?? 'light');
      await use(page);
    },
  });
}

/**
 * Brings a page an earlier test used back to a new page's state (`onWorkerPage`): no routes, no
 * cookies, nothing stored by the board's origin, at about:blank (no late answer or message of the
 * last document reaches this test), in the test's viewport and color scheme.
 */
async function resetPage(
  page: Page,
  viewport: { width: number; height: number } | null,
  colorScheme: 'light' | 'dark' | 'no-preference' | null,
): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.context().clearCookies();
  await page.goto('about:blank');
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) {
    await page.setViewportSize(viewport);
  }
  await page.emulateMedia({ colorScheme });
}

/** axe-core's browser build, the one @axe-core/playwright runs. */
export const AXE_SOURCE_FILE = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
).resolve('axe-core/axe.min.js');

/**
 * The axe source evaluated once a document: AxeBuilder's legacy run evaluates it twice a check
 * (once, then again for every frame), each time building axe again.
 */
const AXE_ONCE = `if (!window.axe) {\n${readFileSync(AXE_SOURCE_FILE, 'utf8')}\n}`;

/**
 * What axe keeps of a check: every violation, node for node; of the passes, the incomplete and
 * the inapplicable (which no test reads) one node a rule, sparing a unique selector for each
 * node of the page (axe's `resultTypes`; docs/benchmarks.md, "issue 54, end-to-end's CPU").
 */
export const AXE_RUN_OPTIONS: Parameters<AxeBuilder['options']>[0] = {
  resultTypes: ['violations'],
};

/**
 * axe for the page as it is now, run by `axe.run` in the page itself (AxeBuilder's legacy mode):
 * the same rules on the same document and its same-origin frames. The default mode, made for
 * cross-origin frames, also opens a blank page and injects axe again there for every check;
 * a page with a cross-origin frame is refused here instead of checked less.
 */
export function axeOn(page: Page): AxeBuilder {
  const { origin } = new URL(page.url());
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  if (foreign.length > 0) throw new Error(`axeOn: cross-origin frames ${foreign.join(', ')}`);
  return new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode().options(AXE_RUN_OPTIONS);
}

/** Page 2 of the DUO players searched for "rex" (the seed's deep link), in order. */
export const REX_PAGE_2 = [
  'Rex Hunter 21',
  'Rex Hunter 22',
  'Rex Hunter 23',
  'Rex Hunter 24',
  'Rex Hunter 25',
];

/** The column headers of each view, as core writes them (once, in columnsFor). */
export const TRIBE_COLUMNS = columnsFor('tribes').map((column) => column.label);
export const PLAYER_COLUMNS = columnsFor('players').map((column) => column.label);
/** The statistics both views show after their name columns: KILLS to TIME PLAYED. */
export const STAT_COLUMNS = TRIBE_COLUMNS.slice(3);

export const tab = (page: Page, name: 'Tribe Leaderboard' | 'Player Leaderboard'): Locator =>
  page.getByRole('tab', { name });
export const searchBox = (page: Page): Locator => page.getByRole('searchbox');
export const searchButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Search', exact: true });
export const clusterButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Cluster / });
export const filterButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Filter by / });
export const status = (page: Page): Locator => page.getByRole('status');
export const pageText = (page: Page): Locator => page.getByText(/^Page \d+ of \d+$/);
export const previous = (page: Page): Locator => page.getByRole('button', { name: 'Previous' });
export const next = (page: Page): Locator => page.getByRole('button', { name: 'Next' });

/** The body rows of the visible table, in order. */
export const bodyRows = (page: Page): Locator =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The visible table row whose name cell is exactly `name`. */
export const rowNamed = (page: Page, name: string): Locator =>
  bodyRows(page).filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/**
 * The rank cell of the visible table row named `name`; its accessible name is what a screen
 * reader hears: the trophy, the rank, then its movement (`2nd place 2 up 23 places since ...`).
 */
export const rankCell = (page: Page, name: string): Locator =>
  rowNamed(page, name).getByRole('cell').first();

/** The names (the row header of each row) shown in the table, in order. */
export async function shownNames(page: Page): Promise<string[]> {
  return page.getByRole('table').getByRole('rowheader').allInnerTexts();
}

/** The text of one row's cell under the column header `column`. */
export async function cellOf(page: Page, row: Locator, column: string): Promise<string> {
  const headers = await page.getByRole('table').getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((header) => header.trim() === column);
  if (index < 0) throw new Error(`no column ${column} in ${headers.join(', ')}`);
  return ((await row.locator('td, th').nth(index).textContent()) ?? '').trim();
}

/** What a focus indicator is drawn with. */
const ring = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
  });

/** Presses `key` until `target` has focus, then checks its focus is visibly drawn. */
export async function moveTo(page: Page, target: Locator, key = 'Tab', max = 15): Promise<void> {
  const unfocused = await ring(target);
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  expect(await ring(target), 'a visible focus indicator').not.toBe(unfocused);
}

/** Reads the address's `key` (null when absent), for `expect.poll` or at once. */
export const param = (page: Page, key: string) => (): string | null =>
  new URL(page.url()).searchParams.get(key);

/** Opens a dropdown and picks an option by its visible text. */
export async function choose(page: Page, dropdown: Locator, option: string): Promise<void> {
  await dropdown.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Submits a search with the Search button. */
export async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchButton(page).click();
}

/** The built page as a static host serves it: the prerendered shell, no server render. */
export const STATIC_PAGE = fileURLToPath(
  new URL('../../apps/web/dist/index.html', import.meta.url),
);

/** The CSP sources the build lists for the page's inline script and styles (read when asked). */
export function inlineHashes(): CspSources {
  const file = new URL(`../../apps/web/dist/${INLINE_HASHES_FILE}`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(file), 'utf8'));
}

/**
 * Serves the page as a static build served elsewhere would be (the prerendered index.html, no
 * answers embedded), so its first calls go out and `page.route` can answer them
 * (docs/adr/0016-first-paint.md).
 */
export async function withoutServerRender(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ path: STATIC_PAGE, contentType: 'text/html; charset=utf-8' })
        : route.fallback(),
  );
}

/**
 * The start of the key React sets on the element it draws into (`__reactContainer$` and a random
 * suffix), once the page's script has called `hydrateRoot` or `createRoot` on the root
 * (docs/adr/0069-the-page-on-react-again.md).
 */
export const SCRIPT_ROOT_KEY = '__reactContainer$';

/**
 * Waits until the page's script has taken the root (drawn it, or started hydrating the server's
 * HTML: React then hydrates a part a click lands on first and handles the click), so a visitor's
 * action reaches the page.
 */
export async function started(page: Page): Promise<void> {
  await page.waitForFunction((key) => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((name) => name.startsWith(key));
  }, SCRIPT_ROOT_KEY);
}

/** Opens the page and waits until it has started and the first ranking is shown (a row or a message). */
export async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  await started(page);
  await settled(page);
}

/** Waits until the table area shows rows (a table, or its cards on a phone) or a message other than Loading... */
export async function settled(page: Page): Promise<void> {
  const rows = page.getByRole('rowheader');
  await expect
    .poll(async () => {
      const message = (await status(page).textContent()) ?? '';
      return (await rows.count()) > 0 || (message !== '' && message !== 'Loading...');
    })
    .toBe(true);
}

/** The rankings call of a view, by core's call paths. */
export const isRankingCall = (view: View) => (url: URL) => url.pathname === RANKINGS_PATHS[view];
/** Either view's cluster-list call. */
export const isClusterCall = (url: URL) =>
  VIEWS.some((view) => url.pathname === clustersPath(view));

/** A gate a test opens when it chooses: `opened` resolves once `open` is called. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Lets a routed request through once `opened` resolves, ignoring one the page aborted meanwhile. */
export async function continueWhen(route: Route, opened: Promise<void>): Promise<void> {
  await opened;
  await route.continue().catch(() => undefined);
}

/** Resolves once the page has drawn two frames: what it does with an answer it has got is done. */
export const drawn = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * A page in a browser with JavaScript off (docs/adr/0057-the-page-before-its-script.md), at
 * `viewport` and in the system's `colorScheme`; the caller closes its context.
 */
export async function pageWithoutScript(
  browser: Browser,
  baseURL: string | undefined,
  options: Pick<BrowserContextOptions, 'viewport' | 'colorScheme'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

/** Picks an option of a dropdown without script: its button opens a popover of links. */
export async function chooseLink(page: Page, dropdown: Locator, option: string): Promise<void> {
  await dropdown.click();
  await page.getByRole('link', { name: option, exact: true }).click();
}

/** Whether a request is for the page's module script (its entry, which index.html adds). */
export const isPageScript = (url: URL): boolean => /^\/assets\/index-[^/]*\.js$/.test(url.pathname);

/**
 * Holds the page's module script back until the test releases it (no clock: the test decides
 * when the script arrives), as a slow phone's network would.
 */
export async function holdPageScript(page: Page): Promise<{ release: () => void }> {
  const held = gate();
  await page.route(isPageScript, (route) => continueWhen(route, held.opened));
  return { release: held.open };
}
