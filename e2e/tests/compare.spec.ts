// The comparison (docs/adr/0083-compare.md): two players of the history board side by side, by
// address with and without script, a column removed, the left-out line, and axe at 1280 and
// 375 px in both themes with the table scrolling within itself.
import type { Page } from '@playwright/test';
import { REXINGTON, SOLO_BEFORE } from '../fixtures/seed';
import { axeOn, expect, onBoard, pageWithoutScript } from '../support/test';

// The history board (support/boards.ts): SOLO imported on five days, so each row has a history.
const test = onBoard('history');

const SECOND = SOLO_BEFORE.players[1] as { SteamID: string; PlayerName: string };
const ADDRESS = `/?view=compare&players=${REXINGTON.SteamID},${SECOND.SteamID}`;

/** Waits until the comparison's table is drawn and nothing says Loading... */
async function compareShown(page: Page): Promise<void> {
  await expect(page.getByRole('table', { name: 'Compare players' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

/** The names heading the table's columns, in order. */
const columnNames = (page: Page) =>
  page.getByRole('table', { name: 'Compare players' }).locator('thead th bdi').allTextContents();

test('the comparison by address: a column a row, the best said in words, and its chart', async ({
  page,
}) => {
  await page.goto(ADDRESS);
  await compareShown(page);
  expect(await columnNames(page)).toEqual([REXINGTON.PlayerName, SECOND.PlayerName]);
  await expect(page.getByRole('rowheader', { name: 'Kills', exact: true })).toBeVisible();
  await expect(page.getByText('best').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kills over time' })).toBeVisible();
});

test('"Remove" takes a column out without a reload, and the address follows', async ({ page }) => {
  await page.goto(ADDRESS);
  await compareShown(page);
  await page.getByRole('link', { name: `Remove ${SECOND.PlayerName} from the comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`players=${REXINGTON.SteamID}$`));
  await expect.poll(() => columnNames(page)).toEqual([REXINGTON.PlayerName]);
});

test('without script the comparison is in the first HTML and "Remove" is a link', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScript(browser, baseURL);
  await page.goto(ADDRESS);
  await compareShown(page);
  expect(await columnNames(page)).toEqual([REXINGTON.PlayerName, SECOND.PlayerName]);
  await page
    .getByRole('link', { name: `Remove ${REXINGTON.PlayerName} from the comparison` })
    .click();
  await expect(page).toHaveURL(new RegExp(`players=${SECOND.SteamID}$`));
  expect(await columnNames(page)).toEqual([SECOND.PlayerName]);
  await context.close();
});

test('an unknown id is left out and said so, never a 500', async ({ page }) => {
  const response = await page.goto(
    `/?view=compare&players=${REXINGTON.SteamID},76561190000000000,${SECOND.SteamID}`,
  );
  expect(response?.status()).toBe(200);
  await compareShown(page);
  await expect(page.getByText('Left out: 1 id not found or hidden.')).toBeVisible();
  expect(await columnNames(page)).toEqual([REXINGTON.PlayerName, SECOND.PlayerName]);
});

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

for (const size of SIZES) {
  for (const scheme of ['dark', 'light'] as const) {
    test(`axe finds no violations in the comparison: ${scheme}, ${size.name}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        colorScheme: scheme,
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      await page.goto(ADDRESS);
      await compareShown(page);
      // The page never scrolls sideways; the table scrolls within its wrapper, names in view.
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      const sticky = await page
        .getByRole('rowheader', { name: 'Kills', exact: true })
        .evaluate((cell) => getComputedStyle(cell).position);
      const results = await axeOn(page).analyze();
      const violations = results.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      }));
      await context.close();
      expect(wide).toBe(false);
      expect(sticky).toBe('sticky');
      expect(violations).toEqual([]);
    });
  }
}
