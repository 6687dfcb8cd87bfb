import { DETAIL_PATHS, RANKINGS_PATHS, THEME_STORAGE_KEY } from '@ark/core';
import type { Locator, Page, Request } from '@playwright/test';
import { test } from '../support/ranges-server';
import {
  continueWhen,
  drawn,
  expect,
  filterButton,
  gate,
  next,
  open,
  pageText,
  previous,
  searchBox,
  searchButton,
  settled,
  status,
  tab,
} from '../support/test';

// Issue 51, docs/adr/0079-taps-within-a-frame.md: each tap on a phone is answered exactly once,
// and what shows it was taken (the tab selected, the page number, the choice, the panel's frame,
// the pressed toggle) is on the page while the answer it asked for is still held back: it never
// waits for the data. No clock: the test holds the answers and lets them go (speed is bench:page's).
// SOLO imported 40 days ago and again now (as ranges.spec.ts): both boards have two pages, the
// Period dropdown is offered, and a player's panel has a history with its 30/90/365-day links.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const PLAYER_PREFIX = DETAIL_PATHS.player('');

/** The calls the page's script makes to the API for `matches`, held until the test lets them go. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  const held = gate();
  const made: string[] = [];
  await page.route(
    (url) => matches(url),
    (route) => {
      made.push(route.request().url());
      return continueWhen(route, held.opened);
    },
  );
  return { made, release: held.open };
}

/** Every document the browser asks the server for after `page` is open: none for a tap answered by the page. */
function documents(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') seen.push(request.url());
  });
  return seen;
}

const isPlayerDetail = (url: URL) =>
  url.pathname.startsWith(PLAYER_PREFIX) && !url.pathname.endsWith('/history');
const isPlayerHistory = (url: URL) =>
  url.pathname.startsWith(PLAYER_PREFIX) && url.pathname.endsWith('/history');
const isRankings = (url: URL) =>
  url.pathname === RANKINGS_PATHS.tribes || url.pathname === RANKINGS_PATHS.players;
const periodButton = (page: Page): Locator => page.getByRole('button', { name: /^Period / });
const dialog = (page: Page): Locator => page.getByRole('dialog');
const firstName = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('button', { name: /./ })
    .and(page.locator('.ark-name-button'))
    .first();

/** Opens a dropdown, then taps its first option not chosen; resolves to that option's name. */
async function chooseAnother(page: Page, dropdown: Locator): Promise<string> {
  await dropdown.tap();
  // Opening is a tap too: the list shows at once (nothing to fetch).
  await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
  const option = page.getByRole('listbox').getByRole('option', { selected: false }).first();
  const name = (await option.textContent()) ?? '';
  await option.tap();
  return name;
}

test.describe('a tap at 412 px shows it was taken before its answer arrives, and is answered once', () => {
  test('a tab', async ({ page }) => {
    await open(page);
    const docs = documents(page);
    const { made, release } = await hold(page, (url) => url.pathname === RANKINGS_PATHS.players);
    await tab(page, 'Player Leaderboard').tap();
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Tribe Leaderboard')).toHaveAttribute('aria-selected', 'false');
    await expect.poll(() => made.length).toBe(1);
    release();
    await settled(page);
    await drawn(page);
    expect(made).toHaveLength(1);
    expect(docs).toEqual([]);
  });

  test('Next and Previous', async ({ page }) => {
    await open(page);
    const docs = documents(page);
    const { made, release } = await hold(page, isRankings);
    await next(page).tap();
    await expect(pageText(page)).toHaveText(/^Page 2 of 2$/);
    await expect.poll(() => made.length).toBe(1);
    release();
    await settled(page);
    await page.unrouteAll({ behavior: 'wait' });
    const back = await hold(page, isRankings);
    await previous(page).tap();
    await expect(pageText(page)).toHaveText(/^Page 1 of 2$/);
    back.release();
    await settled(page);
    await drawn(page);
    // Page 1 is the answer the page was drawn from, embedded in it: Previous asks for nothing.
    expect([made.length, back.made.length]).toEqual([1, 0]);
    await expect(pageText(page)).toHaveText(/^Page 1 of 2$/);
    expect(docs).toEqual([]);
  });

  test('a filter choice and a period choice', async ({ page }) => {
    await open(page, '?view=players');
    const docs = documents(page);
    const { made, release } = await hold(page, isRankings);
    const filter = await chooseAnother(page, filterButton(page));
    await expect(filterButton(page)).toHaveAccessibleName(`Filter by ${filter}`);
    await expect(filterButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => made.length).toBe(1);
    release();
    await settled(page);
    await page.unrouteAll({ behavior: 'wait' });
    const period = await hold(page, isRankings);
    const range = await chooseAnother(page, periodButton(page));
    await expect(periodButton(page)).toHaveAccessibleName(`Period ${range}`);
    await expect.poll(() => period.made.length).toBe(1);
    period.release();
    await settled(page);
    await drawn(page);
    expect([made.length, period.made.length]).toEqual([1, 1]);
    expect(docs).toEqual([]);
  });

  test('a search', async ({ page }) => {
    await open(page, '?view=players');
    const docs = documents(page);
    await searchBox(page).fill('Rex');
    const { made, release } = await hold(page, isRankings);
    await searchButton(page).tap();
    // The board's answer is awaited, and says so, while it is held.
    await expect(status(page)).toHaveText('Loading...');
    await expect.poll(() => made.length).toBe(1);
    expect(new URL(made[0] ?? '').searchParams.get('search')).toBe('Rex');
    release();
    await settled(page);
    await drawn(page);
    expect(made).toHaveLength(1);
    expect(docs).toEqual([]);
  });

  test("a name's panel: opened, its 30/90/365 days, closed", async ({ page }) => {
    await open(page, '?view=players');
    const docs = documents(page);
    const name = firstName(page);
    const shown = (await name.textContent()) ?? '';
    const detail = await hold(page, isPlayerDetail);
    // The panel's code comes when a panel first opens: held too, the frame shows without it.
    const code = await hold(page, (url) => /^\/assets\/detail-view-[^/]*\.js$/.test(url.pathname));
    await name.tap();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    code.release();
    await expect(dialog(page)).toHaveAttribute('aria-busy', 'true');
    detail.release();
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(shown);
    await expect.poll(() => detail.made.length).toBe(1);

    // The panel has its history of a year: a span is drawn from it, with nothing to ask for.
    const history = await hold(page, isPlayerHistory);
    const spans = dialog(page).getByRole('navigation');
    await expect(spans.getByRole('link', { name: /30/ })).toHaveAttribute('aria-current', 'true');
    const ninety = spans.getByRole('link', { name: /90/ });
    await ninety.tap();
    await expect(ninety).toHaveAttribute('aria-current', 'true');
    await expect(spans.getByRole('link', { name: /30/ })).not.toHaveAttribute('aria-current');
    await drawn(page);
    await expect(ninety).toHaveAttribute('aria-current', 'true');

    const close = dialog(page).getByRole('button', { name: 'Close' });
    await close.tap();
    await expect(dialog(page)).toBeHidden();
    await drawn(page);
    await expect(dialog(page)).toBeHidden();
    expect([detail.made.length, history.made.length]).toEqual([1, 0]);
    expect(docs).toEqual([]);
  });

  test('the theme toggle', async ({ page }) => {
    await open(page);
    const docs = documents(page);
    const toggle = page.getByRole('button', { name: 'Light theme' });
    const before = await toggle.getAttribute('aria-pressed');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await drawn(page);
    await expect(toggle).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    const stored = await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
    expect(stored).toBe(before === 'true' ? 'dark' : 'light');
    expect(docs).toEqual([]);
  });
});
