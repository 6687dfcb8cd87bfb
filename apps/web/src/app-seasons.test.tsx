import { makeResult, makeSeasons } from '@ark/core/testing';
import { screen } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

const SEASON = /^Season /;

describe('the Season dropdown (docs/behaviour.md#season-dropdown)', () => {
  it('is not there while no season was ever archived', async () => {
    const { seasonCalls, lastRanking } = renderPage();
    await answer(seasonCalls[0], []);
    await answer(lastRanking(), makeResult());
    expect(screen.queryByRole('button', { name: SEASON })).not.toBeInTheDocument();
  });

  it('lists the current season, then the archived ones, newest first', async () => {
    const { user, seasonCalls } = renderPage();
    await answer(seasonCalls[0], makeSeasons(2));
    await user.click(screen.getByRole('button', { name: SEASON }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Current season',
      'Season 2',
      'Season 1',
    ]);
  });

  it('works by keyboard like the others, asks for that season from page 1 and writes the address', async () => {
    const { user, seasonCalls, lastRanking, clusterCalls } = renderPage('/?page=3');
    await answer(seasonCalls[0], makeSeasons(2));
    await answer(lastRanking(), makeResult({ totalPages: 5, page: 2 }));
    screen.getByRole('button', { name: SEASON }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Season' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(lastRanking().input).toMatchObject({ season: 1, page: 0 });
    expect(clusterCalls.at(-1)).toMatchObject({ input: 'tribes', season: 1 });
    expect(window.location.search).toBe('?season=1');
    const button = screen.getByRole('button', { name: SEASON });
    expect(button).toHaveTextContent('Season 1');
    expect(button).toHaveFocus();
  });

  it('opens an archived season from the address, once the backend lists it', async () => {
    const { seasonCalls, rankingCalls, lastRanking } = renderPage('/?view=players&season=2');
    expect(rankingCalls).toHaveLength(0);
    await answer(seasonCalls[0], makeSeasons(2));
    expect(lastRanking().input).toMatchObject({ view: 'players', season: 2 });
    expect(screen.getByRole('button', { name: SEASON })).toHaveTextContent('Season 2');
  });
});

describe('the wipe message (docs/behaviour.md#messages)', () => {
  it('links to the last season when the current board is empty', async () => {
    const { user, seasonCalls, lastRanking } = renderPage();
    await answer(seasonCalls[0], makeSeasons(2));
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Servers have recently wiped. Please check again later.',
    );
    const link = screen.getByRole('link', { name: 'See the final standings of Season 2' });
    expect(link).toHaveAttribute('href', '?season=2');
    await user.click(link);
    expect(lastRanking().input).toMatchObject({ season: 2, page: 0 });
    expect(window.location.search).toBe('?season=2');
  });

  it('has no link while no season was archived', async () => {
    const { seasonCalls, lastRanking } = renderPage();
    await answer(seasonCalls[0], []);
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Servers have recently wiped.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
