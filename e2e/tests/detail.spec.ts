import type { Locator, Page } from '@playwright/test';
import { FRESH_SPAWN, REXINGTON } from '../fixtures/seed';
import {
  axeOn,
  expect,
  moveTo,
  onBoard,
  open,
  param,
  rankCell,
  settled,
  tab,
} from '../support/test';

// docs/behaviour.md#detail-panel and #movement, on the moved board (support/boards.ts): SOLO
// imported twice (the second import moves ranks, ties two players and adds one), DUO for a tribe
// with two pages of members.
const test = onBoard('moved');

const PHONE = { width: 375, height: 812 };

/** The rankings: a table, its rows shown as cards below 768px. */
const rankings = (page: Page): Locator => page.getByRole('table', { name: /rankings$/ });
/** A row's name button, in the rankings or a panel. */
const nameButton = (scope: Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });
const dialog = (page: Page): Locator => page.getByRole('dialog');

/** What Rexington's panel shows after the second import, in order. */
const REXINGTON_PANEL = `
- heading "Rexington" [level=2]
- button "Close"
- paragraph:
  - text: "Tribe:"
  - button "Alpha Rex"
- term: Kills
- definition: 1,500
- term: Deaths
- definition: "400"
- term: KD
- definition: "3.75"
- term: Tamed Dino Kills
- definition: 1,234
- term: Wild Dino Kills
- definition: "321"
- term: Dinos Tamed
- definition: "42"
- term: Deaths by Dino
- definition: "17"
- term: Deaths by Wild Dino
- definition: "9"
- term: Time Played
- definition: 205.75 hrs
- region "Ranks":
  - heading "Ranks" [level=3]
  - list:
    - listitem: "#1 of 26 in Kills"
    - listitem: "#3 of 26 in Deaths"
    - listitem: "#1 of 26 in Tamed Dino Kills"
    - listitem: "#1 of 26 in Time Played"
`;

/** Axe's violations on the page as it is, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

test.describe('the player panel', () => {
  test('a name opens it by pointer: every statistic, a rank line each, player= in the address', async ({
    page,
  }) => {
    await open(page, '?view=players');
    const rexington = nameButton(rankings(page), 'Rexington');
    await expect(rexington).toHaveAttribute('aria-haspopup', 'dialog');
    await rexington.click();
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(dialog(page)).toMatchAriaSnapshot(REXINGTON_PANEL);
    await expect(page.getByRole('heading', { name: 'Rexington' })).toBeFocused();
    await expect.poll(param(page, 'player')).toBe(REXINGTON.SteamID);
    expect(param(page, 'view')()).toBe('players');
    // A centred dialog on desktop, not a sheet.
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBeLessThan(1280);

    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(rexington).toBeFocused();
    await expect.poll(param(page, 'player')).toBeNull();
  });

  test('keyboard only: Tab to the name, Enter opens, Tab stays inside, Escape closes', async ({
    page,
  }) => {
    await open(page, '?view=players');
    await page.locator('body').focus();
    const rexington = nameButton(rankings(page), 'Rexington');
    await moveTo(page, rexington, 'Tab', 30);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
    await expect(page.getByRole('heading', { name: 'Rexington' })).toBeFocused();
    await expect.poll(param(page, 'player')).toBe(REXINGTON.SteamID);

    // Close, the tribe, Compare, the history chart's spans and values, then around to Close
    // again: focus never leaves the dialog, either way round.
    const close = dialog(page).getByRole('button', { name: 'Close' });
    const spans = dialog(page).getByRole('link', { name: /days$/ });
    await moveTo(page, close, 'Tab', 1);
    await moveTo(page, nameButton(dialog(page), 'Alpha Rex'), 'Tab', 1);
    await moveTo(page, dialog(page).getByRole('link', { name: 'Compare' }), 'Tab', 1);
    await moveTo(page, spans.first(), 'Tab', 1);
    await moveTo(page, close, 'Tab', (await spans.count()) + 1);
    await page.keyboard.press('Shift+Tab');
    expect(await dialog(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(
      true,
    );
    await moveTo(page, close, 'Tab', 1);
    await moveTo(page, nameButton(dialog(page), 'Alpha Rex'), 'Tab', 1);
    await moveTo(page, close, 'Shift+Tab', 1);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(rexington).toBeFocused();
    await expect.poll(param(page, 'player')).toBeNull();

    // Space opens it too.
    await page.keyboard.press('Space');
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
  });

  test('Back closes it, focus returns to the name, and Forward opens it again', async ({
    page,
  }) => {
    await open(page, '?view=players');
    const rexington = nameButton(rankings(page), 'Rexington');
    await rexington.click();
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
    await expect.poll(param(page, 'player')).toBe(REXINGTON.SteamID);
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(rexington).toBeFocused();
    expect(param(page, 'player')()).toBeNull();
    expect(param(page, 'view')()).toBe('players');
    await page.goForward();
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
  });

  test('a shared link opens the panel on load; closing it keeps the board', async ({ page }) => {
    await page.goto(`/?view=players&player=${REXINGTON.SteamID}`);
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
    await expect(dialog(page)).toMatchAriaSnapshot(REXINGTON_PANEL);
    await expect(page.getByRole('heading', { name: 'PLAYER LEADERBOARDS' })).toBeAttached();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(param(page, 'player')).toBeNull();
    expect(param(page, 'view')()).toBe('players');
    await expect(nameButton(rankings(page), 'Rexington')).toBeVisible();
  });

  test('an id that is not on the board says so', async ({ page }) => {
    await page.goto('/?view=players&player=76561198000000000');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(
      'This player is not on the board: hidden or unknown.',
    );
  });
});

test.describe('the tribe panel', () => {
  test("a player's tribe opens it: totals, ranks, members by kills; a member opens their panel", async ({
    page,
  }) => {
    await open(page, '?view=players');
    await nameButton(rankings(page), 'Rexington').click();
    await nameButton(dialog(page), 'Alpha Rex').click();
    await expect(dialog(page)).toHaveAccessibleName('Alpha Rex');
    await expect.poll(param(page, 'tribe')).toBe(REXINGTON.TribeID);
    expect(param(page, 'player')()).toBeNull();
    // Alpha Rex's totals are its two players' sums (fixtures/seed.ts): Rexington and Fresh Spawn.
    await expect(dialog(page)).toMatchAriaSnapshot(`
      - heading "Alpha Rex" [level=2]
      - term: Tribe Score
      - definition: 1,234,567
      - term: Kills
      - definition: 2,500
      - term: Members
      - definition: "2"
      - region "Ranks":
        - list:
          - listitem: "#1 of 22 in Tribe Score"
      - region "Members":
        - table "Members":
          - rowgroup:
            - row:
              - cell
              - rowheader "Rexington"
              - cell "1,500"
            - row:
              - cell
              - rowheader "${FRESH_SPAWN.PlayerName}"
              - cell "1,000"
    `);
    await expect(dialog(page).getByRole('navigation', { name: 'Members pages' })).toHaveCount(0);

    await nameButton(dialog(page), FRESH_SPAWN.PlayerName).click();
    await expect(dialog(page)).toHaveAccessibleName(FRESH_SPAWN.PlayerName);
    await expect.poll(param(page, 'player')).toBe(FRESH_SPAWN.SteamID);
    expect(param(page, 'tribe')()).toBeNull();
    // Back returns to the panel it was opened from, then to Rexington's.
    await page.goBack();
    await expect(dialog(page)).toHaveAccessibleName('Alpha Rex');
    await page.goBack();
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
  });

  test('a tribe of 25 pages its members 20 at a time, with its own pager', async ({ page }) => {
    await open(page, '?cluster=DUO');
    const rexClan = nameButton(rankings(page), 'Rex Clan');
    await rexClan.click();
    await expect(dialog(page)).toHaveAccessibleName('Rex Clan');
    await expect.poll(param(page, 'tribe')).toBe('2001');
    const members = dialog(page).getByRole('table', { name: 'Members' });
    const memberNames = members.getByRole('rowheader');
    const pager = dialog(page).getByRole('navigation', { name: 'Members pages' });
    await expect(memberNames).toHaveCount(20);
    // By kills: Rex Hunter NN has 100 + NN (fixtures/seed.ts).
    await expect(memberNames.first()).toHaveText('Rex Hunter 25');
    await expect(pager).toContainText('Page 1 of 2');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 2');
    await expect(memberNames).toHaveText([
      'Rex Hunter 05',
      'Rex Hunter 04',
      'Rex Hunter 03',
      'Rex Hunter 02',
      'Rex Hunter 01',
    ]);
    // The board's own page did not move.
    expect(param(page, 'page')()).toBeNull();
    await nameButton(members, 'Rex Hunter 01').click();
    await expect(dialog(page)).toHaveAccessibleName('Rex Hunter 01');
    await expect(dialog(page).getByText('Rex Clan', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(rexClan).toBeFocused();
  });
});

test.describe('movement since the last import', () => {
  test('rows show ▲, ▼ and new beside the rank, with text for assistive technology', async ({
    page,
  }) => {
    await open(page, '?view=players');
    // [name, rank, shown, heard]: a rise of 23, a tie at 3 reached from both sides, a new row,
    // a fall of 3, a tie at 7 that fell 2, and no mark when unchanged.
    const expected: [string, string, string, string][] = [
      ['Dodo Feeder', '2', '▲23', 'up 23 places since the last update'],
      ['Dodo Dan', '3', '▲1', 'up 1 place since the last update'],
      ['Raptor Queen', '3', '▼1', 'down 1 place since the last update'],
      [FRESH_SPAWN.PlayerName, '5', 'new', 'new since the last update'],
      ['Carno Carl', '6', '▼3', 'down 3 places since the last update'],
      ['Giga Gwen', '7', '▼2', 'down 2 places since the last update'],
      ['Frog Fred', '7', '▼2', 'down 2 places since the last update'],
    ];
    for (const [name, rank, shown, heard] of expected) {
      const cell = rankCell(page, name);
      await expect(cell.getByText(shown, { exact: true })).toBeVisible();
      await expect(cell.getByText(shown, { exact: true })).toHaveAttribute('aria-hidden', 'true');
      // What a screen reader reads: the rank and the sentence, not the arrow.
      await expect(cell).toHaveAccessibleName(new RegExp(`(^| )${rank} ${heard}$`));
    }
    await expect(rankCell(page, 'Rexington')).toHaveAccessibleName('1st place 1');
    await expect(rankCell(page, 'Rexington')).not.toContainText(/▲|▼|new/);

    // The panel's rank lines carry the same movement.
    await nameButton(rankings(page), 'Dodo Feeder').click();
    await expect(dialog(page).getByRole('region', { name: 'Ranks' })).toMatchAriaSnapshot(`
      - listitem: "#2 of 26 in Kills up 23 places since the last update"
    `);
    await expect(dialog(page).getByText('▲23', { exact: true })).toBeVisible();
  });

  test('the cards show it too (375px)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await open(page, '?view=players');
    const card = rankings(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Dodo Feeder', exact: true }) });
    await expect(card.getByText('▲23', { exact: true })).toBeVisible();
    await expect(card.getByText('up 23 places since the last update')).toBeAttached();
    await context.close();
  });
});

test.describe('phones and accessibility', () => {
  test('below 768px the panel is a full-width sheet', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await open(page, '?view=players');
    const rexington = nameButton(rankings(page), 'Rexington');
    await rexington.click();
    await expect(dialog(page)).toHaveAccessibleName('Rexington');
    await expect(dialog(page)).toMatchAriaSnapshot(REXINGTON_PANEL);
    const box = await dialog(page).boundingBox();
    expect(box?.x).toBeCloseTo(0, 0);
    expect(box?.width).toBeCloseTo(PHONE.width, 0);
    const sideways = await page.evaluate(
      () => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth,
    );
    expect(sideways).toBe(false);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(rexington).toBeFocused();
    await context.close();
  });

  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    test(`axe finds no violations with a player and a tribe panel open (${size.width}px)`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: size });
      const page = await context.newPage();
      await open(page);
      await tab(page, 'Player Leaderboard').click();
      await settled(page);
      await nameButton(rankings(page), 'Dodo Feeder').click();
      await expect(dialog(page).getByRole('heading', { name: 'Ranks' })).toBeVisible();
      const player = await violations(page);
      await nameButton(dialog(page), 'Tribe 22').click();
      await expect(dialog(page).getByRole('table', { name: 'Members' })).toBeVisible();
      const tribe = await violations(page);
      await context.close();
      expect([...player, ...tribe]).toEqual([]);
    });
  }
});
