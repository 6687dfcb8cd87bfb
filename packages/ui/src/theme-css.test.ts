import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCENT_GLOW,
  LIGHT_MEDIA,
  paletteProperties,
  THEME_PALETTES,
  THEME_SELECTORS,
} from '@ark/core';

// The stylesheet as it ships: theme.css holds core's palettes; the parts take every colour from them.
// Vitest runs with the package folder as its root.
const read = (name: string) => readFileSync(join(process.cwd(), 'src', name), 'utf8');
const theme = read('theme.css');

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function declared(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--ark-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('theme.css', () => {
  it("declares the dark palette of @ark/core on :root, today's look by default", () => {
    const css = declared(theme, THEME_SELECTORS.dark);
    for (const [name, value] of paletteProperties(THEME_PALETTES.dark)) {
      expect(css.get(name), name).toBe(value);
    }
  });

  it('declares the light palette when the system prefers light and when the visitor chose it', () => {
    const media = theme.slice(theme.indexOf(`@media ${LIGHT_MEDIA} {`));
    for (const css of [
      declared(media, THEME_SELECTORS.lightBySystem),
      declared(theme, THEME_SELECTORS.lightByChoice),
    ]) {
      for (const [name, value] of paletteProperties(THEME_PALETTES.light)) {
        expect(css.get(name), name).toBe(value);
      }
    }
  });

  it("tints the page's head and a hovered row with the accent at core's strengths", () => {
    const all = ['theme.css', 'ranking.css', 'layout.css'].map(read).join('\n');
    for (const alpha of Object.values(ACCENT_GLOW)) {
      expect(all).toContain(
        `color-mix(in srgb, var(--ark-accent) ${Math.round(alpha * 100)}%, transparent)`,
      );
    }
  });
});

describe("the parts' stylesheets", () => {
  it.each(['layout.css', 'controls.css', 'ranking.css', 'panel.css'])(
    '%s takes every colour from the theme (no colour written in it)',
    (name) => {
      const css = read(name).replace(/\/\*[\s\S]*?\*\//g, '');
      expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
    },
  );
});
