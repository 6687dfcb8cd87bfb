import { columnsFor, toRowViewModel } from '@ark/core';
import { makePlayerRow, makeTribeRow } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('makes the names with an id buttons that open their panel, when the page allows it', async () => {
    const onOpen = vi.fn();
    const rows = [
      toRowViewModel('tribes', makeTribeRow({ TribeName: 'Alpha', TribeID: '1001' }), 0),
      toRowViewModel('tribes', makeTribeRow({ TribeName: 'No Id' }), 1),
    ];
    render(<RankingTable columns={TRIBE_COLUMNS} rows={rows} caption="T" onOpen={onOpen} />);
    const alpha = screen.getByRole('rowheader', { name: 'Alpha' });
    await userEvent.click(within(alpha).getByRole('button', { name: 'Alpha' }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'tribe', id: '1001' }, expect.any(HTMLElement));
    const plain = screen.getByRole('rowheader', { name: 'No Id' });
    expect(within(plain).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps every name plain text when the page does not allow details', () => {
    const row = toRowViewModel('tribes', makeTribeRow({ TribeID: '1001' }), 0);
    render(<RankingTable columns={TRIBE_COLUMNS} rows={[row]} caption="T" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens player panels from the player table, by SteamID', async () => {
    const onOpen = vi.fn();
    const row = toRowViewModel('players', makePlayerRow({ SteamID: '76561198000000001' }), 0);
    render(
      <RankingTable
        columns={columnsFor('players')}
        rows={[row]}
        caption="P"
        kind="player"
        onOpen={onOpen}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rex Hunter' }));
    expect(onOpen.mock.calls[0]?.[0]).toEqual({ kind: 'player', id: '76561198000000001' });
  });

  it('shows the movement in the rank cell', () => {
    const row = toRowViewModel('tribes', makeTribeRow({ rank: 4, rank_change: 3 }), 0);
    render(<RankingTable columns={TRIBE_COLUMNS} rows={[row]} caption="T" />);
    const rank = screen.getAllByRole('cell')[0] as HTMLElement;
    expect(rank).toHaveTextContent('4▲3up 3 places since the last update');
  });

  it("labels each statistic with its column's label, for the cards a phone shows", () => {
    render(
      <RankingTable columns={TRIBE_COLUMNS} rows={[makeRow(5, 'Echo')]} caption="Tribe rankings" />,
    );
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const labels = within(row)
      .getAllByRole('cell')
      .slice(1)
      .map((cell) => cell.getAttribute('data-label'));
    // Every column but the rank and the name, which head the card.
    const statistics = TRIBE_COLUMNS.filter(({ id }) => id !== 'rank' && id !== 'name');
    expect(labels).toEqual(statistics.map((column) => column.label));
  });

  it('shows the movement beside the rank', () => {
    const row = toRowViewModel('tribes', makeTribeRow({ rank_change: null }), 0);
    render(<RankingTable columns={TRIBE_COLUMNS} rows={[row]} caption="Tribe rankings" />);
    expect(screen.getByText('new since the last update')).toBeInTheDocument();
  });
});
