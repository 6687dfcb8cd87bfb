import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `pnpm docs:screenshots`: the same seeded server and browser as the e2e suite, running the
 * screenshot task only, with no JSON report (it is not a test, and `npm test` counts reports).
 */
export default defineConfig({
  ...e2e,
  testDir: './tasks',
  testMatch: 'screenshots.ts',
  workers: 1,
  reporter: [['list']],
  // The page's default look (a browser here prefers light unless told); a shot may ask for light.
  use: { ...e2e.use, colorScheme: 'dark' },
});
