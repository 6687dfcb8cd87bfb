import { columnsFor, toRowViewModel } from '@ark/core';
import { makeTribeRow } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RankingCards } from './ranking-cards';

/** A formatted tribe row, as core's toRowViewModel gives it to the ui. */
const makeRow = (rank: number, name: string) =>
  toRowViewModel('tribes', makeTribeRow({ rank, TribeName: name }), rank);

describe('RankingCards', () => {
  it('shows one card per row, headed by the name', () => {
    render(
      <RankingCards rows={[makeRow(1, 'Alpha'), makeRow(2, 'Beta')]} label="Tribe rankings" />,
    );
    const list = screen.getByRole('list', { name: 'Tribe rankings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('carries every statistic with its label', () => {
    render(<RankingCards rows={[makeRow(5, 'Echo')]} label="Tribe rankings" />);
    const card = screen.getByRole('listitem');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // Every column but the rank and the name, which head the card.
    const statistics = columnsFor('tribes').filter(({ id }) => id !== 'rank' && id !== 'name');
    expect(terms).toEqual(statistics.map((column) => column.label));
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['5,000', '10', '2', '5.00', '3', '10.00 hrs']);
    expect(card).toHaveTextContent('5');
  });

  it('shows the trophy on podium cards', () => {
    render(<RankingCards rows={[makeRow(1, 'Alpha')]} label="Tribe rankings" />);
    expect(screen.getByRole('img', { name: '1st place' })).toBeInTheDocument();
  });

  it('makes the heading name a button when the page allows details and the row has an id', async () => {
    const onOpen = vi.fn();
    const row = toRowViewModel('tribes', makeTribeRow({ TribeName: 'Alpha', TribeID: '7' }), 0);
    render(<RankingCards rows={[row]} label="Tribe rankings" onOpen={onOpen} />);
    const heading = screen.getByRole('heading', { name: 'Alpha' });
    await userEvent.click(within(heading).getByRole('button', { name: 'Alpha' }));
    expect(onOpen.mock.calls[0]?.[0]).toEqual({ kind: 'tribe', id: '7' });
  });

  it('shows the movement beside the rank', () => {
    const row = toRowViewModel('tribes', makeTribeRow({ rank_change: null }), 0);
    render(<RankingCards rows={[row]} label="Tribe rankings" />);
    expect(screen.getByText('new since the last update')).toBeInTheDocument();
  });
});
