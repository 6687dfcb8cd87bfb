// What the slash commands read, all in-process (docs/adr/0071-discord-commands.md): the board's
// search as the store's page model of the request the rankings call builds, a player's or tribe's
// detail as the model the detail call sends (draw/detail-answer.ts), a board's top rows through the
// board model the posts and /og.png read, a drawn answer kept in the server's one answer cache
// under the one key rule (docs/adr/0081-one-answer-cache.md). Never an answer's bytes parsed back,
// never an HTTP call to the server itself (docs/adr/0078-store-returns-data.md).

import type {
  DetailAnswer,
  DetailKind,
  ListedClusters,
  PlayerRowWire,
  TribeRowWire,
  View,
} from '@ark/core';
import { readDetail } from '../draw/detail-answer';
import { rankingRows } from '../draw/rankings-answer';
import type { AnswerCache } from '../http/answer-cache';
import { NotFound } from '../http/api-error';
import { parseDetailQuery } from '../http/parse-detail-query';
import { parseRankingQuery } from '../http/parse-ranking-query';
import type { NamedRow } from '../store/exact-names';
import type { ClusterMeta, RankingStore } from '../store/ranking-store';
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
  named(
    view: View,
    cluster: string,
    name: string,
    limit: number,
    version: number,
  ): Promise<NamedRow[]>;
  /** A player's or tribe's detail (all time, or a period); null when unknown or hidden. */
  detail(
    kind: DetailKind,
    id: string,
    query: { cluster: string; range?: 'week' },
    version: number,
  ): Promise<DetailAnswer | null>;
  /**
   * A drawn embed kept under `address` (`top?<the board's query>`) at `version` and, for a
   * period's board, the period it is in now (/top's).
   */
  kept(address: string, version: number, draw: () => Promise<DiscordEmbed>): Promise<DiscordEmbed>;
}

export interface CommandReadsOptions {
  store: RankingStore;
  /** The server's one answer cache: the drawn embeds are kept in its `answers` share. */
  cache: AnswerCache;
}

/** The commands' reads from the server's own store, read as the JSON calls read it. */
export function createCommandReads({ store, cache }: CommandReadsOptions): CommandReads {
  // A command's reads always name their cluster (offeredCluster chose it by the site's rules).
  const listed = async (version: number): Promise<ListedClusters> => ({
    keys: (await store.clusters(null, version)).map((cluster) => cluster.key),
    shown: null,
  });
  // A Discord message is one more representation of a keyed answer: its JSON, never sent by HTTP;
  // what a command reads is kept beside it, so a command asked again reads nothing of the store.
  const embeds = cache.kind({ share: 'answers' });
  const keptAt = async <T>(address: string, version: number, read: () => Promise<T>) =>
    (await embeds.value(version, embeds.keyOf(address), async () => ({
      value: await read(),
    }))) as T;
  return {
    version: () => store.version(),
    clusters: (version) => store.clusters(null, version),
    search: (view, cluster, search, version) =>
      keptAt(`search/${view}?${new URLSearchParams({ cluster, search })}`, version, async () => {
        const params = new URLSearchParams({ cluster, search });
        const call = parseRankingQuery(view, params, await listed(version), null);
        if (!call) return [];
        return rankingRows(view, (await store.page(call, version)).rows);
      }),
    named: (view, cluster, name, limit, version) =>
      keptAt(
        `named/${view}?${new URLSearchParams({ cluster, name, limit: `${limit}` })}`,
        version,
        () => store.exactNames(view, cluster, name, limit),
      ),
    detail: (kind, id, query, version) =>
      keptAt(
        `detail/${kind}/${encodeURIComponent(id)}?${new URLSearchParams(query)}`,
        version,
        async () => {
          try {
            const params = new URLSearchParams(query);
            const call = parseDetailQuery(kind, id, params, await listed(version), null);
            return call && ((await readDetail(store, call, version))?.answer ?? null);
          } catch (error) {
            if (error instanceof NotFound) return null;
            throw error;
          }
        },
      ),
    kept: (address, version, draw) => keptAt(address, version, draw),
  };
}
