import {
  expect,
  isRankingCall,
  open,
  pageText,
  rowNamed,
  settled,
  shownNames,
  tab,
  test,
  withoutServerRender,
} from '../support/test';

// What the page meets outside our own server: other backends, shared links, crafted paths,
// names written right to left.
test.describe('in the field', () => {
  test("a backend in the community sites' shape shows its rows, dropping only a bad one", async ({
    page,
  }) => {
    await withoutServerRender(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(isRankingCall('tribes'), (route) =>
      route.fulfill({
        json: {
          ranking_data: [
            { rank: 1, TribeName: 'Wild Alpha', Kills: '120', Deaths: 10, DinoKills: 5 },
            { rank: 2, TribeName: 'Wild Beta', Kills: 90, Deaths: 30, PlayTime: 600 },
            { rank: 3, TribeName: 'Broken', DamageScore: { points: 1 } },
          ],
          pagination: {
            total_pages: 1,
            current_page: 0,
            next: null,
            prev: 'https://ark.example/api/ark/tribe_rankings?page=0',
          },
        },
      }),
    );
    await open(page);
    expect(await shownNames(page)).toEqual(['Wild Alpha', 'Wild Beta']);
    await expect(rowNamed(page, 'Wild Alpha')).toContainText('120');
    await expect(page.getByText(/sample data/i)).toHaveCount(0);
    expect(errors.some((text) => text.includes('row 2: DamageScore'))).toBe(true);
  });

  test('a link past the last page lands on the last page and replaces the address', async ({
    page,
  }) => {
    await withoutServerRender(page);
    await page.route(isRankingCall('tribes'), (route) => {
      const wanted = Number(new URL(route.request().url()).searchParams.get('page'));
      const rows =
        wanted <= 2 ? [{ rank: wanted * 20 + 1, TribeName: `Tribe on page ${wanted + 1}` }] : [];
      return route.fulfill({
        json: {
          ranking_data: rows,
          pagination: { total_pages: 3, current_page: wanted, next: null, prev: null },
        },
      });
    });
    await page.goto('/');
    await page.goto('/?page=99');
    await settled(page);
    await expect(pageText(page)).toHaveText('Page 3 of 3');
    expect(await shownNames(page)).toEqual(['Tribe on page 3']);
    expect(new URL(page.url()).search).toBe('?page=3');
    await page.goBack();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a crafted path (//evil.example/) still renders the page and stays on its origin', async ({
    page,
    baseURL,
  }) => {
    // A static host with an SPA fallback serves the page at any path; our server answers 404.
    const html = await (await page.request.get('/')).text();
    await page.route(
      (url) => url.pathname.startsWith('//evil.example/'),
      (route) => route.fulfill({ body: html, contentType: 'text/html' }),
    );
    await page.goto(`${baseURL}//evil.example/?view=players`);
    await settled(page);
    await expect(tab(page, 'Player Leaderboard')).toHaveAttribute('aria-selected', 'true');
    // The HTML came from '/' (the tribe board): the script turns to the players it asks for.
    await expect.poll(async () => (await shownNames(page)).length).toBeGreaterThan(0);
    await tab(page, 'Tribe Leaderboard').click();
    await settled(page);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });

  test('a right-to-left override in a name stays inside its cell', async ({ page }) => {
    const rtl = '\u202Enioj ot rekaM';
    await withoutServerRender(page);
    await page.route(isRankingCall('tribes'), (route) =>
      route.fulfill({
        json: {
          ranking_data: [
            { rank: 1, TribeName: rtl, TotalKills: 5 },
            { rank: 2, TribeName: 'Plain', TotalKills: 4 },
          ],
          pagination: { total_pages: 1, current_page: 0, next: null, prev: null },
        },
      }),
    );
    await open(page);
    const isolated = page.getByRole('table').getByRole('rowheader').first().locator('bdi');
    await expect(isolated).toHaveText(rtl);
    await page.getByRole('searchbox').fill(rtl);
    await page.route(isRankingCall('tribes'), (route) =>
      route.fulfill({
        json: {
          ranking_data: [],
          pagination: { total_pages: 0, current_page: 0, next: null, prev: null },
        },
      }),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').locator('bdi')).toHaveText(rtl);
  });
});
