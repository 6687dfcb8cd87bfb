import { describe, expect, it } from 'vitest';
import { reducer } from './reducer';
import type { DetailAnswer } from './schemas';
import {
  canOpenDetails,
  detailRequestKey,
  requestKey,
  selectDetailRequest,
  selectPager,
  selectPanel,
  selectRequest,
  selectSeasonDropdown,
  selectTableContent,
} from './selectors';
import type { DetailTarget, RankingRequest, State } from './state';
import {
  makePlayerAnswer,
  makePlayerRow,
  makeRequest,
  makeResult,
  makeSeasons,
  makeState,
  makeTribeAnswer,
} from './testing';

const PLAYER: DetailTarget = { kind: 'player', id: '76561198000000001' };
const TRIBE: DetailTarget = { kind: 'tribe', id: '1001' };
/** An extended backend (the probe answered) with a panel open and in the given status. */
const panelState = (target: DetailTarget, detailLoad: State['detailLoad'], extra = {}) =>
  makeState({
    seasons: [],
    seasonsProbed: true,
    detail: target,
    detailLoad,
    ...extra,
  });
const loaded = (target: DetailTarget, answer: DetailAnswer, extra = {}) =>
  panelState(target, { status: 'loaded', answer }, extra);

describe('selectRequest', () => {
  it('sends an empty search on the first load', () => {
    expect(selectRequest(makeState())).toEqual({
      view: 'tribes',
      search: '',
      filter: 'tribe_score',
      cluster: 'SOLO',
      page: 0,
      season: null,
    });
  });

  it('sends an empty search for a load without a submitted search, whatever is typed', () => {
    expect(selectRequest(makeState({ searchText: 'rex' })).search).toBe('');
  });

  it('sends the trimmed submitted search', () => {
    const state = makeState({ searchText: 'rexy', submittedSearch: 'rex' });
    expect(selectRequest(state).search).toBe('rex');
  });

  it('loads the unsearched list once the search box is emptied', () => {
    const searched = reducer(makeState({ searchText: 'rex' }), { type: 'searchSubmitted' });
    expect(selectRequest(searched).search).toBe('rex');
    const emptied = reducer(searched, { type: 'searchTextChanged', text: '' });
    expect(selectRequest(emptied)).toMatchObject({ search: '', page: 0 });
  });

  it('carries view, filter, cluster and the zero-based page', () => {
    const state = makeState({ view: 'players', filter: 'deaths', cluster: 'DUO', page: 2 });
    expect(selectRequest(state)).toMatchObject({
      view: 'players',
      filter: 'deaths',
      cluster: 'DUO',
      page: 2,
    });
  });
});

describe('requestKey', () => {
  it('gives equal requests the same key', () => {
    expect(requestKey(makeRequest())).toBe(requestKey(makeRequest()));
  });

  it('gives a different key when any field changes', () => {
    const base = requestKey(makeRequest());
    const changes: Partial<RankingRequest>[] = [
      { view: 'players' },
      { search: 'rex' },
      { filter: 'kills' },
      { cluster: 'DUO' },
      { page: 1 },
      { season: 2 },
    ];
    for (const change of changes) expect(requestKey(makeRequest(change))).not.toBe(base);
  });

  it('cannot be confused by separators inside the search text', () => {
    const a = requestKey(makeRequest({ search: 'a","SOLO' }));
    const b = requestKey(makeRequest({ search: 'a' }));
    expect(a).not.toBe(b);
  });
});

describe('selectTableContent', () => {
  it('shows Loading... while a fetch is running', () => {
    const state = makeState({ loading: true, result: makeResult() });
    expect(selectTableContent(state)).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('shows Loading... before the first result lands', () => {
    expect(selectTableContent(makeState())).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('shows the wiped message when no rows are returned', () => {
    const state = makeState({ result: makeResult({ count: 0 }) });
    expect(selectTableContent(state)).toEqual({
      kind: 'message',
      text: 'Servers have recently wiped. Please check again later.',
      isSample: false,
    });
  });

  it('links the wipe message to the final standings of the last archived season', () => {
    const state = makeState({
      cluster: 'DUO',
      page: 2,
      seasons: makeSeasons(3),
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toEqual({
      kind: 'message',
      text: 'Servers have recently wiped. Please check again later.',
      isSample: false,
      lastSeason: { season: 3, name: 'Season 3', href: '?cluster=DUO&season=3' },
    });
  });

  it('gives no season link in an archived season, after a search, or on the sample', () => {
    const seasons = makeSeasons(1);
    const empty = makeResult({ count: 0 });
    const cases = [
      makeState({ seasons, season: 1, result: empty }),
      makeState({ seasons, submittedSearch: 'rex', result: empty }),
      makeState({ seasons, result: makeResult({ count: 0, isSample: true }) }),
      makeState({ seasons: [], result: empty }),
    ];
    for (const state of cases) {
      expect(selectTableContent(state)).not.toHaveProperty('lastSeason');
    }
  });

  it('shows No tribes found matching "{search}" when a submitted search returns no rows in the tribe view', () => {
    const state = makeState({
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows No players found matching "{search}" when a submitted search returns no rows in the player view', () => {
    const state = makeState({
      view: 'players',
      submittedSearch: 'rex',
      result: makeResult({ view: 'players', count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No players found matching "rex"' });
  });

  it('quotes the text that was submitted, not what is typed since', () => {
    const state = makeState({
      searchText: 'something else',
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows the no-match message, not the wiped message, after a cluster change with search text', () => {
    const state = makeState({
      searchText: 'rex',
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows the rows with pagination, the sample flag and the data date', () => {
    const result = {
      ...makeResult({ count: 2, isSample: true }),
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const content = selectTableContent(makeState({ result }));
    expect(content).toMatchObject({
      kind: 'rows',
      view: 'tribes',
      isSample: true,
      updatedAt: '2026-01-01T00:00:00Z',
      pagination: result.pagination,
    });
    expect(content.kind === 'rows' && content.rows).toHaveLength(2);
  });

  it('never shows rows of another view under the current headers', () => {
    const state = makeState({ view: 'players', result: makeResult({ view: 'tribes' }) });
    expect(selectTableContent(state).kind).toBe('loading');
  });
});

describe('selectPager', () => {
  it('shows pagination only when total_pages is above 1', () => {
    expect(selectPager(makeState({ result: makeResult({ totalPages: 2 }) })).show).toBe(true);
    expect(selectPager(makeState({ result: makeResult({ totalPages: 1 }) })).show).toBe(false);
    expect(selectPager(makeState({ result: makeResult({ totalPages: 0 }) })).show).toBe(false);
    expect(selectPager(makeState()).show).toBe(false);
  });

  it('shows the text Page X of N with X one-based', () => {
    const state = makeState({ page: 1, result: makeResult({ totalPages: 5 }) });
    expect(selectPager(state).text).toBe('Page 2 of 5');
  });

  it('disables Previous on page 0', () => {
    const pager = selectPager(makeState({ page: 0, result: makeResult({ totalPages: 3 }) }));
    expect(pager).toMatchObject({ canPrevious: false, canNext: true });
  });

  it('disables Next on the last page', () => {
    const pager = selectPager(makeState({ page: 2, result: makeResult({ totalPages: 3 }) }));
    expect(pager).toMatchObject({ canPrevious: true, canNext: false });
  });
});

describe('canOpenDetails', () => {
  it('opens details only once the probe found a season list, empty or not', () => {
    expect(canOpenDetails(makeState())).toBe(false);
    expect(canOpenDetails(makeState({ seasons: [], seasonsProbed: true }))).toBe(true);
    expect(canOpenDetails(makeState({ seasons: null, seasonsProbed: true }))).toBe(false);
  });
});

describe('selectDetailRequest', () => {
  it('asks for the open player in the shown cluster and season', () => {
    const state = panelState(PLAYER, { status: 'idle' }, { cluster: 'DUO', season: 2 });
    expect(selectDetailRequest(state)).toEqual({ ...PLAYER, cluster: 'DUO', season: 2, page: 0 });
  });

  it("asks for the open tribe's members page", () => {
    const state = panelState(TRIBE, { status: 'idle' }, { membersPage: 3 });
    expect(selectDetailRequest(state)).toMatchObject({ ...TRIBE, page: 3 });
  });

  it('asks for nothing with no panel open or on a backend without detail calls', () => {
    expect(selectDetailRequest(makeState({ seasons: [] }))).toBeNull();
    expect(selectDetailRequest(makeState({ detail: PLAYER }))).toBeNull();
  });
});

describe('detailRequestKey', () => {
  it('differs when any field changes and is equal otherwise', () => {
    const base = { ...TRIBE, cluster: 'SOLO', season: null, page: 0 };
    expect(detailRequestKey({ ...base })).toBe(detailRequestKey(base));
    for (const change of [{ id: '1002' }, { cluster: 'DUO' }, { season: 1 }, { page: 1 }]) {
      expect(detailRequestKey({ ...base, ...change })).not.toBe(detailRequestKey(base));
    }
  });
});

describe('selectPanel', () => {
  it('is closed with no panel open, and on a backend without detail calls', () => {
    expect(selectPanel(makeState())).toEqual({ kind: 'closed' });
    expect(selectPanel(makeState({ detail: PLAYER, seasons: null }))).toEqual({ kind: 'closed' });
  });

  it('shows Loading... under the kind of panel until the answer lands', () => {
    for (const detailLoad of [{ status: 'idle' }, { status: 'loading', answer: null }] as const) {
      expect(selectPanel(panelState(PLAYER, detailLoad))).toEqual({
        kind: 'message',
        target: PLAYER,
        title: 'Player details',
        text: 'Loading...',
        loading: true,
        updatedAt: null,
      });
    }
  });

  it('says a hidden or unknown player or tribe is not on the board', () => {
    expect(selectPanel(panelState(TRIBE, { status: 'notFound' }))).toMatchObject({
      kind: 'message',
      title: 'Tribe details',
      text: 'This tribe is not on the board: hidden or unknown.',
      loading: false,
    });
  });

  it('says a failed call failed, with no made-up player', () => {
    expect(selectPanel(panelState(PLAYER, { status: 'failed' }))).toMatchObject({
      kind: 'message',
      text: 'The details could not be loaded. Please try again later.',
    });
  });

  it('shows a player: name, tribe, every statistic and a rank line per statistic', () => {
    const panel = selectPanel(loaded(PLAYER, makePlayerAnswer({ PlayerName: 'Rex' })));
    expect(panel).toMatchObject({
      kind: 'player',
      title: 'Rex',
      tribe: { name: 'Alpha Rex', id: '1001' },
      updatedAt: '2026-11-20T10:00:00Z',
    });
    if (panel.kind !== 'player') throw new Error('not a player panel');
    expect(panel.stats.map((stat) => stat.label)).toContain('Deaths by Wild Dino');
    expect(panel.ranks.map((line) => line.text)).toEqual([
      '#3 of 3,000 in Kills',
      '#4 of 3,000 in Deaths',
      '#5 of 3,000 in Tamed Dino Kills',
      '#6 of 3,000 in Time Played',
    ]);
    expect(panel.ranks[0]?.movement?.spoken).toBe('up 1 place since the last update');
  });

  it('shows a player without a tribe, or whose tribe has no id, with the tribe as text', () => {
    const alone = makePlayerAnswer({ TribeName: ' ', TribeID: undefined });
    expect(selectPanel(loaded(PLAYER, alone))).toMatchObject({ tribe: { name: '—', id: null } });
  });

  it('leaves out a rank of a statistic the view does not rank by', () => {
    const answer = makePlayerAnswer();
    answer.ranks.push({ filter: 'tribe_score', rank: 1, of: 2, rank_change: 0 });
    const panel = selectPanel(loaded(PLAYER, answer));
    expect(panel.kind === 'player' && panel.ranks).toHaveLength(4);
  });

  it('shows a tribe with its members page and their pager', () => {
    const answer = makeTribeAnswer({ count: 20, page: 1, totalPages: 3 });
    const panel = selectPanel(loaded(TRIBE, answer, { membersPage: 1 }));
    if (panel.kind !== 'tribe') throw new Error('not a tribe panel');
    expect(panel.title).toBe('Alpha Rex');
    expect(panel.stats.at(-1)).toEqual({ label: 'Members', text: '60' });
    expect(panel.ranks[0]?.text).toBe('#3 of 3,000 in Tribe Score');
    expect(panel.members.rows[0]).toMatchObject({ name: 'Member 21', id: '76561199000000021' });
    expect(panel.members.pager).toEqual({
      show: true,
      text: 'Page 2 of 3',
      canPrevious: true,
      canNext: true,
    });
    expect(panel.members.loading).toBe(false);
  });

  it('keeps the tribe on screen while another members page loads', () => {
    const state = panelState(TRIBE, { status: 'loading', answer: makeTribeAnswer() });
    expect(selectPanel(state)).toMatchObject({ kind: 'tribe', members: { loading: true } });
  });

  it('falls back to the kind of panel as its title when the name is blank', () => {
    const answer = makePlayerAnswer({ PlayerName: '' });
    expect(selectPanel(loaded(PLAYER, answer))).toMatchObject({
      kind: 'player',
      title: 'Player details',
    });
  });

  it('reads member rows as player rows, ids and movement included', () => {
    const answer = makeTribeAnswer({ count: 0 });
    answer.members.rows.push(makePlayerRow({ PlayerName: 'New', rank_change: null }));
    const panel = selectPanel(loaded(TRIBE, answer));
    expect(panel.kind === 'tribe' && panel.members.rows[0]).toMatchObject({
      name: 'New',
      id: null,
      movement: { direction: 'new' },
    });
  });
});

describe('selectSeasonDropdown', () => {
  it('is not shown before the probe, on a seed-only backend, or with no archived season', () => {
    expect(selectSeasonDropdown(makeState())).toBeNull();
    expect(selectSeasonDropdown(makeState({ seasons: [], seasonsProbed: true }))).toBeNull();
  });

  it('offers the current season, then the archived ones by name, newest first', () => {
    const dropdown = selectSeasonDropdown(makeState({ seasons: makeSeasons(2), season: 1 }));
    expect(dropdown).toEqual({
      options: [
        { value: '', label: 'Current season', season: null },
        { value: '2', label: 'Season 2', season: 2 },
        { value: '1', label: 'Season 1', season: 1 },
      ],
      value: '1',
    });
    expect(selectSeasonDropdown(makeState({ seasons: makeSeasons(1) }))?.value).toBe('');
  });
});
