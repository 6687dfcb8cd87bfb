// `pnpm docs:screenshots`: the README's screenshots, taken from a real run (the seeded server the
// e2e setup starts, in Chromium) and written to docs/screenshots/. A task, not a test: it checks
// nothing, so `npm test` does not run it.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { settled, tab, test } from '../support/test';

const docs = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SHOTS = [
  { name: 'desktop-tribes', width: 1280, height: 800, view: 'Tribe Leaderboard' },
  { name: 'phone-players', width: 375, height: 812, view: 'Player Leaderboard' },
] as const;

for (const shot of SHOTS) {
  test(`docs/screenshots/${shot.name}.png`, async ({ page }) => {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await page.goto('/');
    await settled(page);
    if (shot.view !== 'Tribe Leaderboard') {
      await tab(page, shot.view).click();
      await settled(page);
    }
    mkdirSync(docs, { recursive: true });
    await page.screenshot({ path: `${docs}${shot.name}.png` });
  });
}
