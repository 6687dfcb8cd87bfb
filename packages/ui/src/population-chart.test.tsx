import { populationView } from '@ark/core/panel';
import { render, screen, within } from '@testing-library/react';
import { PopulationChart } from './population-chart';
import { EN } from './test-english';

const view = () => {
  const hours = Array.from({ length: 48 }, (_, i) => (i === 30 ? 7 : 1));
  const drawn = populationView({ timezone: 'UTC', start: '2026-04-05T00:00:00.000Z', hours }, EN);
  if (!drawn) throw new Error('no chart');
  return drawn;
};

describe('PopulationChart', () => {
  it('is a section named by its title, its chart an image named by the sentence of its counts', () => {
    render(<PopulationChart view={view()} />);
    const section = screen.getByRole('region', { name: 'Players online' });
    const chart = within(section).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Players online each hour, 30 days: at most 7, on Apr 6, 2026; 1 in the last hour.',
    );
    expect(chart.querySelector('path.ark-history__value')?.getAttribute('d')).toBe(view().path);
  });

  it("names the scale's ends and the axis's dates as text beside the plot", () => {
    render(<PopulationChart view={view()} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveTextContent('7');
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(view().ticks.map((tick) => tick.label));
  });

  it("gives each day's most online in a table, its text alternative", () => {
    render(<PopulationChart view={view()} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Most online' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Apr 6, 2026' })).toBeInTheDocument();
    expect(screen.getByText('Values by day')).toBeInTheDocument();
  });
});
