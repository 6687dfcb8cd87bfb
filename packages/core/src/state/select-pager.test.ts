import { describe, expect, it } from 'vitest';
import { initialState } from './initial-state';
import { selectPager } from './select-pager';
import type { State } from './state';
import { makeResult } from './test-factories';

const makeState = (overrides: Partial<State> = {}): State => initialState(overrides);

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
