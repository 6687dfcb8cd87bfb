import { makeResult } from '@ark/core/testing';
import { screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

describe('defaults and paging (docs/behaviour.md#states-and-transitions)', () => {
  it('first loads tribes by Tribe Score in SOLO, page 0, with an empty search', () => {
    const { rankingCalls } = renderPage();
    expect(rankingCalls.map((call) => call.input)).toEqual([
      {
        view: 'tribes',
        search: '',
        filter: 'tribe_score',
        cluster: 'SOLO',
        page: 0,
        season: null,
        range: 'all',
      },
    ]);
  });

  it('shows pagination only when there is more than one page', async () => {
    const { lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ totalPages: 1 }));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('disables Previous on page 0 and Next on the last page', async () => {
    const { user, lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ totalPages: 2 }));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(lastRanking().input.page).toBe(1);
    await answer(lastRanking(), makeResult({ totalPages: 2, page: 1 }));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(lastRanking().input.page).toBe(0);
  });
});

describe('search (docs/behaviour.md#submitting-a-search)', () => {
  it('submits with the Search button, from page 0', async () => {
    const { user, lastRanking } = renderPage('/?page=2');
    await user.type(screen.getByRole('searchbox'), 'rex');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastRanking().input).toMatchObject({ search: 'rex', page: 0 });
  });

  it('submits with Enter', async () => {
    const { user, lastRanking } = renderPage();
    await user.type(screen.getByRole('searchbox'), 'rex{Enter}');
    expect(lastRanking().input.search).toBe('rex');
  });

  it('counts blank text as no search', async () => {
    const { user, lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ count: 0 }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(lastRanking().input.search).toBe('');
    expect(
      screen.getByText('Servers have recently wiped. Please check again later.'),
    ).toBeVisible();
  });

  it('shows the no-match message quoting the submitted text', async () => {
    const { user, lastRanking } = renderPage();
    await user.type(screen.getByRole('searchbox'), 'rex{Enter}');
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('No tribes found matching "rex"');
    await user.type(screen.getByRole('searchbox'), 'y');
    expect(screen.getByRole('status')).toHaveTextContent('No tribes found matching "rex"');
  });

  it('says "No players found" in the player view', async () => {
    const { user, lastRanking } = renderPage('/?view=players');
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'Bob{Enter}');
    await answer(lastRanking(), makeResult({ view: 'players', count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('No players found matching "Bob"');
  });

  it('loads the unsearched list again when the box is emptied', async () => {
    const { user, lastRanking } = renderPage();
    await user.type(screen.getByRole('searchbox'), 'rex{Enter}');
    await answer(lastRanking(), makeResult({ count: 0 }));
    await user.clear(screen.getByRole('searchbox'));
    expect(lastRanking().input.search).toBe('');
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Servers have recently wiped. Please check again later.',
    );
  });
});

describe('dropdowns (docs/behaviour.md#changing-the-cluster-or-filter)', () => {
  it('changing the cluster resets the page and closes the dropdown', async () => {
    const { user, lastRanking } = renderPage('/?page=2');
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    await user.click(screen.getByRole('option', { name: 'Duos' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lastRanking().input).toMatchObject({ cluster: 'DUO', page: 0 });
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveTextContent('Duos');
  });

  it('changing the filter resets the page and closes the dropdown', async () => {
    const { user, lastRanking } = renderPage('/?page=3');
    await user.click(screen.getByRole('button', { name: /^Filter by / }));
    await user.click(screen.getByRole('option', { name: 'Deaths' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lastRanking().input).toMatchObject({ filter: 'deaths', page: 0 });
  });

  it('a cluster change with typed text fetches with that text and counts it as submitted', async () => {
    const { user, lastRanking } = renderPage();
    await user.type(screen.getByRole('searchbox'), 'rex');
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    await user.click(screen.getByRole('option', { name: '3 Man' }));
    expect(lastRanking().input).toMatchObject({ cluster: '3MAN', search: 'rex' });
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('No tribes found matching "rex"');
  });

  it('a filter change with an empty box clears the submitted search', async () => {
    const { user, lastRanking } = renderPage('/?search=rex');
    expect(lastRanking().input.search).toBe('rex');
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: /^Filter by / }));
    await user.click(screen.getByRole('option', { name: 'Kills' }));
    expect(lastRanking().input).toMatchObject({ filter: 'kills', search: '' });
    await answer(lastRanking(), makeResult({ count: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Servers have recently wiped.');
  });

  it('closes an open dropdown on a click outside it', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    expect(screen.getByRole('listbox', { name: 'Cluster' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'TRIBE LEADERBOARDS' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and opening the other dropdown closes the first', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    await user.click(screen.getByRole('button', { name: /^Filter by / }));
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('listbox', { name: 'Filter by' })).toBeInTheDocument();
  });

  it('selects the first listed cluster when the loaded list lacks the selected one', async () => {
    const { clusterCalls, lastRanking } = renderPage('/?cluster=DUO');
    await answer(clusterCalls[0], [
      { key: 'PVP', display: 'PvP' },
      { key: 'PVE', display: 'PvE' },
    ]);
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveTextContent('PvP');
    expect(lastRanking().input.cluster).toBe('PVP');
  });
});

describe('tabs (docs/behaviour.md#switching-tabs)', () => {
  it('switching tabs keeps the cluster and resets page, filter and search', async () => {
    const { user, lastRanking } = renderPage('/?cluster=DUO&filter=deaths&search=rex&page=2');
    await user.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    expect(lastRanking().input).toEqual({
      view: 'players',
      cluster: 'DUO',
      filter: 'kills',
      search: '',
      page: 0,
      season: null,
      range: 'all',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('never shows the old view rows under the new view headers', async () => {
    const { user, lastRanking } = renderPage();
    await answer(lastRanking(), makeResult());
    await user.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderPage();
    screen.getByRole('tab', { name: 'Tribe Leaderboard' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Player Leaderboard' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('PLAYER LEADERBOARDS');
  });
});

describe('only the newest request changes the table (docs/adr/0014-stale-answers.md)', () => {
  it('drops an older answer that arrives after a newer one', async () => {
    const { user, rankingCalls } = renderPage();
    await user.click(screen.getByRole('button', { name: /^Filter by / }));
    await user.click(screen.getByRole('option', { name: 'Kills' }));
    expect(rankingCalls).toHaveLength(2);
    expect(rankingCalls[0]?.signal?.aborted).toBe(true);
    await answer(rankingCalls[1], makeResult({ prefix: 'Newest' }));
    await answer(rankingCalls[0], makeResult({ prefix: 'Stale' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Newest 1' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'Stale 1' })).not.toBeInTheDocument();
  });

  it('keeps Loading... while only an older answer has come', async () => {
    const { user, rankingCalls } = renderPage();
    await user.type(screen.getByRole('searchbox'), 'rex{Enter}');
    await answer(rankingCalls[0], makeResult({ prefix: 'Stale' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Stale 1')).not.toBeInTheDocument();
  });
});
