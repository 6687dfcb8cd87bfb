import { describe, expect, it } from 'vitest';
import { placeName } from './place-name';

describe('placeName', () => {
  it('names ranks 1-3 for the trophy accessible name ("1st place" ...)', () => {
    expect(placeName(1)).toBe('1st place');
    expect(placeName(2)).toBe('2nd place');
    expect(placeName(3)).toBe('3rd place');
  });

  it('uses th for 11th to 13th and the usual suffix after', () => {
    expect(placeName(4)).toBe('4th place');
    expect(placeName(11)).toBe('11th place');
    expect(placeName(12)).toBe('12th place');
    expect(placeName(13)).toBe('13th place');
    expect(placeName(21)).toBe('21st place');
    expect(placeName(22)).toBe('22nd place');
    expect(placeName(111)).toBe('111th place');
    expect(placeName(103)).toBe('103rd place');
  });
});
