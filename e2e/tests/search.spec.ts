import {
  bodyRows,
  cellOf,
  expect,
  onWorkerPage,
  open,
  pageText,
  rowNamed,
  search,
  searchBox,
  settled,
  shownNames,
  status,
  tab,
} from '../support/test';

// Every test opens the shared board and reads it: one page of the worker for them all.
const test = onWorkerPage();

test.describe('search', () => {
  test('the Search button filters tribes by name', async ({ page }) => {
    await open(page);
    await search(page, 'Raptor');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect.poll(() => shownNames(page)).toEqual(['Bravo Raptors']);
    await expect(pageText(page)).toHaveCount(0);
  });

  test('Enter submits, case-insensitively, and a found row keeps its real rank', async ({
    page,
  }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await searchBox(page).fill('queen');
    await searchBox(page).press('Enter');
    await expect(bodyRows(page)).toHaveCount(1);
    const row = rowNamed(page, 'Raptor Queen');
    expect(await cellOf(page, row, 'RANK')).toBe('2');
    await expect(row.getByRole('img', { name: '2nd place' })).toBeVisible();
  });

  test('a search from page 2 starts again at page 1', async ({ page }) => {
    await open(page, '?view=players&cluster=DUO&page=2');
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await search(page, 'Rex');
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(bodyRows(page)).toHaveCount(20);
  });

  test('a blank search counts as no search', async ({ page }) => {
    await open(page);
    await search(page, '   ');
    await settled(page);
    await expect(bodyRows(page)).toHaveCount(20);
    await expect.poll(async () => (await shownNames(page))[0]).toBe('Alpha Rex');
    await expect(page.getByText(/No tribes found/)).toHaveCount(0);
    await expect(pageText(page)).toHaveText('Page 1 of 2');
  });

  test('emptying the search box loads the unsearched list again', async ({ page }) => {
    await open(page);
    await search(page, 'Raptor');
    await expect(bodyRows(page)).toHaveCount(1);
    await searchBox(page).fill('');
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(pageText(page)).toHaveText('Page 1 of 2');
  });

  test('no tribe matches: the message quotes the text', async ({ page }) => {
    await open(page);
    await search(page, 'zzz');
    await expect(status(page)).toHaveText('No tribes found matching "zzz"');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('no player matches: the message quotes the submitted text, not what is typed since', async ({
    page,
  }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await search(page, 'nobody here');
    await expect(status(page)).toHaveText('No players found matching "nobody here"');
    await searchBox(page).press('End');
    await searchBox(page).pressSequentially(' yet');
    await expect(searchBox(page)).toHaveValue('nobody here yet');
    await expect(status(page)).toHaveText('No players found matching "nobody here"');
  });

  test('% and _ in a search match only themselves', async ({ page }) => {
    await open(page);
    await search(page, '100%');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect.poll(() => shownNames(page)).toEqual(['100%Pure']);
    await search(page, 'e_e');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect.poll(() => shownNames(page)).toEqual(['snake_eyes']);

    await tab(page, 'Player Leaderboard').click();
    await search(page, '100%');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect.poll(() => shownNames(page)).toEqual(['100%Sniper']);
    await search(page, 'e_w');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect.poll(() => shownNames(page)).toEqual(['lone_wolf']);
  });
});
