import { readFileSync } from 'node:fs';
import {
  expect,
  isClusterCall,
  isListedInlineRefusal,
  isRankingCall,
  next,
  pageText,
  REX_PAGE_2,
  STATIC_PAGE,
  shownNames,
  started,
  tab,
  test,
} from '../support/test';

const DEEP_LINK = '/?view=players&cluster=DUO&filter=deaths&search=rex&page=2';

// docs/adr/0016-first-paint.md: the server draws the page for its address with the answers
// embedded; the page hydrates from them without asking again.
test.describe('first paint', () => {
  test("the first HTML carries the address's rows, before any script runs", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(DEEP_LINK);
    expect(await shownNames(page)).toEqual(REX_PAGE_2);
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox')).toHaveValue('rex');
    await context.close();
  });

  test('the page hydrates without asking for the answers it carries, and without errors', async ({
    page,
  }) => {
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isRankingCall('players')(url) || isClusterCall(url)) calls.push(url.href);
    });
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !isListedInlineRefusal(text)) errors.push(text);
    });
    await page.goto(DEEP_LINK);
    await started(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    expect(await shownNames(page)).toEqual(REX_PAGE_2);
  });

  test('after hydration the page works: Previous, a tab, Back', async ({ page }) => {
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isRankingCall('players')(url) || isRankingCall('tribes')(url)) calls.push(url);
    });
    await page.goto(DEEP_LINK);
    await started(page);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect.poll(async () => (await shownNames(page))[0]).toBe('Rex Hunter 01');
    expect(calls.map((url) => url.searchParams.get('page'))).toEqual(['0']);
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await tab(page, 'Tribe Leaderboard').click();
    await expect(page.getByRole('heading', { name: 'TRIBE LEADERBOARDS' })).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual(['Rex Clan', 'Other Tribe']);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'PLAYER LEADERBOARDS' })).toBeVisible();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
  });

  test('a link past the last page arrives on the last page, its address replaced', async ({
    page,
  }) => {
    await page.goto('/?view=players&cluster=DUO&page=99');
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await started(page);
    await expect.poll(() => new URL(page.url()).search).toBe('?view=players&cluster=DUO&page=2');
  });
});

test.describe('a static build served elsewhere', () => {
  test('paints the shell before any script runs: header, tabs, toolbar, Loading...', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname === '/',
      (route) => route.fulfill({ body: readFileSync(STATIC_PAGE), contentType: 'text/html' }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'LEADERBOARDS', exact: true })).toBeVisible();
    await expect(tab(page, 'Tribe Leaderboard')).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cluster / })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await context.close();
  });
});
