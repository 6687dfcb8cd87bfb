import { columnsFor } from '@ark/core';
import { makeResult } from '@ark/core/testing';
import { screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

const TRIBE_HEADERS = columnsFor('tribes').map((column) => column.label);
const PLAYER_HEADERS = columnsFor('players').map((column) => column.label);

function headers(): (string | null)[] {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

describe('the tribe view (docs/behaviour.md#tribe-view)', () => {
  it('shows the header, the tabs with Tribe Leaderboard selected, and the tribe title', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'LEADERBOARDS' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tribe Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Player Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'TRIBE LEADERBOARDS' }),
    ).toBeInTheDocument();
  });

  it('offers a search box, a Search button and the two dropdowns', () => {
    renderPage();
    expect(screen.getByRole('searchbox', { name: 'Search tribes' })).toHaveAttribute(
      'placeholder',
      'Search for Tribes',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveTextContent('Solos');
    expect(screen.getByRole('button', { name: /^Filter by / })).toHaveTextContent('Tribe Score');
  });

  it('shows Loading... while the fetch runs, then the tribe columns', async () => {
    const { lastRanking } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await answer(lastRanking(), makeResult());
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(headers()).toEqual(TRIBE_HEADERS);
  });

  it("draws each row once, each statistic labelled with its column's header for a phone's cards", async () => {
    const { lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ count: 2 }));
    expect(screen.queryByRole('list', { name: 'Tribe rankings' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Tribe rankings' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const labels = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .slice(1)
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(TRIBE_HEADERS.slice(2));
  });

  it('gives ranks 1, 2 and 3 a gold, silver and bronze trophy', async () => {
    const { lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ count: 5 }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['1st place', '2nd place', '3rd place']);
  });

  it('formats numbers with thousands separators and time in hours', async () => {
    const { lastRanking } = renderPage();
    await answer(lastRanking(), makeResult({ count: 1 }));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('99,000');
    expect(row).toHaveTextContent('10.00 hrs');
  });
});

describe('the player view (docs/behaviour.md#player-view)', () => {
  it('switches on the Player Leaderboard tab to the player title, placeholder and columns', async () => {
    const { user, lastRanking } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'PLAYER LEADERBOARDS' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveAttribute(
      'placeholder',
      'Search for Players',
    );
    expect(screen.getByRole('button', { name: /^Filter by / })).toHaveTextContent('Kills');
    expect(lastRanking().input).toMatchObject({ view: 'players', filter: 'kills', page: 0 });
    await answer(lastRanking(), makeResult({ view: 'players' }));
    expect(headers()).toEqual(PLAYER_HEADERS);
  });

  it('offers the player filter options only', async () => {
    const { user } = renderPage('/?view=players');
    await user.click(screen.getByRole('button', { name: /^Filter by / }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kills',
      'Deaths',
      'Tamed Dino Kills',
      'Time Played',
    ]);
  });
});
