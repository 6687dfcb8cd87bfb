// Colour maths for the community's accent (docs/adr/0042-themes-and-branding.md): sRGB colours
// written `#rrggbb`, WCAG 2 relative luminance and contrast, and the shade of an accent that reads
// on a theme's backgrounds. Pure, so the server's style text and its CSP hash are deterministic.

/** An sRGB colour, channels 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/**
 * Reads `#rrggbb` (either case); null for anything else (`#fff`, names, `rgb()`).
 * @example parseHexColor('#F2A541') // { r: 242, g: 165, b: 65 }
 */
export function parseHexColor(text: string): Rgb | null {
  const match = HEX_COLOR.exec(text);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((pair) => Number.parseInt(pair, 16)) as [
    number,
    number,
    number,
  ];
  return { r, g, b };
}

function rgbOf(color: string): Rgb {
  const rgb = parseHexColor(color);
  if (!rgb) throw new Error(`${JSON.stringify(color)} is not a #rrggbb colour`);
  return rgb;
}

/**
 * Writes a colour as lower-case `#rrggbb`, channels rounded and kept within 0-255.
 * @example toHexColor({ r: 242, g: 165, b: 65 }) // "#f2a541"
 */
export function toHexColor({ r, g, b }: Rgb): string {
  const pair = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${pair(r)}${pair(g)}${pair(b)}`;
}

/** The WCAG 2 relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export function relativeLuminance(color: string): number {
  const { r, g, b } = rgbOf(color);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (equal) to 21 (black on white).
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `from` moved toward `to` by `amount` (0 = from, 1 = to), channel by channel in sRGB: also what
 * a browser paints for `to` at opacity `amount` over `from`.
 * @example mixColors('#000000', '#ffffff', 0.5) // "#808080"
 */
export function mixColors(from: string, to: string, amount: number): string {
  const a = rgbOf(from);
  const b = rgbOf(to);
  const mix = (x: number, y: number) => x + (y - x) * amount;
  return toHexColor({ r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) });
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** The worst contrast of `color` over `backgrounds`. */
export function minContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/**
 * The accent moved toward white or black, whichever reaches the goal with the smaller move, just
 * far enough that its contrast against every background is at least `min`; the accent itself
 * (lower-cased) when it already passes. Moving toward white or black keeps its hue. When neither
 * white nor black reaches `min` (backgrounds of middle grey), the one of them with more contrast.
 * @example readableShade('#ff0000', ['#ffffff']) // "#ee0000": red darkened just enough for white
 */
export function readableShade(accent: string, backgrounds: readonly string[], min = 4.5): string {
  const start = toHexColor(rgbOf(accent));
  if (minContrast(start, backgrounds) >= min) return start;
  let best: { color: string; amount: number } | null = null;
  for (const target of [WHITE, BLACK]) {
    // Beyond every background on the target's side: monotonic in `amount`, so a bisection finds
    // the least move (contrast against one background alone dips and rises along the way).
    const lighter = target === WHITE;
    const far = (color: string) =>
      backgrounds.every((background) => {
        const [l, lb] = [relativeLuminance(color), relativeLuminance(background)];
        return (lighter ? l >= lb : l <= lb) && contrastRatio(color, background) >= min;
      });
    if (!far(target)) continue;
    let [low, high] = [0, 1];
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (far(mixColors(start, target, middle))) high = middle;
      else low = middle;
    }
    if (!best || high < best.amount) best = { color: mixColors(start, target, high), amount: high };
  }
  if (best) return best.color;
  return minContrast(WHITE, backgrounds) >= minContrast(BLACK, backgrounds) ? WHITE : BLACK;
}
