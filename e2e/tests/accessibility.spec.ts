import AxeBuilder from '@axe-core/playwright';
import { expect, settled, tab, test } from '../support/test';

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
      const results = await new AxeBuilder({ page }).analyze();
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
