import type { Page } from '@playwright/test';
import {
  expect,
  filterButton,
  onBoard,
  open,
  pageWithoutScript,
  status,
  tab,
} from '../support/test';

// docs/adr/0070-what-a-cluster-keeps-and-the-chart.md on the demo's Ascended cluster (ASA: EOS
// ids, no tribes, no play time, as AsaApi's PointRewards keeps them), seeded by the server itself.
const test = onBoard('demo');

const NO_TRIBES = 'This server’s stats keep players only: it has no tribe board.';
const NO_PLAY_TIME = 'This server’s stats don’t keep time played, so there is no board by it.';
const KEPT = ['Kills', 'Deaths', 'Tamed Dino Kills'];

test('the tribe tab of a cluster without tribes says so in its own words, never the wipe message', async ({
  page,
}) => {
  await open(page, '?cluster=ASA');
  await expect(status(page)).toHaveText(NO_TRIBES);
  await expect(page.getByText(/wiped/)).toHaveCount(0);
  await tab(page, 'Player Leaderboard').click();
  await expect(
    page.getByRole('list', { name: /rankings$/ }).or(page.getByRole('table')),
  ).toBeVisible();
});

test('Filter by offers only the statistics the cluster counts, with and without script', async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page, '?view=players&cluster=ASA');
  await filterButton(page).click();
  const options = page.getByRole('listbox', { name: 'Filter by' }).getByRole('option');
  await expect(options).toHaveText(KEPT);
  // Another cluster keeps play time: it is offered there.
  await open(page, '?view=players&cluster=SOLO');
  await filterButton(page).click();
  await expect(page.getByRole('listbox', { name: 'Filter by' }).getByRole('option')).toHaveText([
    ...KEPT,
    'Time Played',
  ]);

  const { context, page: plain } = await pageWithoutScript(browser, baseURL);
  try {
    await plain.goto('/?view=players&cluster=ASA');
    await filterButton(plain).click();
    await expect(plain.getByRole('link', { name: 'Deaths', exact: true })).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Time Played', exact: true })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an address asking for a statistic the cluster lacks gets a clear message on the page, /embed and /og.png', async ({
  page,
  request,
}) => {
  await open(page, '?view=players&cluster=ASA&filter=time_played');
  await expect(status(page)).toHaveText(NO_PLAY_TIME);
  await expect(filterButton(page)).toContainText('Time Played');
  await expect(
    page.getByRole('list', { name: /rankings$/ }).or(page.getByRole('table')),
  ).toHaveCount(0);

  const embed = await request.get('/embed?view=players&cluster=ASA&filter=time_played');
  expect(embed.status()).toBe(200);
  const html = await embed.text();
  expect(html).toContain(NO_PLAY_TIME);
  expect(html).not.toContain('<table');
  const image = await request.get('/og.png?view=players&cluster=ASA&filter=time_played');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

/**
 * The pager's parts on one line: how far apart their middles are (px; one row when less than a
 * button's half), and the height of its text in lines.
 */
async function pagerLines(page: Page): Promise<{ spread: number; lines: number }> {
  return page.locator('.ark-pager').evaluate((pager) => {
    // Its buttons and its text (a button's GET form draws no box of its own).
    const middles = [...pager.querySelectorAll('button, .ark-pager__text')].map((child) => {
      const box = child.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const text = pager.querySelector('.ark-pager__text') as HTMLElement;
    const line = Number.parseFloat(getComputedStyle(text).lineHeight) || 24;
    return {
      spread: Math.max(...middles) - Math.min(...middles),
      lines: text.getBoundingClientRect().height / line,
    };
  });
}

// One test a language, each with its own time: nine pages in one test leave a loaded machine no
// margin.
for (const lang of ['en', 'de', 'fr', 'es', 'pt-BR', 'ru', 'pl', 'ja', 'zh-Hans']) {
  test(`the pager fits on one line at 375 px with 150 pages too: ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/?view=players&cluster=SOLO&lang=${lang}`);
    await expect(page.locator('.ark-pager')).toBeVisible();
    // React has hydrated the pager's text (it keeps its fiber on the element once it has compared
    // it with the server's HTML): changing it earlier is a mismatch React reports, on a slow machine.
    await page.waitForFunction(() => {
      const text = document.querySelector('.ark-pager__text');
      return text !== null && Object.keys(text).some((key) => key.startsWith('__reactFiber$'));
    });
    // The widest text a pager of 150 pages shows, in this language's words.
    await page.locator('.ark-pager__text').evaluate((text) => {
      text.textContent = (text.textContent ?? '').replace(/\d+/g, '150');
    });
    const { spread, lines } = await pagerLines(page);
    expect(spread, lang).toBeLessThan(10);
    expect(lines, lang).toBeLessThan(1.5);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, lang).toBeLessThanOrEqual(375);
  });
}
