import { makeHallAnswer, makePlayerAnswer, makeResult, makeSeasons } from '@ark/core/testing';
import { screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

const two = { total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 30 };

describe('the hall of fame tab (docs/adr/0084-the-hall-on-the-page.md)', () => {
  it('asks for the hall of the shown cluster through the page’s client and draws its sections', async () => {
    const { user, seasonCalls, lastRanking, hallCalls } = renderPage('/?cluster=DUO');
    await answer(seasonCalls[0], makeSeasons(1));
    await answer(lastRanking(), makeResult());
    await user.click(screen.getByRole('tab', { name: 'Hall of fame' }));
    expect(window.location.search).toBe('?view=hall&cluster=DUO');
    expect(hallCalls.at(-1)?.input).toEqual({
      cluster: 'DUO',
      season: null,
      championsPage: 0,
      medalsPage: 0,
      medalsBoard: 'players',
    });
    await answer(hallCalls.at(-1), makeHallAnswer());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hall of fame');
    expect(screen.getByRole('region', { name: 'Records' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filter by/ })).not.toBeInTheDocument();
  });

  it('opens the hall from the address and pages its champions, writing the address', async () => {
    const { user, seasonCalls, hallCalls, rankingCalls } = renderPage('/?view=hall');
    await answer(seasonCalls[0], makeSeasons(1));
    const champions = { rows: makeHallAnswer().champions.rows, pagination: two };
    await answer(hallCalls.at(-1), makeHallAnswer({ champions }));
    expect(rankingCalls).toHaveLength(0);
    const pager = screen.getByRole('navigation', { name: 'Champions pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(window.location.search).toBe('?view=hall&champions=2');
    expect(hallCalls.at(-1)?.input).toMatchObject({ championsPage: 1 });
  });

  it('opens the same detail panel from a name, and its medals lead back to the hall', async () => {
    const { user, seasonCalls, hallCalls, playerCalls } = renderPage('/?view=hall');
    await answer(seasonCalls[0], makeSeasons(1));
    await answer(hallCalls.at(-1), makeHallAnswer());
    const records = screen.getByRole('region', { name: 'Records' });
    await user.click(within(records).getByRole('button', { name: 'Bob' }));
    expect(window.location.search).toBe('?view=hall&player=2');
    const medals = { gold: 3, silver: 1, bronze: 0 };
    await answer(playerCalls.at(-1), { ...makePlayerAnswer(), medals });
    await user.click(await screen.findByRole('link', { name: 'See the hall of fame' }));
    expect(window.location.search).toBe('?view=hall');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the board it came from, which asks for its rows again', async () => {
    const { user, seasonCalls, lastRanking, hallCalls, rankingCalls } =
      renderPage('/?view=players');
    await answer(seasonCalls[0], makeSeasons(1));
    await answer(lastRanking(), makeResult({ view: 'players' }));
    await user.click(screen.getByRole('tab', { name: 'Hall of fame' }));
    await answer(hallCalls.at(-1), makeHallAnswer());
    const asked = rankingCalls.length;
    await user.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    expect(rankingCalls).toHaveLength(asked + 1);
    expect(lastRanking().input).toMatchObject({ view: 'players' });
  });

  it('says so in a short sentence when the hall cannot be loaded', async () => {
    const { seasonCalls, hallCalls } = renderPage('/?view=hall');
    await answer(seasonCalls[0], makeSeasons(1));
    hallCalls.at(-1)?.reject(new Error('down'));
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
  });

  it('offers no hall on a backend without the detail calls, and shows the board instead', async () => {
    const { seasonCalls, lastRanking } = renderPage('/?view=hall');
    await answer(seasonCalls[0], null);
    await answer(lastRanking(), makeResult());
    expect(screen.queryByRole('tab', { name: 'Hall of fame' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tribe Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
