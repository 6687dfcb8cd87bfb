import { RANGES_PATH } from '@ark/core';
import type { Locator, Page } from '@playwright/test';
import { WEEK_PLAYERS } from '../fixtures/seed';
import { test } from '../support/ranges-server';
import {
  axeOn,
  cellOf,
  choose,
  chooseLink,
  expect,
  filterButton,
  open,
  pageWithoutScript,
  param,
  rankCell,
  rowNamed,
  search,
  settled,
  shownNames,
  status,
} from '../support/test';

// docs/behaviour.md#period-dropdown on the real server: SOLO imported as of 40 days ago, then
// changed now (fixtures/seed.ts), so this week's board is who gained since.

const periodButton = (page: Page): Locator => page.getByRole('button', { name: /^Period / });
const weekNames = WEEK_PLAYERS.map((gain) => gain.name);
const [TOP] = WEEK_PLAYERS;
if (!TOP) throw new Error('the ranges seed gains nothing');
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);

test.describe('time ranges (issue 21)', () => {
  test('the Period dropdown sits beside Filter by, the all-time board by default', async ({
    page,
  }) => {
    await open(page, '?view=players');
    await expect(periodButton(page)).toHaveAccessibleName('Period All time');
    const filterBox = await filterButton(page).boundingBox();
    const periodBox = await periodButton(page).boundingBox();
    expect(periodBox?.x ?? 0).toBeGreaterThan(filterBox?.x ?? 0);
    expect((await shownNames(page))[0]).toBe('Rexington');
    expect(param(page, 'range')()).toBeNull();
  });

  test('This week lists who gained, by what they gained, with range=week in the address', async ({
    page,
  }) => {
    await open(page, '?view=players');
    await choose(page, periodButton(page), 'This week');
    await expect.poll(param(page, 'range')).toBe('week');
    await expect.poll(() => shownNames(page)).toEqual(weekNames);
    const top = rowNamed(page, TOP.name);
    expect(await cellOf(page, top, 'KILLS')).toBe(TOP.kills.toLocaleString('en-US'));
    // A period's rows carry no movement.
    await expect(rankCell(page, TOP.name)).toHaveAccessibleName('1st place 1');
    await page.goBack();
    await expect.poll(param(page, 'range')).toBeNull();
    await expect(periodButton(page)).toHaveAccessibleName('Period All time');
  });

  test('a shared link to a period is drawn by the server, and a finished empty one says so', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/?view=players&range=week')).text();
    expect(html).toContain('This week');
    expect(html).toContain(TOP.name);
    const probe = await request.get(RANGES_PATH);
    expect((await probe.json()).ranges).toContain('last_week');
    await open(page, '?view=players&range=last_week');
    await expect(status(page)).toHaveText('No activity recorded last week.');
  });

  test("with JavaScript off, the Period dropdown's links choose a period, from page 1", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL);
    await page.goto('/?view=players&page=2');
    await chooseLink(page, periodButton(page), 'This week');
    await expect(periodButton(page)).toHaveAccessibleName('Period This week');
    expect(param(page, 'range')()).toBe('week');
    expect(param(page, 'page')()).toBeNull();
    expect(await shownNames(page)).toEqual(weekNames);
    await context.close();
  });

  test('a search in a period keeps the range and the no-match message', async ({ page }) => {
    await open(page, '?view=players&range=week');
    await search(page, 'Rexington');
    await expect(status(page)).toHaveText('No players found matching "Rexington"');
    expect(param(page, 'range')()).toBe('week');
  });

  test("a player's panel names the period and shows its gains and ranks", async ({ page }) => {
    await open(page, '?view=players&range=week');
    await rowNamed(page, TOP.name).getByRole('button', { name: TOP.name }).click();
    const dialog = page.getByRole('dialog', { name: TOP.name });
    await expect(dialog).toHaveAccessibleDescription('This week');
    await expect(dialog).toContainText(`#1 of ${WEEK_PLAYERS.length} in Kills`);
    await expect(dialog).toContainText(TOP.kills.toLocaleString('en-US'));
  });

  test.describe('phone (375px)', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('the Period dropdown fits and the week is cards, with no sideways scroll', async ({
      page,
    }) => {
      await open(page, '?view=players');
      await choose(page, periodButton(page), 'This week');
      await settled(page);
      // Each row is a card here, drawn once (the table's rows, laid out by the stylesheet).
      const cards = page
        .getByRole('table', { name: /rankings/i })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') });
      await expect(cards).toHaveCount(WEEK_PLAYERS.length);
      await expect(cards.first().getByText(TOP.name, { exact: true })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await periodButton(page).click();
      await expect(page.getByRole('listbox', { name: 'Period' })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`axe finds no violations on a period's board and its panel at ${size.width}px`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: size });
      const page = await context.newPage();
      await open(page, '?view=players&range=week');
      const board = await axeOn(page).analyze();
      await periodButton(page).click();
      const list = await axeOn(page).analyze();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: TOP.name }).first().click();
      await expect(page.getByRole('dialog', { name: TOP.name })).toBeVisible();
      const panel = await axeOn(page).analyze();
      await context.close();
      const found = [...board.violations, ...list.violations, ...panel.violations];
      expect(found.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
