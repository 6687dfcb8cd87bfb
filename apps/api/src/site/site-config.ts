// The community's own site (docs/adr/0049-the-community-site-served.md): the fields of
// ark.config.json's `site` section this room reads, the logo read and checked at start, and the
// site as the routes, the CLI and Discord serve it. Below http/ (issue 40): http/, discord/,
// cli/ and config.ts read it, and it reads nothing of theirs.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  type Catalog,
  CLUSTER_KEY,
  cleanSiteName,
  DEFAULT_LANGUAGE,
  defaultCluster,
  LANGUAGE_CODES,
  type LanguageCode,
  type LogoType,
  SITE_NAME_MAX,
  type SiteBranding,
  translate,
} from '@ark/core';
import { z } from 'zod';
import { ConfigError, listWithin, PATH_MAX_LENGTH, textWithin } from '../lib/config-file';

/** The largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 512 * 1024;

/**
 * The longest `publicUrl`: every link in previews, embeds and Discord posts starts with it, and
 * Discord takes links of at most 2048 characters, the board's address included.
 */
export const PUBLIC_URL_MAX = 512;

/** The most `embedOrigins`: they all go into one Content-Security-Policy header of /embed. */
export const EMBED_ORIGINS_MAX = 16;

/** The longest embed origin (a host name is at most 253 characters). */
export const EMBED_ORIGIN_MAX = 300;

/** Where the logo is served, under a name holding its content's hash (cached for good). */
export const SITE_ASSETS_PATH = '/site';

/** What an issue says: what was expected, and the value given. */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    `expected ${what}, got ${JSON.stringify(issue.input)}`;

/** An absolute http(s) address with a host and no query, fragment, credentials or spaces. */
function isPublicUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s?#]+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * A source CSP's frame-ancestors takes: `*`, `'self'`, or an http(s) origin (`*.` allowed
 * before its host). Nothing else, so no value can add a directive to the policy.
 */
const FRAME_ANCESTOR = /^(\*|'self'|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)$/i;

/**
 * The `site` fields this room reads, as a shape config.ts composes into the `site` section
 * (other rooms add their own fields beside these): the community's name, its logo file
 * (relative to the config file), its accent, where the board is public, who may frame /embed.
 * A value over its limit is refused, never cut (docs/adr/0058-hostile-traffic-and-hard-restarts.md).
 */
export const SITE_LOOK_FIELDS = {
  name: textWithin(SITE_NAME_MAX).optional(),
  logo: textWithin(PATH_MAX_LENGTH)
    .min(1, 'expected the path of a PNG, SVG or WebP file')
    .optional(),
  accent: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, { error: expected('a colour written #rrggbb, such as #f2a541') })
    .optional(),
  publicUrl: textWithin(PUBLIC_URL_MAX)
    .refine(isPublicUrl, {
      error: expected('an absolute http(s) URL with no query, such as https://ark.example'),
    })
    .optional(),
  embedOrigins: listWithin(
    textWithin(EMBED_ORIGIN_MAX).regex(FRAME_ANCESTOR, {
      error: expected("an origin such as https://example.com, 'self' or *"),
    }),
    EMBED_ORIGINS_MAX,
    'origins',
  )
    .refine((origins) => origins.length > 0, 'expected at least one origin (* for any)')
    .default(['*']),
  // The board's language where a visitor's choice does not say, and of embeds without `lang` and
  // of Discord posts (docs/adr/0064-languages-wired.md).
  language: z
    .enum(LANGUAGE_CODES, { error: expected(`one of ${LANGUAGE_CODES.join(', ')}`) })
    .optional(),
  // The cluster every surface shows when a read names none, when it is imported; else SOLO, else
  // the first (core's defaultCluster, docs/adr/0076-default-cluster.md).
  defaultCluster: z
    .string()
    .regex(CLUSTER_KEY, {
      error: expected('a cluster key of 1 to 32 letters, digits, _ or -, such as SOLO'),
    })
    .optional(),
} as const;

const SiteLookSchema = z.object(SITE_LOOK_FIELDS);

/** The `site` fields of this room, as parsed. */
export type SiteLook = z.infer<typeof SiteLookSchema>;

/** A logo as `site.logo` holds it: its bytes and its type by content. */
export interface Logo {
  bytes: Buffer;
  type: LogoType;
}

/** The logo as served: its bytes and type, and its hashed address. */
export interface SiteLogo extends Logo {
  /** `/site/logo.1a2b3c4d5e6f.png`: a new file gets a new address. */
  path: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// An XML declaration, comments, a doctype and white space may stand before the root element.
const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>\s*)*<svg[\s>/]/i;

/**
 * A logo's type by its content, whatever its file is called: PNG and WebP by their signatures,
 * SVG by its root element; null for anything else.
 */
export function sniffLogoType(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  const text = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return SVG_START.test(text) ? 'image/svg+xml' : null;
}

const EXTENSIONS: Readonly<Record<LogoType, string>> = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

/**
 * The logo file at `path`, checked: it exists, holds at most LOGO_MAX_BYTES and is a PNG, SVG or
 * WebP image by its content. Throws a ConfigError of one line naming `source` and the file.
 */
export async function readSiteLogo(path: string, source: string): Promise<SiteLogo> {
  const refuse = (why: string) => new ConfigError(`${source}: site.logo: ${path} ${why}`);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw refuse('does not exist or is not a file');
  if (info.size > LOGO_MAX_BYTES) {
    throw refuse(`is ${Math.ceil(info.size / 1024)} KB; a logo may be at most 512 KB`);
  }
  const bytes = await readFile(path);
  const type = sniffLogoType(bytes);
  if (!type) throw refuse('is not a PNG, SVG or WebP image (by its content)');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return { bytes, type, path: `${SITE_ASSETS_PATH}/logo.${hash}.${EXTENSIONS[type]}` };
}

/** The community's site as the server serves it. */
export interface ServedSite {
  /** The look the page is drawn with; undefined = the page's own. */
  branding?: SiteBranding;
  logo?: SiteLogo;
  /** The community's name (og:site_name, the embed's heading); none = the page's title (siteNameIn). */
  name?: string;
  /** `site.language`: the board's language when nothing else says (English by default). */
  language: LanguageCode;
  /** Where the board is public: the start of every absolute link (og:url, og:image, embeds). */
  publicUrl: string;
  /** Who may frame /embed (its CSP's frame-ancestors). */
  embedOrigins: readonly string[];
  /** The community's time zone (an IANA name) for "Data as of"; UTC without. */
  timeZone?: string;
  /**
   * `site.defaultCluster`: the cluster a read naming none means when it is listed (core's
   * defaultCluster, docs/adr/0076-default-cluster.md); none = SOLO when listed, else the first.
   */
  defaultCluster?: string;
}

export interface ServedSiteOptions {
  /** The `site` section (the logo's path is read by loadSite). */
  look?: Partial<SiteLook>;
  logo?: SiteLogo;
  /** Where the server listens, for links when `publicUrl` is not set (never a request's Host). */
  localUrl?: string;
  timeZone?: string;
}

/**
 * The address of a server listening on `host` and `port`.
 * @example localUrl('::1', 8080) // "http://[::1]:8080"
 */
export function localUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The community's name, else the page's title in the catalog's language: og:site_name, the
 * embed's heading, a Discord post's sender.
 * @example siteNameIn(servedSite(), de) // "ARK-Bestenlisten"
 */
export function siteNameIn(site: Pick<ServedSite, 'name'>, catalog: Catalog): string {
  return site.name ?? translate(catalog, 'page.title');
}

/** The site served for a `site` section and its logo; without either, the page's own look. */
export function servedSite({
  look = {},
  logo,
  localUrl: local = 'http://127.0.0.1:8080',
  timeZone,
}: ServedSiteOptions = {}): ServedSite {
  const name = cleanSiteName(look.name ?? '') || undefined;
  const branding: SiteBranding = {
    ...(name && { name }),
    ...(logo && { logoUrl: logo.path, logoType: logo.type }),
    ...(look.accent && { accent: look.accent.toLowerCase() }),
    // The page reads the same setting from what its server embeds (docs/adr/0076-default-cluster.md).
    ...(look.defaultCluster && { defaultCluster: look.defaultCluster }),
  };
  return {
    ...(Object.keys(branding).length > 0 && { branding }),
    ...(logo && { logo }),
    ...(name && { name }),
    language: look.language ?? DEFAULT_LANGUAGE,
    publicUrl: look.publicUrl ?? local,
    embedOrigins: look.embedOrigins ?? ['*'],
    ...(timeZone && { timeZone }),
    ...(look.defaultCluster && { defaultCluster: look.defaultCluster }),
  };
}

/**
 * The line a server logs at start when `site.defaultCluster` names no imported cluster (the rule
 * then decides: SOLO when listed, else the first); null when it names one or none is set.
 * @example defaultClusterWarning({ defaultCluster: 'PVE' }, ['DUO', 'SOLO'])
 * // "site.defaultCluster: PVE is not an imported cluster (DUO, SOLO); showing SOLO instead"
 */
export function defaultClusterWarning(
  site: Pick<ServedSite, 'defaultCluster'>,
  clusterKeys: readonly string[],
): string | null {
  const setting = site.defaultCluster;
  if (!setting || clusterKeys.includes(setting)) return null;
  const shown = defaultCluster(clusterKeys, setting);
  const listed = clusterKeys.length > 0 ? ` (${clusterKeys.join(', ')})` : '';
  const instead = shown ? `showing ${shown} instead` : 'none is imported yet';
  return `site.defaultCluster: ${setting} is not an imported cluster${listed}; ${instead}`;
}

export interface LoadSiteOptions extends Omit<ServedSiteOptions, 'logo'> {
  /** The folder of the config file: a relative logo path starts there. */
  configDir: string;
  /** Names the config in errors (its path). */
  source: string;
}

/** The site served, its logo read and checked (a ConfigError of one line when it is not one). */
export async function loadSite({
  configDir,
  source,
  ...options
}: LoadSiteOptions): Promise<ServedSite> {
  const path = options.look?.logo;
  const logo = path ? await readSiteLogo(resolve(configDir, path), source) : undefined;
  return servedSite({ ...options, ...(logo && { logo }) });
}
