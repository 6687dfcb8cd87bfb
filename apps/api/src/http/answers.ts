import { type DetailKind, paginate, RANGE_KEYS, type RangeWire, type View } from '@ark/core';
import type { RankingStore } from '../store/ranking-store';
import type { Computed } from './answer-cache';
import { NotFound } from './api-error';
import { parseDetailQuery } from './parse-detail-query';
import { parseRankingQuery } from './parse-ranking-query';
import { readSeason } from './query-params';

/** The rankings answer when the store holds no cluster at all. */
const EMPTY_RANKINGS = { ranking_data: [], pagination: paginate(0, 0), updated_at: null };

/**
 * What each call answers, from its query (checked here: a bad one throws BadRequest, an unknown id
 * NotFound) and the store. The JSON routes send these values; the page's server render embeds the
 * same (docs/adr/0016-first-paint.md). Values carry the data version they were read at.
 */
export interface Answers {
  clusters(params: URLSearchParams): Promise<Computed>;
  seasons(): Promise<Computed>;
  /** The empty answer (not kept) when the store holds no cluster at all. */
  rankings(view: View, params: URLSearchParams): Promise<Computed>;
  detail(kind: DetailKind, id: string, params: URLSearchParams): Promise<Computed>;
  /** The range capability probe: the ranges offered and the community's periods. */
  ranges(): Promise<Computed>;
}

/** The calls' answers from `store`. */
export function createAnswers(store: RankingStore): Answers {
  /** The season a query names (checked against the archived ones), or null for the current one. */
  const seasonOf = async (params: URLSearchParams): Promise<number | null> =>
    params.has('season')
      ? readSeason(
          params,
          (await store.seasons()).map((s) => s.id),
        )
      : null;
  const clusterKeys = async (season: number | null) =>
    (await store.clusters(season)).map((cl) => cl.key);

  return {
    async clusters(params) {
      const season = await seasonOf(params);
      return {
        value: (await store.clusters(season)).map(({ key, display }) => ({ key, display })),
      };
    },
    async seasons() {
      const seasons = await store.seasons();
      return {
        value: seasons.map(({ id, name, closedAt }) => ({ id, name, closed_at: closedAt })),
      };
    },
    async rankings(view, params) {
      const season = await seasonOf(params);
      const call = parseRankingQuery(view, params, await clusterKeys(season), season);
      if (!call) return { value: EMPTY_RANKINGS, keep: false };
      const snapshot = await store.page(call);
      // Kept under the version the rows were read at, so an entry never pairs one import's rows
      // with another's totals or date.
      return {
        version: snapshot.version,
        value: {
          ranking_data: snapshot.rows,
          pagination: paginate(call.page, snapshot.total),
          updated_at: snapshot.updatedAt,
          ...rangeBlock(snapshot),
        },
      };
    },
    async detail(kind, rawId, params) {
      const season = await seasonOf(params);
      const call = parseDetailQuery(kind, rawId, params, await clusterKeys(season), season);
      if (!call) throw new NotFound(`No ${kind} ${rawId}: the store has no cluster`);
      const { id, cluster, page, range } = call;
      const missing = () => new NotFound(`No ${kind} ${id} in ${cluster}`);
      if (kind === 'player') {
        const read = await store.player({ id, cluster, season, range });
        if (!read.answer) throw missing();
        return {
          version: read.version,
          value: { ...read.answer, updated_at: read.updatedAt, ...rangeBlock(read) },
        };
      }
      const read = await store.tribe({ id, cluster, season, page, range });
      if (!read.answer) throw missing();
      const { tribe, ranks, members } = read.answer;
      return {
        version: read.version,
        value: {
          tribe,
          ranks,
          members: { ranking_data: members.rows, pagination: paginate(page, members.total) },
          updated_at: read.updatedAt,
          ...rangeBlock(read),
        },
      };
    },
    async ranges() {
      const { timezone, weekStart } = store.periods;
      return { value: { ranges: RANGE_KEYS, timezone, week_start: weekStart } };
    },
  };
}

/** The answer's `range` block, last and only when the call named a range. */
const rangeBlock = ({ range }: { range?: RangeWire }) => (range ? { range } : {});
