import { describe, expect, it } from 'vitest';
import { initialState } from './initial-state';
import { parseQueryString } from './parse-query-string';
import { reducer } from './reducer';
import type { State } from './state';
import { toQueryString } from './to-query-string';

const makeState = (overrides: Partial<State> = {}): State => initialState(overrides);

describe('toQueryString', () => {
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

  it('round-trips through parseQueryString', () => {
    const states = [
      makeState(),
      makeState({ view: 'players', cluster: '3MAN', filter: 'time_played', page: 4 }),
      makeState({ searchText: 'Alpha & Omega?', submittedSearch: 'Alpha & Omega?' }),
      makeState({ cluster: '100', filter: 'tamed_dino_kills', page: 1 }),
    ];
    for (const state of states) {
      const restored = reducer(initialState(), parseQueryString(toQueryString(state)));
      expect(restored).toMatchObject({
        view: state.view,
        cluster: state.cluster,
        filter: state.filter,
        submittedSearch: state.submittedSearch,
        page: state.page,
      });
      expect(toQueryString(restored)).toBe(toQueryString(state));
    }
  });
});
