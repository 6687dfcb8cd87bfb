// Which read each GET path is (docs/adr/0075-one-read-door.md): the JSON calls of the wire
// contract (docs/adr/0005-wire-contract.md), the detail, history, hall, seasons and ranges calls,
// and the server's drawings (the page, /embed, /og.png), each one `Read` of the read door.
import {
  clustersPath,
  DETAIL_PATHS,
  type DetailKind,
  HALL_PATH,
  historyPath,
  RANGES_PATH,
  RANKINGS_PATHS,
  SEASONS_PATH,
  VIEWS,
} from '@ark/core';
import type { RankingStore } from '../store/ranking-store';
import type { AnswerCache, Computed } from './answer-cache';
import type { Answers } from './answers';
import { apiRefusal, keptRead, type Read, type ReadAt, type ReadDoorOptions } from './read-door';

/** The detail calls' kinds, one path each. */
export const DETAIL_KINDS: readonly DetailKind[] = ['player', 'tribe'];

/** What the JSON reads share: the store, the calls' answers and their cache, the clock. */
export interface AnswerRoutes {
  store: RankingStore;
  answers: Answers;
  cache: AnswerCache;
  /** The clock: which period a range answer is of. */
  now: () => Date;
}

export interface ReadsOptions extends AnswerRoutes {
  /** The public reads' headers (CORS) on their refusals. */
  apiHeaders: Readonly<Record<string, string>>;
  /** The drawn reads by path: the page, /embed, /og.png. */
  drawn: Readonly<Record<string, Read>>;
}

/** The door's reads: each JSON call kept in the answers' cache, and the drawings given. */
export function readsOf({
  store,
  answers,
  cache,
  now,
  apiHeaders,
  drawn,
}: ReadsOptions): Pick<ReadDoorOptions, 'paths' | 'idPaths'> {
  const refuse = apiRefusal(apiHeaders);
  const json = (compute: (at: ReadAt, params: URLSearchParams) => Promise<Computed>): Read =>
    keptRead({
      cache,
      store,
      now,
      refuse,
      compute: (at) => compute(at, new URLSearchParams(at.query)),
    });
  const paths = new Map<string, Read>();
  for (const view of VIEWS) {
    paths.set(
      clustersPath(view),
      json((at, params) => answers.clusters(params, at.version)),
    );
    paths.set(
      RANKINGS_PATHS[view],
      json((at, params) => answers.rankings(view, params, at.version)),
    );
  }
  paths.set(
    SEASONS_PATH,
    json((at) => answers.seasons(at.version)),
  );
  paths.set(
    RANGES_PATH,
    json((at) => answers.ranges(at.version)),
  );
  paths.set(
    HALL_PATH,
    json((at, params) => answers.hall(params, at.version)),
  );
  for (const [path, read] of Object.entries(drawn)) paths.set(path, read);
  const idPaths = DETAIL_KINDS.flatMap((kind) => {
    const prefix = DETAIL_PATHS[kind]('');
    const suffix = historyPath(kind, '').slice(prefix.length);
    return [
      {
        prefix,
        suffix,
        read: json((at, params) => answers.history(kind, at.id, params, at.version)),
      },
      {
        prefix,
        suffix: '',
        read: json((at, params) => answers.detail(kind, at.id, params, at.version)),
      },
    ];
  });
  return { paths, idPaths };
}
