import {
  clusterButton,
  expect,
  filterButton,
  isRankingCall,
  next,
  open,
  pageText,
  previous,
  REX_PAGE_2,
  searchBox,
  settled,
  shownNames,
  tab,
  test,
  withoutServerRender,
} from '../support/test';

const DEEP_LINK = '?view=players&cluster=DUO&filter=deaths&search=rex&page=2';

test.describe('the address', () => {
  test('a deep link opens that exact view', async ({ page }) => {
    await withoutServerRender(page);
    const request = page.waitForRequest((r) => isRankingCall('players')(new URL(r.url())));
    await open(page, DEEP_LINK);
    const sent = new URL((await request).url()).searchParams;
    expect([sent.get('cluster'), sent.get('search'), sent.get('page')]).toEqual([
      'DUO',
      'rex',
      '1',
    ]);
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'PLAYER LEADERBOARDS' })).toBeVisible();
    await expect(clusterButton(page)).toContainText('Duos');
    await expect(filterButton(page)).toContainText('Deaths');
    await expect(searchBox(page)).toHaveValue('rex');
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect.poll(() => shownNames(page)).toEqual(REX_PAGE_2);
  });

  test('Back and Forward walk through pages and tabs', async ({ page }) => {
    await open(page, DEEP_LINK);
    await previous(page).click();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');

    await tab(page, 'Tribe Leaderboard').click();
    await expect(page.getByRole('heading', { name: 'TRIBE LEADERBOARDS' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'PLAYER LEADERBOARDS' })).toBeVisible();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await page.goBack();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await settled(page);
    await expect.poll(() => shownNames(page)).toEqual(REX_PAGE_2);
    await expect(searchBox(page)).toHaveValue('rex');

    await page.goForward();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'TRIBE LEADERBOARDS' })).toBeVisible();
  });

  test('state changes are written to the address, and nonsense params are ignored', async ({
    page,
  }) => {
    await open(page);
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(new URL(page.url()).pathname).toBe('/');

    await open(page, '?view=nope&filter=bogus&page=-3');
    await expect(tab(page, 'Tribe Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(filterButton(page)).toContainText('Tribe Score');
    await expect(pageText(page)).toHaveText('Page 1 of 2');
  });
});
