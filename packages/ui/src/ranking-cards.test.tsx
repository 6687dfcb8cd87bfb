import { render, screen, within } from '@testing-library/react';
import { RankingCards } from './ranking-cards';
import { makeRow } from './test-rows';

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
    expect(terms).toEqual([
      'TRIBE SCORE',
      'KILLS',
      'DEATHS',
      'KD',
      'TAMED DINO KILLS',
      'TIME PLAYED',
    ]);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['12,345', '10', '4', '2.5', '3', '1.50 hrs']);
    expect(card).toHaveTextContent('5');
  });

  it('shows the trophy on podium cards', () => {
    render(<RankingCards rows={[makeRow(1, 'Alpha')]} label="Tribe rankings" />);
    expect(screen.getByRole('img', { name: '1st place' })).toBeInTheDocument();
  });
});
