import type { HistoryPoint } from '@ark/core';
import { type CompareHistory, selectCompareChart } from '@ark/core/compare-chart';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompareChart } from './compare-chart';
import { EN } from './test-english';

const point = (day: string, kills: number): HistoryPoint => ({
  day,
  values: { PlayerKills: kills },
  ranks: { kills: 1 },
});

const chartOf = (histories: CompareHistory[]) =>
  selectCompareChart({
    histories,
    view: 'players',
    filter: 'kills',
    lastDay: '2026-11-30',
    catalog: EN,
  });

const HOSTILE = '<img src=x onerror=alert(1)> Rex the very long named';

const two = () =>
  chartOf([
    { id: '7', name: HOSTILE, points: [point('2026-11-20', 10), point('2026-11-25', 30)] },
    { id: '8', name: 'Ada', points: [point('2026-11-22', 20), point('2026-11-30', 40)] },
    { id: '9', name: 'Ada', points: [] },
  ]);

describe('CompareChart', () => {
  it('draws one image named by the statistic and described by each line in words', () => {
    render(<CompareChart chart={two()} />);
    const section = screen.getByRole('region', { name: 'Kills over time' });
    const image = within(section).getByRole('img', { name: 'Kills over time' });
    expect(image).toHaveAccessibleDescription(
      expect.stringContaining('Ada Kills from 20 on Nov 22, 2026 to 40 on Nov 30, 2026.'),
    );
    expect(image).toHaveAccessibleDescription(
      expect.stringContaining('Ada No history recorded yet.'),
    );
  });

  it('gives each line its own style and a label at its end, the name clipped', () => {
    const { container } = render(<CompareChart chart={two()} />);
    const labels = [...container.querySelectorAll('.ark-compare-chart__label')].map(
      (l) => l.textContent,
    );
    expect(labels).toEqual(['<img src=x on…', 'Ada']);
    const lines = container.querySelectorAll('.ark-compare-chart__chart .ark-compare-chart__line');
    // The row with no history draws no line.
    expect([...lines].map((line) => line.parentElement?.getAttribute('class'))).toEqual([
      'ark-compare-chart--0',
      'ark-compare-chart--1',
    ]);
  });

  it('marks the end of each line, hollow for the third and fourth styles', () => {
    const three = chartOf([
      { id: '7', name: 'Rex', points: [point('2026-11-20', 10)] },
      { id: '8', name: 'Ada', points: [point('2026-11-22', 20)] },
      { id: '9', name: 'Ana', points: [point('2026-11-24', 30)] },
      { id: '10', name: 'Bo', points: [] },
    ]);
    const { container } = render(<CompareChart chart={three} />);
    const plot = container.querySelector('.ark-history__plot') as SVGElement;
    const styled = (style: number, part: string) =>
      plot.querySelectorAll(`.ark-compare-chart--${style} .ark-compare-chart__${part}`).length;
    expect([0, 1, 2, 3].map((style) => styled(style, 'marker'))).toEqual([1, 1, 1, 0]);
    expect([0, 1, 2, 3].map((style) => styled(style, 'hole'))).toEqual([0, 0, 1, 0]);
  });

  it('keeps the value axis and the dates of the panel', () => {
    render(<CompareChart chart={two()} />);
    const image = screen.getByRole('img', { name: 'Kills over time' });
    expect(image).toHaveTextContent('40');
    expect(
      within(image)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nov 20', 'Nov 23', 'Nov 27', 'Nov 30']);
  });

  it('writes the values by day in a table with a column per row, one with no history too', () => {
    render(<CompareChart chart={two()} />);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Day', HOSTILE, 'Ada', 'Ada']);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['10', '—', '—']);
  });

  it('says there is no history instead of a chart when no row has any', () => {
    render(
      <CompareChart
        chart={chartOf([
          { id: '7', name: 'Rex', points: [] },
          { id: '8', name: 'Ada', points: [] },
        ])}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText('No history recorded yet.')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('writes a hostile name as text on the server', () => {
    const html = renderToString(<CompareChart chart={two()} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
