import { type BrowserContextOptions, devices } from '@playwright/test';

/** The browser every test gets unless it says otherwise: desktop Chrome at 1280 x 800. */
export const DESKTOP: BrowserContextOptions = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
};
