import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { settled, tab, test } from '../support/test';

const shots = fileURLToPath(new URL('../screenshots/', import.meta.url));
const docs = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

// Saved on every run (git-ignored); ARK_DOCS_SCREENSHOTS=1 also refreshes the README's copies.
for (const size of SIZES) {
  test(`screenshots: ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await settled(page);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}${size.name}-tribes.png` });
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await page.screenshot({ path: `${shots}${size.name}-players.png` });
    if (process.env.ARK_DOCS_SCREENSHOTS === '1') {
      mkdirSync(docs, { recursive: true });
      const view = size.name === 'desktop' ? 'tribes' : 'players';
      copyFileSync(`${shots}${size.name}-${view}.png`, `${docs}${size.name}-${view}.png`);
    }
  });
}
