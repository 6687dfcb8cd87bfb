import { SAMPLE_NOTICE, type TableContent, type TribeRow } from '@ark/core';
import { render, screen, within } from '@testing-library/react';
import { RankingResults } from './ranking-results';

function makeTribe(rank: number): TribeRow {
  return {
    rank,
    TribeName: `Tribe ${rank}`,
    DamageScore: 1234567,
    TotalKills: 12,
    TotalDeaths: 3,
    KD: '4.00',
    TotalTameKills: 5,
    TotalPlayTime: 90,
  };
}

function makeRowsContent(overrides: Partial<TableContent & { kind: 'rows' }> = {}): TableContent {
  return {
    kind: 'rows',
    view: 'tribes',
    rows: [makeTribe(1), makeTribe(2)],
    pagination: { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 2 },
    isSample: false,
    updatedAt: null,
    ...overrides,
  } as TableContent;
}

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
    render(<RankingResults content={{ kind: 'message', text, isSample: false, quoted }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status.querySelector('bdi')?.textContent).toBe(quoted);
  });

  it('isolates every name and tribe name in the table and the cards', () => {
    const rtl = { ...makeTribe(1), TribeName: '\u202EreveR' };
    render(<RankingResults content={makeRowsContent({ rows: [rtl] })} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader').querySelector('bdi')?.textContent).toBe(
      '\u202EreveR',
    );
    const card = screen.getByRole('listitem');
    expect(card.querySelector('h3 bdi')?.textContent).toBe('\u202EreveR');
  });

  it('shows the rows as a table and as cards, formatted by core', () => {
    render(<RankingResults content={makeRowsContent()} />);
    const table = screen.getByRole('table', { name: 'Tribe rankings' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Tribe 1' })).toBeInTheDocument();
    expect(table).toHaveTextContent('1,234,567');
    expect(table).toHaveTextContent('1.50 hrs');
    const cards = screen.getByRole('list', { name: 'Tribe rankings' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('uses the player columns in the player view', () => {
    const content = {
      kind: 'rows',
      view: 'players',
      rows: [
        {
          rank: 1,
          PlayerName: 'Rexy',
          TribeName: 'Alpha',
          PlayTime: 60,
          PlayerKills: 7,
          DinoKills: 2,
          DeathByPlayer: 1,
          KD: '7.00',
        },
      ],
      pagination: { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 },
      isSample: false,
      updatedAt: null,
    } as TableContent;
    render(<RankingResults content={content} />);
    expect(screen.getByRole('columnheader', { name: 'PLAYER NAME' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'TRIBE' })).toBeInTheDocument();
  });

  it('announces sample data', () => {
    render(<RankingResults content={makeRowsContent({ isSample: true })} />);
    expect(screen.getByRole('note')).toHaveTextContent(SAMPLE_NOTICE);
  });

  it('says nothing about sample data for live rows', () => {
    render(<RankingResults content={makeRowsContent()} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows "Data as of" when the server says when its data was imported', () => {
    render(<RankingResults content={makeRowsContent({ updatedAt: '2026-11-20T10:00:00Z' })} />);
    expect(screen.getByText(/Data as of/)).toBeInTheDocument();
  });
});
