import {
  type Catalog,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
  loadCatalog,
  paginate,
  translate,
  viewText,
} from '@ark/core';
import type { BrowserContext, Page } from '@playwright/test';
import { REXINGTON } from '../fixtures/seed';
import {
  AXE_RUN_OPTIONS,
  AXE_SOURCE_FILE,
  drawn,
  expect,
  isRankingCall,
  pageWithoutScript,
  started,
  test,
  withoutServerRender,
} from '../support/test';

// docs/adr/0064-languages-wired.md and docs/adr/0065-language-picker-and-long-words.md: the board
// in each of its languages, drawn in the first HTML, hydrated in it, chosen by the address, the
// picker (with and without script) and the browser.

const catalogs = Object.fromEntries(
  await Promise.all(LANGUAGE_CODES.map(async (code) => [code, await loadCatalog(code)] as const)),
) as Record<LanguageCode, Catalog>;

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** axe's violations, one line each, run by the axe its context loads into every document. */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(async (options) => {
    type Axe = {
      run: (
        context: Document,
        options: unknown,
      ) => Promise<{
        violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
      }>;
    };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, options);
    return violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }, AXE_RUN_OPTIONS);
}

const language = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

/**
 * One browser context and page per width, shared by that width's languages in this worker (each
 * language is still its own document, from its own address): the context loads axe into every
 * document once, instead of AxeBuilder injecting it twice and opening a blank page per check.
 */
const perWidth = test.extend<object, { pageAt: (size: (typeof SIZES)[number]) => Promise<Page> }>({
  pageAt: [
    async ({ browser }, use) => {
      const contexts: BrowserContext[] = [];
      const pages = new Map<number, Promise<Page>>();
      const open = async (size: (typeof SIZES)[number]) => {
        const baseURL = process.env.ARK_E2E_BASE_URL;
        const context = await browser.newContext({ baseURL, viewport: size });
        contexts.push(context);
        await context.addInitScript({ path: AXE_SOURCE_FILE });
        return context.newPage();
      };
      await use((size) => {
        const page = pages.get(size.width) ?? open(size);
        pages.set(size.width, page);
        return page;
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const size of SIZES) {
  for (const code of LANGUAGE_CODES) {
    const catalog = catalogs[code];
    // English is the markup accessibility.spec.ts checks with axe at these widths, both views (the
    // tribes view, then the players' by its tab): the same elements and text, only `lang=en` in
    // the links' addresses and hidden fields. Checked once, there.
    const axeThere = code === 'en';
    const checked = axeThere ? 'axe: accessibility.spec.ts' : 'axe finds nothing';
    perWidth(
      `${code} at ${size.width}px: drawn and running in it, fitting, ${checked}`,
      async ({ pageAt }) => {
        if (!axeThere) test.slow(); // two axe runs over a whole board, one a view
        const page = await pageAt(size);
        await page.goto(`/?lang=${code}`);
        await started(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language(code)?.htmlLang ?? '');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          translate(catalog, 'header.title'),
        );
        // The tribes view first: the language's address opens the default view.
        await expect(
          page.getByRole('tab', { name: viewText(catalog, 'tribes', 'tab') }),
        ).toHaveAttribute('aria-selected', 'true');
        expect(await scrollsSideways(page)).toBe(false);
        const tribes = axeThere ? [] : await violations(page);
        // The other view, by its tab in the language: the address keeps the language.
        await page.getByRole('tab', { name: viewText(catalog, 'players', 'tab') }).click();
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(
          viewText(catalog, 'players', 'title'),
        );
        expect(new URL(page.url()).searchParams.get('lang')).toBe(code);
        expect(await scrollsSideways(page)).toBe(false);
        const players = axeThere ? [] : await violations(page);
        expect([...tribes, ...players]).toEqual([]);
      },
    );
  }
}

/** English words the page would show if it fell back to English anywhere. */
const ENGLISH = ['Tribe Leaderboard', 'Search for Tribes', 'LEADERBOARDS', 'Loading...', 'Search'];

test('a German visitor gets German in the first HTML and after hydration, with no catalog or API request', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'ark-lang', value: 'de', url: baseURL as string }]);
  const page = await context.newPage();
  // Every text the document ever shows, from its first parse to after hydration.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shown: string[] }).shown = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) seen.push(node.textContent ?? '');
        if (record.type === 'characterData') seen.push(record.target.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const response = await page.goto('/');
  const first = (await response?.text()) ?? '';
  expect(first).toContain('<html lang="de"');
  expect(first).toContain('Stammes-Bestenliste');
  expect(first).not.toContain('Tribe Leaderboard');
  await started(page);
  await drawn(page);
  await expect(page.getByRole('tab', { name: 'Stammes-Bestenliste' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  expect(shown.join('\n')).toContain('BESTENLISTEN');
  for (const english of ENGLISH) {
    expect(
      shown.some((text) => text.includes(english)),
      english,
    ).toBe(false);
  }
  // The catalog came with the HTML: no chunk of any language, and no answer fetched again.
  const catalogChunks = requests.filter((path) =>
    /\/assets\/(de|fr|es|pt-br|ru|pl|zh-hans|ja)-[^/]*\.js$/.test(path),
  );
  expect(catalogChunks).toEqual([]);
  expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await context.close();
});

test('a panel in German is in the first HTML and hydrates with its later words, one chunk of them', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const de = catalogs.de;
  const response = await page.goto(`/?view=players&player=${REXINGTON.SteamID}&lang=de`);
  // The server draws the panel with every word (docs/adr/0098-words-in-two-parts.md).
  expect((await response?.text()) ?? '').toContain(translate(de, 'panel.ranks'));
  await started(page);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: translate(de, 'panel.ranks') })).toBeVisible();
  // The page's script took over the panel: closing it is the script's, not a reload.
  await panel.getByRole('button', { name: translate(de, 'panel.close') }).click();
  await expect(panel).toHaveCount(0);
  expect(requests.filter((path) => /\/assets\/de-later-[^/]*\.js$/.test(path))).toHaveLength(1);
  expect(requests.filter((path) => /\/assets\/de-(?!later-)[^/]*\.js$/.test(path))).toEqual([]);
});

test("the browser's language decides when nothing else does", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('РЕЙТИНГИ');
  await context.close();
});

test.describe('the language picker', () => {
  test('works with JavaScript off: the server keeps the choice and draws the page in it', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL);
    await page.goto('/?view=players');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/\?view=players$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('SPIELER-BESTENLISTE');
    // Remembered: another address is German too, and an address naming a language still wins.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BESTENLISTEN');
    await page.goto('/?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CLASSEMENTS');
    await page.getByRole('button', { name: 'Langue' }).click();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await context.close();
  });

  test('works with JavaScript on, naming each language in itself, and comes back without lang', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/?view=players&lang=fr');
    await started(page);
    await page.getByRole('button', { name: 'Langue' }).click();
    const list = page.getByRole('navigation', { name: 'Langue' });
    await expect(list.getByRole('link')).toHaveText(LANGUAGES.map((l) => l.name));
    await list.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/\?view=players$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await started(page);
    await expect(page.getByRole('searchbox', { name: 'プレイヤーを検索' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ark-lang')?.value).toBe('ja');
    await context.close();
  });
});

/** A tribes answer whose rows moved by `changes`, as a backend sends it. */
function movedTribes(changes: number[]): string {
  const rows = changes.map((change, i) => ({
    rank: i + 1,
    TribeName: `Moved ${i + 1}`,
    TribeID: `${1000 + i}`,
    DamageScore: 1000 - i,
    rank_change: change,
  }));
  return JSON.stringify({ ranking_data: rows, pagination: paginate(0, rows.length) });
}

// A count in words follows each language's plural rule: Russian and Polish have three forms.
for (const [code, expected] of [
  [
    'ru',
    [
      'на 1 место выше с прошлого обновления',
      'на 3 места выше с прошлого обновления',
      'на 5 мест выше с прошлого обновления',
      'на 22 места ниже с прошлого обновления',
    ],
  ],
  [
    'pl',
    [
      'o 1 miejsce w górę od ostatniej aktualizacji',
      'o 3 miejsca w górę od ostatniej aktualizacji',
      'o 5 miejsc w górę od ostatniej aktualizacji',
      'o 22 miejsca w dół od ostatniej aktualizacji',
    ],
  ],
] as const) {
  test(`${code}: movement is said in the plural form its count takes, on a static host`, async ({
    page,
  }) => {
    await withoutServerRender(page);
    await page.route(
      (url) => isRankingCall('tribes')(url),
      (route) =>
        route.fulfill({ contentType: 'application/json', body: movedTribes([1, 3, 5, -22]) }),
    );
    await page.goto(`/?lang=${code}`);
    await started(page);
    const table = page.getByRole('table');
    for (const sentence of expected) await expect(table).toContainText(sentence);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  });
}

test('an embed and a preview image speak the language their address names', async ({
  page,
  request,
}) => {
  await page.goto('/embed?lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('スコア上位のトライブ · Solos');
  await expect(page.getByRole('columnheader', { name: '順位' })).toBeVisible();
  const german = await request.get('/og.png?lang=de');
  const english = await request.get('/og.png');
  expect([german.status(), english.status()]).toEqual([200, 200]);
  expect(german.headers().etag).not.toBe(english.headers().etag);
});
