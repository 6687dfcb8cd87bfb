import type { Request } from '@playwright/test';
import {
  bodyRows,
  cellOf,
  choose,
  clusterButton,
  continueWhen,
  drawn,
  expect,
  gate,
  isClusterCall,
  isRankingCall,
  next,
  onWorkerPage,
  open,
  pageText,
  search,
  searchBox,
  settled,
  shownNames,
  status,
  tab,
  withoutServerRender,
} from '../support/test';

// Its tests only read the shared board, each from its own first load: one page of the worker.
const test = onWorkerPage();

const FALLBACK = ['Solos', 'Duos', '3 Man', '4 Man', '100x'];
const WIPED = 'Servers have recently wiped. Please check again later.';

test.describe('loading and messages', () => {
  test('the table shows Loading... while a fetch runs', async ({ page }) => {
    await open(page);
    const answer = gate();
    await page.route(isRankingCall('tribes'), (route) => continueWhen(route, answer.opened));
    await choose(page, clusterButton(page), 'Duos');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    answer.open();
    await expect(page.getByRole('rowheader', { name: 'Rex Clan' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test('an empty cluster shows the wipe message in both views', async ({ page }) => {
    await open(page, '?cluster=3MAN');
    await expect(status(page)).toHaveText(WIPED);
    await expect(page.getByRole('table')).toHaveCount(0);
    await tab(page, 'Player Leaderboard').click();
    await expect(status(page)).toHaveText(WIPED);
  });

  test('only the newest answer reaches the table, whatever order they arrive in', async ({
    page,
  }) => {
    await open(page, '?view=players');
    const older = gate();
    // The older answer is held until the newer one is shown, then let go.
    const olderEnded = new Promise<void>((resolve) => {
      const ended = (request: Request) => {
        if (new URL(request.url()).searchParams.get('search') === 'Rexington') resolve();
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
    });
    await page.route(isRankingCall('players'), (route) => {
      const text = new URL(route.request().url()).searchParams.get('search');
      return text === 'Rexington' ? continueWhen(route, older.opened) : route.continue();
    });
    await search(page, 'Rexington');
    await search(page, 'Raptor');
    await expect(page.getByRole('rowheader', { name: 'Raptor Queen' })).toBeVisible();
    older.open();
    // Answered, or aborted by the page: either way the page has had it, and drawn what it does.
    await olderEnded;
    await drawn(page);
    expect(await shownNames(page)).toEqual(['Raptor Queen']);
    await expect(searchBox(page)).toHaveValue('Raptor');
  });
});

test.describe('when the API fails', () => {
  for (const [how, fail] of [
    ['answers 500', { status: 500, body: '{"error":"boom"}' }],
    ['answers an empty list', { status: 200, json: [] }],
  ] as const) {
    test(`the cluster list ${how}: the fallback clusters are offered and it is logged`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (!message.text().startsWith('Failed to load resource')) logged.push(message.text());
      });
      await withoutServerRender(page);
      await page.route(isClusterCall, (route) => route.fulfill(fail));
      await open(page);
      await clusterButton(page).click();
      await expect(page.getByRole('option')).toHaveText(FALLBACK);
      await expect.poll(() => logged.length).toBeGreaterThan(0);
      await page.getByRole('option', { name: '100x' }).click();
      await expect(clusterButton(page)).toContainText('100x');
    });
  }

  test('player rankings fail: the player view shows the announced sample', async ({ page }) => {
    await withoutServerRender(page);
    await page.route(isRankingCall('players'), (route) => route.fulfill({ status: 503 }));
    await page.goto('/?view=players');
    await expect(page.getByText(/sample/i).first()).toBeVisible();
    await settled(page);
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(page.getByRole('columnheader', { name: 'PLAYER NAME' })).toBeVisible();
  });

  test('the cluster list is down: the fallback clusters are offered', async ({ page }) => {
    await withoutServerRender(page);
    await page.route(isClusterCall, (route) => route.abort('connectionrefused'));
    await open(page);
    await clusterButton(page).click();
    await expect(page.getByRole('option')).toHaveText(FALLBACK);
  });

  test('a list without the selected cluster selects its first cluster', async ({ page }) => {
    await withoutServerRender(page);
    await page.route(isClusterCall, (route) =>
      route.fulfill({
        json: [
          { key: 'DUO', display: 'Duos' },
          { key: '4MAN', display: '4 Man' },
        ],
      }),
    );
    await open(page);
    await expect(clusterButton(page)).toContainText('Duos');
    await expect(page.getByRole('rowheader', { name: 'Rex Clan' })).toBeVisible();
  });

  for (const [how, fail] of [
    ['answers 500', { status: 500, body: '{"error":"boom"}' }],
    ['is down', null],
  ] as const) {
    test(`rankings ${how}: the announced sample, 40 rows over 2 pages, and it is logged`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (!message.text().startsWith('Failed to load resource')) logged.push(message.text());
      });
      await withoutServerRender(page);
      await page.route(isRankingCall('tribes'), (route) =>
        fail ? route.fulfill(fail) : route.abort('connectionrefused'),
      );
      await page.goto('/');
      await expect(page.getByText(/sample/i).first()).toBeVisible();
      await settled(page);
      await expect(bodyRows(page)).toHaveCount(20);
      await expect(pageText(page)).toHaveText('Page 1 of 2');
      expect(await cellOf(page, bodyRows(page).first(), 'RANK')).toBe('1');
      await next(page).click();
      await expect(pageText(page)).toHaveText('Page 2 of 2');
      await expect(bodyRows(page)).toHaveCount(20);
      expect(await cellOf(page, bodyRows(page).first(), 'RANK')).toBe('21');
      expect(await cellOf(page, bodyRows(page).last(), 'RANK')).toBe('40');
      await expect(page.getByText(/sample/i).first()).toBeVisible();
      expect(logged.length).toBeGreaterThan(0);
    });
  }
});
