import { describe, expect, it } from 'vitest';
import { initialState } from './initial-state';
import { selectTableContent } from './select-table-content';
import type { State } from './state';
import { makeResult } from './test-factories';

const makeState = (overrides: Partial<State> = {}): State => initialState(overrides);

describe('selectTableContent', () => {
  it('shows Loading... while a fetch is running', () => {
    const state = makeState({ loading: true, result: makeResult() });
    expect(selectTableContent(state)).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('shows Loading... before the first result lands', () => {
    expect(selectTableContent(makeState())).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('shows the wiped message when no rows are returned', () => {
    const state = makeState({ result: makeResult({ rows: 0 }) });
    expect(selectTableContent(state)).toEqual({
      kind: 'message',
      text: 'Servers have recently wiped. Please check again later.',
      isSample: false,
    });
  });

  it('shows No tribes found matching "{search}" when a submitted search returns no rows in the tribe view', () => {
    const state = makeState({
      submittedSearch: 'rex',
      result: makeResult({ rows: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows No players found matching "{search}" when a submitted search returns no rows in the player view', () => {
    const state = makeState({
      view: 'players',
      submittedSearch: 'rex',
      result: makeResult({ view: 'players', rows: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No players found matching "rex"' });
  });

  it('quotes the text that was submitted, not what is typed since', () => {
    const state = makeState({
      searchText: 'something else',
      submittedSearch: 'rex',
      result: makeResult({ rows: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows the no-match message, not the wiped message, after a cluster change with search text', () => {
    const state = makeState({
      searchText: 'rex',
      submittedSearch: 'rex',
      result: makeResult({ rows: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows the rows with pagination, the sample flag and the data date', () => {
    const result = {
      ...makeResult({ rows: 2, isSample: true }),
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
