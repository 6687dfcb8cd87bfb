import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from './address';
import { hallQuery, hallSectionRequests } from './hall-answer';
import { readHallAnswer, selectHall, weekEndDay } from './hall-view';
import { loadCatalog } from './i18n/catalog';
import { selectPanel } from './panel';
import { addressAfter, reducer } from './reducer';
import { selectHallRequest } from './selectors';
import { HALL_START, type State } from './state';
import { makeHallAnswer, makePlayerAnswer, makeSeasons, makeState } from './testing';

const en = await loadCatalog('en');
const de = await loadCatalog('de');

const NOW = new Date('2026-12-02T12:00:00Z');
const inHall = (overrides: Partial<State> = {}): State =>
  makeState({
    hall: HALL_START,
    hallRequestId: 1,
    hallLoad: { status: 'loaded', answer: makeHallAnswer() },
    ...overrides,
  });

describe('the hall tab in the reducer', () => {
  it('opens the hall keeping the cluster and season, with no search, period or panel', () => {
    const board = makeState({
      cluster: 'DUO',
      searchText: 'rex',
      submittedSearch: 'rex',
      range: 'week',
      page: 3,
      detail: { kind: 'player', id: '7' },
    });
    const hall = reducer(board, { type: 'hallSelected' });
    expect(hall).toMatchObject({ hall: HALL_START, cluster: 'DUO', range: 'all', page: 0 });
    expect(hall).toMatchObject({ submittedSearch: '', detail: null });
  });

  it('goes back to a board tab, even the board it came from', () => {
    const hall = reducer(makeState(), { type: 'hallSelected' });
    const back = reducer(hall, { type: 'tabSelected', view: 'tribes' });
    expect(back.hall).toBeNull();
    expect(back.view).toBe('tribes');
  });

  it('steps the champions and the medal table within their loaded pages', () => {
    const two = { total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 25 };
    const answer = makeHallAnswer({ champions: { rows: [], pagination: two } });
    const state = inHall({ hallLoad: { status: 'loaded', answer } });
    const next = reducer(state, { type: 'hallPageStep', list: 'champions', step: 1 });
    expect(next.hall?.championsPage).toBe(1);
    expect(reducer(next, { type: 'hallPageStep', list: 'champions', step: 1 })).toBe(next);
    expect(reducer(state, { type: 'hallPageStep', list: 'medals', step: 1 })).toBe(state);
  });

  it('starts the medal table of another board on its first page, and a cluster on the first pages', () => {
    const state = inHall({ hall: { championsPage: 2, medalsPage: 3, medalsBoard: 'players' } });
    const tribes = reducer(state, { type: 'hallBoardSelected', board: 'tribes' });
    expect(tribes.hall).toEqual({ championsPage: 2, medalsPage: 0, medalsBoard: 'tribes' });
    const duo = reducer(state, { type: 'clusterSelected', cluster: 'DUO' });
    expect(duo.hall).toEqual({ championsPage: 0, medalsPage: 0, medalsBoard: 'players' });
  });

  it('lets only the newest hall call land, and keeps the hall shown while the next loads', () => {
    const state = inHall();
    const loading = reducer(state, { type: 'hallFetchStarted', requestId: 2 });
    expect(loading.hallLoad).toEqual({ status: 'loading', answer: makeHallAnswer() });
    const stale = reducer(loading, { type: 'hallFetchFailed', requestId: 1 });
    expect(stale).toBe(loading);
    expect(reducer(loading, { type: 'hallFetchFailed', requestId: 2 }).hallLoad).toEqual({
      status: 'failed',
    });
  });
});

describe('the hall in the address', () => {
  it('reads and writes ?view=hall with its cluster, season and lists', () => {
    const query = '?view=hall&cluster=DUO&season=4&champions=2&board=tribes&medals=3';
    const read = parseQueryString(query);
    expect(read.hall).toEqual({ championsPage: 1, medalsPage: 2, medalsBoard: 'tribes' });
    const state = reducer(makeState(), read);
    expect(toQueryString(state)).toBe(query);
  });

  it('drops a board’s filter, search, page and period from a hall address', () => {
    const read = parseQueryString('?view=hall&filter=deaths&search=rex&page=4&range=week');
    expect(read).toMatchObject({ filter: 'tribe_score', search: '', page: 0, range: 'all' });
    expect(toQueryString(reducer(makeState(), read))).toBe('?view=hall');
  });

  it('leads the tab to the hall and a board tab back to the board', () => {
    expect(addressAfter(makeState({ cluster: 'DUO' }), { type: 'hallSelected' })).toBe(
      '?view=hall&cluster=DUO',
    );
    expect(addressAfter(inHall(), { type: 'tabSelected', view: 'tribes' })).toBe('?');
  });

  it('opens a panel from the hall and keeps the hall under it', () => {
    const state = inHall({ seasons: makeSeasons(1), seasonsProbed: true });
    expect(addressAfter(state, { type: 'detailOpened', kind: 'player', id: '2' })).toBe(
      '?view=hall&player=2',
    );
  });
});

describe('selectHallRequest', () => {
  it('asks for the hall of the shown cluster and season, none on a board tab', () => {
    expect(selectHallRequest(makeState())).toBeNull();
    expect(selectHallRequest(inHall({ cluster: 'DUO', season: 4 }))).toEqual({
      cluster: 'DUO',
      season: 4,
      ...HALL_START,
    });
  });
});

describe('hallSectionRequests and hallQuery', () => {
  it('asks the four sections, the paged ones at their pages', () => {
    const request = {
      cluster: 'SOLO',
      season: null,
      championsPage: 1,
      medalsPage: 0,
      medalsBoard: 'tribes',
    } as const;
    expect(hallSectionRequests(request).map((s) => hallQuery(s).toString())).toEqual([
      'section=records&cluster=SOLO',
      'section=champions&cluster=SOLO&page=1',
      'section=medals&board=tribes&cluster=SOLO',
      'section=seasons&cluster=SOLO',
    ]);
  });
});

describe('readHallAnswer', () => {
  it('drops a row it cannot read and keeps the others', () => {
    const page = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 };
    const answer = readHallAnswer(
      [
        {
          records: [
            {
              board: 'players',
              stat: 'kills',
              span: 'day',
              id: '',
              name: 'x',
              value: 1,
              start: '2026-11-09',
            },
          ],
        },
        { champions: [], pagination: page },
        {
          medals: [{ rank: 1, id: '2', name: 'Bob', gold: 1, silver: 0, bronze: 0 }],
          pagination: page,
        },
        { seasons: [] },
      ],
      { ranges: ['all'], timezone: 'UTC', week_start: 'sunday' },
    );
    expect(answer.records).toEqual([]);
    expect(answer.medals.rows).toHaveLength(1);
    expect(answer.week).toEqual({ timezone: 'UTC', weekStart: 'sunday' });
  });

  it('throws for a section that is not a list of rows', () => {
    expect(() => readHallAnswer([{}, {}, {}, {}], null)).toThrow();
  });
});

describe('weekEndDay', () => {
  it('names the next first day of the week in the community’s time zone', () => {
    expect(weekEndDay(NOW, { timezone: 'UTC', weekStart: 'monday' })).toBe('2026-12-07');
    expect(weekEndDay(NOW, { timezone: 'UTC', weekStart: 'wednesday' })).toBe('2026-12-09');
    // Late Sunday in New York is Monday in Tokyo: the week there ends a week later.
    const sunday = new Date('2026-12-07T02:00:00Z');
    expect(weekEndDay(sunday, { timezone: 'America/New_York', weekStart: 'monday' })).toBe(
      '2026-12-07',
    );
    expect(weekEndDay(sunday, { timezone: 'Asia/Tokyo', weekStart: 'monday' })).toBe('2026-12-14');
  });
});

describe('selectHall', () => {
  it('says Loading... before the first answer and a short sentence when it failed', () => {
    expect(selectHall(inHall({ hallLoad: { status: 'idle' } }), NOW, en)).toEqual({
      kind: 'message',
      text: 'Loading...',
      loading: true,
    });
    const failed = selectHall(inHall({ hallLoad: { status: 'failed' } }), NOW, en);
    expect(failed).toMatchObject({ kind: 'message', loading: false });
  });

  it('words each section: records by board with holder and since, champions, medals, seasons', () => {
    const hall = selectHall(inHall(), NOW, en);
    if (hall.kind !== 'hall') throw new Error(hall.kind);
    expect(hall.empty).toBeNull();
    expect(hall.records.map((group) => group.heading)).toEqual(['Players', 'Tribes']);
    expect(hall.records[0]?.rows[0]).toMatchObject({
      stat: 'Kills',
      span: 'Best week',
      holder: { name: 'Bob', target: { kind: 'player', id: '2' } },
      gain: '12',
      since: 'Nov 9, 2026',
    });
    expect(hall.records[1]?.rows[0]).toMatchObject({ stat: 'Tribe Score', gain: '900' });
    expect(hall.champions?.rows[0]).toMatchObject({ period: 'Week of Nov 9, 2026', stat: 'Kills' });
    expect(hall.medals?.rows[0]?.counts.map((count) => count.text)).toEqual([
      'Gold: 3',
      'Silver: 1',
      'Bronze: 0',
    ]);
    expect(hall.medals?.rows[0]).toMatchObject({ rank: 1, place: 1 });
    expect(hall.seasons[0]).toMatchObject({ season: 'Season 4', stat: 'Kills' });
    expect(hall.seasons[0]?.rows[0]).toMatchObject({ value: '1,500', place: 1 });
  });

  it('writes numbers and dates in the visitor’s language', () => {
    const hall = selectHall(inHall(), NOW, de);
    if (hall.kind !== 'hall') throw new Error(hall.kind);
    expect(hall.records[0]?.rows[0]).toMatchObject({ span: 'Beste Woche', since: '09.11.2026' });
    expect(hall.seasons[0]?.rows[0]?.value).toBe('1.500');
  });

  it('shows nothing of tribes for a cluster that keeps none, nor of a statistic it lacks', () => {
    const clusters = [
      { key: 'SOLO', display: 'Solos', keeps: { tribes: false, stats: ['deaths' as const] } },
    ];
    const hall = selectHall(inHall({ clusters }), NOW, en);
    if (hall.kind !== 'hall') throw new Error(hall.kind);
    expect(hall.records).toEqual([]);
    expect(hall.champions).toBeNull();
    expect(hall.seasons).toEqual([]);
    expect(hall.medals?.boards).toBeNull();
  });

  it('says when the first week closes, in the community’s time zone, while the hall is empty', () => {
    const none = { total_pages: 0, current_page: 0, next: null, prev: null, total_records: 0 };
    const answer = makeHallAnswer({
      records: [],
      champions: { rows: [], pagination: none },
      medals: { rows: [], pagination: none },
      seasons: [],
    });
    const hall = selectHall(inHall({ hallLoad: { status: 'loaded', answer } }), NOW, en);
    expect(hall).toMatchObject({
      kind: 'hall',
      empty: 'No week has closed yet: the first closes at 00:00 on Dec 7, 2026 (Europe/Berlin).',
      champions: null,
      medals: null,
    });
    const unknown = selectHall(
      inHall({ hallLoad: { status: 'loaded', answer: { ...answer, week: null } } }),
      NOW,
      en,
    );
    expect(unknown).toMatchObject({
      empty: 'No week has closed yet.',
    });
  });
});

describe('the panel’s medals', () => {
  it('link to the hall’s medal table of the panel’s board', () => {
    const state = makeState({
      seasons: makeSeasons(1),
      seasonsProbed: true,
      cluster: 'DUO',
      detail: { kind: 'player', id: '7' },
      detailLoad: { status: 'loaded', answer: makePlayerAnswer() },
    });
    const panel = selectPanel(state, en);
    expect(panel.kind === 'player' && panel.medalsHref).toBe('?view=hall&cluster=DUO');
  });
});
