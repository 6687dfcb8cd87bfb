// What the slash commands read, all in-process (docs/adr/0071-discord-commands.md): the board's
// search and a player's or tribe's detail through the JSON calls' answers and their cache (the
// bytes the API would send), a board's top rows through the board model the posts and /og.png
// read. Never an HTTP call to the server itself.
import type { DetailKind, PlayerRowWire, RangeKey, TribeRowWire, View } from '@ark/core';
import { type DetailAnswer, readDetailAnswer } from '@ark/core/panel';
import type { AnswerCache } from '../http/answer-cache';
import type { Answers } from '../http/answers';
import { NotFound } from '../http/api-error';
import { periodMark } from '../http/read-door';
import type { ClusterMeta } from '../store/cluster-meta';
import type { NamedRow } from '../store/exact-names';
import type { RankingStore } from '../store/ranking-store';
import type { DiscordEmbed } from './discord-limits';

/** A board row as the rankings call sends it. */
export type BoardRow = PlayerRowWire | TribeRowWire;

/** What a command reads, every read at one data version. */
export interface CommandReads {
  version(): Promise<number>;
  clusters(version: number): Promise<ClusterMeta[]>;
  /** The first page of a board searched as the page searches it (`search` '' for its top). */
  search(view: View, cluster: string, search: string, version: number): Promise<BoardRow[]>;
  /** The board's rows named `name` in any case, best first, at most `limit` (one index lookup). */
  named(view: View, cluster: string, name: string, limit: number): Promise<NamedRow[]>;
  /** A player's or tribe's detail (all time, or a period); null when unknown or hidden. */
  detail(
    kind: DetailKind,
    id: string,
    query: { cluster: string; range?: 'week' },
    version: number,
  ): Promise<DetailAnswer | null>;
  /** A drawn answer kept in the answers' cache under `address` at `version` (e.g. /top's embed). */
  kept(
    address: string,
    range: RangeKey,
    version: number,
    draw: () => Promise<DiscordEmbed>,
  ): Promise<DiscordEmbed>;
}

export interface CommandReadsOptions {
  store: RankingStore;
  answers: Answers;
  cache: AnswerCache;
  now: () => Date;
}

/** The commands' reads from the server's own answers and cache. */
export function createCommandReads({
  store,
  answers,
  cache,
  now,
}: CommandReadsOptions): CommandReads {
  return {
    version: () => store.version(),
    clusters: (version) => store.clusters(null, version),
    async search(view, cluster, search, version) {
      const read = await answers.rankings(view, new URLSearchParams({ cluster, search }), version);
      return (read.value as { ranking_data: BoardRow[] }).ranking_data;
    },
    named: (view, cluster, name, limit) => store.exactNames(view, cluster, name, limit),
    async detail(kind, id, query, version) {
      try {
        const read = await answers.detail(kind, id, new URLSearchParams(query), version);
        return readDetailAnswer(kind, read.value).answer;
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
    async kept(address, range, version, draw) {
      const key = `discord:${address}${periodMark(range, store, now)}`;
      const asked = { acceptEncoding: undefined, ifNoneMatch: undefined };
      const kept =
        cache.hit(version, key, asked) ?? cache.keep(version, key, { value: await draw() }, asked);
      return JSON.parse(String(kept.body));
    },
  };
}
