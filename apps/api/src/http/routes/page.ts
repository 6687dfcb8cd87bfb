import type { PageRenderer, PreviewMetaOptions } from '@ark/core';
import { Hono } from 'hono';
import type { Logger } from '../../lib/logger';
import type { AnswerCache } from '../answer-cache';
import { answerTexts } from '../answer-texts';
import { renderedPage } from '../page-render';
import type { ServedSite } from '../site-config';
import { type AnswerRoutes, getAnswer, keptAddress } from './context';

export interface PageRoutesOptions extends AnswerRoutes {
  renderer: PageRenderer;
  /** The drawn pages' cache. */
  pages: AnswerCache;
  logger: Logger;
  /** The community's look the page is drawn in. */
  site?: ServedSite;
  /** The link preview of an address's board (its Open Graph tags); none without. */
  preview?: (search: string) => Promise<PreviewMetaOptions>;
}

/**
 * GET `/` drawn on the server by the web build's bundle (docs/adr/0016-first-paint.md), from the
 * answers the JSON calls send for the same addresses, read through their cache.
 */
export function pageRoutes({
  stack,
  renderer,
  pages,
  logger,
  site,
  preview,
  ...routes
}: PageRoutesOptions): Hono {
  return getAnswer(
    new Hono(),
    '/',
    stack,
    renderedPage({
      renderer,
      version: () => routes.store.version(),
      keptAddress: (address) => keptAddress(address, routes.store, routes.now),
      cache: pages,
      logger,
      ...answerTexts(routes),
      ...(site?.branding && { site: site.branding }),
      ...(preview && { preview }),
    }),
  );
}
