import { describe, expect, it } from 'vitest';
import { isView, VIEWS } from './view';

describe('VIEWS', () => {
  it('lists tribes first, the default tab', () => {
    expect(VIEWS).toEqual(['tribes', 'players']);
  });
});

describe('isView', () => {
  it('accepts tribes and players only', () => {
    expect(isView('tribes')).toBe(true);
    expect(isView('players')).toBe(true);
    for (const value of ['Tribes', '', null, undefined, 1]) expect(isView(value)).toBe(false);
  });
});
