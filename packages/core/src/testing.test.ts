import { describe, expect, it } from 'vitest';
import { makeState } from './testing';

describe('makeState', () => {
  it('is the initial state with the given fields set', () => {
    expect(makeState({ page: 3, cluster: 'DUO' })).toMatchObject({ page: 3, cluster: 'DUO' });
    expect(makeState()).toMatchObject({ page: 0, cluster: 'SOLO', view: 'tribes' });
  });
});
