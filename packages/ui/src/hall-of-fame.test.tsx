import { HALL_START, type HallContent } from '@ark/core';
import { selectHall } from '@ark/core/hall';
import { makeHallAnswer, makeSeasons, makeState } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HallOfFame, type HallOfFameProps } from './hall-of-fame';
import { EN, InEnglish } from './test-english';

const NOW = new Date('2026-12-02T12:00:00Z');
const pages = (total: number) => ({
  total_pages: total,
  current_page: 0,
  next: total > 1 ? 1 : null,
  prev: null,
  total_records: total * 20,
});

function hallContent(overrides: Parameters<typeof makeHallAnswer>[0] = {}): HallContent {
  const answer = makeHallAnswer(overrides);
  return selectHall(
    makeState({
      seasons: makeSeasons(1),
      hall: HALL_START,
      hallLoad: { status: 'loaded', answer },
    }),
    NOW,
    EN,
  );
}

function renderHall(content: HallContent, overrides: Partial<HallOfFameProps> = {}) {
  const props: HallOfFameProps = {
    content,
    onOpenDetail: vi.fn(),
    detailHref: ({ kind, id }) => `?view=hall&${kind}=${id}`,
    champions: { onPrevious: vi.fn(), onNext: vi.fn() },
    medals: {
      onPrevious: vi.fn(),
      onNext: vi.fn(),
      onSelectBoard: vi.fn(),
      boardHref: (board) => `?view=hall&board=${board}`,
    },
    ...overrides,
  };
  return { ...render(<HallOfFame {...props} />, { wrapper: InEnglish }), props };
}

describe('HallOfFame', () => {
  it('names each section by its heading: records, champions, the medal table, past seasons', () => {
    renderHall(hallContent());
    for (const name of ['Records', 'Champions', 'Medal table', 'Past seasons']) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
    const records = screen.getByRole('region', { name: 'Records' });
    expect(within(records).getByRole('table', { name: 'Players' })).toBeVisible();
    expect(within(records).getByRole('table', { name: 'Tribes' })).toBeVisible();
    expect(
      within(within(records).getByRole('table', { name: 'Players' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Statistic', 'Record', 'Name', 'Gain', 'Since']);
  });

  it('gives the medal table competition ranks with trophies and medal counts in words', () => {
    renderHall(hallContent());
    const medals = screen.getByRole('region', { name: 'Medal table' });
    expect(within(medals).getByRole('img', { name: '1st place' })).toBeVisible();
    const headers = within(medals)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['RANK', 'Name', 'Gold', 'Silver', 'Bronze']);
    const cells = within(medals).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(headers);
    expect(cells[2]).toHaveTextContent('🥇 3');
  });

  it('opens the same detail panel from a name, which is a link before the script', async () => {
    const { props } = renderHall(hallContent());
    const records = screen.getByRole('region', { name: 'Records' });
    const bob = within(records).getAllByRole('button', { name: 'Bob' })[0];
    expect(bob).toHaveAttribute('href', '?view=hall&player=2');
    await userEvent.click(bob as HTMLElement);
    expect(props.onOpenDetail).toHaveBeenCalledWith({ kind: 'player', id: '2' }, bob);
  });

  it('chooses the medal table’s board by links, the chosen one marked as current', async () => {
    const { props } = renderHall(hallContent());
    const choice = screen.getByRole('navigation', { name: 'Medals of' });
    const tribes = within(choice).getByRole('link', { name: 'Tribes' });
    expect(tribes).toHaveAttribute('href', '?view=hall&board=tribes');
    expect(within(choice).getByRole('link', { name: 'Players' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(tribes);
    expect(props.medals.onSelectBoard).toHaveBeenCalledWith('tribes');
  });

  it('pages the champions and the medal table each with its own pager', async () => {
    const content = hallContent({
      champions: { rows: makeHallAnswer().champions.rows, pagination: pages(3) },
      medals: { rows: makeHallAnswer().medals.rows, pagination: pages(2) },
    });
    const { props } = renderHall(content);
    const champions = screen.getByRole('navigation', { name: 'Champions pages' });
    expect(champions).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('navigation', { name: 'Medal table pages' })).toHaveTextContent(
      'Page 1 of 2',
    );
    await userEvent.click(within(champions).getByRole('button', { name: 'Next' }));
    expect(props.champions.onNext).toHaveBeenCalledOnce();
  });

  it('says when the first week closes instead of empty sections', () => {
    const none = pages(0);
    renderHall(
      hallContent({
        records: [],
        champions: { rows: [], pagination: none },
        medals: { rows: [], pagination: none },
        seasons: [],
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No week has closed yet: the first closes at 00:00 on Dec 7, 2026 (Europe/Berlin).',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says Loading... while the first answer loads', () => {
    renderHall({ kind: 'message', text: 'Loading...', loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
