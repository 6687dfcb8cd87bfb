import type { PlayerRow, RankingResult, TribeRow } from '@ark/core';
import { makePlayerAnswer, makeResult, makeTribeAnswer } from '@ark/core/testing';
import { act, screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

/** A players page whose rows carry their SteamID (and TribeID), as an extended backend sends. */
function playersWithIds(): RankingResult {
  const result = makeResult({ view: 'players', count: 2 });
  const rows = (result.rows as PlayerRow[]).map((row, index) => ({
    ...row,
    SteamID: `7656119800000000${index + 1}`,
    TribeID: '1001',
  }));
  return { ...result, view: 'players', rows };
}

/** A tribes page whose rows carry their TribeID, except the second (a backend in the wild). */
function tribesWithIds(): RankingResult {
  const result = makeResult({ view: 'tribes', count: 2 });
  const rows = (result.rows as TribeRow[]).map((row, index) =>
    index === 0 ? { ...row, TribeID: '1001' } : row,
  );
  return { ...result, view: 'tribes', rows };
}

/** The page on an extended backend (the probe answers a season list), its rows shown. */
async function extendedPage(address: string, result: RankingResult) {
  const page = renderPage(address);
  await answer(page.seasonCalls[0], []);
  await answer(page.lastRanking(), result);
  const table = screen.getByRole('table');
  return { ...page, table };
}

/**
 * Resolves once history.back/go has landed: its popstate comes asynchronously, as in a browser,
 * so take this promise before the step that goes back.
 */
function nextPopState(): Promise<void> {
  return new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }),
  );
}

/** Does `step`, then waits inside act for the popstate it causes. */
async function goingBack(step: () => unknown): Promise<void> {
  const popped = nextPopState();
  await step();
  await act(() => popped);
}

const FIRST = '76561198000000001';
/** The panel's code is a lazy import: its first load in a test run is transformed on demand. */
const LAZY = { timeout: 10_000 };

describe('names open a detail panel (docs/behaviour.md#detail-panel)', () => {
  it('opens a player panel by pointer, in the address, with every statistic and rank', async () => {
    const { user, table, playerCalls } = await extendedPage('/?view=players', playersWithIds());
    await user.click(within(table).getByRole('button', { name: 'Player 1' }));
    expect(window.location.search).toBe(`?view=players&player=${FIRST}`);
    const dialog = await screen.findByRole('dialog', { name: 'Player details' }, LAZY);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    expect(playerCalls.map((call) => call.input)).toEqual([
      { id: FIRST, cluster: 'SOLO', season: null, range: 'all' },
    ]);
    await answer(playerCalls[0], makePlayerAnswer({ PlayerName: 'Player 1' }));
    const panel = screen.getByRole('dialog', { name: 'Player 1' });
    expect(panel).toHaveTextContent('Wild Dino Kills');
    expect(panel).toHaveTextContent('#3 of 3,000 in Kills');
    expect(within(panel).getByRole('button', { name: 'Alpha Rex' })).toBeInTheDocument();
  });

  it("opens a player by EOS id from a shared link: an Ascended player's panel, time played N/A", async () => {
    const eos = '0002a1b2c3d4e5f60718293a4b5c6d7e';
    const result = playersWithIds();
    const rows = (result.rows as PlayerRow[]).map((row, index) => ({
      ...row,
      SteamID: index === 0 ? eos : row.SteamID,
      TribeID: undefined,
      TribeName: '',
      PlayTime: undefined,
    }));
    const { seasonCalls, lastRanking, playerCalls } = renderPage(`/?view=players&player=${eos}`);
    await answer(seasonCalls[0], []);
    await answer(lastRanking(), { ...result, rows });
    expect(playerCalls.map((call) => call.input.id)).toEqual([eos]);
    const ascended = {
      PlayerName: 'Ascended Rex',
      SteamID: eos,
      TribeID: undefined,
      TribeName: '',
    };
    await answer(playerCalls[0], makePlayerAnswer({ ...ascended, PlayTime: undefined }));
    const panel = await screen.findByRole('dialog', { name: 'Ascended Rex' }, LAZY);
    expect(panel).toHaveTextContent('N/A');
    expect(within(screen.getByRole('table')).getAllByText('N/A')).toHaveLength(rows.length);
  });

  it("draws the player's history of the board's statistic; a span pick changes the address, not the page", async () => {
    const page = await extendedPage('/?view=players&filter=deaths', playersWithIds());
    page.history.points = [
      { day: '2026-11-01', values: { DeathByPlayer: 2 }, ranks: { deaths: 5 } },
      { day: '2026-11-03', values: { DeathByPlayer: 6 }, ranks: { deaths: 1 } },
    ];
    await page.user.click(within(page.table).getByRole('button', { name: 'Player 1' }));
    await screen.findByRole('dialog', { name: 'Player details' }, LAZY);
    await answer(page.playerCalls[0], makePlayerAnswer({ PlayerName: 'Player 1' }));
    expect(page.historyCalls).toEqual([{ kind: 'player', id: FIRST, cluster: 'SOLO' }]);
    const history = screen.getByRole('region', { name: 'Deaths over time' });
    expect(
      within(history).getByRole('img', { name: /^Deaths from 2 on Nov 1, 2026 to 6/ }),
    ).toBeInTheDocument();
    await page.user.click(within(history).getByRole('link', { name: '90 days' }));
    expect(window.location.search).toBe(`?view=players&filter=deaths&player=${FIRST}&days=90`);
    expect(within(history).getByRole('link', { name: '90 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(page.playerCalls).toHaveLength(1);
  });

  it('opens and closes by keyboard alone, focus back on the name it came from', async () => {
    const { user, table, playerCalls } = await extendedPage('/?view=players', playersWithIds());
    const name = within(table).getByRole('button', { name: 'Player 2' });
    name.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await answer(playerCalls[0], makePlayerAnswer({ PlayerName: 'Player 2' }));
    await goingBack(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?view=players');
    expect(
      within(screen.getByRole('table')).getByRole('button', { name: 'Player 2' }),
    ).toHaveFocus();
  });

  it('closes with the close button and with Back', async () => {
    const { user, table } = await extendedPage('/?view=players', playersWithIds());
    await user.click(within(table).getByRole('button', { name: 'Player 1' }));
    const close = await screen.findByRole('button', { name: 'Close' }, LAZY);
    await goingBack(() => user.click(close));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table')).getByRole('button', { name: 'Player 1' }),
    ).toHaveFocus();

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Player 1' }));
    await screen.findByRole('dialog', {}, LAZY);
    await goingBack(() => window.history.back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?view=players');
  });

  it('opens a shared link on load; closing it replaces the address and focuses the results', async () => {
    const { user, seasonCalls, lastRanking, playerCalls } = renderPage(
      `/?view=players&player=${FIRST}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await answer(seasonCalls[0], []);
    await answer(lastRanking(), playersWithIds());
    await answer(playerCalls[0], makePlayerAnswer({ PlayerName: 'Player 1' }));
    expect(await screen.findByRole('dialog', { name: 'Player 1' }, LAZY)).toBeInTheDocument();
    const before = window.history.length;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?view=players');
    expect(window.history.length).toBe(before);
    expect(document.activeElement).toContainElement(screen.getByRole('table'));
  });

  it("opens the tribe from a player's panel and a member from the tribe's", async () => {
    const { user, table, playerCalls, tribeCalls } = await extendedPage(
      '/?view=players',
      playersWithIds(),
    );
    await user.click(within(table).getByRole('button', { name: 'Player 1' }));
    await answer(playerCalls[0], makePlayerAnswer({ PlayerName: 'Player 1' }));
    await user.click(await screen.findByRole('button', { name: 'Alpha Rex' }, LAZY));
    expect(window.location.search).toBe('?view=players&tribe=1001');
    expect(tribeCalls.map((call) => call.input)).toEqual([
      { id: '1001', cluster: 'SOLO', season: null, range: 'all', page: 0 },
    ]);
    await answer(tribeCalls[0], makeTribeAnswer({ count: 2, totalPages: 2 }));
    const dialog = screen.getByRole('dialog', { name: 'Alpha Rex' });
    const members = within(dialog).getByRole('table', { name: 'Members' });
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(tribeCalls.at(-1)?.input.page).toBe(1);
    await answer(tribeCalls.at(-1), makeTribeAnswer({ count: 1, page: 1, totalPages: 2 }));
    await user.click(within(dialog).getByRole('button', { name: 'Member 21' }));
    expect(window.location.search).toBe('?view=players&player=76561199000000021');
    // Closing goes back past every panel opened in this visit; focus returns to the row's name.
    await goingBack(() => user.keyboard('{Escape}'));
    expect(window.location.search).toBe('?view=players');
    expect(
      within(screen.getByRole('table')).getByRole('button', { name: 'Player 1' }),
    ).toHaveFocus();
  });

  it('says so when the player is hidden or unknown', async () => {
    const { user, table, playerCalls } = await extendedPage('/?view=players', playersWithIds());
    await user.click(within(table).getByRole('button', { name: 'Player 1' }));
    await answer(playerCalls[0], null);
    expect(await screen.findByRole('dialog', { name: 'Player details' }, LAZY)).toHaveTextContent(
      'This player is not on the board: hidden or unknown.',
    );
  });

  it('keeps names without an id as plain text', async () => {
    const { table } = await extendedPage('/', tribesWithIds());
    expect(within(table).getByRole('button', { name: 'Tribe 1' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Tribe 2' })).not.toBeInTheDocument();
    expect(within(table).getByText('Tribe 2')).toBeInTheDocument();
  });

  it('draws the panel as an open dialog, the page behind it left to the browser', async () => {
    const { user, table } = await extendedPage('/', tribesWithIds());
    await user.click(within(table).getByRole('button', { name: 'Tribe 1' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toHaveAttribute('open');
    // No attribute on the page: a modal dialog makes it inert (docs/adr/0099).
    expect(screen.getByRole('searchbox').closest('[inert]')).toBeNull();
    await goingBack(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
