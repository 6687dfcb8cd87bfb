import { type DetailKind, paginate, RANGE_KEYS, type SiteRules, type View } from '@ark/core';
import { compareAnswer } from '../draw/compare-answer';
import { detailJson, readDetail } from '../draw/detail-answer';
import { hallAnswer } from '../draw/hall-answer';
import { populationAnswer } from '../draw/population-answer';
import { RANKINGS_ROWS_TEXT, rankingsAnswer, rankingsJson } from '../draw/rankings-answer';
import { KIND_TABLE } from '../store/hidden-entries';
import type { RankingStore } from '../store/ranking-store';
import type { AnswerUse, Computed } from './answer-cache';
import { NotFound } from './api-error';
import { parseCompareQuery } from './parse-compare-query';
import { type DetailCall, parseDetailQuery } from './parse-detail-query';
import { parseHallQuery } from './parse-hall-query';
import { parsePopulationQuery } from './parse-population-query';
import { parseRankingQuery, type RankingsCall } from './parse-ranking-query';
import { readSeason } from './query-params';

/**
 * What each call answers at the data version its request read once
 * (docs/adr/0075-one-read-door.md): its query parsed and checked against the store's lists (a
 * bad one throws BadRequest, an unknown id NotFound), planned and read, and the answer's value
 * drawn from the store's typed rows (draw/). The read door sends them as JSON; the page's server
 * render takes the values
 * (docs/adr/0016-first-paint.md). Each carries the data version it was read at.
 */
export interface Answers {
  clusters(params: URLSearchParams, version: number): Promise<Computed>;
  seasons(version: number): Promise<Computed>;
  /**
   * The empty answer (not kept) when the store holds no cluster at all. An answer only sent has
   * its rows' JSON written by the database (the faster: docs/benchmarks.md, "bench:rows-json").
   */
  rankings(view: View, params: URLSearchParams, version: number, use: AnswerUse): Promise<Computed>;
  detail(kind: DetailKind, id: string, params: URLSearchParams, version: number): Promise<Computed>;
  /** A player's or tribe's history in the current season (docs/adr/0063-history.md). */
  history(
    kind: DetailKind,
    id: string,
    params: URLSearchParams,
    version: number,
  ): Promise<Computed>;
  /** The range capability probe: the ranges offered and the community's periods. */
  ranges(version: number): Promise<Computed>;
  /** One section of a cluster's hall of fame (docs/adr/0074-the-hall-of-fame.md). */
  hall(params: URLSearchParams, version: number): Promise<Computed>;
  /**
   * Two to four players or tribes side by side (docs/adr/0083-compare.md), each detail read as
   * the detail call answers it by `valueAt` (through the one answer cache).
   */
  compare(
    params: URLSearchParams,
    version: number,
    valueAt: (address: string) => Promise<unknown>,
  ): Promise<Computed>;
  /** A cluster's players online hour by hour, from its game log (docs/adr/0085). */
  population(params: URLSearchParams, version: number): Promise<Computed>;
}

/** The rankings answer when the store holds no cluster at all. */
const EMPTY_RANKINGS = { ranking_data: [], pagination: paginate(0, 0), updated_at: null };

/**
 * The calls' answers from `store`, a call without `cluster` reading the one the site's rules show
 * (docs/adr/0076-default-cluster.md).
 */
export function createAnswers(store: RankingStore, rules: SiteRules): Answers {
  /** The season a query names (checked against the archived ones), or null for the current one. */
  const seasonOf = async (params: URLSearchParams, version: number): Promise<number | null> =>
    params.has('season')
      ? readSeason(
          params,
          (await store.seasons(version)).map((s) => s.id),
        )
      : null;
  const listedIn = async (season: number | null, version: number) =>
    rules.listed((await store.clusters(season, version)).map((cl) => cl.key));

  return {
    async clusters(params, version) {
      return { value: await clusterList(store, await seasonOf(params, version), version) };
    },
    async seasons(version) {
      const value = (await store.seasons(version)).map(({ id, name, closedAt }) => ({
        id,
        name,
        closed_at: closedAt,
      }));
      return { value };
    },
    async rankings(view, params, version, use) {
      const season = await seasonOf(params, version);
      const call = parseRankingQuery(view, params, await listedIn(season, version), season);
      if (!call) return { value: EMPTY_RANKINGS, keep: false };
      return use === 'value'
        ? readRankings(store, call, version)
        : sentRankings(store, call, version);
    },
    async detail(kind, rawId, params, version) {
      const season = await seasonOf(params, version);
      const listed = await listedIn(season, version);
      const call = parseDetailQuery(kind, rawId, params, listed, season);
      if (!call) throw new NotFound(`No ${kind} ${rawId}: the store has no cluster`);
      return detailAnswer(store, call, version);
    },
    async history(kind, rawId, params, version) {
      // The id and cluster are checked as the detail call checks them; an unknown or hidden id
      // is a 404 like the detail call's.
      const call = parseDetailQuery(kind, rawId, params, await listedIn(null, version), null);
      if (!call) throw new NotFound(`No ${kind} ${rawId}: the store has no cluster`);
      const { id, cluster } = call;
      const read = await store.history(KIND_TABLE[kind], { cluster, id });
      if (!read.points) throw new NotFound(`No ${kind} ${id} in ${cluster}`);
      return { value: { points: read.points }, version: read.version };
    },
    async hall(params, version) {
      const seasons = (await store.seasons(version)).map((s) => s.id);
      const call = await parseHallQuery(params, seasons, (season) => listedIn(season, version));
      return { value: hallAnswer(await store.hall(call), call.page) };
    },
    async compare(params, version, valueAt) {
      const season = await seasonOf(params, version);
      const call = parseCompareQuery(params, await listedIn(season, version), season);
      if (!call) throw new NotFound('Nothing to compare: the store has no cluster');
      // An unknown or hidden id is the detail call's 404: left out, said so.
      const detailAt = (address: string) =>
        valueAt(address).catch((error: unknown) => {
          if (error instanceof NotFound) return null;
          throw error;
        });
      return { value: await compareAnswer(call, detailAt) };
    },
    async population(params, version) {
      const { cluster } = parsePopulationQuery(params, await listedIn(null, version));
      const read = await store.gameLog.population(cluster);
      return { value: populationAnswer(cluster, store.periods.timezone, read) };
    },
    async ranges() {
      const { timezone, weekStart } = store.periods;
      return { value: { ranges: RANGE_KEYS, timezone, week_start: weekStart } };
    },
  };
}

/**
 * The clusters of a season: keeps only where the import said (docs/adr/0070: absent reads as
 * everything), online now only where the cluster has a game log and not in an archived season
 * (docs/adr/0085): the other clusters' answers are as before.
 */
async function clusterList(store: RankingStore, season: number | null, version: number) {
  const online = season === null ? await store.gameLog.online() : new Map<string, number>();
  return (await store.clusters(season, version)).map(({ key, display, keeps }) => {
    const count = online.get(key);
    return {
      key,
      display,
      ...(keeps ? { keeps } : {}),
      ...(count === undefined ? {} : { online: count }),
    };
  });
}

/** The rankings answer of a checked call, as the store reads its page (docs/adr/0080-typed-rows.md). */
async function readRankings(
  store: RankingStore,
  call: RankingsCall,
  version: number,
): Promise<Computed> {
  const read = await store.page(call, version);
  // Kept under the version the rows were read at, so an entry never pairs one import's rows
  // with another's totals or date.
  return { version: read.version, value: rankingsAnswer(call, read) };
}

/** The rankings answer of a checked call, only sent: its rows' JSON as the database wrote it. */
async function sentRankings(
  store: RankingStore,
  call: RankingsCall,
  version: number,
): Promise<Computed> {
  const read = await store.pageText(call, RANKINGS_ROWS_TEXT, version);
  return { version: read.version, value: undefined, body: rankingsJson(call, read) };
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
