import type { Locator, Page } from '@playwright/test';
import { CLUSTERS, type PlayerRecord, SOLO_SEASON_2, SOLO_WIPED } from '../fixtures/seed';
import {
  bodyRows,
  choose,
  chooseLink,
  expect,
  next,
  onOwnServer,
  open,
  pageText,
  pageWithoutScript,
  param,
  rankCell,
  search,
  shownNames,
  status,
  tab,
} from '../support/test';

// docs/adr/0037-moderation-and-seasons.md, driven as an admin does: the CLI on the stopped
// embedded store, then the page. One story in order (each step builds on the last), on a server
// of its own that starts with the shared SOLO.
const SOLO = CLUSTERS[0];
if (!SOLO) throw new Error('the seed has no SOLO');
const test = onOwnServer({ clusters: [SOLO] });
// Each step stops the server, runs the CLI (seconds a command on a loaded machine) and starts it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const player = (name: string): PlayerRecord => {
  const found = SOLO.players.find((record) => record.PlayerName === name);
  if (!found) throw new Error(`no ${name} in SOLO`);
  return found;
};
const RAPTOR_QUEEN = player('Raptor Queen');
const seasonButton = (page: Page): Locator => page.getByRole('button', { name: /^Season / });

test('hide: the player and the tribe leave the page, search and details, and ranks close up', async ({
  page,
  server,
}) => {
  await open(page, '?view=players');
  await expect(rankCell(page, 'Raptor Queen')).toHaveAccessibleName('2nd place 2');
  await expect(rankCell(page, 'Carno Carl')).toHaveAccessibleName('3rd place 3');
  // No archived season yet: the specification's page, no Season dropdown.
  await expect(seasonButton(page)).toHaveCount(0);

  await server.whileStopped(async () => {
    await server.cli([
      'hide',
      '--cluster',
      'SOLO',
      '--player',
      RAPTOR_QUEEN.SteamID,
      '--reason',
      'aimbot',
    ]);
    await server.cli([
      'hide',
      '--cluster',
      'SOLO',
      '--tribe',
      '1002',
      '--reason',
      'offensive name',
    ]);
    const hidden = await server.cli(['hidden', '--cluster', 'SOLO']);
    expect(hidden).toContain(RAPTOR_QUEEN.SteamID);
    expect(hidden).toContain('aimbot');
    expect(hidden).toContain('Bravo Raptors');
  });

  await open(page, '?view=players');
  expect(await shownNames(page)).not.toContain('Raptor Queen');
  // Carno Carl takes her rank 2 (and shows he moved up one since the last import).
  await expect(rankCell(page, 'Carno Carl')).toHaveAccessibleName(/^2nd place 2( |$)/);
  await expect(rankCell(page, 'Dodo Dan')).toHaveAccessibleName(/^3rd place 3( |$)/);
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await next(page).click();
  await expect(bodyRows(page)).toHaveCount(4);
  await search(page, 'Raptor');
  await expect(status(page)).toHaveText('No players found matching "Raptor"');

  await tab(page, 'Tribe Leaderboard').click();
  await expect(rankCell(page, 'Charlie Carnos')).toHaveAccessibleName(/^2nd place 2( |$)/);
  expect(await shownNames(page)).not.toContain('Bravo Raptors');

  // A shared link to her panel no longer shows her.
  await page.goto(`/?view=players&player=${RAPTOR_QUEEN.SteamID}`);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
    'This player is not on the board: hidden or unknown.',
  );
});

test('seasons: close two, import new data, browse each from the Season dropdown', async ({
  page,
  server,
}) => {
  await server.whileStopped(async () => {
    await server.cli(['season', 'close', '--name', 'Season 1']);
    await server.importCluster(SOLO_SEASON_2);
    await server.cli(['season', 'close', '--name', 'Season 2']);
    expect(await server.cli(['season', 'list'])).toMatch(/Season 2[\s\S]*Season 1/);
  });

  // The current board: SOLO_SEASON_2 reversed the kills; the hides outlived the import.
  await open(page, '?view=players&page=2');
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  await seasonButton(page).click();
  await expect(page.getByRole('listbox', { name: 'Season' }).getByRole('option')).toHaveText([
    'Current season',
    'Season 2',
    'Season 1',
  ]);
  await page.keyboard.press('Escape');
  await expect(seasonButton(page)).toContainText('Current season');

  // Keyboard: Enter opens, ArrowDown twice reaches Season 1, Enter picks it.
  await seasonButton(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(seasonButton(page)).toContainText('Season 1');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expect.poll(param(page, 'season')).toMatch(/^\d+$/);
  const season1 = param(page, 'season')();
  expect(param(page, 'page')()).toBeNull();
  expect(param(page, 'view')()).toBe('players');
  // Season 1 is the board as it was when closed: Rexington first, Raptor Queen hidden.
  await expect
    .poll(async () => (await shownNames(page)).slice(0, 3))
    .toEqual(['Rexington', 'Carno Carl', 'Dodo Dan']);

  await next(page).click();
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  await choose(page, seasonButton(page), 'Season 2');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expect.poll(param(page, 'season')).not.toBe(season1);
  expect(param(page, 'page')()).toBeNull();
  await expect.poll(async () => (await shownNames(page))[0]).toBe('Dodo Feeder');
  expect(await shownNames(page)).not.toContain('Raptor Queen');

  // Back returns to Season 1's page 2; the address carries the season.
  await page.goBack();
  await expect(seasonButton(page)).toContainText('Season 1');
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  expect(param(page, 'season')()).toBe(season1);

  await choose(page, seasonButton(page), 'Current season');
  await expect.poll(param(page, 'season')).toBeNull();
  await expect.poll(async () => (await shownNames(page))[0]).toBe('Dodo Feeder');

  // A shared link to a season opens it.
  await open(page, `?view=players&season=${season1}`);
  await expect(seasonButton(page)).toContainText('Season 1');
  await expect.poll(async () => (await shownNames(page))[0]).toBe('Rexington');
});

test("with JavaScript off, the Season dropdown's links open each season, from page 1", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutScript(browser, baseURL);
  await page.goto('/?view=players&page=2');
  await chooseLink(page, seasonButton(page), 'Season 1');
  await expect(seasonButton(page)).toContainText('Season 1');
  expect(param(page, 'season')()).toMatch(/^\d+$/);
  expect(param(page, 'page')()).toBeNull();
  expect((await shownNames(page)).slice(0, 3)).toEqual(['Rexington', 'Carno Carl', 'Dodo Dan']);
  await chooseLink(page, seasonButton(page), 'Current season');
  expect(param(page, 'season')()).toBeNull();
  expect((await shownNames(page))[0]).toBe('Dodo Feeder');
  await context.close();
});

test("after a wipe the wipe message links to the last season's final standings", async ({
  page,
  server,
}) => {
  await server.whileStopped(() => server.importCluster(SOLO_WIPED));

  await open(page, '?view=players');
  await expect(status(page)).toContainText(
    'Servers have recently wiped. Please check again later.',
  );
  const link = page.getByRole('link', { name: 'See the final standings of Season 2' });
  await expect(link).toHaveAttribute('href', /[?&]season=\d+/);
  await link.click();
  await expect(seasonButton(page)).toContainText('Season 2');
  await expect.poll(param(page, 'season')).toMatch(/^\d+$/);
  expect(param(page, 'view')()).toBe('players');
  await expect.poll(async () => (await shownNames(page))[0]).toBe('Dodo Feeder');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
});
