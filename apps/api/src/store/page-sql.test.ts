import { describe, expect, it } from 'vitest';
import { bind } from './page-sql';

describe('bind', () => {
  it('numbers each named parameter in the order given, with its value at that place', () => {
    const { $, values } = bind({ cluster: 'SOLO', term: 'rex', offset: 40 });
    expect($).toEqual({ cluster: '$1', term: '$2', offset: '$3' });
    expect(values).toEqual(['SOLO', 'rex', 40]);
  });

  it('keeps a value that is null or an array as it is', () => {
    expect(bind({ cluster: 'SOLO', like: null, positions: [3, 9] }).values).toEqual([
      'SOLO',
      null,
      [3, 9],
    ]);
  });
});
