import { describe, expect, it } from 'vitest';
import { compareC } from './hall-rebuild';

describe('the rebuild’s order of names', () => {
  it('orders as COLLATE "C" does: by code point, so an emoji after U+E000 to U+FFFF', () => {
    const sorted = ['\u{1F600}', '\uFFFD', '\uE000', 'é', 'b', 'B', 'a', 'ab'].sort(compareC);
    expect(sorted).toEqual(['B', 'a', 'ab', 'b', 'é', '\uE000', '\uFFFD', '\u{1F600}']);
  });

  it('puts a shorter name first when it begins the longer one, and equal names level', () => {
    expect(compareC('amy', 'amyx')).toBeLessThan(0);
    expect(compareC('amy', 'amy')).toBe(0);
  });
});
