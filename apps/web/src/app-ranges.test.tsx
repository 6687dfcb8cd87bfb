import { RANGE_KEYS } from '@ark/core';
import { makePlayerAnswer, makePlayerRow, makeResult, makeSeasons } from '@ark/core/testing';
import { act, screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

const PERIOD = /^Period /;
const ALL_RANGES = [...RANGE_KEYS];

describe('the Period dropdown (docs/behaviour.md#period-dropdown)', () => {
  it('is there once the backend offers ranges, beside Filter by, on the all-time board', async () => {
    const { rangeCalls, lastRanking } = renderPage();
    expect(rangeCalls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: PERIOD })).not.toBeInTheDocument();
    await answer(rangeCalls[0], ALL_RANGES);
    await answer(lastRanking(), makeResult());
    const dropdowns = screen.getAllByRole('button', { name: /^(Cluster|Filter by|Period) / });
    expect(dropdowns.map((button) => button.textContent)).toEqual([
      'Solos',
      'Tribe Score',
      'All time',
    ]);
    expect(screen.getByRole('button', { name: 'Period All time' })).toBeInTheDocument();
  });

  it('is not there on a backend without ranges, nor with the all-time board only', async () => {
    const without = renderPage();
    await answer(without.rangeCalls[0], null);
    expect(screen.queryByRole('button', { name: PERIOD })).not.toBeInTheDocument();
    stopPages();
    without.unmount();
    const allOnly = renderPage();
    await answer(allOnly.rangeCalls[0], ['all']);
    expect(screen.queryByRole('button', { name: PERIOD })).not.toBeInTheDocument();
  });

  it('asks for the period from page 1, keeps the search, and writes range= in the address', async () => {
    const { user, rangeCalls, lastRanking } = renderPage('/?view=players&search=rex&page=3');
    await answer(rangeCalls[0], ALL_RANGES);
    await answer(lastRanking(), makeResult({ view: 'players', totalPages: 5, page: 2 }));
    await user.click(screen.getByRole('button', { name: PERIOD }));
    await user.click(screen.getByRole('option', { name: 'This week' }));
    expect(lastRanking().input).toMatchObject({
      view: 'players',
      search: 'rex',
      page: 0,
      range: 'week',
    });
    expect(window.location.search).toBe('?view=players&range=week&search=rex');
    expect(screen.getByRole('searchbox')).toHaveValue('rex');
    expect(screen.getByRole('button', { name: 'Period This week' })).toHaveFocus();
  });

  it('goes back to the all-time board with Back', async () => {
    const { user, rangeCalls, lastRanking } = renderPage('/');
    await answer(rangeCalls[0], ALL_RANGES);
    await user.click(screen.getByRole('button', { name: PERIOD }));
    await user.click(screen.getByRole('option', { name: 'Today' }));
    expect(window.location.search).toBe('?range=day');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('');
    expect(lastRanking().input).toMatchObject({ range: 'all' });
    expect(screen.getByRole('button', { name: 'Period All time' })).toBeInTheDocument();
  });

  it('opens a shared link to a period once the backend offers it, not before', async () => {
    const { rangeCalls, rankingCalls, lastRanking } = renderPage('/?range=last_week');
    expect(rankingCalls).toHaveLength(0);
    await answer(rangeCalls[0], ALL_RANGES);
    expect(rankingCalls).toHaveLength(1);
    expect(lastRanking().input).toMatchObject({ range: 'last_week' });
    expect(screen.getByRole('button', { name: 'Period Last week' })).toBeInTheDocument();
  });

  it('shows the all-time board for a period the backend does not offer, the address cleaned', async () => {
    const { rangeCalls, rankingCalls, lastRanking } = renderPage('/?view=players&range=month');
    await answer(rangeCalls[0], ['all', 'week']);
    expect(rankingCalls).toHaveLength(1);
    expect(lastRanking().input).toMatchObject({ view: 'players', range: 'all' });
    expect(window.location.search).toBe('?view=players');
  });

  it('says an empty period had no activity, never the wipe message', async () => {
    const { rangeCalls, lastRanking } = renderPage('/?range=week');
    await answer(rangeCalls[0], ALL_RANGES);
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('No activity recorded this week yet.');
    expect(
      screen.queryByText('Servers have recently wiped. Please check again later.'),
    ).not.toBeInTheDocument();
  });

  it('keeps the no-match message for a search in a period', async () => {
    const { rangeCalls, lastRanking } = renderPage('/?range=last_month&search=nobody');
    await answer(rangeCalls[0], ALL_RANGES);
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('No tribes found matching "nobody"');
  });

  it('leaves an archived season for the current one when a period is chosen', async () => {
    const { user, rangeCalls, seasonCalls, lastRanking } = renderPage('/?season=2');
    await answer(seasonCalls[0], makeSeasons(2));
    await answer(rangeCalls[0], ALL_RANGES);
    expect(screen.getByRole('button', { name: /^Season / })).toHaveTextContent('Season 2');
    expect(screen.getByRole('button', { name: PERIOD })).toHaveTextContent('All time');
    await user.click(screen.getByRole('button', { name: PERIOD }));
    await user.click(screen.getByRole('option', { name: 'This month' }));
    expect(lastRanking().input).toMatchObject({ season: null, range: 'month' });
    expect(screen.getByRole('button', { name: /^Season / })).toHaveTextContent('Current season');
    expect(window.location.search).toBe('?range=month');
    await user.click(screen.getByRole('button', { name: /^Season / }));
    await user.click(screen.getByRole('option', { name: 'Season 1' }));
    expect(lastRanking().input).toMatchObject({ season: 1, range: 'all' });
    expect(window.location.search).toBe('?season=1');
  });

  it("opens a player's panel in the period shown, named by it", async () => {
    const { user, rangeCalls, seasonCalls, playerCalls, lastRanking } = renderPage(
      '/?view=players&range=week',
    );
    await answer(seasonCalls[0], []);
    await answer(rangeCalls[0], ALL_RANGES);
    const rows = [makePlayerRow({ rank: 1, PlayerName: 'Player 1', SteamID: '7' })];
    await answer(lastRanking(), { ...makeResult({ view: 'players' }), view: 'players', rows });
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Player 1' }));
    expect(playerCalls.map((call) => call.input)).toEqual([
      { id: '7', cluster: 'SOLO', season: null, range: 'week' },
    ]);
    const ranks = [{ filter: 'kills', rank: 1, of: 12 }];
    const range = { key: 'week' as const, from: null, to: null };
    await answer(playerCalls[0], { ...makePlayerAnswer({ PlayerName: 'Player 1' }), ranks, range });
    const dialog = await screen.findByRole('dialog', { name: 'Player 1' }, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleDescription('This week');
    expect(dialog).toHaveTextContent('#1 of 12 in Kills');
  });
});
