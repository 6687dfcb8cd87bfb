// The door's reads as one table (docs/adr/0075-one-read-door.md, docs/adr/0081-one-answer-cache.md),
// a row per GET read, read top to bottom: its path, its parse, what a miss computes, how its
// answers are drawn and kept. The JSON calls of the wire contract (docs/adr/0005-wire-contract.md),
// the detail, history, hall, population, compare, seasons and ranges calls, then the server's
// drawings: the page, /embed, /og.png. A new read is one more row.
import {
  COMPARE_PATH,
  clustersPath,
  DETAIL_PATHS,
  HALL_PATH,
  historyPath,
  type PageRenderer,
  POPULATION_PATH,
  RANGES_PATH,
  RANKINGS_PATHS,
  SEASONS_PATH,
  VIEWS,
} from '@ark/core';
import type { Logger } from '../lib/logger';
import type { ServedSite } from '../site/site-config';
import type { AnswerCache, AnswerKind } from './answer-cache';
import type { Answers } from './answers';
import type { Boards } from './board-address';
import { embedRow } from './embed-read';
import { imageRow } from './og-image';
import { pageRow } from './page-render';
import { DETAIL_KINDS } from './parse-detail-query';
import type { PreviewDrawer } from './preview/preview-drawer';
import { PUBLIC_READ } from './public-read';
import { type ReadAt, type ReadRow, readRow } from './read-row';

export interface ReadTableOptions {
  /** The calls' answers (parse, plan, SQL, the value) at a data version. */
  answers: Answers;
  /** The one answer cache: every row's answers are kept in one of its kinds. */
  cache: AnswerCache;
  /** The boards the drawings show (the board model, named and linked for the site). */
  boards: Boards;
  drawer: PreviewDrawer;
  site: ServedSite;
  /** The page's server render; none: `/` is the app's (the built index.html). */
  renderer: PageRenderer | null;
  /** The page's Content-Security-Policy (its inline script and style allowed by their hashes). */
  pagePolicy: string;
  logger: Logger;
}

/** A JSON call's query as its answers read it. */
const params = ({ query }: ReadAt) => new URLSearchParams(query);
/** A detail or history call's id and query. */
const idParams = (at: ReadAt) => ({ id: at.id, params: params(at) });

/**
 * The JSON calls: each view's clusters and rankings, details, histories, seasons, ranges, hall,
 * population, compare.
 */
function jsonRows(answers: Answers, json: AnswerKind): ReadRow[] {
  return [
    ...VIEWS.map((view) =>
      readRow({
        path: clustersPath(view),
        parse: params,
        compute: (query, { version }) => answers.clusters(query, version),
        draw: json,
      }),
    ),
    ...VIEWS.map((view) =>
      readRow({
        path: RANKINGS_PATHS[view],
        parse: params,
        compute: (query, { version, use }) => answers.rankings(view, query, version, use),
        draw: json,
      }),
    ),
    ...DETAIL_KINDS.flatMap((kind) => {
      const prefix = DETAIL_PATHS[kind]('');
      return [
        readRow({
          path: { prefix, suffix: historyPath(kind, '').slice(prefix.length) },
          parse: idParams,
          compute: ({ id, params }, { version }) => answers.history(kind, id, params, version),
          draw: json,
        }),
        readRow({
          path: { prefix, suffix: '' },
          parse: idParams,
          compute: ({ id, params }, { version }) => answers.detail(kind, id, params, version),
          draw: json,
        }),
      ];
    }),
    readRow({
      path: SEASONS_PATH,
      parse: () => null,
      compute: (_, { version }) => answers.seasons(version),
      draw: json,
    }),
    readRow({
      path: RANGES_PATH,
      parse: () => null,
      compute: (_, { version }) => answers.ranges(version),
      draw: json,
    }),
    readRow({
      path: HALL_PATH,
      parse: params,
      compute: (query, { version }) => answers.hall(query, version),
      draw: json,
    }),
    // A cluster's players online by the hour, from its game log (docs/adr/0085).
    readRow({
      path: POPULATION_PATH,
      parse: params,
      compute: (query, { version }) => answers.population(query, version),
      draw: json,
    }),
    // Its rows' details are the detail calls' answers, read through the cache (docs/adr/0083).
    readRow({
      path: COMPARE_PATH,
      parse: params,
      compute: (query, { version, valueAt }) => answers.compare(query, version, valueAt),
      draw: json,
    }),
  ];
}

/** Every GET read of the server, in the order a newcomer reads them. */
export function readTable({
  answers,
  cache,
  boards,
  drawer,
  site,
  renderer,
  pagePolicy,
  logger,
}: ReadTableOptions): readonly ReadRow[] {
  return [
    // The JSON calls' answers, public reads (CORS) kept 30 s.
    ...jsonRows(answers, cache.kind({ share: 'answers', headers: PUBLIC_READ })),
    ...(renderer
      ? [
          pageRow({
            renderer,
            cache: cache.kind({
              share: 'pages',
              // A page names its hashed script, which a new build replaces.
              cacheControl: 'no-cache',
              contentType: 'text/html; charset=utf-8',
              serialize: String,
              headers: { 'Content-Security-Policy': pagePolicy },
            }),
            logger,
            site,
            preview: (search, version, language, valueAt) =>
              boards.previewOf(search, version, language, valueAt),
          }),
        ]
      : []),
    embedRow({ boards, site, cache }),
    imageRow({ boards, drawer, site, cache }),
  ];
}
