import {
  bodyRows,
  choose,
  clusterButton,
  expect,
  filterButton,
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
} from '../support/test';

// Every test opens the shared board and reads it: one page of the worker for them all.
const test = onWorkerPage();

const ORDERS = {
  'Tribe Leaderboard': {
    'Tribe Score': ['Alpha Rex', 'Bravo Raptors'],
    Kills: ['Tribe 22', 'Alpha Rex'],
    Deaths: ['Tribe 22', 'Bravo Raptors'],
    'Tamed Dino Kills': ['Alpha Rex', 'Tribe 22'],
    'Time Played': ['Alpha Rex', 'Tribe 22'],
  },
  'Player Leaderboard': {
    Kills: ['Rexington', 'Raptor Queen'],
    Deaths: ['Dodo Feeder', 'Raptor Queen'],
    'Tamed Dino Kills': ['Rexington', 'Dodo Feeder'],
    'Time Played': ['Rexington', 'Dodo Feeder'],
  },
} as const;

test.describe('cluster and filter', () => {
  // One test a choice, each with its own time: four in one test timed out on a loaded machine.
  for (const [view, orders] of Object.entries(ORDERS)) {
    for (const [filter, top] of Object.entries(orders)) {
      test(`${view}: ${filter} orders by its statistic, highest first`, async ({ page }) => {
        await open(page);
        await tab(page, view as keyof typeof ORDERS).click();
        await choose(page, filterButton(page), filter);
        await expect(filterButton(page)).toContainText(filter);
        await expect.poll(async () => (await shownNames(page)).slice(0, 2)).toEqual(top);
      });
    }
  }

  test('a cluster change shows that cluster, closes the list and resets the page', async ({
    page,
  }) => {
    await open(page);
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');

    await choose(page, clusterButton(page), 'Duos');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(clusterButton(page)).toContainText('Duos');
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(page.getByRole('rowheader', { name: 'Rex Hunter 25' })).toBeVisible();
  });

  test('a filter change orders by that statistic, closes the list and resets the page', async ({
    page,
  }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');

    await choose(page, filterButton(page), 'Deaths');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(filterButton(page)).toContainText('Deaths');
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect
      .poll(async () => (await shownNames(page)).slice(0, 3))
      .toEqual(['Dodo Feeder', 'Raptor Queen', 'Rexington']);
  });

  test('typed, unsubmitted text is used when the cluster or the filter changes', async ({
    page,
  }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await searchBox(page).fill('Rex');
    const request = page.waitForRequest(
      (r) =>
        isRankingCall('players')(new URL(r.url())) &&
        new URL(r.url()).searchParams.get('cluster') === 'DUO',
    );
    await choose(page, clusterButton(page), 'Duos');
    expect(new URL((await request).url()).searchParams.get('search')).toBe('Rex');
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(bodyRows(page)).toHaveCount(20);
    for (const name of await shownNames(page)) expect(name).toContain('Rex');

    await searchBox(page).fill('Hunter 0');
    const byDeaths = page.waitForRequest(
      (r) =>
        isRankingCall('players')(new URL(r.url())) &&
        new URL(r.url()).searchParams.get('filter') === 'deaths',
    );
    await choose(page, filterButton(page), 'Deaths');
    expect(new URL((await byDeaths).url()).searchParams.get('search')).toBe('Hunter 0');
    await expect(bodyRows(page)).toHaveCount(9);
    await expect(pageText(page)).toHaveCount(0);
    await expect.poll(async () => (await shownNames(page))[0]).toBe('Rex Hunter 01');
  });

  test('blank typed text on a cluster change counts as no search', async ({ page }) => {
    await open(page);
    await search(page, 'zzz');
    await expect(status(page)).toHaveText('No tribes found matching "zzz"');
    await searchBox(page).fill('   ');
    await choose(page, clusterButton(page), '3 Man');
    await expect(status(page)).toHaveText('Servers have recently wiped. Please check again later.');
  });

  test('typed text on a cluster with no match gives the no-match message', async ({ page }) => {
    await open(page);
    await searchBox(page).fill('Rex');
    await choose(page, clusterButton(page), '3 Man');
    await expect(status(page)).toHaveText('No tribes found matching "Rex"');
  });

  test('with an empty box a cluster change shows the whole cluster', async ({ page }) => {
    await open(page);
    await search(page, 'zzz');
    await expect(status(page)).toHaveText('No tribes found matching "zzz"');
    await searchBox(page).fill('');
    await choose(page, clusterButton(page), '3 Man');
    await expect(status(page)).toHaveText('Servers have recently wiped. Please check again later.');
    await choose(page, clusterButton(page), '4 Man');
    await expect.poll(() => shownNames(page)).toEqual(['Four Horsemen']);
  });

  test('a click outside an open dropdown closes it', async ({ page }) => {
    await open(page);
    await clusterButton(page).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(clusterButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { name: 'TRIBE LEADERBOARDS' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(clusterButton(page)).toHaveAttribute('aria-expanded', 'false');

    await filterButton(page).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(filterButton(page)).toContainText('Tribe Score');
  });
});
