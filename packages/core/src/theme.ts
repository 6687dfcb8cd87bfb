// The page's two themes and the community's accent in them (docs/adr/0042-themes-and-branding.md).
// The palettes are written here once: @ark/ui's theme.css holds the same values (a test compares
// them), and the accent's shades are computed against these backgrounds.
import { minContrast, mixColors, parseHexColor, readableShade, toHexColor } from './color';

/** The page's themes: dark (today's look and the default) and light. */
export type ThemeName = 'dark' | 'light';

/** Where the page remembers a visitor's theme choice (localStorage), `dark` or `light`. */
export const THEME_STORAGE_KEY = 'ark-theme';

/** The accent of the page without a community's own: ember. */
export const DEFAULT_ACCENT = '#f2a541';

/** The least contrast of text and controls in either theme (WCAG AA for normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

/** Contrast the text on an accent-filled control aims for (AAA), where the colour allows. */
const ON_ACCENT_CONTRAST = 7;

/** Opacity of the accent's glow behind the header, of a hovered row's tint, of the logo's glow. */
export const ACCENT_GLOW = { page: 0.14, row: 0.07, logo: 0.35 } as const;

/**
 * Where each theme's custom properties apply: dark by default, light when the system prefers it
 * (unless the visitor chose dark) or when the visitor chose it (`<html data-theme>`).
 */
export const THEME_SELECTORS = {
  dark: ':root',
  lightBySystem: ':root:not([data-theme="dark"])',
  lightByChoice: ':root[data-theme="light"]',
} as const;

/** The media query under which `lightBySystem` applies. */
export const LIGHT_MEDIA = '(prefers-color-scheme: light)';

/** A colour painted at an opacity over what is below it. */
export interface Translucent {
  color: string;
  alpha: number;
}

/** The accent's colours in one theme. */
export interface AccentShades {
  /** As given: borders, underlines, the logo (decoration). */
  accent: string;
  /** Accent-coloured text and links: at least 4.5:1 on every surface. */
  text: string;
  /** The fill of an accent control (the Search button): at least 4.5:1 on what it sits on. */
  control: string;
  /** A hovered control's fill and a hovered name's colour: further from the page than `control`. */
  hover: string;
  /** Text on `control` and `hover`: at least 4.5:1 on both. */
  on: string;
}

/** One theme's colours; each is a custom property of theme.css (`surface2` is `--ark-surface-2`). */
export interface ThemePalette {
  /** The page, under its glows. */
  bg: string;
  /** The glow at the page's foot (the accent's glow is at its head). */
  earthGlow: Translucent;
  /** Inputs, the detail panel. */
  surface: string;
  /** Table head, cards, dropdown buttons and lists. */
  surface2: string;
  /** A dropdown's active option. */
  surface3: string;
  /** The ranking area, over the page. */
  results: Translucent;
  /** Every other table row. */
  stripe: Translucent;
  noticeBg: string;
  noticeText: string;
  /** The sample notice's rule and the border of a top-3 card. */
  highlightBorder: string;
  border: string;
  /** Lines between table rows. */
  rule: string;
  cardBorder: string;
  text: string;
  muted: string;
  focus: string;
  /** Movement marks. */
  up: string;
  down: string;
  gold: string;
  silver: string;
  bronze: string;
  /** Our logo's shield. */
  logoFill: string;
  shadow: Translucent;
  deepShadow: Translucent;
  /** Dims the page behind the detail panel. */
  backdrop: Translucent;
  /** The default accent's shades in this theme. */
  accent: AccentShades;
}

/** The two palettes. Dark is the page's look from the start; light keeps its warm stone. */
export const THEME_PALETTES: Readonly<Record<ThemeName, ThemePalette>> = {
  dark: {
    bg: '#110f0c',
    earthGlow: { color: '#785a32', alpha: 0.18 },
    surface: '#1b1813',
    surface2: '#25211a',
    surface3: '#3a3124',
    results: { color: '#1b1813', alpha: 0.92 },
    stripe: { color: '#ffffff', alpha: 0.025 },
    noticeBg: '#2e2213',
    noticeText: '#ffd9a3',
    highlightBorder: '#6b4a1c',
    border: '#3d3529',
    rule: '#2c271f',
    cardBorder: '#2f2a21',
    text: '#f1e9da',
    muted: '#bfb29b',
    focus: '#ffd591',
    up: '#8fd694',
    down: '#ff9b8a',
    gold: '#ffd24a',
    silver: '#d5dde5',
    bronze: '#cd7f32',
    logoFill: '#2b241b',
    shadow: { color: '#000000', alpha: 0.55 },
    deepShadow: { color: '#000000', alpha: 0.6 },
    backdrop: { color: '#080705', alpha: 0.72 },
    accent: {
      accent: DEFAULT_ACCENT,
      text: DEFAULT_ACCENT,
      control: DEFAULT_ACCENT,
      hover: '#ffbd63',
      on: '#1a1206',
    },
  },
  light: {
    bg: '#f5efe4',
    earthGlow: { color: '#785a32', alpha: 0.1 },
    surface: '#fffcf6',
    surface2: '#f0e8da',
    surface3: '#e4d8c3',
    results: { color: '#fffcf6', alpha: 0.92 },
    stripe: { color: '#000000', alpha: 0.025 },
    noticeBg: '#fbe7c6',
    noticeText: '#5a3a0c',
    highlightBorder: '#d9a657',
    border: '#cdbfa6',
    rule: '#e6dccb',
    cardBorder: '#ddd1bc',
    text: '#231c12',
    muted: '#5f5343',
    focus: '#8c4a00',
    up: '#1b6325',
    down: '#a02e1c',
    gold: '#c99a06',
    silver: '#8a96a3',
    bronze: '#a8642a',
    logoFill: '#2b241b',
    shadow: { color: '#3c2d14', alpha: 0.18 },
    deepShadow: { color: '#3c2d14', alpha: 0.25 },
    backdrop: { color: '#231c12', alpha: 0.55 },
    accent: {
      accent: DEFAULT_ACCENT,
      text: '#805722',
      control: '#865b24',
      hover: '#66461b',
      on: '#ffffff',
    },
  },
};

const over = (below: string, { color, alpha }: Translucent) => mixColors(below, color, alpha);

/** The page's background at its darkest and lightest: the plain page and under each glow. */
function pageSurfaces(palette: ThemePalette, accent: string): string[] {
  const glow = mixColors(palette.bg, accent, ACCENT_GLOW.page);
  return [palette.bg, glow, over(palette.bg, palette.earthGlow)];
}

/**
 * Every opaque colour text is drawn on in `theme` with `accent`: the page and its glows, the
 * ranking area over them (plain, striped, hovered), the surfaces, the notice. A gradient's colours
 * lie between its ends, so its ends are enough.
 */
export function textSurfaces(theme: ThemeName, accent: string = DEFAULT_ACCENT): string[] {
  const palette = THEME_PALETTES[theme];
  const page = pageSurfaces(palette, accent);
  const results = page.map((below) => over(below, palette.results));
  const rows = results.flatMap((area) => [
    area,
    over(area, palette.stripe),
    mixColors(area, accent, ACCENT_GLOW.row),
  ]);
  const { surface, surface2, surface3, noticeBg } = palette;
  return [...new Set([...page, ...rows, surface, surface2, surface3, noticeBg])];
}

/** What an accent control (the Search button, the pager) sits on: the page and the panel. */
function controlSurfaces(theme: ThemeName, accent: string): string[] {
  const palette = THEME_PALETTES[theme];
  return [...pageSurfaces(palette, accent), palette.surface];
}

/**
 * The accent's shades in a theme: as given for decoration; for text and controls moved toward
 * white (dark theme) or black (light) just far enough for 4.5:1; on a control, the text that reads.
 * @example accentShades('#f2a541', 'light').text // "#805722"
 */
export function accentShades(accent: string, theme: ThemeName): AccentShades {
  const given = parseHexColor(accent);
  if (!given) throw new Error(`${JSON.stringify(accent)} is not a #rrggbb colour`);
  const color = toHexColor(given);
  const text = readableShade(color, textSurfaces(theme, color), MIN_TEXT_CONTRAST);
  const control = readableShade(color, controlSurfaces(theme, color), MIN_TEXT_CONTRAST);
  // Past the text shade, away from the page: a hovered fill stands out more, and a hovered name
  // still reads on every surface.
  const bg = THEME_PALETTES[theme].bg;
  const away = minContrast('#ffffff', [bg]) > minContrast('#000000', [bg]) ? '#ffffff' : '#000000';
  const hover = mixColors(text, away, 0.2);
  const on = readableShade(control, [control, hover], ON_ACCENT_CONTRAST);
  return { accent: color, text, control, hover, on };
}

/** A colour as theme.css writes it: `#rrggbb`, or `rgb(r g b / alpha)` when translucent. */
export function cssColor(color: string | Translucent): string {
  if (typeof color === 'string') return color;
  const rgb = parseHexColor(color.color);
  if (!rgb) throw new Error(`${JSON.stringify(color.color)} is not a #rrggbb colour`);
  return `rgb(${rgb.r} ${rgb.g} ${rgb.b} / ${color.alpha})`;
}

const ACCENT_PROPERTIES: Readonly<Record<keyof AccentShades, string>> = {
  accent: '--ark-accent',
  text: '--ark-accent-text',
  control: '--ark-accent-control',
  hover: '--ark-accent-hover',
  on: '--ark-on-accent',
};

/** The custom properties of accent shades, in a fixed order: `[['--ark-accent', '#f2a541'], ...]`. */
export function accentProperties(shades: AccentShades): [string, string][] {
  return (Object.keys(ACCENT_PROPERTIES) as (keyof AccentShades)[]).map((key) => [
    ACCENT_PROPERTIES[key],
    shades[key],
  ]);
}

/**
 * A palette's custom properties as theme.css declares them: `[['--ark-bg', '#110f0c'], ...]`, the
 * accent's last.
 */
export function paletteProperties(palette: ThemePalette): [string, string][] {
  const { accent, ...colors } = palette;
  const named = Object.entries(colors).map(([key, value]): [string, string] => [
    `--ark-${key.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}`,
    cssColor(value),
  ]);
  return [...named, ...accentProperties(accent)];
}

/**
 * The CSS that gives the page a community's accent in both themes: its custom properties under
 * the selectors of theme.css, for a `<style>` after the stylesheet. Deterministic (the server
 * allows the `<style>` by its hash) and free of user text: `accent` must be `#rrggbb`.
 * @example accentStyles('#f2a541') // ':root{--ark-accent:#f2a541;...}@media (prefers-color-scheme: light){...}...'
 */
export function accentStyles(accent: string): string {
  const block = (selector: string, theme: ThemeName) =>
    `${selector}{${accentProperties(accentShades(accent, theme))
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
  return (
    block(THEME_SELECTORS.dark, 'dark') +
    `@media ${LIGHT_MEDIA}{${block(THEME_SELECTORS.lightBySystem, 'light')}}` +
    block(THEME_SELECTORS.lightByChoice, 'light')
  );
}
