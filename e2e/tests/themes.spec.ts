import { parseHexColor, THEME_PALETTES, THEME_STORAGE_KEY, type ThemeName } from '@ark/core';
import type { Browser, Page } from '@playwright/test';
import {
  axeOn,
  expect,
  inlineHashes,
  isRankingCall,
  onBoard,
  settled,
  started,
  test,
  withoutServerRender,
} from '../support/test';

// docs/behaviour.md#themes: the dark theme and the light one, chosen by the system or the toggle,
// kept across visits and set before first paint; axe finds nothing in either.

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];
const THEMES: ThemeName[] = ['dark', 'light'];

/** The page's background as getComputedStyle writes it, for a theme. */
function pageColor(theme: ThemeName): string {
  const rgb = parseHexColor(THEME_PALETTES[theme].bg);
  if (!rgb) throw new Error(`${theme} has no #rrggbb background`);
  return `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`;
}

const shownColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const chosen = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const toggle = (page: Page) => page.getByRole('button', { name: 'Light theme' });

/** axe's violations, one line each: none is the goal. */
async function violations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary}`),
  );
}

/** A page whose system prefers `scheme`, at `size`. */
async function pageIn(
  browser: Browser,
  baseURL: string | undefined,
  scheme: ThemeName,
  size = SIZES[0] ?? { width: 1280, height: 800 },
) {
  const context = await browser.newContext({
    baseURL,
    colorScheme: scheme,
    viewport: { width: size.width, height: size.height },
  });
  return { context, page: await context.newPage() };
}

for (const theme of THEMES) {
  for (const size of SIZES) {
    for (const view of ['tribes', 'players'] as const) {
      // The light theme's `/` is the page accessibility.spec.ts checks with axe at these widths
      // (the same address, width and theme; the browser prefers light there): checked once, there.
      const axeThere = theme === 'light' && view === 'tribes';
      const checked = axeThere ? 'drawn (axe: accessibility.spec.ts)' : 'axe finds no violations';
      test(`${checked} in the ${theme} theme: ${view}, ${size.name} (${size.width}px)`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await pageIn(browser, baseURL, theme, size);
        await page.goto(view === 'players' ? '/?view=players' : '/');
        await started(page);
        await settled(page);
        expect(await shownColor(page)).toBe(pageColor(theme));
        await expect(toggle(page)).toHaveAttribute('aria-pressed', String(theme === 'light'));
        const found = axeThere ? [] : await violations(page);
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
}

test.describe('the light theme', () => {
  test('axe finds nothing with a dropdown open on a keyboard-active option, or in a panel', async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // two axe runs
    const { context, page } = await pageIn(browser, baseURL, 'light');
    await page.goto('/');
    await started(page);
    await settled(page);
    await page.getByRole('button', { name: /^Filter by / }).click();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    const dropdown = await violations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('table').getByRole('button', { name: 'Alpha Rex', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/of \d+/)
        .first(),
    ).toBeVisible();
    const panel = await violations(page);
    await context.close();
    expect([...dropdown, ...panel]).toEqual([]);
  });

  test('axe finds nothing on the announced sample', async ({ browser, baseURL }) => {
    const { context, page } = await pageIn(browser, baseURL, 'light');
    await withoutServerRender(page);
    await page.route(isRankingCall('tribes'), (route) => route.fulfill({ status: 503 }));
    await page.goto('/');
    await expect(page.getByText(/sample/i).first()).toBeVisible();
    await settled(page);
    const found = await violations(page);
    await context.close();
    expect(found).toEqual([]);
  });
});

test.describe('the theme toggle', () => {
  for (const system of THEMES) {
    const other: ThemeName = system === 'dark' ? 'light' : 'dark';
    test(`on a ${system} system it shows the ${other} theme, and a reload keeps it`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageIn(browser, baseURL, system);
      await page.goto('/');
      await started(page);
      await settled(page);
      expect(await shownColor(page)).toBe(pageColor(system));
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-pressed', String(other === 'light'));
      expect(await chosen(page)).toBe(other);
      expect(await shownColor(page)).toBe(pageColor(other));
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(
        other,
      );
      const found = await violations(page);

      await page.reload();
      await started(page);
      await settled(page);
      expect(await chosen(page)).toBe(other);
      expect(await shownColor(page)).toBe(pageColor(other));
      await expect(toggle(page)).toHaveAttribute('aria-pressed', String(other === 'light'));
      await context.close();
      expect(found).toEqual([]);
    });
  }
});

/**
 * Opens `/` with the light theme remembered and the page's own script never loaded: only the
 * inline script in the head can set the theme, before the stylesheet paints anything. Returns
 * the CSP violations the page reported.
 */
async function openWithoutPageScript(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(
    ([key]) => localStorage.setItem(key as string, 'light'),
    [THEME_STORAGE_KEY],
  );
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  return refused;
}

test.describe('before first paint', () => {
  test('the build lists the sha256 of the inline theme script, and it runs under a CSP holding it', async ({
    page,
  }) => {
    const INLINE = inlineHashes();
    // The theme script and the one that loads the page's script after the first paint; the
    // stylesheet, inlined (docs/adr/0050-first-paint-at-the-floor.md).
    expect(INLINE['script-src']).toHaveLength(2);
    expect(INLINE['style-src']).toHaveLength(1);
    for (const source of [...INLINE['script-src'], ...INLINE['style-src']]) {
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    }
    // The server's own policy with the listed hashes added, as the server will send it.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        const policy = headers['content-security-policy'] ?? '';
        expect(policy).toContain("script-src 'self'");
        headers['content-security-policy'] = policy
          .replace("script-src 'self'", `script-src 'self' ${INLINE['script-src'].join(' ')}`)
          .replace("style-src 'self'", `style-src 'self' ${INLINE['style-src'].join(' ')}`);
        await route.fulfill({ response, headers });
      },
    );
    const refused = await openWithoutPageScript(page);
    expect(await chosen(page)).toBe('light');
    expect(await shownColor(page)).toBe(pageColor('light'));
    expect(refused).toEqual([]);
    // In the head, before the inlined stylesheet: the theme is set before anything is painted.
    const order = await page.evaluate(() => {
      const script = document.querySelector('head script:not([src]):not([type])');
      const sheet = document.querySelector('head style');
      return Boolean(
        script && sheet && script.compareDocumentPosition(sheet) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(order).toBe(true);
  });

  test('the static build (no server, no policy) sets the remembered theme before its script', async ({
    page,
  }) => {
    await withoutServerRender(page);
    await openWithoutPageScript(page);
    expect(await chosen(page)).toBe('light');
    expect(await shownColor(page)).toBe(pageColor('light'));
  });

  // The server's policy holds the render bundle's cspSources(site) and dist/inline-hashes.json.
  test('the server sends a CSP that lets the inline theme script run', async ({ page }) => {
    const refused = await openWithoutPageScript(page);
    expect(refused).toEqual([]);
    expect(await chosen(page)).toBe('light');
  });
});

// Movement marks after a second import of SOLO: the board detail.spec.ts reads (support/boards.ts).
const moved = onBoard('moved');

for (const theme of THEMES) {
  moved(
    `axe finds nothing in the movement marks in the ${theme} theme`,
    async ({ browser, baseURL }) => {
      // axe over a whole board, beside the other specs' own servers: seen past 30 s under load.
      test.slow();
      const { context, page } = await pageIn(browser, baseURL, theme);
      // The second import moved players: ▲, ▼ and new in the player view.
      await page.goto('/?view=players');
      await started(page);
      await settled(page);
      for (const direction of ['up', 'down', 'new']) {
        const mark = page.getByText(new RegExp(`^${direction} .*since the last update$`));
        await expect(mark.first()).toBeAttached();
      }
      const found = await violations(page);
      await context.close();
      expect(found).toEqual([]);
    },
  );
}
