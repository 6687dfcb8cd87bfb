import type { CompareTable as CompareTableContent } from '@ark/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompareTable } from './compare-table';
import { InEnglish } from './test-english';

const cell = (value: string, rank: string, best: boolean) => ({ value, rank, best });

const TABLE: CompareTableContent = {
  title: 'Compare players',
  columns: [
    { id: '7', name: 'Rex' },
    { id: '8', name: '<b>Ada</b>' },
  ],
  rows: [
    { stat: 'kills', label: 'Kills', cells: [cell('1,234', '#3', true), cell('10', '#9', false)] },
    { stat: 'deaths', label: 'Deaths', cells: [cell('9', '#4', true), cell('9', '#4', true)] },
  ],
  leftOut: 'Left out: 1 id repeated.',
};

function draw(overrides: Partial<CompareTableContent> = {}, onRemove = vi.fn()) {
  render(
    <CompareTable
      table={{ ...TABLE, ...overrides }}
      removeHref={(id) => `?view=compare&players=${id === '7' ? '8' : '7'}`}
      onRemove={onRemove}
    />,
    { wrapper: InEnglish },
  );
  return onRemove;
}

describe('CompareTable', () => {
  it('is one table named by its title, the rows compared as column headers', () => {
    draw();
    const table = screen.getByRole('table', { name: 'Compare players' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Statistic',
      'Rex Remove',
      '<b>Ada</b> Remove',
    ]);
  });

  it('has a row header per statistic, its cells the value and rank', () => {
    draw();
    const kills = screen.getByRole('row', { name: /^Kills/ });
    expect(within(kills).getByRole('rowheader').textContent).toBe('Kills');
    expect(
      within(kills)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1,234 #3 ★best', '10 #9']);
  });

  it('says the best in words on every cell of a tie, its mark hidden from assistive technology', () => {
    draw();
    const deaths = screen.getByRole('row', { name: /^Deaths/ });
    expect(within(deaths).getAllByText('best')).toHaveLength(2);
    expect(within(deaths).getAllByText('★')[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has a remove link per column, named after its row, that calls back on a plain click', async () => {
    const onRemove = draw();
    const remove = screen.getByRole('link', { name: 'Remove <b>Ada</b> from the comparison' });
    expect(remove.getAttribute('href')).toBe('?view=compare&players=7');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith('8');
  });

  it('says what was left out', () => {
    draw();
    expect(screen.getByText('Left out: 1 id repeated.')).toBeTruthy();
  });

  it('has no left-out line when none was left out', () => {
    draw({ leftOut: null });
    expect(screen.queryByText(/Left out/)).toBeNull();
  });
});
