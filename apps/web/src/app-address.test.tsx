import { makeResult } from '@ark/core/testing';
import { act, screen } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

function back(address: string): void {
  act(() => {
    window.history.replaceState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the address mirrors the page (docs/behaviour.md#the-address)', () => {
  it('opens a deep link as it says', () => {
    const { lastRanking } = renderPage(
      '/?view=players&cluster=DUO&filter=deaths&search=rex&page=2',
    );
    expect(screen.getByRole('tab', { name: 'Player Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox')).toHaveValue('rex');
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveTextContent('Duos');
    expect(screen.getByRole('button', { name: /^Filter by / })).toHaveTextContent('Deaths');
    expect(lastRanking().input).toEqual({
      view: 'players',
      cluster: 'DUO',
      filter: 'deaths',
      search: 'rex',
      page: 1,
      season: null,
      range: 'all',
    });
  });

  it('falls back to the defaults on a deep link with invalid params', () => {
    const { lastRanking } = renderPage('/?view=dinos&filter=bogus&page=zero&cluster=%3Cb%3E');
    expect(screen.getByRole('tab', { name: 'Tribe Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(lastRanking().input).toEqual({
      view: 'tribes',
      cluster: 'SOLO',
      filter: 'tribe_score',
      search: '',
      page: 0,
      season: null,
      range: 'all',
    });
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('');
  });

  it('lands a link past the last page on the last page, replacing the address', async () => {
    const { lastRanking } = renderPage('/?page=99');
    const before = window.history.length;
    await answer(lastRanking(), makeResult({ count: 0, totalPages: 3, page: 98 }));
    expect(lastRanking().input).toMatchObject({ page: 2 });
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    await answer(lastRanking(), makeResult({ count: 5, totalPages: 3, page: 2, prefix: 'Last' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByText('Last 41').length).toBeGreaterThan(0);
    expect(screen.queryByText(/recently wiped/)).not.toBeInTheDocument();
    expect(window.location.search).toBe('?page=3');
    expect(window.history.length).toBe(before);
  });

  it('writes each navigation into the address, path staying /', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    expect(window.location.search).toBe('?view=players');
    await user.type(screen.getByRole('searchbox'), 'rex{Enter}');
    expect(window.location.search).toBe('?view=players&search=rex');
    expect(window.location.pathname).toBe('/');
  });

  it('follows Back and Forward', async () => {
    const { user, lastRanking } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    back('/');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('TRIBE LEADERBOARDS');
    expect(lastRanking().input.view).toBe('tribes');
    back('/?view=players&filter=deaths');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('PLAYER LEADERBOARDS');
    expect(screen.getByRole('button', { name: /^Filter by / })).toHaveTextContent('Deaths');
    expect(lastRanking().input).toMatchObject({ view: 'players', filter: 'deaths' });
  });
});
