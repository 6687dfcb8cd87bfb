import type { RankingResult, TableContent } from '@ark/core';
import { makePlayerRow, makeResult, makeTribeRow } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RankingResults } from './ranking-results';

/** The table area of a result with rows, as core's selectTableContent gives it. */
const rowsOf = (result: RankingResult): TableContent => ({ ...result, kind: 'rows' });

describe('RankingResults', () => {
  it('shows Loading... in a polite status region', () => {
    render(<RankingResults content={{ kind: 'loading', text: 'Loading...' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a message instead of the table', () => {
    const text = 'Servers have recently wiped. Please check again later.';
    render(<RankingResults content={{ kind: 'message', text, isSample: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('isolates the quoted search in a no-match message, so right-to-left text cannot reorder it', () => {
    const quoted = '\u202Eabc';
    const text = `No tribes found matching "${quoted}"`;
    const parts = ['No tribes found matching "', { param: 'query', value: quoted }, '"'];
    render(<RankingResults content={{ kind: 'message', text, isSample: false, parts }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status.querySelector('bdi')?.textContent).toBe(quoted);
  });

  it('isolates every name and tribe name in the rows', () => {
    const rtl = makeTribeRow({ TribeName: '\u202EreveR' });
    render(<RankingResults content={rowsOf({ ...makeResult(), view: 'tribes', rows: [rtl] })} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader').querySelector('bdi')?.textContent).toBe(
      '\u202EreveR',
    );
  });

  it('draws each row once, as the table the stylesheet shows as cards on a phone, formatted by core', () => {
    render(<RankingResults content={rowsOf(makeResult({ count: 2 }))} />);
    const table = screen.getByRole('table', { name: 'Tribe rankings' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Tribe 1' })).toBeInTheDocument();
    expect(table).toHaveTextContent('99,000');
    expect(table).toHaveTextContent('10.00 hrs');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getAllByText('Tribe 1')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('uses the player columns in the player view', () => {
    render(<RankingResults content={rowsOf(makeResult({ view: 'players', count: 1 }))} />);
    expect(screen.getByRole('columnheader', { name: 'PLAYER NAME' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'TRIBE' })).toBeInTheDocument();
  });

  it('shows LAST SEEN on a board with a game log, as a labelled cell the phone card shows too', () => {
    const rows = [
      makePlayerRow({ rank: 1, PlayerName: 'Ann', LastSeen: null, Sessions: 2 }),
      makePlayerRow({ rank: 2, PlayerName: 'Cid' }),
    ];
    const content = { ...rowsOf({ ...makeResult(), view: 'players', rows }), seen: true };
    render(<RankingResults content={content} />);
    expect(screen.getByRole('columnheader', { name: 'LAST SEEN' })).toBeInTheDocument();
    const ann = screen.getByRole('row', { name: /Ann/ });
    const cell = within(ann).getByRole('cell', { name: 'Online now' });
    expect(cell).toHaveAttribute('data-label', 'LAST SEEN');
    expect(
      within(screen.getByRole('row', { name: /Cid/ })).getByRole('cell', { name: '—' }),
    ).toBeInTheDocument();
  });

  it('shows no LAST SEEN on a board without a game log', () => {
    render(<RankingResults content={rowsOf(makeResult({ view: 'players', count: 1 }))} />);
    expect(screen.queryByRole('columnheader', { name: 'LAST SEEN' })).not.toBeInTheDocument();
  });

  it('announces sample data', () => {
    render(<RankingResults content={rowsOf(makeResult({ isSample: true }))} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Live rankings are unavailable right now. Showing sample data.',
    );
  });

  it('says nothing about sample data for live rows', () => {
    render(<RankingResults content={rowsOf(makeResult())} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows "Data as of" when the server says when its data was imported', () => {
    render(<RankingResults content={rowsOf(makeResult({ updatedAt: '2026-11-20T10:00:00Z' }))} />);
    expect(screen.getByText(/Data as of/)).toBeInTheDocument();
  });

  it('links the wipe message to the last season, selecting it on the page', async () => {
    const onSelectSeason = vi.fn();
    const text = 'Servers have recently wiped. Please check again later.';
    const lastSeason = { season: 4, name: 'Season 4', href: '?season=4' };
    render(
      <RankingResults
        content={{ kind: 'message', text, isSample: false, lastSeason }}
        onSelectSeason={onSelectSeason}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
    const link = screen.getByRole('link', { name: 'See the final standings of Season 4' });
    expect(link).toHaveAttribute('href', '?season=4');
    await userEvent.click(link);
    expect(onSelectSeason).toHaveBeenCalledWith(4);
  });

  it('makes names buttons only when given a way to open details', async () => {
    const onOpenDetail = vi.fn();
    const rows = [makeTribeRow({ TribeName: 'Alpha', TribeID: '1001' })];
    const content = rowsOf({ ...makeResult(), view: 'tribes', rows });
    const { rerender } = render(<RankingResults content={content} />);
    expect(screen.queryByRole('button', { name: 'Alpha' })).not.toBeInTheDocument();
    rerender(<RankingResults content={content} onOpenDetail={onOpenDetail} />);
    // One name: the row is drawn once, whatever the width.
    await userEvent.click(screen.getByRole('button', { name: 'Alpha' }));
    expect(onOpenDetail.mock.calls[0]?.[0]).toEqual({ kind: 'tribe', id: '1001' });
  });
});
