import {
  clustersPath,
  DETAIL_PATHS,
  type DetailKind,
  HALL_PATH,
  historyPath,
  paginate,
  RANGE_KEYS,
  RANGES_PATH,
  RANKINGS_PATHS,
  type RangeKey,
  type RangeWire,
  SEASONS_PATH,
  type View,
} from '@ark/core';
import { detailJson, readDetail } from '../draw/detail-answer';
import { hallAnswer } from '../draw/hall-answer';
import { KIND_TABLE } from '../store/hidden-entries';
import { periodStart } from '../store/periods';
import { RANGE_KIND } from '../store/range-slots';
import type { RankingStore } from '../store/ranking-store';
import type { Computed } from './answer-cache';
import { NotFound } from './api-error';
import type { AnswerKey } from './kept-answers';
import { type DetailCall, parseDetailQuery } from './parse-detail-query';
import { parseHallQuery } from './parse-hall-query';
import { parseRankingQuery, type RankingsCall } from './parse-ranking-query';
import { readSeason } from './query-params';

/**
 * One call read as every JSON call is (docs/adr/0055-one-read-path.md): its query parsed and
 * checked (a bad one has thrown BadRequest, an unknown id NotFound), the key its answer is kept
 * under, and how the answer is computed on a miss (the store plans and reads it).
 */
export interface CallRead {
  key: AnswerKey;
  compute(): Promise<Computed>;
}

/**
 * What each call answers, at the data version its request read once. The JSON routes send these
 * answers; the page's server render embeds the same (docs/adr/0016-first-paint.md). Values carry
 * the data version they were read at.
 */
export interface Answers {
  clusters(params: URLSearchParams, version: number): Promise<CallRead>;
  seasons(version: number): CallRead;
  /** The empty answer (not kept) when the store holds no cluster at all. */
  rankings(view: View, params: URLSearchParams, version: number): Promise<CallRead>;
  detail(kind: DetailKind, id: string, params: URLSearchParams, version: number): Promise<CallRead>;
  /** A player's or tribe's history in the current season (docs/adr/0063-history.md). */
  history(
    kind: DetailKind,
    id: string,
    params: URLSearchParams,
    version: number,
  ): Promise<CallRead>;
  /** The range capability probe: the ranges offered and the community's periods. */
  ranges(version: number): CallRead;
  /** One section of a cluster's hall of fame (docs/adr/0074-the-hall-of-fame.md). */
  hall(params: URLSearchParams, version: number): Promise<CallRead>;
}

/** The rankings answer when the store holds no cluster at all. */
const EMPTY_RANKINGS = { ranking_data: [], pagination: paginate(0, 0), updated_at: null };

/** The answer's `range` block, last and only when the call named a range. */
const rangeBlock = ({ range }: { range?: RangeWire }) => (range ? { range } : {});

/** A checked call's query, in one order whatever order the client sent (part of its key). */
const queryOf = (params: Record<string, string | number | null | undefined>): string =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');

/**
 * Where an answer of a period range is kept: beside its address, the start of that period now.
 * A period can end with no new data version; the store's periods are fixed per version, so the
 * version and the period start decide which slot answers (docs/adr/0047-range-baselines.md).
 */
export function periodMark(
  range: RangeKey | undefined,
  store: Pick<RankingStore, 'periods'>,
  now: () => Date,
): string {
  if (range === undefined || range === 'all') return '';
  return `#${periodStart(RANGE_KIND[range], now(), store.periods).toISOString()}`;
}

/** The calls' answers from `store`, `now` naming the period a range answer is of. */
export function createAnswers(store: RankingStore, now: () => Date = () => new Date()): Answers {
  const periodOf = (range: RangeKey | undefined) => periodMark(range, store, now);
  /** The season a query names (checked against the archived ones), or null for the current one. */
  const seasonOf = async (params: URLSearchParams, version: number): Promise<number | null> =>
    params.has('season')
      ? readSeason(
          params,
          (await store.seasons(version)).map((s) => s.id),
        )
      : null;
  const clusterKeys = async (season: number | null, version: number) =>
    (await store.clusters(season, version)).map((cl) => cl.key);

  return {
    async clusters(params, version) {
      const season = await seasonOf(params, version);
      return {
        key: { version, address: `${clustersPath('tribes')}?${queryOf({ season })}` },
        compute: async () => ({
          // keeps only where the import said (docs/adr/0070): absent reads as everything.
          value: (await store.clusters(season, version)).map(({ key, display, keeps }) =>
            keeps ? { key, display, keeps } : { key, display },
          ),
        }),
      };
    },
    seasons: (version) => ({
      key: { version, address: SEASONS_PATH },
      compute: async () => ({
        value: (await store.seasons(version)).map(({ id, name, closedAt }) => ({
          id,
          name,
          closed_at: closedAt,
        })),
      }),
    }),
    async rankings(view, params, version) {
      const season = await seasonOf(params, version);
      const call = parseRankingQuery(view, params, await clusterKeys(season, version), season);
      if (!call) {
        const key = { version, address: RANKINGS_PATHS[view] };
        return { key, compute: async () => ({ value: EMPTY_RANKINGS, keep: false }) };
      }
      return {
        key: rankingsKey(call, version),
        compute: () => rankingsAnswer(store, call, version),
      };
    },
    async detail(kind, rawId, params, version) {
      const season = await seasonOf(params, version);
      const call = parseDetailQuery(
        kind,
        rawId,
        params,
        await clusterKeys(season, version),
        season,
      );
      if (!call) throw new NotFound(`No ${kind} ${rawId}: the store has no cluster`);
      const { id, cluster, page, range } = call;
      const query = queryOf({ cluster, page, season, range });
      const address = `${DETAIL_PATHS[kind](id)}?${query}${periodOf(range)}`;
      return { key: { version, address }, compute: () => detailAnswer(store, call, version) };
    },
    async history(kind, rawId, params, version) {
      // The id and cluster are checked as the detail call checks them; an unknown or hidden id
      // is a 404 like the detail call's.
      const call = parseDetailQuery(kind, rawId, params, await clusterKeys(null, version), null);
      if (!call) throw new NotFound(`No ${kind} ${rawId}: the store has no cluster`);
      const { id, cluster } = call;
      const address = `${historyPath(kind, id)}?${queryOf({ cluster })}`;
      return {
        key: { version, address },
        compute: async () => {
          const read = await store.history(KIND_TABLE[kind], { cluster, id });
          if (!read.points) throw new NotFound(`No ${kind} ${id} in ${cluster}`);
          return { value: { points: read.points }, version: read.version };
        },
      };
    },
    async hall(params, version) {
      const seasons = (await store.seasons(version)).map((s) => s.id);
      const call = await parseHallQuery(params, seasons, (season) => clusterKeys(season, version));
      const { cluster, season, section, board, page } = call;
      const address = `${HALL_PATH}?${queryOf({ cluster, season, section, board, page })}`;
      return {
        key: { version, address },
        compute: async () => ({ value: hallAnswer(await store.hall(call), page) }),
      };
    },
    ranges: (version) => ({
      key: { version, address: RANGES_PATH },
      compute: async () => {
        const { timezone, weekStart } = store.periods;
        return { value: { ranges: RANGE_KEYS, timezone, week_start: weekStart } };
      },
    }),
  };

  function rankingsKey(call: RankingsCall, version: number): AnswerKey {
    const { cluster, filter, search, page, season, range } = call;
    const query = queryOf({ cluster, filter, search, page, season, range });
    return { version, address: `${RANKINGS_PATHS[call.view]}?${query}${periodOf(range)}` };
  }
}

/** The rankings answer of a checked call, as the store reads its page. */
async function rankingsAnswer(
  store: RankingStore,
  call: RankingsCall,
  version: number,
): Promise<Computed> {
  const snapshot = await store.page(call, version);
  const rest = {
    pagination: paginate(call.page, snapshot.total),
    updated_at: snapshot.updatedAt,
    ...rangeBlock(snapshot),
  };
  // Kept under the version the rows were read at, so an entry never pairs one import's rows
  // with another's totals or date. The rows' JSON goes in as the store wrote it: the same bytes
  // JSON.stringify would write for `ranking_data` first (docs/adr/0068-the-servers-own-paths.md).
  return {
    version: snapshot.version,
    value: null,
    body: `{"ranking_data":${snapshot.json ?? JSON.stringify(snapshot.rows)},${JSON.stringify(rest).slice(1)}`,
  };
}

/** The detail answer of a checked call; NotFound for an id unknown or hidden there. */
async function detailAnswer(
  store: RankingStore,
  call: DetailCall,
  version: number,
): Promise<Computed> {
  const read = await readDetail(store, call, version);
  if (!read) throw new NotFound(`No ${call.kind} ${call.id} in ${call.cluster}`);
  return { version: read.version, value: detailJson(read.answer) };
}
