import {
  choose,
  clusterButton,
  expect,
  filterButton,
  isRankingCall,
  onWorkerPage,
  open,
  PLAYER_COLUMNS,
  pageText,
  search,
  searchBox,
  searchButton,
  settled,
  shownNames,
  TRIBE_COLUMNS,
  tab,
  withoutServerRender,
} from '../support/test';

// Its tests only read the shared board, each from its own first load: one page of the worker.
const test = onWorkerPage();

test.describe('the two views', () => {
  test('opens on the tribe view: header, title, search box, dropdowns and columns', async ({
    page,
  }) => {
    await withoutServerRender(page);
    const first = page.waitForRequest((r) => isRankingCall('tribes')(new URL(r.url())));
    await open(page);
    const sent = new URL((await first).url()).searchParams;
    expect([sent.get('search'), sent.get('cluster'), sent.get('page')]).toEqual(['', 'SOLO', '0']);
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: 'LEADERBOARDS', exact: true })).toBeVisible();
    // Decorative (no role): the stylesheet draws it.
    await expect(header.locator('.ark-logo'), 'the logo').toBeVisible();
    await expect(page.getByText(/sign in|log in/i)).toHaveCount(0);
    await expect(tab(page, 'Tribe Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'false');
    await expect(
      page.getByRole('heading', { name: 'TRIBE LEADERBOARDS', exact: true }),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for Tribes');
    await expect(searchButton(page)).toBeVisible();
    await expect(clusterButton(page)).toContainText('Solos');
    await expect(filterButton(page)).toContainText('Tribe Score');
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(TRIBE_COLUMNS);
    await expect.poll(async () => (await shownNames(page))[0]).toBe('Alpha Rex');
  });

  test('the player tab shows its title, placeholder, default filter and columns', async ({
    page,
  }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('heading', { name: 'PLAYER LEADERBOARDS', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'TRIBE LEADERBOARDS' })).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for Players');
    await expect(filterButton(page)).toContainText('Kills');
    await settled(page);
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(PLAYER_COLUMNS);
    await expect
      .poll(async () => (await shownNames(page)).slice(0, 2))
      .toEqual(['Rexington', 'Raptor Queen']);
  });

  test('each view offers its own filter options', async ({ page }) => {
    await open(page);
    await filterButton(page).click();
    await expect(page.getByRole('option')).toHaveText([
      'Tribe Score',
      'Kills',
      'Deaths',
      'Tamed Dino Kills',
      'Time Played',
    ]);
    await page.keyboard.press('Escape');
    await tab(page, 'Player Leaderboard').click();
    await filterButton(page).click();
    await expect(page.getByRole('option')).toHaveText([
      'Kills',
      'Deaths',
      'Tamed Dino Kills',
      'Time Played',
    ]);
  });

  test('the cluster list comes from the server', async ({ page }) => {
    await open(page);
    await clusterButton(page).click();
    await expect(page.getByRole('option')).toHaveText(['Solos', 'Duos', '3 Man', '4 Man']);
  });

  test('switching tabs keeps the cluster and resets page, filter and search', async ({ page }) => {
    await open(page);
    await choose(page, clusterButton(page), 'Duos');
    await tab(page, 'Player Leaderboard').click();
    await choose(page, filterButton(page), 'Deaths');
    await search(page, 'Rex');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');

    await tab(page, 'Tribe Leaderboard').click();
    await expect(clusterButton(page)).toContainText('Duos');
    await expect(filterButton(page)).toContainText('Tribe Score');
    await expect(searchBox(page)).toHaveValue('');
    await settled(page);
    await expect.poll(() => shownNames(page)).toEqual(['Rex Clan', 'Other Tribe']);
    await expect(pageText(page)).toHaveCount(0);
  });
});
