import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from './address';
import { MAX_SEARCH_LENGTH } from './contract';
import { reducer } from './reducer';
import { initialState } from './state';
import { makeSeasons, makeState } from './testing';

const DEFAULTS = {
  type: 'locationChanged',
  view: 'tribes',
  cluster: 'SOLO',
  filter: 'tribe_score',
  search: '',
  page: 0,
  season: null,
  range: 'all',
  detail: null,
  lang: null,
};

describe('parseQueryString', () => {
  it('gives the spec defaults when there are no params', () => {
    expect(parseQueryString('')).toEqual(DEFAULTS);
    expect(parseQueryString('?')).toEqual(DEFAULTS);
  });

  it('reads view, cluster, filter, search and a one-based page', () => {
    expect(parseQueryString('?view=players&cluster=DUO&filter=deaths&search=rex&page=2')).toEqual({
      type: 'locationChanged',
      view: 'players',
      cluster: 'DUO',
      filter: 'deaths',
      search: 'rex',
      page: 1,
      season: null,
      range: 'all',
      detail: null,
      lang: null,
    });
  });

  it("reads the address's language, in any case or as a tag of a language of the board", () => {
    expect(parseQueryString('?lang=de').lang).toBe('de');
    expect(parseQueryString('?lang=PT-br').lang).toBe('pt-BR');
    expect(parseQueryString('?lang=de-AT').lang).toBe('de');
  });

  it('drops a language the board does not speak, quietly', () => {
    expect(parseQueryString('?lang=klingon')).toEqual(DEFAULTS);
    expect(parseQueryString('?lang=zh-TW')).toEqual(DEFAULTS);
    expect(parseQueryString('?lang=')).toEqual(DEFAULTS);
  });

  it('reads online=1 on the current season’s players board only', () => {
    expect(parseQueryString('?view=players&online=1').online).toBe(true);
    for (const query of [
      '?online=1',
      '?view=players&online=true',
      '?view=players&online=',
      '?view=players&online=1&season=2',
      '?view=hall&online=1',
    ]) {
      expect(parseQueryString(query).online, query).toBeUndefined();
    }
  });

  it('reads online=1 only for a cluster with a game log once the clusters are listed', () => {
    const clusters = [
      { key: 'SOLO', display: 'Solos' },
      { key: 'ASA', display: 'Ascended', online: 0 },
    ];
    expect(parseQueryString('?view=players&cluster=ASA&online=1', { clusters }).online).toBe(true);
    expect(
      parseQueryString('?view=players&cluster=SOLO&online=1', { clusters }).online,
    ).toBeUndefined();
  });

  it('ignores a view that makes no sense', () => {
    expect(parseQueryString('?view=dinos')).toEqual(DEFAULTS);
  });

  it('uses the view’s default filter when the view lacks the given filter', () => {
    expect(parseQueryString('?view=players&filter=tribe_score').filter).toBe('kills');
    expect(parseQueryString('?filter=nonsense').filter).toBe('tribe_score');
  });

  it('ignores a page that is not a whole number of 1 or more', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1e3', '9999999999']) {
      expect(parseQueryString(`?page=${page}`).page).toBe(0);
    }
  });

  it('ignores a cluster missing from the given list', () => {
    const clusters = [
      { key: 'PVE', display: 'PvE' },
      { key: 'SOLO', display: 'Solos' },
    ];
    expect(parseQueryString('?cluster=DUO', { clusters }).cluster).toBe('SOLO');
    expect(parseQueryString('?cluster=PVE', { clusters }).cluster).toBe('PVE');
  });

  it('selects the first listed cluster when neither the given one nor SOLO is listed', () => {
    const clusters = [{ key: 'PVE', display: 'PvE' }];
    expect(parseQueryString('?cluster=DUO', { clusters }).cluster).toBe('PVE');
    expect(parseQueryString('', { clusters }).cluster).toBe('PVE');
  });

  it("reads an address without a cluster as the site's default when it is listed", () => {
    const clusters = [
      { key: 'DUO', display: 'Duos' },
      { key: 'SOLO', display: 'Solos' },
      { key: '3MAN', display: '3 Man' },
    ];
    expect(parseQueryString('', { clusters, clusterSetting: '3MAN' }).cluster).toBe('3MAN');
    expect(parseQueryString('?cluster=PVE', { clusters, clusterSetting: '3MAN' }).cluster).toBe(
      '3MAN',
    );
    expect(parseQueryString('', { clusterSetting: '3MAN' }).cluster).toBe('3MAN');
    // A setting the list lacks falls back to the rule: SOLO, listed though not first.
    expect(parseQueryString('', { clusters, clusterSetting: 'PVE' }).cluster).toBe('SOLO');
    expect(parseQueryString('', { clusters }).cluster).toBe('SOLO');
  });

  it("leaves the site's default cluster out of the address, and writes SOLO when it is not it", () => {
    const state = initialState('3MAN');
    expect(toQueryString(state)).toBe('');
    expect(toQueryString({ ...state, cluster: 'SOLO' })).toBe('?cluster=SOLO');
    const restored = parseQueryString('?cluster=SOLO', { clusterSetting: '3MAN' });
    expect(restored.cluster).toBe('SOLO');
  });

  it('ignores a cluster that does not look like a cluster key when no list is given', () => {
    expect(parseQueryString('?cluster=%3Cscript%3E').cluster).toBe('SOLO');
    expect(parseQueryString('?cluster=3MAN').cluster).toBe('3MAN');
  });

  it('trims the search and cuts it to MAX_SEARCH_LENGTH', () => {
    expect(parseQueryString('?search=+rex+').search).toBe('rex');
    expect(parseQueryString(`?search=${'x'.repeat(100)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('decodes encoded search text', () => {
    expect(parseQueryString('?search=Alpha%20%26%20Omega').search).toBe('Alpha & Omega');
  });

  it('reads the panel a shared link opens: player= or tribe=, ids as text', () => {
    expect(parseQueryString('?player=76561198000000001').detail).toEqual({
      kind: 'player',
      id: '76561198000000001',
    });
    expect(parseQueryString('?view=players&tribe=1001').detail).toEqual({
      kind: 'tribe',
      id: '1001',
    });
  });

  it('opens the panel of a player by EOS id', () => {
    expect(
      parseQueryString('?view=players&player=0002a1b2c3d4e5f60718293a4b5c6d7e').detail,
    ).toEqual({ kind: 'player', id: '0002a1b2c3d4e5f60718293a4b5c6d7e' });
  });

  it('opens no panel for an id outside the id rule, or for both player= and tribe=', () => {
    const hostile = ['%3Cb%3E', '..%2Fx', 'a%20b', `${'x'.repeat(65)}`, '%EF%BD%81'];
    for (const query of ['?player=', ...hostile.map((id) => `?player=${id}`)]) {
      expect(parseQueryString(query).detail).toBeNull();
    }
    expect(parseQueryString('?player=1&tribe=2').detail).toBeNull();
  });

  it('reads a season id, and ignores one that cannot be an id', () => {
    expect(parseQueryString('?season=4').season).toBe(4);
    for (const season of ['0', '-1', 'x', '1.5', '', '99999999999']) {
      expect(parseQueryString(`?season=${season}`).season).toBeNull();
    }
  });

  it('keeps only a listed season once the seasons are known', () => {
    const seasons = makeSeasons(2);
    expect(parseQueryString('?season=2', { seasons }).season).toBe(2);
    expect(parseQueryString('?season=7', { seasons }).season).toBeNull();
  });

  it('ignores season, player and tribe on a backend without seasons (probe answered null)', () => {
    const location = parseQueryString('?season=2&player=7', { seasons: null });
    expect(location).toMatchObject({ season: null, detail: null });
  });

  it('reads any range before the ranges probe answers, and ignores one that is no range', () => {
    expect(parseQueryString('?range=week').range).toBe('week');
    expect(parseQueryString('?range=last_month').range).toBe('last_month');
    for (const range of ['year', 'WEEK', '', 'all']) {
      expect(parseQueryString(`?range=${range}`).range).toBe('all');
    }
  });

  it('keeps only an offered range once the probe has answered, and none without ranges', () => {
    expect(parseQueryString('?range=week', { ranges: ['all', 'week'] }).range).toBe('week');
    expect(parseQueryString('?range=day', { ranges: ['all', 'week'] }).range).toBe('all');
    expect(parseQueryString('?range=week', { ranges: null }).range).toBe('all');
  });

  it('ignores a range beside an archived season, which is its final all-time board', () => {
    expect(parseQueryString('?season=2&range=week')).toMatchObject({ season: 2, range: 'all' });
  });
});

describe('toQueryString', () => {
  it('writes the online filter after the period, and nothing without it', () => {
    const state = makeState({ view: 'players', filter: 'kills', range: 'week', online: true });
    expect(toQueryString(state)).toBe('?view=players&range=week&online=1');
    expect(toQueryString({ ...state, online: false })).toBe('?view=players&range=week');
    expect(parseQueryString(toQueryString(state)).online).toBe(true);
  });

  it("keeps the address's language, last, so a shared link keeps it", () => {
    expect(toQueryString(makeState({ lang: 'de' }))).toBe('?lang=de');
    expect(toQueryString(makeState({ view: 'players', filter: 'kills', lang: 'zh-Hans' }))).toBe(
      '?view=players&lang=zh-Hans',
    );
    const read = parseQueryString('?view=players&page=3&lang=ja');
    expect(toQueryString(makeState({ ...read, submittedSearch: read.search }))).toBe(
      '?view=players&page=3&lang=ja',
    );
  });

  it('gives an empty query for the defaults, so the address stays /', () => {
    expect(toQueryString(makeState())).toBe('');
  });

  it('writes only the params that differ from the defaults, page one-based', () => {
    expect(toQueryString(makeState({ view: 'players', filter: 'kills', page: 1 }))).toBe(
      '?view=players&page=2',
    );
    expect(toQueryString(makeState({ view: 'players', filter: 'kills' }))).toBe('?view=players');
    expect(toQueryString(makeState({ cluster: 'DUO', filter: 'deaths' }))).toBe(
      '?cluster=DUO&filter=deaths',
    );
  });

  it('writes the submitted search, not the text being typed', () => {
    expect(toQueryString(makeState({ searchText: 'rex' }))).toBe('');
    const state = makeState({ searchText: 'rexy', submittedSearch: 'rex' });
    expect(toQueryString(state)).toBe('?search=rex');
  });

  it('writes the range after the filter, and nothing for the all-time board', () => {
    expect(toQueryString(makeState({ filter: 'kills', range: 'week', page: 1 }))).toBe(
      '?filter=kills&range=week&page=2',
    );
    expect(toQueryString(makeState({ range: 'all' }))).toBe('');
  });

  it('writes the season and the open panel last', () => {
    const state = makeState({ page: 1, season: 3, detail: { kind: 'tribe', id: '1001' } });
    expect(toQueryString(state)).toBe('?page=2&season=3&tribe=1001');
    expect(toQueryString(makeState({ detail: { kind: 'player', id: '7' } }))).toBe('?player=7');
  });

  it('round-trips through parseQueryString', () => {
    const states = [
      makeState({ season: 2, detail: { kind: 'player', id: '76561198000000001' } }),
      makeState({ view: 'players', filter: 'kills', detail: { kind: 'tribe', id: '1001' } }),
      makeState(),
      makeState({ view: 'players', cluster: '3MAN', filter: 'time_played', page: 4 }),
      makeState({ searchText: 'Alpha & Omega?', submittedSearch: 'Alpha & Omega?' }),
      makeState({ cluster: '100', filter: 'tamed_dino_kills', page: 1 }),
      makeState({ range: 'last_week', submittedSearch: 'rex', page: 2 }),
      makeState({
        view: 'players',
        filter: 'kills',
        range: 'day',
        detail: { kind: 'player', id: '7' },
      }),
    ];
    for (const state of states) {
      const restored = reducer(initialState(), parseQueryString(toQueryString(state)));
      expect(restored).toMatchObject({
        view: state.view,
        cluster: state.cluster,
        filter: state.filter,
        submittedSearch: state.submittedSearch,
        page: state.page,
        season: state.season,
        range: state.range,
        detail: state.detail,
      });
      expect(toQueryString(restored)).toBe(toQueryString(state));
    }
  });
});
