import { describe, expect, it } from 'vitest';
import { loadCatalog } from './i18n/catalog';
import { reducer } from './reducer';
import {
  canOpenDetails,
  detailRequestKey,
  isPanelOpen,
  requestKey,
  selectDetailRequest,
  selectOnline,
  selectPager,
  selectPopulation,
  selectRangeDropdown,
  selectRequest,
  selectSeasonDropdown,
  selectTableContent,
  toPager,
} from './selectors';
import type { DetailTarget, RankingRequest, State } from './state';
import { makeRequest, makeResult, makeSeasons, makeState } from './testing';

const PLAYER: DetailTarget = { kind: 'player', id: '76561198000000001' };
const TRIBE: DetailTarget = { kind: 'tribe', id: '1001' };
/** An extended backend (the probe answered) with a panel open, its call not started. */
const panelState = (target: DetailTarget, extra = {}) =>
  makeState({ seasons: [], seasonsProbed: true, detail: target, ...extra });

describe('selectRequest', () => {
  it('sends an empty search on the first load', () => {
    expect(selectRequest(makeState())).toEqual({
      view: 'tribes',
      search: '',
      filter: 'tribe_score',
      cluster: 'SOLO',
      page: 0,
      season: null,
      range: 'all',
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

  it('carries the online filter only when it is on', () => {
    expect(selectRequest(makeState({ view: 'players', online: true })).online).toBe(true);
    expect(selectRequest(makeState({ view: 'players' }))).not.toHaveProperty('online');
  });

  it('carries the range', () => {
    expect(selectRequest(makeState({ range: 'last_week' })).range).toBe('last_week');
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
      { range: 'week' },
      { online: true },
    ];
    for (const change of changes) expect(requestKey(makeRequest(change))).not.toBe(base);
  });

  it('keys an all-time request as before ranges, and a period after it', () => {
    expect(requestKey(makeRequest())).toBe('["tribes","SOLO","tribe_score","",0,null]');
    expect(requestKey(makeRequest({ range: 'week' }))).toBe(
      '["tribes","SOLO","tribe_score","",0,null,"week"]',
    );
  });

  it('keys a request without the online filter as before it, and one with it after the period', () => {
    expect(requestKey(makeRequest({ online: false }))).toBe(requestKey(makeRequest()));
    expect(requestKey(makeRequest({ view: 'players', filter: 'kills', online: true }))).toBe(
      '["players","SOLO","kills","",0,null,"all","online"]',
    );
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

  it('says an empty period had no activity, never the wipe message, and links no season', () => {
    const empty = makeResult({ count: 0 });
    const seasons = makeSeasons(1);
    expect(selectTableContent(makeState({ range: 'week', seasons, result: empty }))).toEqual({
      kind: 'message',
      text: 'No activity recorded this week yet.',
      isSample: false,
    });
    const lastMonth = makeState({ range: 'last_month', result: empty });
    expect(selectTableContent(lastMonth)).toMatchObject({
      text: 'No activity recorded last month.',
    });
  });

  it('says nobody is online now on an empty online board, never the wipe message', async () => {
    const result = makeResult({ view: 'players', count: 0 });
    const state = makeState({ view: 'players', online: true, result });
    expect(selectTableContent(state)).toEqual({
      kind: 'message',
      text: 'Nobody is online now.',
      isSample: false,
    });
    expect(selectTableContent(state, await loadCatalog('ru'))).toMatchObject({
      text: 'Сейчас никого нет в сети.',
    });
  });

  it("says Loading..., the wipe and a no-match search in the catalog's language", async () => {
    const de = await loadCatalog('de');
    expect(selectTableContent(makeState({ loading: true }), de)).toMatchObject({
      text: 'Wird geladen...',
    });
    const empty = makeState({ result: makeResult({ count: 0 }) });
    expect(selectTableContent(empty, de)).toMatchObject({
      text: 'Die Server wurden kürzlich gewipet. Bitte später noch einmal vorbeischauen.',
    });
    const search = makeState({ submittedSearch: 'r"ex', result: makeResult({ count: 0 }) });
    expect(selectTableContent(search, de)).toMatchObject({
      parts: ['Keine Stämme zu „', { param: 'query', value: 'r"ex' }, '“ gefunden'],
    });
  });

  it('keeps the no-match message for a search with no match in a period', () => {
    const state = makeState({
      range: 'day',
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({
      text: 'No tribes found matching "rex"',
      parts: ['No tribes found matching "', { param: 'query', value: 'rex' }, '"'],
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

  it('shows last seen on the current players board of a cluster with a game log only', () => {
    const clusters = [
      { key: 'SOLO', display: 'Solos' },
      { key: 'ASA', display: 'Ascended', online: 2 },
    ];
    const players = makeResult({ view: 'players', count: 1 });
    const seenOf = (overrides: Partial<State>) =>
      selectTableContent(makeState({ clusters, result: players, view: 'players', ...overrides }));
    expect(seenOf({ cluster: 'ASA' })).toMatchObject({ kind: 'rows', seen: true });
    expect(seenOf({ cluster: 'SOLO' })).toMatchObject({ kind: 'rows', seen: false });
    expect(seenOf({ cluster: 'ASA', season: 1 })).toMatchObject({ kind: 'rows', seen: false });
    const tribes = makeState({ clusters, cluster: 'ASA', result: makeResult({ count: 1 }) });
    expect(selectTableContent(tribes)).toMatchObject({ kind: 'rows', seen: false });
  });

  it('never shows rows of another view under the current headers', () => {
    const state = makeState({ view: 'players', result: makeResult({ view: 'tribes' }) });
    expect(selectTableContent(state).kind).toBe('loading');
  });
});

describe('selectPopulation', () => {
  const clusters = [
    { key: 'SOLO', display: 'Solos' },
    { key: 'ASA', display: 'Ascended', online: 2 },
  ];
  const answer = { timezone: 'UTC', start: '2026-04-05T00:00:00.000Z', hours: [1] };
  const population = { cluster: 'ASA', answer };

  it("gives the shown logged cluster's answer on its current players board", () => {
    const state = makeState({ clusters, cluster: 'ASA', view: 'players', population });
    expect(selectPopulation(state)).toBe(answer);
  });

  it("gives none for another cluster's answer, the tribes board, an archived season or the hall", () => {
    const base = { clusters, view: 'players', population } as const;
    expect(selectPopulation(makeState({ ...base, cluster: 'SOLO' }))).toBeNull();
    expect(selectPopulation(makeState({ ...base, cluster: 'ASA', view: 'tribes' }))).toBeNull();
    expect(selectPopulation(makeState({ ...base, cluster: 'ASA', season: 1 }))).toBeNull();
    expect(selectPopulation(makeState({ ...base, cluster: 'ASA', population: null }))).toBeNull();
  });
});

describe('toPager', () => {
  it('is shown above one page, Previous and Next within the pages', () => {
    expect(toPager(0, 1)).toEqual({
      show: false,
      text: 'Page 1 of 1',
      canPrevious: false,
      canNext: false,
    });
    expect(toPager(1, 3)).toEqual({
      show: true,
      text: 'Page 2 of 3',
      canPrevious: true,
      canNext: true,
    });
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

describe('isPanelOpen', () => {
  it('is open when a panel is asked for on a backend that has detail calls', () => {
    expect(isPanelOpen(panelState(PLAYER))).toBe(true);
    expect(isPanelOpen(makeState({ seasons: [], seasonsProbed: true }))).toBe(false);
    expect(isPanelOpen(makeState({ detail: PLAYER }))).toBe(false);
    expect(isPanelOpen(makeState({ detail: PLAYER, seasons: null, seasonsProbed: true }))).toBe(
      false,
    );
  });
});

describe('selectDetailRequest', () => {
  it('asks for the open player in the shown cluster and season', () => {
    const state = panelState(PLAYER, { cluster: 'DUO', season: 2 });
    expect(selectDetailRequest(state)).toEqual({
      ...PLAYER,
      cluster: 'DUO',
      season: 2,
      range: 'all',
      page: 0,
    });
  });

  it('asks in the range shown', () => {
    expect(selectDetailRequest(panelState(TRIBE, { range: 'month' }))?.range).toBe('month');
  });

  it("asks for the open tribe's members page", () => {
    const state = panelState(TRIBE, { membersPage: 3 });
    expect(selectDetailRequest(state)).toMatchObject({ ...TRIBE, page: 3 });
  });

  it('asks for nothing with no panel open or on a backend without detail calls', () => {
    expect(selectDetailRequest(makeState({ seasons: [] }))).toBeNull();
    expect(selectDetailRequest(makeState({ detail: PLAYER }))).toBeNull();
  });
});

describe('detailRequestKey', () => {
  it('differs when any field changes and is equal otherwise', () => {
    const base = { ...TRIBE, cluster: 'SOLO', season: null, range: 'all' as const, page: 0 };
    expect(detailRequestKey({ ...base })).toBe(detailRequestKey(base));
    const changes = [
      { id: '1002' },
      { cluster: 'DUO' },
      { season: 1 },
      { page: 1 },
      { range: 'day' as const },
    ];
    for (const change of changes) {
      expect(detailRequestKey({ ...base, ...change })).not.toBe(detailRequestKey(base));
    }
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

describe('selectRangeDropdown', () => {
  it('is not shown before the probe, without ranges, or with the all-time board only', () => {
    expect(selectRangeDropdown(makeState())).toBeNull();
    expect(selectRangeDropdown(makeState({ ranges: null, rangesProbed: true }))).toBeNull();
    expect(selectRangeDropdown(makeState({ ranges: ['all'], rangesProbed: true }))).toBeNull();
  });

  it('offers the ranges in dropdown order, the all-time board always first', () => {
    const state = makeState({ ranges: ['day', 'week', 'month', 'last_week', 'last_month'] });
    expect(selectRangeDropdown({ ...state, range: 'week' })).toEqual({
      options: [
        { value: 'all', label: 'All time' },
        { value: 'month', label: 'This month' },
        { value: 'week', label: 'This week' },
        { value: 'day', label: 'Today' },
        { value: 'last_week', label: 'Last week' },
        { value: 'last_month', label: 'Last month' },
      ],
      value: 'week',
    });
  });

  it('leaves out what the backend does not offer', () => {
    const dropdown = selectRangeDropdown(makeState({ ranges: ['all', 'week'] }));
    expect(dropdown?.options.map((option) => option.value)).toEqual(['all', 'week']);
  });
});

describe('selectOnline', () => {
  const clusters = [
    { key: 'ASA', display: 'Ascended', online: 1234 },
    { key: 'SOLO', display: 'Solos' },
  ];

  it("says how many are online in the chosen cluster's game log, grouped", async () => {
    expect(selectOnline(makeState({ clusters, cluster: 'ASA' }))).toBe('1,234 online');
    expect(selectOnline(makeState({ clusters, cluster: 'ASA' }), await loadCatalog('ru'))).toBe(
      '1\u00a0234 в сети',
    );
  });

  it('says 0 online for a log with nobody in it, and nothing for a cluster without a log', () => {
    const empty = [{ key: 'ASA', display: 'Ascended', online: 0 }];
    expect(selectOnline(makeState({ clusters: empty, cluster: 'ASA' }))).toBe('0 online');
    expect(selectOnline(makeState({ clusters, cluster: 'SOLO' }))).toBeNull();
  });
});
