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
import type { AnswerKind, Computed } from './answer-cache';
import type { Answers } from './answers';
import {
  apiRefusal,
  keptRead,
  matchRead,
  type Read,
  type ReadAt,
  type ReadDoorOptions,
  splitAddress,
} from './read-door';

/** The detail calls' kinds, one path each. */
export const DETAIL_KINDS: readonly DetailKind[] = ['player', 'tribe'];

/** What the JSON reads share: the calls' answers and their kept answers. */
export interface AnswerRoutes {
  answers: Answers;
  /** The JSON answers' kind of the one answer cache. */
  cache: AnswerKind;
}

/** What a JSON call computes on a miss, from where it was asked. */
type JsonCompute = (at: Pick<ReadAt, 'id' | 'query' | 'version'>) => Promise<Computed>;

/** The JSON calls: their paths, and each call's answer as a value by its address. */
export interface JsonReads extends Pick<ReadDoorOptions, 'paths' | 'idPaths'> {
  /**
   * The answer of the call at `address` (path and query as a client sends them) at `version`,
   * as a value: kept, being computed, or computed now and kept, as a request to it would be.
   */
  valueAt(address: string, version: number): Promise<unknown>;
}

/** The JSON calls, each kept in the answers' cache. */
function jsonComputes(answers: Answers) {
  const params = (at: { query: string }) => new URLSearchParams(at.query);
  const paths = new Map<string, JsonCompute>();
  for (const view of VIEWS) {
    paths.set(clustersPath(view), (at) => answers.clusters(params(at), at.version));
    paths.set(RANKINGS_PATHS[view], (at) => answers.rankings(view, params(at), at.version));
  }
  paths.set(SEASONS_PATH, (at) => answers.seasons(at.version));
  paths.set(RANGES_PATH, (at) => answers.ranges(at.version));
  paths.set(HALL_PATH, (at) => answers.hall(params(at), at.version));
  const idPaths = DETAIL_KINDS.flatMap((kind) => {
    const prefix = DETAIL_PATHS[kind]('');
    const suffix = historyPath(kind, '').slice(prefix.length);
    const history: JsonCompute = (at) => answers.history(kind, at.id, params(at), at.version);
    const detail: JsonCompute = (at) => answers.detail(kind, at.id, params(at), at.version);
    return [
      { prefix, suffix, read: history },
      { prefix, suffix: '', read: detail },
    ];
  });
  return { paths, idPaths };
}

/** The JSON calls' reads, and their answers as values by address (the page's server render). */
export function jsonReads({
  answers,
  cache,
  apiHeaders,
}: AnswerRoutes & { apiHeaders: Readonly<Record<string, string>> }): JsonReads {
  const refuse = apiRefusal(apiHeaders);
  const computes = jsonComputes(answers);
  const json = (compute: JsonCompute): Read => keptRead({ cache, refuse, compute });
  return {
    paths: new Map([...computes.paths].map(([path, compute]) => [path, json(compute)])),
    idPaths: computes.idPaths.map(({ read, ...at }) => ({ ...at, read: json(read) })),
    valueAt(address, version) {
      const { path, query } = splitAddress(address);
      const found = matchRead(path, computes);
      if (!found) throw new Error(`no JSON call at ${path}`);
      const at = { id: found.id, query, version };
      return cache.value(version, cache.keyOf(address), () => found.read(at));
    },
  };
}

export interface ReadsOptions {
  json: JsonReads;
  /** The drawn reads by path: the page, /embed, /og.png. */
  drawn: Readonly<Record<string, Read>>;
}

/** The door's reads: each JSON call kept in the answers' cache, and the drawings given. */
export function readsOf({ json, drawn }: ReadsOptions): Pick<ReadDoorOptions, 'paths' | 'idPaths'> {
  const paths = new Map(json.paths);
  for (const [path, read] of Object.entries(drawn)) paths.set(path, read);
  return { paths, idPaths: json.idPaths };
}
