import { columnsFor, toRowViewModel } from '@ark/core';
import { makeTribeRow } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import { RankingTable } from './ranking-table';

const TRIBE_COLUMNS = columnsFor('tribes');

/** A formatted tribe row, as core's toRowViewModel gives it to the ui. */
const makeRow = (rank: number, name: string) =>
  toRowViewModel('tribes', makeTribeRow({ rank, TribeName: name }), rank);

describe('RankingTable', () => {
  it('heads the columns with the exact labels, as column headers', () => {
    render(<RankingTable columns={TRIBE_COLUMNS} rows={[]} caption="Tribe rankings" />);
    const table = screen.getByRole('table', { name: 'Tribe rankings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(TRIBE_COLUMNS.map((column) => column.label));
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('scope', 'col');
    }
  });

  it('shows one row per view model with its formatted cells', () => {
    render(
      <RankingTable
        columns={TRIBE_COLUMNS}
        rows={[makeRow(1, 'Alpha'), makeRow(4, 'Delta')]}
        caption="Tribe rankings"
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const second = rows[1] as HTMLElement;
    expect(within(second).getByRole('rowheader', { name: 'Delta' })).toBeInTheDocument();
    expect(second).toHaveTextContent('5,000');
    expect(second).toHaveTextContent('10.00 hrs');
  });

  it('gives ranks 1 to 3 a named trophy and no one else', () => {
    const rows = [1, 2, 3, 4].map((rank) => makeRow(rank, `Tribe ${rank}`));
    render(<RankingTable columns={TRIBE_COLUMNS} rows={rows} caption="Tribe rankings" />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
    ]);
  });
});
