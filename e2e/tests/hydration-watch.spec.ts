import { onWorkerPage, test } from '../support/test';

// docs/adr/0069-the-page-on-react-again.md: every test fails when one of its pages says
// something about hydration (the page's onRecoverableError logs each mismatch). These tests are
// expected to fail: they prove the watch would fail the others.

const SAID = '[ark] hydration: a mismatch, made up by this test';

test.fail(
  'a page of the context Playwright gives fails its test when it reports a mismatch',
  async ({ page }) => {
    await page.goto('/');
    await page.evaluate((text) => console.error(text), SAID);
  },
);

test.fail(
  'a page of a context the test opens fails its test when it reports a mismatch',
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((text) => console.error(text), SAID);
    await context.close();
  },
);

// The page of the worker that specs which only read share (onWorkerPage), kept across tests.
onWorkerPage().fail(
  "the worker's page fails its test when it reports a mismatch",
  async ({ page }) => {
    await page.goto('/');
    await page.evaluate((text) => console.error(text), SAID);
  },
);
