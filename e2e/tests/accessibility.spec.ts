import { axeOn, expect, settled, tab, test } from '../support/test';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

for (const size of SIZES) {
  for (const view of ['tribes', 'players'] as const) {
    test(`axe finds no violations: ${view}, ${size.name} (${size.width}px)`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      await page.goto('/');
      await settled(page);
      if (view === 'players') {
        await tab(page, 'Player Leaderboard').click();
        await settled(page);
      }
      const results = await axeOn(page).analyze();
      const violations = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      }));
      await context.close();
      expect(violations).toEqual([]);
    });
  }
}

test('axe finds no violations with a dropdown open and with a no-match message', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await settled(page);
  await page.getByRole('button', { name: /^Cluster / }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  const open = await axeOn(page).analyze();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox').fill('zzz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('No tribes found matching "zzz"');
  const message = await axeOn(page).analyze();
  await context.close();
  expect([...open.violations, ...message.violations].map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
