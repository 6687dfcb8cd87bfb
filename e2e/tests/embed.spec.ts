import { EMBED_PATH, parseHexColor, THEME_PALETTES, type ThemeName } from '@ark/core';
import { startTestServer, type TestServer } from '@ark/test-support';
import type { Page } from '@playwright/test';
import { CLUSTERS, type ClusterSeed, MARKUP_NAME } from '../fixtures/seed';
import { startArkServer } from '../support/ark-server';
import { expect, test } from '../support/test';

// docs/adr/0049-the-community-site-served.md: /embed in an iframe on a community's own site (another
// origin), drawn with no script; every other page refuses to be framed.

const EMBED_WIDTH = 300;
const SOLO = CLUSTERS[0] as ClusterSeed;

/** Another site (another origin: its own port) whose page frames `src` (read when asked). */
async function frameHost(src: string | (() => string)): Promise<TestServer> {
  const html = () =>
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Our tribe site</title>' +
    `<h1>Our tribe site</h1><iframe title="Leaderboard" src="${typeof src === 'string' ? src : src()}" width="${EMBED_WIDTH}" height="700"></iframe>`;
  return startTestServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html());
  });
}

/** Opens the host's page and returns the console messages and dialogs seen meanwhile. */
async function openHost(page: Page, host: TestServer) {
  const seen = { console: [] as string[], dialogs: [] as string[] };
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(host.baseUrl);
  return seen;
}

test.describe('the embed on another site', () => {
  test('shows the board in an iframe, with no script, readable 300 px wide', async ({
    page,
    baseURL,
  }) => {
    const host = await frameHost(`${baseURL}${EMBED_PATH}?top=10`);
    try {
      expect(new URL(host.baseUrl).origin).not.toBe(new URL(baseURL ?? '').origin);
      const seen = await openHost(page, host);
      const frame = page.frameLocator('iframe[title="Leaderboard"]');
      await expect(
        frame.getByRole('heading', { name: 'Top tribes by score · Solos' }),
      ).toBeVisible();
      await expect(frame.getByRole('rowheader')).toHaveCount(10);
      await expect(frame.getByRole('rowheader').first()).toHaveText('Alpha Rex');
      // A name made of markup is text: no image, no handler, no alert.
      await expect(frame.getByRole('link', { name: MARKUP_NAME })).toBeVisible();
      await expect(frame.locator('img')).toHaveCount(0);
      await expect(frame.locator('script')).toHaveCount(0);
      const embed = page.frame({ url: (url) => url.pathname === EMBED_PATH });
      if (!embed) throw new Error('the embed did not load in its frame');
      const width = await embed.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(EMBED_WIDTH);
      expect(seen.dialogs).toEqual([]);
      expect(seen.console.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test('opens the full board in a new tab from a name', async ({ page, baseURL }) => {
    const host = await frameHost(`${baseURL}${EMBED_PATH}?view=players&top=3`);
    try {
      await openHost(page, host);
      const name = page
        .frameLocator('iframe[title="Leaderboard"]')
        .getByRole('rowheader')
        .first()
        .getByRole('link');
      await expect(name).toHaveAttribute('target', '_blank');
      await expect(name).toHaveAttribute('rel', 'noopener');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), name.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(`${baseURL}/?view=players`);
      await expect(tab.getByRole('tab', { name: 'Player Leaderboard' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await tab.close();
    } finally {
      await host.close();
    }
  });

  for (const theme of ['dark', 'light'] as ThemeName[]) {
    test(`follows the ${theme} system theme`, async ({ browser, baseURL }) => {
      const host = await frameHost(`${baseURL}${EMBED_PATH}?top=3`);
      const context = await browser.newContext({ colorScheme: theme });
      try {
        const page = await context.newPage();
        await openHost(page, host);
        const body = page.frameLocator('iframe[title="Leaderboard"]').locator('body');
        const rgb = parseHexColor(THEME_PALETTES[theme].bg);
        await expect(body).toHaveCSS('background-color', `rgb(${rgb?.r}, ${rgb?.g}, ${rgb?.b})`);
      } finally {
        await context.close();
        await host.close();
      }
    });
  }

  test("a community's embed is framed by the sites it lists, in its look, and by no other; its page runs under its policy", async ({
    page,
  }) => {
    test.slow(); // a server of its own, its import first
    const own = { src: '' };
    const listed = await frameHost(() => own.src);
    const other = await frameHost(() => own.src);
    const site = { name: 'Rex Valley', accent: '#3a7bd5', embedOrigins: [listed.baseUrl] };
    const server = await startArkServer({ clusters: [SOLO], site });
    try {
      own.src = `${server.baseURL}${EMBED_PATH}?top=3`;
      await openHost(page, listed);
      const frame = page.frameLocator('iframe[title="Leaderboard"]');
      await expect(frame.getByRole('banner')).toHaveText('Rex Valley');
      await expect(frame.locator('body')).toHaveCSS('border-top-color', 'rgb(58, 123, 213)');
      await expect(frame.getByRole('rowheader')).toHaveCount(3);
      const refused = await openHost(page, other);
      await expect
        .poll(() => refused.console.some((text) => /frame-ancestors/.test(text)))
        .toBe(true);
      await expect(frame.getByRole('rowheader')).toHaveCount(0);
      // The page in the same look runs its inline theme script and accent style: no refusal.
      const policy: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) policy.push(message.text());
      });
      await page.goto(server.baseURL);
      await expect(page.getByRole('banner')).toContainText('Rex Valley');
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ark-accent').trim(),
      );
      expect(accent).toBe(site.accent);
      expect(policy).toEqual([]);
    } finally {
      await Promise.all([server.close(), listed.close(), other.close()]);
    }
  });

  test('the page itself refuses to be framed', async ({ page, baseURL }) => {
    const host = await frameHost(`${baseURL}/?view=players`);
    try {
      const seen = await openHost(page, host);
      await expect
        .poll(() => seen.console.some((text) => /frame-ancestors 'none'/.test(text)))
        .toBe(true);
      const frame = page.frameLocator('iframe[title="Leaderboard"]');
      await expect(frame.getByRole('heading', { name: 'LEADERBOARDS' })).toHaveCount(0);
    } finally {
      await host.close();
    }
  });
});
