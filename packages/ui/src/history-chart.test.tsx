import type { HistoryPoint } from '@ark/core';
import { historyView, selectPanel } from '@ark/core/panel';
import { makePlayerAnswer, makeSeasons, makeState } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DetailPanel } from './detail-panel';
import { HistoryChart } from './history-chart';

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
  });

const growing = () => view([point('2026-11-10', 5, 4), point('2026-11-20', 1200, 2)]);

describe('HistoryChart', () => {
  it('draws the statistic as an image named by its values, with a table of every point', () => {
    render(<HistoryChart history={growing()} />);
    const section = screen.getByRole('region', { name: 'Kills over time' });
    expect(
      within(section).getByRole('img', {
        name: 'Kills from 5 on 2026-11-10 to 1,200 on 2026-11-30. Rank in Kills from #4 to #2.',
      }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayKillsRank in Kills', '2026-11-105#4', '2026-11-201,200#2']);
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

  it('says a single point is all there is instead of drawing a line', () => {
    render(<HistoryChart history={view([point('2026-11-20', 3, 1)])} />);
    expect(screen.getByText('Only one day recorded so far: 3 on 2026-11-20.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders on the server into the first HTML: the SVG, its links and its table', () => {
    const html = renderToString(<HistoryChart history={growing()} />);
    expect(html).toContain('<svg');
    expect(html).toContain('role="img"');
    expect(html).toContain('href="?view=players&amp;player=7&amp;days=90"');
    expect(html).toContain('<table');
    expect(html).not.toContain('NaN');
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
    );
    expect(screen.getByRole('region', { name: 'Kills over time' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Kills from 1 on 2026-11-01 to 4/ }),
    ).toBeInTheDocument();
  });
});
