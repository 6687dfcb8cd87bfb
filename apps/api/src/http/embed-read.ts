import { createHash } from 'node:crypto';
import { EMBED_PATH, EMBED_TOP_DEFAULT, EMBED_TOP_MAX } from '@ark/core';
import { embedErrorPage, embedPage, embedStyles } from '../draw/embed-page';
import { catalogOf } from '../lib/catalogs';
import type { ServedSite } from '../site/site-config';
import type { AnswerCache } from './answer-cache';
import { BadRequest } from './api-error';
import type { Boards } from './board-address';
import { readParams } from './query-params';
import { type ReadRow, readRow } from './read-row';
import { sent } from './representation';
import { addressLanguage } from './request-language';
import { policyOf, SECURITY_HEADERS } from './security-headers';

/** A CSP source allowing an inline element whose text is `text`: `'sha256-…'`. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The embed's policy: nothing but its own `<style>` and images from this server, framed by
 * `origins` (site.embedOrigins), no script from anywhere.
 */
export function embedPolicy(styles: string, origins: readonly string[]): string {
  return policyOf({
    'default-src': ["'none'"],
    'style-src': [hashSource(styles)],
    'img-src': ["'self'", 'data:'],
    'frame-ancestors': origins,
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

export interface EmbedOptions {
  boards: Boards;
  site: ServedSite;
  /** The answer cache whose `embeds` share keeps the drawn embeds. */
  cache: AnswerCache;
}

const TOP = /^[1-9]\d?$/;

/** The `top` param: rows shown, 1 to EMBED_TOP_MAX; EMBED_TOP_DEFAULT when absent or empty. */
function readTop(params: URLSearchParams): number {
  const { top } = readParams(params, ['top']);
  if (!top) return EMBED_TOP_DEFAULT;
  if (TOP.test(top) && Number(top) <= EMBED_TOP_MAX) return Number(top);
  throw new BadRequest('bad_top', `top must be a whole number from 1 to ${EMBED_TOP_MAX}`);
}

/**
 * GET /embed?view=&cluster=&filter=&range=&top=&lang= (docs/adr/0049-the-community-site-served.md):
 * a board's top rows as a small page for another site's iframe, with no script, in the language
 * `lang` names, else `site.language` (never the visitor's cookie or Accept-Language, so one copy
 * serves everyone: docs/adr/0064-languages-wired.md). Its rows are the store's board model
 * (store/board.ts) read at the version the request read; the page is kept per (data version,
 * address) with an ETag, a 304 and br/gzip, like the page. Framed by `site.embedOrigins` only. A
 * bad query is a small HTML page with a 400.
 */
export function embedRow({ boards, site, cache }: EmbedOptions): ReadRow {
  const styles = embedStyles(site.branding?.accent);
  const policy = embedPolicy(styles, site.embedOrigins);
  const embeds = cache.kind({
    share: 'embeds',
    contentType: 'text/html; charset=utf-8',
    serialize: String,
    headers: { 'Content-Security-Policy': policy },
  });
  const refusedHeaders = {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Security-Policy': policy,
    'Cache-Control': 'no-store',
  };
  return readRow({
    path: EMBED_PATH,
    parse: ({ query }) => {
      const search = query === '' ? '' : `?${query}`;
      return { search, top: readTop(new URLSearchParams(search)) };
    },
    compute: async ({ search, top }, { version }) => ({
      value: embedPage(await boards.ofQuery(search, top, version), site, styles),
    }),
    draw: embeds,
    refuse: (error, { query }) => {
      if (!(error instanceof BadRequest)) return null;
      const catalog = catalogOf(addressLanguage(query, site.language));
      return sent(400, refusedHeaders, embedErrorPage(error.message, site, styles, catalog));
    },
  });
}
