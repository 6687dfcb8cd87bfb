import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { DESKTOP } from './support/desktop';

/**
 * Debian's Chromium (never `playwright install`), else a Chromium-family browser the machine has
 * (GitHub's Ubuntu runners ship Google Chrome); CHROMIUM_PATH overrides.
 */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];
const executablePath =
  process.env.CHROMIUM_PATH ?? BROWSERS.find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/**
 * The longest specs, queued first so the two workers end together on short ones (Playwright
 * queues files in name order; docs/benchmarks.md, "The suite's time"). The specs on a board
 * (support/boards.ts) come later, once global setup has made it.
 */
const LONGEST = [
  'themes',
  'languages',
  'no-script',
  'first-tap',
  'moderation-seasons',
  'accessibility',
  'states',
  'dropdowns',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  projects: [
    { name: 'longest', testMatch: LONGEST },
    { name: 'rest', testIgnore: LONGEST },
  ],
  use: {
    ...DESKTOP,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
