import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  minContrast,
  mixColors,
  parseHexColor,
  readableShade,
  relativeLuminance,
  toHexColor,
} from './color';

/** Hue in degrees of a colour that is not grey, as HSL defines it. */
function hueOf(color: string): number {
  const { r, g, b } = parseHexColor(color) ?? { r: 0, g: 0, b: 0 };
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  const sector =
    max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sector * 60;
}

describe('parseHexColor', () => {
  it('reads #rrggbb in either case', () => {
    expect(parseHexColor('#F2a541')).toEqual({ r: 242, g: 165, b: 65 });
    expect(parseHexColor('#000000')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('refuses anything else with null', () => {
    for (const text of ['#fff', 'f2a541', '#f2a5411', 'red', 'rgb(1 2 3)', '#gggggg', ' #f2a541']) {
      expect(parseHexColor(text), text).toBeNull();
    }
  });
});

describe('toHexColor', () => {
  it('writes lower-case #rrggbb, rounding and clamping each channel', () => {
    expect(toHexColor({ r: 242, g: 165, b: 65 })).toBe('#f2a541');
    expect(toHexColor({ r: 0.4, g: 254.6, b: 300 })).toBe('#00ffff');
    expect(toHexColor({ r: -5, g: 15, b: 16 })).toBe('#000f10');
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and follows WCAG 2 for colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });

  it('throws on text that is not #rrggbb', () => {
    expect(() => relativeLuminance('tomato')).toThrow('"tomato" is not a #rrggbb colour');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#f2a541', '#f2a541')).toBe(1);
  });

  it('gives the ratios WCAG tools give', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });
});

describe('minContrast', () => {
  it('is the worst ratio over the backgrounds', () => {
    expect(minContrast('#000000', ['#ffffff', '#777777'])).toBeCloseTo(
      contrastRatio('#000000', '#777777'),
      10,
    );
  });
});

describe('mixColors', () => {
  it('moves a colour toward another channel by channel, as opacity paints it', () => {
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColors('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    // The ember at 14% over the dark page: the glow behind the header.
    expect(mixColors('#110f0c', '#f2a541', 0.14)).toBe('#312413');
  });
});

describe('readableShade', () => {
  const DARK = ['#110f0c', '#1b1813', '#25211a'];
  const LIGHT = ['#f5efe4', '#fffcf6', '#f0e8da'];

  it('returns the accent unchanged (lower-cased) when it already passes', () => {
    expect(readableShade('#F2A541', DARK)).toBe('#f2a541');
    expect(readableShade('#1b2a4a', LIGHT)).toBe('#1b2a4a');
  });

  it('lightens a dark accent on dark backgrounds just enough for 4.5:1', () => {
    const shade = readableShade('#1b2a4a', DARK);
    expect(minContrast(shade, DARK)).toBeGreaterThanOrEqual(4.5);
    expect(minContrast(shade, DARK)).toBeLessThan(4.7);
    expect(relativeLuminance(shade)).toBeGreaterThan(relativeLuminance('#1b2a4a'));
  });

  it('darkens a pale accent on light backgrounds just enough, keeping its hue', () => {
    for (const accent of ['#ffff99', '#f2a541', '#ff0000']) {
      const shade = readableShade(accent, LIGHT);
      expect(minContrast(shade, LIGHT), accent).toBeGreaterThanOrEqual(4.5);
      expect(minContrast(shade, LIGHT), accent).toBeLessThan(4.7);
      expect(Math.abs(hueOf(shade) - hueOf(accent)), accent).toBeLessThan(3);
    }
  });

  it('moves a grey whichever way reaches the goal: up on dark, down on light', () => {
    expect(relativeLuminance(readableShade('#777777', DARK))).toBeGreaterThan(0.1845);
    expect(relativeLuminance(readableShade('#777777', LIGHT))).toBeLessThan(0.1845);
  });

  it('takes the smaller move when both white and black reach the goal', () => {
    // Against #777777 both ends pass 3:1; a lighter grey is nearer white, a darker one black.
    expect(minContrast('#ffffff', ['#777777'])).toBeGreaterThan(3);
    expect(minContrast('#000000', ['#777777'])).toBeGreaterThan(3);
    const lighter = readableShade('#a0a0a0', ['#777777'], 3);
    const darker = readableShade('#505050', ['#777777'], 3);
    expect(relativeLuminance(lighter)).toBeGreaterThan(relativeLuminance('#a0a0a0'));
    expect(relativeLuminance(darker)).toBeLessThan(relativeLuminance('#505050'));
    expect(minContrast(lighter, ['#777777'])).toBeGreaterThanOrEqual(3);
    expect(minContrast(darker, ['#777777'])).toBeGreaterThanOrEqual(3);
  });

  it('takes another goal', () => {
    const shade = readableShade('#777777', ['#777777'], 3);
    expect(minContrast(shade, ['#777777'])).toBeGreaterThanOrEqual(3);
    expect(minContrast(shade, ['#777777'])).toBeLessThan(3.2);
  });

  it('gives white or black, whichever contrasts more, when neither reaches the goal', () => {
    expect(readableShade('#777777', ['#777777'], 10)).toBe('#000000');
    expect(readableShade('#777777', ['#595959'], 10)).toBe('#ffffff');
  });
});
