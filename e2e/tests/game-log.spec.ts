import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CLUSTERS } from '../fixtures/seed';
import {
  axeOn,
  bodyRows,
  expect,
  onOwnServer,
  open,
  pageWithoutScript,
  rowNamed,
} from '../support/test';

// The game log on the page (docs/adr/0090-the-game-log-on-the-page.md): a cluster synced from a
// real ShooterGame.log in a folder, beside the shared SOLO, on a server of its own.
const SOLO = CLUSTERS[0];
if (!SOLO) throw new Error('the seed has no SOLO');
const test = onOwnServer({ clusters: [SOLO] });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A line of the log on 2026-04-05 at `time` (HH.mm.ss), UTC. */
const line = (time: string, text: string) =>
  `[2026.04.05-${time}:000][  1]2026.04.05_${time}: ${text}\n`;
const ascended = (name: string, id: string, what: 'joined' | 'left') =>
  `${name} [UniqueNetId:${id} Platform:PC] ${what} this ARK!`;
// Ann is still on the server, Bob has left; Rex is a Survival Evolved line, known by name alone.
const LOG = [
  '\uFEFFLog file open, 04/05/26 12:00:00\n',
  line('12.00.01', 'Server: "Ascended" has successfully started!'),
  line('12.05.00', ascended('Ann', 'a'.repeat(32), 'joined')),
  line('12.06.00', ascended('Bob', 'b'.repeat(32), 'joined')),
  line('12.07.00', 'Rex joined this ARK!'),
  line('13.36.00', ascended('Bob', 'b'.repeat(32), 'left')),
  line('14.07.00', 'Rex left this ARK!'),
  line('15.05.00', 'Ann (Ann): anyone near the swamp?'),
].join('');

test.beforeAll(async ({ server }) => {
  const dir = mkdtempSync(join(tmpdir(), 'ark-e2e-log-'));
  writeFileSync(join(dir, 'ShooterGame.log'), LOG);
  const config = join(mkdtempSync(join(tmpdir(), 'ark-e2e-log-config-')), 'ark.config.json');
  const source = { type: 'game-log', dir };
  const clusters = [{ key: 'ASA', display: 'Ascended', order: 9, source }];
  writeFileSync(config, JSON.stringify({ syncIntervalSeconds: 0, clusters }));
  await server.whileStopped(async () => {
    await server.cli(['sync'], { ARK_CONFIG: config });
  });
});

const ASA_PLAYERS = '?view=players&cluster=ASA';

/** The cells of the row named `name`, as shown. */
const cellsOf = (page: Page, name: string) =>
  rowNamed(page, name).getByRole('cell').allTextContents();

test('a cluster with a log says how many are online beside the cluster chooser, with and without script', async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page, ASA_PLAYERS);
  await expect(page.getByText('1 online', { exact: true })).toBeVisible();
  // A cluster without a log says nothing of it.
  await open(page, '?view=players&cluster=SOLO');
  await expect(page.getByText(/^\d+ online$/)).toHaveCount(0);

  const { context, page: plain } = await pageWithoutScript(browser, baseURL);
  try {
    await plain.goto(`/${ASA_PLAYERS}`);
    await expect(plain.getByText('1 online', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a log's players show N/A, never 0, for the kills, deaths, KD and tamed kills it keeps none of", async ({
  page,
}) => {
  await open(page, `${ASA_PLAYERS}&filter=time_played`);
  await expect(bodyRows(page)).toHaveCount(3);
  const bob = await cellsOf(page, 'Bob');
  expect(bob.filter((text) => text.trim() === 'N/A')).toHaveLength(4);
  expect(bob).toContain('1.50 hrs');
  expect(bob.filter((text) => text.trim() === '0')).toHaveLength(0);
});

test('the panel of a player the log knew by name alone says "matched by name"; an EOS id\'s does not', async ({
  page,
}) => {
  await open(page, `${ASA_PLAYERS}&filter=time_played`);
  await rowNamed(page, 'Rex').getByRole('button', { name: 'Rex' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText('matched by name');
  await page.keyboard.press('Escape');
  await rowNamed(page, 'Bob').getByRole('button', { name: 'Bob' }).click();
  await expect(page.getByRole('dialog')).toContainText('Time Played');
  await expect(page.getByRole('dialog')).not.toContainText('matched by name');
  // Last seen and sessions from the log: Bob left after one session.
  await expect(page.getByRole('dialog').getByRole('definition').last()).toHaveText('1');
  await expect(page.getByRole('dialog')).toContainText('Last seen');
  await page.keyboard.press('Escape');
  await rowNamed(page, 'Ann').getByRole('button', { name: 'Ann' }).click();
  await expect(page.getByRole('dialog')).toContainText('Last seenOnline now');
});

test("a log's board says when each player was last seen, or Online now, with and without script and on a phone's card", async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page, `${ASA_PLAYERS}&filter=time_played`);
  await expect(page.getByRole('columnheader', { name: 'LAST SEEN' })).toBeVisible();
  // Bob left at 13:36 UTC on 5 April; Ann's session is still open.
  expect(await cellsOf(page, 'Bob')).toContain('Apr 5, 2026');
  expect(await cellsOf(page, 'Ann')).toContain('Online now');
  await open(page, '?view=players&cluster=SOLO');
  await expect(page.getByRole('columnheader', { name: 'LAST SEEN' })).toHaveCount(0);

  const { context, page: plain } = await pageWithoutScript(browser, baseURL);
  try {
    await plain.setViewportSize({ width: 375, height: 800 });
    await plain.goto(`/${ASA_PLAYERS}&filter=time_played`);
    const cell = rowNamed(plain, 'Ann').getByRole('cell', { name: 'Online now' });
    await expect(cell).toBeVisible();
    // The card labels the value with the column's header, as every statistic of it.
    await expect(cell).toHaveAttribute('data-label', 'LAST SEEN');
    expect(await cellsOf(plain, 'Bob')).toContain('Apr 5, 2026');
  } finally {
    await context.close();
  }
});

// The players board filtered to who is online now (docs/adr/0096-the-online-filter.md): Ann alone.
// A log keeps no kills (the players board's default): its board by time played.
const TIME_PLAYED = `${ASA_PLAYERS}&filter=time_played`;

test('the Online now toggle shows who is online, with and without script; a cluster without a log has none', async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page, TIME_PLAYED);
  await expect(bodyRows(page)).toHaveCount(3);
  const toggle = page.getByRole('button', { name: 'Online now' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowNamed(page, 'Ann')).toBeVisible();
  await expect(page).toHaveURL(/[?&]online=1(&|$)/);
  // Nobody online of a search's matches: the board says so, not the wipe.
  await page.getByRole('searchbox').fill('Bob');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByText('No players found matching "Bob"')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(bodyRows(page)).toHaveCount(3);
  await open(page, '?view=players&cluster=SOLO');
  await expect(page.getByRole('button', { name: 'Online now' })).toHaveCount(0);
  await open(page, '?cluster=ASA');
  await expect(page.getByRole('button', { name: 'Online now' })).toHaveCount(0);

  const { context, page: plain } = await pageWithoutScript(browser, baseURL);
  try {
    await plain.goto(`/${TIME_PLAYED}`);
    await plain.getByRole('button', { name: 'Online now' }).click();
    await expect(plain).toHaveURL(/[?&]online=1(&|$)/);
    const pressed = plain.getByRole('button', { name: 'Online now' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(bodyRows(plain)).toHaveCount(1);
    await expect(rowNamed(plain, 'Ann')).toBeVisible();
    await pressed.click();
    await expect(bodyRows(plain)).toHaveCount(3);
  } finally {
    await context.close();
  }
});

// The population chart under the board (docs/adr/0104-last-seen-and-population-on-the-page.md):
// Ann, Bob and Rex overlap from 12:07 to 13:36; Ann alone is on at the log's last line (15:05).
const POPULATION = 'at most 3, on Apr 5, 2026; 1 in the last hour.';

test("a log's board charts its players online each hour, with and without script, readable at 375px", async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page, TIME_PLAYED);
  const chart = page.getByRole('region', { name: 'Players online' });
  await expect(chart.getByRole('img')).toHaveAccessibleName(new RegExp(`${POPULATION}$`));
  await chart.getByText('Values by day').click();
  await expect(chart.getByRole('rowheader', { name: 'Apr 5, 2026' })).toBeVisible();
  await open(page, '?view=players&cluster=SOLO');
  await expect(page.getByRole('region', { name: 'Players online' })).toHaveCount(0);

  const { context, page: plain } = await pageWithoutScript(browser, baseURL);
  try {
    await plain.setViewportSize({ width: 375, height: 800 });
    await plain.goto(`/${TIME_PLAYED}`);
    const drawn = plain.getByRole('region', { name: 'Players online' });
    await expect(drawn.getByRole('img')).toHaveAccessibleName(new RegExp(`${POPULATION}$`));
    // Nothing wider than the phone, and the axis's dates at a readable size.
    const width = await plain.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const sizes = await drawn
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => Number.parseFloat(getComputedStyle(item).fontSize)),
      );
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11);
  } finally {
    await context.close();
  }
});

for (const width of [1280, 375]) {
  for (const colorScheme of ['dark', 'light'] as const) {
    test(`axe finds nothing on a log's board at ${width}px in the ${colorScheme} theme`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        colorScheme,
        viewport: { width, height: 900 },
      });
      try {
        const page = await context.newPage();
        // The online filter pressed: the toggle's filled state and the board's rows too.
        await open(page, `${TIME_PLAYED}&online=1`);
        await expect(page.getByText('1 online', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Online now', pressed: true })).toBeVisible();
        // The population chart too, its table open.
        const chart = page.getByRole('region', { name: 'Players online' });
        await chart.getByText('Values by day').click();
        await expect(chart.getByRole('table')).toBeVisible();
        const { violations } = await axeOn(page).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
          [],
        );
      } finally {
        await context.close();
      }
    });
  }
}
