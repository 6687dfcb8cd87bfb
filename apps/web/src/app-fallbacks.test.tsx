import {
  createLeaderboardClient,
  type PlayerRow,
  type RankingResult,
  type TribeRow,
} from '@ark/core';
import { makePlayerRow, makeResult, makeTribeRow } from '@ark/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

/** A one-page answer carrying exactly these rows. */
const tribesResult = (rows: TribeRow[]): RankingResult => ({
  ...makeResult(),
  view: 'tribes',
  rows,
});
const playersResult = (rows: PlayerRow[]): RankingResult => ({
  ...makeResult({ view: 'players' }),
  view: 'players',
  rows,
});

/** The real core client against a network that is down (it retries twice, ~0.75 s, first). */
const RETRIED = { timeout: 4000 };
function offlineClient() {
  const logger = { error: vi.fn() };
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  const client = createLeaderboardClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger,
  });
  return { client, logger };
}

describe('no backend (docs/behaviour.md#fallbacks, with the real core client)', () => {
  it('uses the fallback clusters and logs', async () => {
    const { client, logger } = offlineClient();
    const { user } = renderPage('/', client);
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument(), RETRIED);
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Solos',
      'Duos',
      '3 Man',
      '4 Man',
      '100x',
    ]);
    expect(logger.error).toHaveBeenCalled();
  });

  it('shows the announced sample: 20 rows a page, 2 pages, ranked by position', async () => {
    const { client } = offlineClient();
    const { user } = renderPage('/', client);
    const table = await screen.findByRole('table', {}, RETRIED);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Live rankings are unavailable right now. Showing sample data.',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () =>
        expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
          'Page 2 of 2',
        ),
      RETRIED,
    );
    await waitFor(
      () =>
        expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/^21/),
      RETRIED,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the player sample in the player view', async () => {
    const { client } = offlineClient();
    renderPage('/?view=players', client);
    const table = await screen.findByRole('table', {}, RETRIED);
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('PLAYER NAME');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Live rankings are unavailable right now. Showing sample data.',
    );
  });
});

describe('messages (docs/behaviour.md#messages)', () => {
  it('says the servers have wiped when no rows come back', async () => {
    const { lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Servers have recently wiped. Please check again later.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('does not announce sample data for live rows', async () => {
    const { lastRanking } = renderPage();
    await answer(lastRanking(), makeResult());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Live rankings are unavailable right now. Showing sample data.'),
    ).not.toBeInTheDocument();
  });
});

describe('values as shown (docs/behaviour.md#formatting)', () => {
  it('computes a missing player KD as kills / max(deaths, 1), to one decimal', async () => {
    const { lastRanking } = renderPage('/?view=players');
    const row = makePlayerRow({ PlayerKills: 7, DeathByPlayer: 2, KD: undefined });
    await answer(lastRanking(), playersResult([row]));
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('3.5');
  });

  it('shows a KD that is present as given', async () => {
    const { lastRanking } = renderPage('/?view=players');
    const row = makePlayerRow({ PlayerKills: 7, DeathByPlayer: 2, KD: '9.50' });
    await answer(lastRanking(), playersResult([row]));
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('9.50');
  });

  it('shows N/A for a missing tribe score and time, 0 for missing tribe counts', async () => {
    const { lastRanking } = renderPage();
    const row = makeTribeRow({
      rank: 4,
      DamageScore: undefined,
      TotalKills: undefined,
      TotalPlayTime: undefined,
    });
    await answer(lastRanking(), tribesResult([row]));
    const cells = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.filter((text) => text === 'N/A')).toHaveLength(2);
    expect(cells[2]).toBe('0');
  });
});
