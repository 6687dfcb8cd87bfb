import { PREFERENCES_PATH, THEME_STORAGE_KEY } from '@ark/core';
import type { Locator, Page } from '@playwright/test';
import {
  drawn,
  expect,
  holdPageScript,
  isRankingCall,
  next,
  pageText,
  started,
  tab,
  test,
} from '../support/test';

// docs/adr/0069-the-page-on-react-again.md, after docs/adr/0057-the-page-before-its-script.md: a
// tap in the page's first second, on a CPU slowed 4x as a mid-range phone's, is answered exactly
// once. Before the script the control is a link or a GET form and the server answers it; once
// React has taken the root, React hydrates the part tapped first and the page answers it. Never
// neither (lost), never both (doubled).

/** The moments a tap can land in, each reached without a clock. */
const MOMENTS = {
  // The page's script held back by the test (a slow network): only the server can answer.
  'before the page script arrives': async (page: Page, tap: () => Promise<void>) => {
    const script = await holdPageScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await tap();
    script.release();
  },
  // React has just called hydrateRoot (in a transition): the page is still being hydrated.
  'as React starts hydrating': async (page: Page, tap: () => Promise<void>) => {
    await page.goto('/', { waitUntil: 'commit' });
    await started(page);
    await tap();
  },
  // Whenever the control first shows: whatever stage the page is at then.
  'the moment the control shows': async (page: Page, tap: () => Promise<void>) => {
    await page.goto('/', { waitUntil: 'commit' });
    await tap();
  },
} as const;

/** Slows the page's CPU 4x through the DevTools protocol, as Lighthouse's mobile run does. */
async function slowCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The requests of `page` that answer a tap, by who answered: the server or the page's script. */
function answers(page: Page, byServer: (url: URL) => boolean, byScript: (url: URL) => boolean) {
  const seen = { server: [] as string[], script: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document' && byServer(url)) seen.server.push(url.href);
    if (request.resourceType() !== 'document' && byScript(url)) seen.script.push(url.href);
  });
  return seen;
}

/** Once the page has started on whatever document it ended on, and drawn what it had. */
async function settledAfter(page: Page): Promise<void> {
  await started(page);
  await drawn(page);
}

const playersTab = (page: Page): Locator => tab(page, 'Player Leaderboard');
// Before the script, with no theme remembered, the stylesheet shows the toggle of the system's
// theme (light here) and hides the other: the visible one is the one a visitor taps.
const themeToggle = (page: Page): Locator => page.getByRole('button', { name: 'Light theme' });

for (const [moment, reach] of Object.entries(MOMENTS)) {
  test.describe(`a tap ${moment}, at 4x CPU, is answered exactly once`, () => {
    test.beforeEach(async ({ page }) => {
      await slowCpu(page);
    });

    test('on a tab', async ({ page }) => {
      const seen = answers(
        page,
        (url) => url.searchParams.get('view') === 'players',
        isRankingCall('players'),
      );
      await reach(page, () => playersTab(page).click());
      await expect(playersTab(page)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'PLAYER LEADERBOARDS' })).toBeVisible();
      await settledAfter(page);
      expect(seen.server.length + seen.script.length, JSON.stringify(seen)).toBe(1);
    });

    test('on a page button', async ({ page }) => {
      // Page 2 is `page=2` in the address, `page=1` in the rankings call (it counts from 0).
      const seen = answers(
        page,
        (url) => url.searchParams.get('page') === '2',
        (url) => isRankingCall('tribes')(url) && url.searchParams.get('page') === '1',
      );
      await reach(page, () => next(page).click());
      await expect(pageText(page)).toHaveText(/^Page 2 of \d+$/);
      await settledAfter(page);
      expect(seen.server.length + seen.script.length, JSON.stringify(seen)).toBe(1);
    });

    test('on a dropdown', async ({ page }) => {
      // Before the script the button opens a popover of links; once the script runs, the page's
      // own list, and a popover still open then is handed over to it. Answered twice, the list
      // would close again, or show beside the popover.
      await reach(page, () => page.getByRole('button', { name: /^Cluster / }).click());
      await settledAfter(page);
      await expect(page.getByRole('listbox', { name: 'Cluster' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Duos', exact: true })).toBeHidden();
      await drawn(page);
      await expect(page.getByRole('listbox', { name: 'Cluster' })).toBeVisible();
    });

    test('on the theme toggle', async ({ page }) => {
      const seen = answers(
        page,
        (url) => url.pathname === PREFERENCES_PATH,
        () => false,
      );
      await reach(page, () => themeToggle(page).click());
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settledAfter(page);
      // The page's script keeps a choice it answered in localStorage; the server, in a cookie
      // (its answer sends the page back, which stores nothing).
      const byScript = await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
      expect(seen.server.length + (byScript ? 1 : 0), JSON.stringify({ seen, byScript })).toBe(1);
      await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });
}
