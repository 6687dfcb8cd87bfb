// The community's own look on the page (docs/adr/0042-themes-and-branding.md): what the server
// reads from `site` in ark.config.json and passes to the page's render, which embeds it for the
// page to hydrate with. Read with this schema on both sides, so both draw the same header.
import * as z from 'zod/mini';
import { parseHexColor, toHexColor } from './color';
import { CLUSTER_KEY } from './contract';
import { built } from './wire';

/**
 * The longest community name, in characters (code points): the server refuses a longer
 * `site.name` at start; the page's reader cuts a longer one another backend sends.
 */
export const SITE_NAME_MAX = 60;

/** The longest logo address accepted. */
export const LOGO_URL_MAX = 2048;

/** The logo's file types (its `<link rel="icon" type>`). */
export const LOGO_TYPES = ['image/png', 'image/svg+xml', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The logo's drawn size in the header, in CSS pixels (our logo's): set on the image, no shift. */
export const LOGO_SIZE = 44;

/**
 * A community's name as the page shows it: control characters and bidi overrides dropped (the
 * title has no `<bdi>`), runs of white space made one space, trimmed, cut to SITE_NAME_MAX
 * characters. Still user text: drawn as text only.
 * @example cleanSiteName('  The\tIsland\u0000 ') // "The Island"
 */
export function cleanSiteName(name: string): string {
  const clean = name
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, (c) => (/\s/.test(c) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, SITE_NAME_MAX).join('').trimEnd();
}

/** A logo address: root-relative (`/site/logo.1a2b.png`) or http(s), with nothing that bends HTML. */
const isLogoUrl = (url: string) =>
  url.length <= LOGO_URL_MAX && /^(?:\/(?!\/)|https?:\/\/)[^\s"'<>\\`]*$/.test(url);

/** A text field read by `read`, refused with `message` when it gives undefined. */
function textField<T>(read: (text: string) => T | undefined, message: string) {
  return z.optional(
    z.pipe(
      z.string(),
      z.transform((text, ctx): T => {
        const value = read(text);
        if (value !== undefined) return value;
        ctx.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }),
    ),
  );
}

/**
 * The community's look as the page receives it (every field optional; none = the page as it
 * is): `name` beside the logo and in the title (cleaned, cut; blank = none), `logoUrl` (shown
 * instead of ours and used as the icon) with its `logoType`, `accent` (#rrggbb, lower-cased),
 * and `defaultCluster` (`site.defaultCluster`: the page's default cluster when listed).
 * Parsing the output again gives the same value. The server's render reads it; the page does
 * not need to (it trusts the copy its server embedded as it trusts the HTML drawn with it), so
 * its bundle drops the schema (`built`).
 */
export const SiteBrandingSchema = built(() =>
  z.object({
    name: z.optional(
      z.pipe(
        z.string(),
        z.transform((name) => cleanSiteName(name) || undefined),
      ),
    ),
    logoUrl: textField(
      (url) => (isLogoUrl(url) ? url : undefined),
      'Expected a root-relative or http(s) address without spaces or quotes',
    ),
    logoType: textField(
      (type) => LOGO_TYPES.find((known) => known === type),
      `Expected one of ${LOGO_TYPES.join(', ')}`,
    ),
    accent: textField((color) => {
      const rgb = parseHexColor(color);
      return rgb ? toHexColor(rgb) : undefined;
    }, 'Expected a colour written #rrggbb'),
    // Not a look, but a site setting the page needs the same way: the cluster an address without
    // one means when listed (defaultCluster, docs/adr/0076-default-cluster.md).
    defaultCluster: textField(
      (key) => (CLUSTER_KEY.test(key) ? key : undefined),
      'Expected a cluster key: 1 to 32 letters, digits, _ or -',
    ),
  }),
);
export type SiteBranding = z.output<typeof SiteBrandingSchema>;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts and styles a page carries, by directive.
 * The page's build writes those of its HTML to INLINE_HASHES_FILE; the server-render bundle's
 * `cspSources(site)` adds the accent's `<style>`.
 */
export interface CspSources {
  'script-src': string[];
  'style-src': string[];
}

/** The file beside the built index.html that lists its inline hashes (CspSources as JSON). */
export const INLINE_HASHES_FILE = 'inline-hashes.json';
