import {
  bodyRows,
  cellOf,
  choose,
  clusterButton,
  expect,
  isRankingCall,
  next,
  onWorkerPage,
  open,
  pageText,
  previous,
  rowNamed,
  shownNames,
  status,
  withoutServerRender,
} from '../support/test';

// Its tests only read the shared board, each from its own first load: one page of the worker.
const test = onWorkerPage();

test.describe('pagination', () => {
  test('pages through 22 tribes 20 at a time, with disabled ends', async ({ page }) => {
    await open(page);
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(previous(page)).toBeDisabled();
    await expect(next(page)).toBeEnabled();

    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(bodyRows(page)).toHaveCount(2);
    await expect.poll(() => shownNames(page)).toEqual(['Tribe 21', 'Tribe 22']);
    await expect(next(page)).toBeDisabled();
    await expect(previous(page)).toBeEnabled();

    await previous(page).click();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect.poll(async () => (await shownNames(page))[0]).toBe('Alpha Rex');
  });

  test('is not shown for a single page or an empty cluster', async ({ page }) => {
    await open(page);
    await choose(page, clusterButton(page), '4 Man');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(pageText(page)).toHaveCount(0);
    await expect(previous(page)).toHaveCount(0);
    await expect(next(page)).toHaveCount(0);

    await choose(page, clusterButton(page), '3 Man');
    await expect(status(page)).toHaveText('Servers have recently wiped. Please check again later.');
    await expect(pageText(page)).toHaveCount(0);
    await expect(next(page)).toHaveCount(0);
  });
});

test.describe('ranks and trophies', () => {
  test('ranks 1, 2 and 3 carry gold, silver and bronze trophies, and no other rank does', async ({
    page,
  }) => {
    await open(page);
    const trophies = page.getByRole('table').getByRole('img', { name: /place$/ });
    await expect(trophies).toHaveCount(3);
    await expect(
      rowNamed(page, 'Alpha Rex').getByRole('img', { name: '1st place', exact: true }),
    ).toBeVisible();
    await expect(
      rowNamed(page, 'Bravo Raptors').getByRole('img', { name: '2nd place', exact: true }),
    ).toBeVisible();
    await expect(
      rowNamed(page, 'Charlie Carnos').getByRole('img', { name: '3rd place', exact: true }),
    ).toBeVisible();
    await expect(rowNamed(page, 'Delta Dodos').getByRole('img')).toHaveCount(0);
    expect(await cellOf(page, rowNamed(page, 'Delta Dodos'), 'RANK')).toBe('4');

    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(trophies).toHaveCount(0);
  });

  test('a tie for first shows two gold trophies', async ({ page }) => {
    const row = (rank: number, TribeName: string) => ({ rank, TribeName, DamageScore: 10 });
    await withoutServerRender(page);
    await page.route(isRankingCall('tribes'), (route) =>
      route.fulfill({
        json: {
          ranking_data: [row(1, 'First A'), row(1, 'First B'), row(3, 'Third C'), row(4, 'D')],
          pagination: { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 4 },
        },
      }),
    );
    await open(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('img', { name: '1st place', exact: true })).toHaveCount(2);
    await expect(table.getByRole('img', { name: '2nd place', exact: true })).toHaveCount(0);
    await expect(
      rowNamed(page, 'Third C').getByRole('img', { name: '3rd place', exact: true }),
    ).toBeVisible();
    await expect(rowNamed(page, 'D').getByRole('img')).toHaveCount(0);
  });

  test('tied scores share a rank and the next rank skips', async ({ page }) => {
    await open(page);
    expect(await cellOf(page, rowNamed(page, 'Echo Giga'), 'RANK')).toBe('5');
    expect(await cellOf(page, rowNamed(page, 'Foxtrot Frogs'), 'RANK')).toBe('5');
    expect(await cellOf(page, rowNamed(page, 'Golf Gallis'), 'RANK')).toBe('7');
  });
});
