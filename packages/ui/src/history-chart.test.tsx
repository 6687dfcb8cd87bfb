import type { HistoryPoint } from '@ark/core';
import { historyView, selectPanel } from '@ark/core/panel';
import { makePlayerAnswer, makeSeasons, makeState } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DetailPanel } from './detail-panel';
import { HistoryChart } from './history-chart';
import { EN, InEnglish } from './test-english';

const point = (day: string, kills: number, rank: number): HistoryPoint => ({
  day,
  values: { PlayerKills: kills },
  ranks: { kills: rank },
});

const view = (points: HistoryPoint[]) =>
  historyView({
    points,
    view: 'players',
    filter: 'kills',
    span: 30,
    lastDay: '2026-11-30',
    hrefOf: (days) => `?view=players&player=7&days=${days}`,
    catalog: EN,
  });

const growing = () => view([point('2026-11-10', 5, 4), point('2026-11-20', 1200, 2)]);

describe('HistoryChart', () => {
  it('draws the statistic as an image named by its values, with a table of every point', () => {
    render(<HistoryChart history={growing()} />);
    const section = screen.getByRole('region', { name: 'Kills over time' });
    expect(
      within(section).getByRole('img', {
        name: 'Kills from 5 on Nov 10, 2026 to 1,200 on Nov 30, 2026. Rank in Kills from #4 to #2.',
      }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayKillsRank in Kills', 'Nov 10, 20265#4', 'Nov 20, 20261,200#2']);
  });

  it('offers 30, 90 and 365 days as links, the shown one current, taken over when asked', async () => {
    const onPickSpan = vi.fn((_days: number, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(<HistoryChart history={growing()} onPickSpan={onPickSpan} />);
    const nav = screen.getByRole('navigation', { name: 'Days shown' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['30 days', '?view=players&player=7&days=30'],
      ['90 days', '?view=players&player=7&days=90'],
      ['365 days', '?view=players&player=7&days=365'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(links[1] as HTMLElement);
    expect(onPickSpan).toHaveBeenCalledWith(90, expect.anything());
  });

  it('names the window’s dates below the plots, the first day at the left and the last at the right', () => {
    const { container } = render(<HistoryChart history={growing()} />);
    // The chart is one image to assistive technology; its parts are read from the markup.
    const axis = [...container.querySelectorAll('.ark-history__axis li')];
    expect(axis.map((li) => li.textContent)).toEqual(['Nov 1', 'Nov 11', 'Nov 20', 'Nov 30']);
  });

  it('draws the value and a rank run of adjacent days as lines, a lone rank as a dot', () => {
    const { container } = render(
      <HistoryChart
        history={view([
          point('2026-11-10', 5, 4),
          point('2026-11-11', 6, 3),
          point('2026-11-20', 9, 2),
        ])}
      />,
    );
    const d = (selector: string) => container.querySelector(selector)?.getAttribute('d') ?? '';
    expect(d('.ark-history__value')).toMatch(/^M[\d. ]+(L[\d. ]+)+$/);
    expect(d('.ark-history__rank')).toMatch(/^M[\d. ]+L[\d. ]+$/);
    expect(d('.ark-history__dots')).toMatch(/^M[\d. ]+h0$/);
    expect(container.querySelector('.ark-history__rank-title')?.textContent).toBe('Rank in Kills');
  });

  it('says a row unchanged since its last point is, below a line drawn flat to the last day', () => {
    const { container } = render(<HistoryChart history={view([point('2026-11-25', 1999, 1)])} />);
    expect(screen.getByText('Unchanged since Nov 25, 2026: 1,999.')).toBeInTheDocument();
    expect(container.querySelector('.ark-history__value')?.getAttribute('d')).toMatch(/L1000 50$/);
    expect(screen.queryByText(/Only one day/)).not.toBeInTheDocument();
  });

  it('says a single point on the last day is all there is instead of drawing a line', () => {
    render(<HistoryChart history={view([point('2026-11-30', 3, 1)])} />);
    expect(
      screen.getByText('Only one day recorded so far: 3 on Nov 30, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders on the server into the first HTML: the plots, their links and their table, no style attribute', () => {
    const html = renderToString(<HistoryChart history={growing()} />);
    expect(html).toContain('<svg');
    expect(html).toContain('role="img"');
    expect(html).toContain('href="?view=players&amp;player=7&amp;days=90"');
    expect(html).toContain('<table');
    expect(html).not.toContain('NaN');
    // The page's Content-Security-Policy blocks style attributes (docs/adr/0070).
    expect(html).not.toContain('style=');
  });
});

describe('DetailPanel with a history', () => {
  it("shows the player's history of the board's statistic below the ranks", () => {
    const answer = {
      ...makePlayerAnswer(),
      history: [point('2026-11-01', 1, 9), point('2026-11-02', 4, 3)],
    };
    const content = selectPanel(
      makeState({
        seasons: makeSeasons(1),
        seasonsProbed: true,
        detail: { kind: 'player', id: '7' },
        detailLoad: { status: 'loaded', answer },
      }),
      EN,
    );
    if (content.kind === 'closed') throw new Error('closed');
    render(
      <DetailPanel
        content={content}
        onClose={vi.fn()}
        onOpen={vi.fn()}
        onMembersPrevious={vi.fn()}
        onMembersNext={vi.fn()}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByRole('region', { name: 'Kills over time' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Kills from 1 on Nov 1, 2026 to 4/ }),
    ).toBeInTheDocument();
  });
});
