import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CspSources,
  INLINE_HASHES_FILE,
  type PageRenderer,
  type SiteBranding,
} from '@ark/core';
import { DEFAULT_DIRECTIVES, policyOf, withSources } from './security-headers';

/** The one kind of source a build lists: a SHA-256 of an inline element. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** What the static build lists in dist/inline-hashes.json; null when it has no such file. */
export function readInlineHashes(webDir: string | null): CspSources | null {
  const file = webDir && join(webDir, INLINE_HASHES_FILE);
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as CspSources;
}

export interface PagePolicyOptions {
  /** The render bundle, whose cspSources(site) are the drawn page's inline hashes. */
  renderer?: PageRenderer | null;
  /** The look the page is drawn in (its accent's `<style>` has a hash of its own). */
  site?: SiteBranding;
  /** The web build, whose inline-hashes.json lists the static index.html's. */
  webDir?: string | null;
}

/**
 * The page's policy (docs/adr/0042-themes-and-branding.md): the default one with the inline
 * theme script and the accent's style allowed by their hashes, from the render bundle and from
 * the static build (the page served when a render fails). Only SHA-256 sources are taken, so no
 * file can widen the policy otherwise.
 */
export function pagePolicy({ renderer, site, webDir = null }: PagePolicyOptions = {}): string {
  const lists = [renderer?.cspSources?.(site), readInlineHashes(webDir)];
  const hashes = (directive: keyof CspSources) =>
    lists.flatMap((list) => list?.[directive] ?? []).filter((source) => HASH_SOURCE.test(source));
  return policyOf(
    withSources(DEFAULT_DIRECTIVES, {
      'script-src': hashes('script-src'),
      'style-src': hashes('style-src'),
    }),
  );
}
