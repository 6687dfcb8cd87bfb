// The hall of fame tab (docs/adr/0084-the-hall-on-the-page.md): reached from the tabs with and
// without script, and accessible at 375 and 1280 px in both themes.
import type { Page } from '@playwright/test';
import { axeOn, expect, pageWithoutScript, settled, test } from '../support/test';

/** Waits until the hall's heading is drawn and nothing says Loading... */
async function hallShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Hall of fame' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

for (const size of SIZES) {
  for (const scheme of ['dark', 'light'] as const) {
    test(`axe finds no violations in the hall of fame: ${scheme}, ${size.name}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        colorScheme: scheme,
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      await page.goto('/?view=hall');
      await hallShown(page);
      // Readable without sideways scroll.
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      const results = await axeOn(page).analyze();
      const violations = results.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      }));
      await context.close();
      expect(wide).toBe(false);
      expect(violations).toEqual([]);
    });
  }
}

test('the hall of fame tab opens with the script, and Back returns to the board', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await page.getByRole('tab', { name: 'Hall of fame' }).click();
  await expect(page).toHaveURL(/\?view=hall$/);
  await expect(page.getByRole('tab', { name: 'Hall of fame' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await hallShown(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'TRIBE LEADERBOARDS' })).toBeVisible();
});

test('the hall of fame tab is a link without script, drawn by the server', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScript(browser, baseURL);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hall of fame' }).click();
  await expect(page).toHaveURL(/\?view=hall$/);
  await hallShown(page);
  await context.close();
});
