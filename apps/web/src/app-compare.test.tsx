import { makeSeasons } from '@ark/core/testing';
import { screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

/** A compare answer as the call sends it: two players, one id left out. */
const compared = {
  board: 'players',
  cluster: 'SOLO',
  entries: [
    {
      player: { SteamID: '7', PlayerName: 'Rex', PlayerKills: 9 },
      ranks: [{ filter: 'kills', rank: 1, of: 2 }],
    },
    {
      player: { SteamID: '8', PlayerName: 'Dodo', PlayerKills: 3 },
      ranks: [{ filter: 'kills', rank: 2, of: 2 }],
    },
  ],
  best: [{ stat: 'kills', ids: ['7'] }],
  left_out: [{ id: '9', reason: 'not_found' }],
  updated_at: null,
};

describe('the comparison (docs/adr/0083-compare.md)', () => {
  it('asks the compare call at its address, draws its table and left-out line, and removes a column', async () => {
    const { user, seasonCalls, rankingCalls, compareCalls } = renderPage(
      '/?view=compare&players=7,8,9',
    );
    await answer(seasonCalls[0], makeSeasons(1));
    expect(rankingCalls).toHaveLength(0);
    expect(compareCalls.at(-1)?.input).toBe('/api/ark/compare?players=7%2C8%2C9&cluster=SOLO');
    await answer(compareCalls.at(-1), compared);
    const table = await screen.findByRole('table', { name: 'Compare players' });
    const kills = within(table).getByRole('row', { name: /^Kills/ });
    expect(kills).toHaveTextContent('best');
    expect(screen.getByText('Left out: 1 id not found or hidden.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Remove Dodo from the comparison' }));
    expect(window.location.search).toBe('?view=compare&players=7%2C9');
    expect(compareCalls.at(-1)?.input).toBe('/api/ark/compare?players=7%2C9&cluster=SOLO');
  });

  it('says so when the answer cannot be read, never drawing half a table', async () => {
    const { seasonCalls, compareCalls } = renderPage('/?view=compare&players=7,8');
    await answer(seasonCalls[0], makeSeasons(1));
    await answer(compareCalls.at(-1), { board: 'players', entries: [{ player: null }] });
    expect(
      await screen.findByText('The comparison could not be loaded. Please try again later.'),
    ).toBeVisible();
  });
});
