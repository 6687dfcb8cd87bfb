import type { Page } from '@playwright/test';
import {
  axeOn,
  bodyRows,
  chooseLink,
  clusterButton,
  expect,
  filterButton,
  holdPageScript,
  isPageScript,
  isRankingCall,
  next,
  onWorkerPage,
  pageText,
  pageWithoutScript,
  param,
  previous,
  SCRIPT_ROOT_KEY,
  searchBox,
  searchButton,
  shownNames,
  started,
  tab,
  test,
} from '../support/test';

// docs/adr/0057-the-page-before-its-script.md: every control of the first HTML works with
// JavaScript off, through links and GET forms the server answers; and a tap made before the
// page's script has run is never lost.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const toggle = (page: Page) => page.getByRole('button', { name: 'Light theme' });

// The tests of a control without script share one page of the worker with JavaScript off.
const withoutScript = onWorkerPage({ javaScriptEnabled: false });

test.describe('with JavaScript off', () => {
  withoutScript('the tabs switch the view, the cluster kept', async ({ page }) => {
    await page.goto('/?cluster=DUO');
    await tab(page, 'Player Leaderboard').click();
    await expect(heading(page, 'PLAYER LEADERBOARDS')).toBeVisible();
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    expect(param(page, 'cluster')()).toBe('DUO');
    await tab(page, 'Tribe Leaderboard').click();
    await expect(heading(page, 'TRIBE LEADERBOARDS')).toBeVisible();
  });

  withoutScript(
    'Next and Previous page through the board, Previous disabled on page 1',
    async ({ page }) => {
      await page.goto('/');
      await expect(previous(page)).toBeDisabled();
      await next(page).click();
      await expect(pageText(page)).toHaveText('Page 2 of 2');
      await expect(bodyRows(page)).toHaveCount(2);
      await expect(next(page)).toBeDisabled();
      await previous(page).click();
      await expect(pageText(page)).toHaveText('Page 1 of 2');
      await expect(bodyRows(page)).toHaveCount(20);
    },
  );

  withoutScript('the Search button searches the view, from page 1', async ({ page }) => {
    await page.goto('/?page=2');
    await searchBox(page).fill('Raptor');
    await searchButton(page).click();
    expect(await shownNames(page)).toEqual(['Bravo Raptors']);
    expect(param(page, 'page')()).toBeNull();
    await expect(searchBox(page)).toHaveValue('Raptor');
  });

  withoutScript('Enter searches too', async ({ page }) => {
    await page.goto('/?view=players');
    await searchBox(page).fill('queen');
    await searchBox(page).press('Enter');
    await expect(heading(page, 'PLAYER LEADERBOARDS')).toBeVisible();
    expect(await shownNames(page)).toEqual(['Raptor Queen']);
  });

  withoutScript('a blank search is no search: it clears the one submitted', async ({ page }) => {
    await page.goto('/?search=Raptor');
    await expect(bodyRows(page)).toHaveCount(1);
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await expect(bodyRows(page)).toHaveCount(20);
    expect((await shownNames(page))[0]).toBe('Alpha Rex');
    await expect(page.getByText(/No tribes found/)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
  });

  withoutScript(
    "the Cluster dropdown's links change the cluster, from page 1",
    async ({ page }) => {
      await page.goto('/?page=2');
      await chooseLink(page, clusterButton(page), 'Duos');
      await expect(clusterButton(page)).toContainText('Duos');
      expect(await shownNames(page)).toEqual(['Rex Clan', 'Other Tribe']);
      expect(param(page, 'page')()).toBeNull();
    },
  );

  withoutScript(
    "the Filter by dropdown's links reorder the board, from page 1",
    async ({ page }) => {
      await page.goto('/?view=players&page=2');
      await chooseLink(page, filterButton(page), 'Deaths');
      await expect(filterButton(page)).toContainText('Deaths');
      expect(param(page, 'filter')()).toBe('deaths');
      expect(param(page, 'page')()).toBeNull();
      expect((await shownNames(page))[0]).toBe('Dodo Feeder');
    },
  );

  withoutScript('a name opens its panel, and Close goes back to the board', async ({ page }) => {
    await page.goto('/?view=players');
    await page.getByRole('table').getByRole('button', { name: 'Raptor Queen' }).click();
    await expect(page.getByRole('dialog', { name: 'Raptor Queen' })).toBeVisible();
    expect(param(page, 'player')()).toMatch(/^\d+$/);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(param(page, 'player')()).toBeNull();
    await expect(heading(page, 'PLAYER LEADERBOARDS')).toBeVisible();
  });

  test('the theme toggle switches the theme and the server remembers it', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutScript(browser, baseURL, { colorScheme: 'dark' });
    await page.goto('/?view=players');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(param(page, 'view')()).toBe('players');
    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`axe finds no violations at ${size.width}px: the board, an open dropdown, a panel`, async ({
      browser,
      baseURL,
    }) => {
      test.slow(); // five axe runs, each a page drawn again
      // axe is a script itself, which a page with JavaScript off cannot run: the page's own
      // script is refused instead, so axe checks the page exactly as drawn without it.
      const context = await browser.newContext({ viewport: size, baseURL });
      const page = await context.newPage();
      await page.route(isPageScript, (route) => route.abort());
      const found: string[] = [];
      const check = async (where: string) => {
        // The page's script never took the root over.
        const root = await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}));
        expect(root.filter((key) => key.startsWith(SCRIPT_ROOT_KEY))).toEqual([]);
        const { violations } = await axeOn(page).analyze();
        for (const v of violations) found.push(`${where}: ${v.id} ${v.nodes.length}`);
      };
      await page.goto('/');
      await check('tribes');
      await clusterButton(page).click();
      await check('cluster links');
      await page.goto('/?view=players');
      await page.getByRole('button', { name: 'Raptor Queen' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('player panel');
      expect(found).toEqual([]);
      await context.close();
    });
  }
});

test.describe('before the page script has run', () => {
  test('a tab tapped the moment it shows changes the view', async ({ page }) => {
    const script = await holdPageScript(page);
    await page.goto('/');
    await tab(page, 'Player Leaderboard').click();
    await expect(heading(page, 'PLAYER LEADERBOARDS')).toBeVisible();
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    script.release();
    await started(page);
    await expect(heading(page, 'PLAYER LEADERBOARDS')).toBeVisible();
  });

  test('a dropdown opened before the script is its open list once the script runs, and nothing fires twice', async ({
    page,
  }) => {
    const script = await holdPageScript(page);
    const documents: string[] = [];
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document') documents.push(url.href);
      if (isRankingCall('tribes')(url)) calls.push(url);
    });
    await page.goto('/');
    await clusterButton(page).click();
    await expect(page.getByRole('link', { name: 'Duos', exact: true })).toBeVisible();
    script.release();
    const list = page.getByRole('listbox', { name: 'Cluster' });
    await expect(list).toBeVisible();
    await list.getByRole('option', { name: 'Duos', exact: true }).click();
    await expect.poll(() => shownNames(page)).toEqual(['Rex Clan', 'Other Tribe']);
    await expect(list).toHaveCount(0);
    expect(param(page, 'cluster')()).toBe('DUO');
    // The page's script answered the choice: one call, and the document was never asked again.
    expect(calls.map((url) => url.searchParams.get('cluster'))).toEqual(['DUO']);
    expect(documents).toHaveLength(1);
  });
});
