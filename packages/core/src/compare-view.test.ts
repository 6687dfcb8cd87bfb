import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from './address';
import { COMPARE_MAX } from './compare';
import { compareAddress } from './compare-view';
import { reducer } from './reducer';
import type { State } from './state';
import { makeState } from './testing';

const read = (query: string, state: State = makeState()) => reducer(state, parseQueryString(query));
const added = (state: State, kind: 'player' | 'tribe', id: string) =>
  reducer(state, { type: 'compareAdded', target: { kind, id } });

describe('the comparison in the address', () => {
  it('reads the players compared, in order, with the cluster, and writes them back the same', () => {
    const state = read('?view=compare&cluster=DUO&players=7,8,9');
    expect(state.compare).toEqual({ board: 'players', ids: ['7', '8', '9'] });
    expect(state).toMatchObject({ view: 'players', cluster: 'DUO' });
    expect(toQueryString(state)).toBe('?view=compare&cluster=DUO&players=7%2C8%2C9');
  });

  it('reads tribes the same way, and keeps the period and season for the call', () => {
    const state = read('?view=compare&tribes=1001,1002&range=week');
    expect(state.compare).toEqual({ board: 'tribes', ids: ['1001', '1002'] });
    expect(state.range).toBe('week');
    expect(parseQueryString(toQueryString(state)).compare).toEqual(state.compare);
  });

  it('drops what is not an id, a repeated id and those past the fourth, hostile text included', () => {
    const state = read('?view=compare&players=7,<b>,7,8,9,10,11');
    expect(state.compare).toEqual({ board: 'players', ids: ['7', '8', '9', '10'] });
    expect(state.compare?.ids).toHaveLength(COMPARE_MAX);
  });

  it('shows the board when the comparison names no id it can read', () => {
    expect(read('?view=compare').compare).toBeNull();
    expect(read('?view=compare&players=<script>').compare).toBeNull();
    expect(toQueryString(read('?view=compare&players='))).toBe('');
  });

  it('leaves the comparison when the address names a board again', () => {
    const compared = read('?view=compare&players=7,8');
    expect(read('?view=players', compared).compare).toBeNull();
  });
});

describe("a panel's Compare", () => {
  it('starts a comparison with the open panel’s player, closes the panel and shows it', () => {
    const open = makeState({ view: 'players', detail: { kind: 'player', id: '7' } });
    const state = added(open, 'player', '7');
    expect(state.compare).toEqual({ board: 'players', ids: ['7'] });
    expect(state.detail).toBeNull();
    expect(toQueryString(state)).toBe('?view=compare&players=7');
  });

  it('adds the next one after those compared, once each, and no more than four', () => {
    let state = added(makeState({ view: 'players' }), 'player', '1');
    for (const id of ['2', '2', '3', '4', '5']) state = added(state, 'player', id);
    expect(state.compare?.ids).toEqual(['1', '2', '3', '4']);
  });

  it("starts afresh with a tribe on the tribes board, the players' rows gone", () => {
    const players = added(makeState({ view: 'players' }), 'player', '1');
    const state = added(players, 'tribe', '1001');
    expect(state.compare).toEqual({ board: 'tribes', ids: ['1001'] });
    expect(state).toMatchObject({ view: 'tribes', filter: 'tribe_score', result: null });
  });

  it('leaves the hall of fame for the comparison', () => {
    const hall = read('?view=hall');
    expect(added(hall, 'tribe', '1001')).toMatchObject({ hall: null, view: 'tribes' });
  });
});

describe("a column's remove", () => {
  it('takes that row out and keeps the others in order', () => {
    const state = reducer(read('?view=compare&players=7,8,9'), { type: 'compareRemoved', id: '8' });
    expect(state.compare?.ids).toEqual(['7', '9']);
  });

  it('shows the board again once the last row is removed', () => {
    const one = read('?view=compare&players=7');
    const state = reducer(one, { type: 'compareRemoved', id: '7' });
    expect(state.compare).toBeNull();
    expect(toQueryString(state)).toBe('?view=players');
  });

  it('changes nothing for an id not compared', () => {
    const state = read('?view=compare&players=7,8');
    expect(reducer(state, { type: 'compareRemoved', id: '9' })).toBe(state);
  });

  it('a board tab leaves the comparison, its own board included', () => {
    const state = read('?view=compare&players=7,8');
    expect(reducer(state, { type: 'tabSelected', view: 'players' }).compare).toBeNull();
  });
});

describe('the compare call of the comparison shown', () => {
  it('asks for the rows in order with the cluster, an archived season and the period', () => {
    const state = read('?view=compare&cluster=DUO&tribes=1002,1001&season=3');
    expect(compareAddress(state)).toBe('/api/ark/compare?tribes=1002%2C1001&cluster=DUO&season=3');
    expect(compareAddress(read('?view=compare&players=7,8&range=week'))).toContain('&range=week');
  });

  it('asks nothing on a board', () => {
    expect(compareAddress(read('?view=players'))).toBeNull();
  });

  it('keeps the answers that land under their address, a failed call as null', () => {
    const load = { key: '/api/ark/compare?players=7', answer: null, histories: [null] };
    const state = reducer(read('?view=compare&players=7'), { type: 'compareLoaded', ...load });
    expect(state.compareLoad).toEqual(load);
  });
});
