import { describe, expect, it } from 'vitest';
import { contrastRatio, minContrast, mixColors } from './color';
import {
  ACCENT_GLOW,
  accentProperties,
  accentShades,
  accentStyles,
  cssColor,
  DEFAULT_ACCENT,
  MIN_TEXT_CONTRAST,
  paletteProperties,
  THEME_PALETTES,
  THEME_SELECTORS,
  type ThemeName,
  textSurfaces,
} from './theme';

const THEMES: ThemeName[] = ['dark', 'light'];
/** A pale yellow, a dark navy, pure red, middle grey and our ember. */
const ACCENTS = ['#ffff99', '#1b2a4a', '#ff0000', '#777777', DEFAULT_ACCENT];

describe('THEME_PALETTES', () => {
  for (const theme of THEMES) {
    const palette = THEME_PALETTES[theme];

    it(`gives every text colour of the ${theme} theme 4.5:1 on every surface`, () => {
      const surfaces = textSurfaces(theme);
      for (const key of ['text', 'muted', 'noticeText', 'up', 'down'] as const) {
        expect(minContrast(palette[key], surfaces), key).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    });

    it(`draws the ${theme} theme's focus ring at 3:1 or more on every surface`, () => {
      expect(minContrast(palette.focus, textSurfaces(theme))).toBeGreaterThanOrEqual(3);
    });

    it(`gives the ember's text, control and hover in the ${theme} theme 4.5:1, and its label too`, () => {
      const { text, control, hover, on } = palette.accent;
      const surfaces = textSurfaces(theme);
      expect(minContrast(text, surfaces)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(minContrast(hover, surfaces)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(minContrast(control, [palette.bg, palette.surface])).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(minContrast(on, [control, hover])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });
  }

  it("keeps today's dark look: the ember as text, its filled button and hover as they were", () => {
    expect(THEME_PALETTES.dark.accent).toEqual({
      accent: '#f2a541',
      text: '#f2a541',
      control: '#f2a541',
      hover: '#ffbd63',
      on: '#1a1206',
    });
  });

  it("holds the light theme's ember shades as accentShades computes them", () => {
    expect(THEME_PALETTES.light.accent).toEqual(accentShades(DEFAULT_ACCENT, 'light'));
  });
});

describe('textSurfaces', () => {
  it('holds the plain page, the page under the accent glow, and every surface', () => {
    const surfaces = textSurfaces('dark', '#ff0000');
    const { bg, surface, surface2, surface3, noticeBg } = THEME_PALETTES.dark;
    expect(surfaces).toEqual(expect.arrayContaining([bg, surface, surface2, surface3, noticeBg]));
    expect(surfaces).toContain(mixColors(bg, '#ff0000', ACCENT_GLOW.page));
    expect(new Set(surfaces).size).toBe(surfaces.length);
  });
});

describe('accentShades', () => {
  for (const theme of THEMES) {
    for (const accent of ACCENTS) {
      it(`makes ${accent} readable in the ${theme} theme: text, control, hover and its label`, () => {
        const shades = accentShades(accent, theme);
        const surfaces = textSurfaces(theme, accent);
        const { bg, surface } = THEME_PALETTES[theme];
        expect(shades.accent).toBe(accent);
        expect(minContrast(shades.text, surfaces)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(minContrast(shades.hover, surfaces)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(
          minContrast(shades.control, [bg, surface, mixColors(bg, accent, ACCENT_GLOW.page)]),
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(shades.on, shades.control)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(shades.on, shades.hover)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });
    }
  }

  it('keeps an accent that already reads as it is', () => {
    expect(accentShades('#F2A541', 'dark')).toMatchObject({ accent: '#f2a541', text: '#f2a541' });
    expect(accentShades('#1b2a4a', 'light')).toMatchObject({ text: '#1b2a4a', control: '#1b2a4a' });
  });

  it('refuses text that is not #rrggbb', () => {
    expect(() => accentShades('red', 'dark')).toThrow('"red" is not a #rrggbb colour');
  });
});

describe('cssColor', () => {
  it('writes an opaque colour as it is and a translucent one as rgb() with its opacity', () => {
    expect(cssColor('#110f0c')).toBe('#110f0c');
    expect(cssColor({ color: '#1b1813', alpha: 0.92 })).toBe('rgb(27 24 19 / 0.92)');
  });
});

describe('accentProperties', () => {
  it('names the shades as theme.css does, in a fixed order', () => {
    expect(accentProperties(THEME_PALETTES.dark.accent).map(([name]) => name)).toEqual([
      '--ark-accent',
      '--ark-accent-text',
      '--ark-accent-control',
      '--ark-accent-hover',
      '--ark-on-accent',
    ]);
  });
});

describe('paletteProperties', () => {
  it('names every colour --ark-<kebab-case>, the accent shades last', () => {
    const properties = new Map(paletteProperties(THEME_PALETTES.dark));
    expect(properties.get('--ark-bg')).toBe('#110f0c');
    expect(properties.get('--ark-surface-2')).toBe('#25211a');
    expect(properties.get('--ark-notice-bg')).toBe('#2e2213');
    expect(properties.get('--ark-results')).toBe('rgb(27 24 19 / 0.92)');
    expect(paletteProperties(THEME_PALETTES.dark).at(-1)).toEqual(['--ark-on-accent', '#1a1206']);
  });
});

describe('accentStyles', () => {
  it("declares the accent's shades under each theme's selectors: dark, light by system, light by choice", () => {
    const css = accentStyles('#1b2a4a');
    const dark = accentProperties(accentShades('#1b2a4a', 'dark'));
    const light = accentProperties(accentShades('#1b2a4a', 'light'));
    const block = (properties: [string, string][]) =>
      `{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    expect(css).toBe(
      `${THEME_SELECTORS.dark}${block(dark)}` +
        `@media (prefers-color-scheme: light){${THEME_SELECTORS.lightBySystem}${block(light)}}` +
        `${THEME_SELECTORS.lightByChoice}${block(light)}`,
    );
  });

  it('is the same text for the same colour, whatever its case (its hash allows it)', () => {
    expect(accentStyles('#FF0000')).toBe(accentStyles('#ff0000'));
    expect(accentStyles('#ff0000')).not.toBe(accentStyles('#ff0001'));
  });

  it('refuses anything that is not #rrggbb, so no other text reaches the style', () => {
    expect(() => accentStyles('red}body{display:none')).toThrow('is not a #rrggbb colour');
  });
});
