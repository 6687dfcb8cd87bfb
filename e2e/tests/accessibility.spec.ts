import { axeOn, expect, settled, started, tab, test } from '../support/test';

// These checks stand for the same page in two other specs, which leave axe to them: themes.spec.ts'
// light theme at `/` and languages.spec.ts' English (docs/adr/0082-tests-start-from-images.md).
// Each waits, as those did, until the page's script has taken the root; the page as drawn
// without it is no-script.spec.ts'.

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
      test.slow(); // axe over a whole board: past 30 s on the loaded CI machine (players, 1280px)
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      await page.goto('/');
      await started(page);
      await settled(page);
      if (view === 'players') {
        await tab(page, 'Player Leaderboard').click();
        // The players' rows drawn: rows alone (settled) may still be the tribes', before the tap is.
        await expect(page.getByRole('rowheader', { name: 'Rexington', exact: true })).toBeVisible();
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
  test.slow(); // two axe runs over a whole board
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
