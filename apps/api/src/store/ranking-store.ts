import { type Cluster, PAGE_SIZE, type View } from '@ark/core';
import type { Db, DbKind } from '../db/db';
import { LruCache } from '../http/lru-cache';
import {
  type DetailRequest,
  type DetailSnapshot,
  type PlayerAnswer,
  readPlayer,
  readTribe,
  type TribeAnswer,
  type TribeDetailRequest,
} from './detail-sql';
import {
  type CountedRow,
  readCountedPage,
  readMarkedPage,
  readMarksPage,
  readRankedPage,
  type SearchRequest,
  type StatementRow,
  sampleWords,
} from './page-sql';
import { readSource } from './read-source';
import { type MarkRule, markStep, planRead, type TermMatches } from './search-positions';
import { listSeasons, type SeasonMeta } from './seasons';
import { rankedColumns, statColumn } from './view-columns';

/** One cluster as the store knows it, with its row counts and last import time. */
export interface ClusterMeta extends Cluster {
  players: number;
  tribes: number;
  updatedAt: string;
}

/** What a ranked read asks for; cluster and field are already checked (the SQL's own request). */
export type PageRequest = SearchRequest;

/** One page of rows (spec field names) and the number of rows matched in all. */
export interface PageResult {
  rows: Record<string, unknown>[];
  total: number;
}

/** A page read in one snapshot: its rows, total and import time all of data version `version`. */
export interface PageSnapshot extends PageResult {
  version: number;
  /** The cluster's last import (ISO 8601), or null when the cluster is gone. */
  updatedAt: string | null;
}

export interface RankingStore {
  readonly kind: DbKind;
  /** The data version, re-read at most every `versionTtlMs`. */
  version(): Promise<number>;
  /** Forgets the known version so the next call reads it (after an in-process import). */
  invalidate(): void;
  /** The clusters of the current season, or of an archived one (checked against `seasons()`). */
  clusters(season?: number | null): Promise<ClusterMeta[]>;
  /** The archived seasons, newest first (docs/adr/0037-moderation-and-seasons.md). */
  seasons(): Promise<SeasonMeta[]>;
  /** One player, in one snapshot; `answer` null when unknown or hidden. */
  player(request: DetailRequest): Promise<DetailSnapshot<PlayerAnswer>>;
  /** One tribe and a page of its members, in one snapshot; `answer` null when unknown or hidden. */
  tribe(request: TribeDetailRequest): Promise<DetailSnapshot<TribeAnswer>>;
  /**
   * One page in ONE snapshot (docs/adr/0010-one-data-version-per-answer.md): rows, total, import
   * time and the data version they belong to, so an import landing meanwhile never mixes in.
   */
  page(request: PageRequest): Promise<PageSnapshot>;
}

export interface RankingStoreOptions {
  /** How long a read data version is trusted; imports by other processes show after this. */
  versionTtlMs?: number;
  now?: () => number;
  /** How a term's matches are kept (search-positions.ts). */
  marks?: MarkRule;
  /** Integers of term positions kept in all (4 bytes each); the least recently used go first. */
  maxMarkedPositions?: number;
}

/** Escapes LIKE wildcards so `%` and `_` in a search match literally (escape char `\`). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Entries of an ordering sampled to tell a term's rare word from its common ones. */
const WORD_SAMPLE_ROWS = 2000;

/**
 * Reads rankings computed at import: a page is a range scan on a stored position. A search counts
 * its term once per data version and keeps what it learnt (every match's position for a rare
 * term, marks per ordering for a common one), so later pages of it, deep ones included, cost a
 * lookup of 20 positions or a walk of about `walkRows` index entries, not a pass over every match
 * (docs/adr/0024-search.md).
 */
export function createRankingStore(
  db: Db,
  {
    versionTtlMs = 1000,
    now = Date.now,
    marks: rule = {},
    maxMarkedPositions = 8_000_000,
  }: RankingStoreOptions = {},
): RankingStore {
  const { exactMax = 20_000, walkRows = 2_000 } = rule;
  let known: { version: number; at: number } | null = null;
  let pending: Promise<number> | null = null;
  // Per season (or 'current'), the clusters read at a data version; and the seasons.
  const meta = new Map<string, { version: number; clusters: ClusterMeta[] }>();
  let seasonList: { version: number; seasons: SeasonMeta[] } | null = null;
  // Per data version, view, cluster and term.
  const matches = new LruCache<TermMatches>(50_000, {
    maxWeight: maxMarkedPositions,
    weigh: (term) =>
      16 +
      [...(term.exact?.values() ?? [])].reduce((n, list) => n + list.length, 0) +
      [...term.marks.values()].reduce((n, { marks }) => n + marks.length, 0),
  });
  // First reads of a term, and marks of an ordering, under way: later reads wait for them.
  const counting = new Map<string, Promise<TermMatches>>();
  const marking = new Map<string, Promise<unknown>>();

  const readVersion = async () => {
    const [row] = await db.query<{ version: number }>(
      'SELECT version::int AS version FROM data_version WHERE id = 1',
    );
    return row?.version ?? 0;
  };

  const version = async (): Promise<number> => {
    if (known && now() - known.at < versionTtlMs) return known.version;
    // While a re-read is in flight (PGlite blocks it during an import), serve the known version.
    if (known && pending) return known.version;
    pending ??= readVersion()
      .then((v) => {
        known = { version: v, at: now() };
        return v;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  const clusters = async (season: number | null = null): Promise<ClusterMeta[]> => {
    const v = await version();
    const slot = String(season ?? 'current');
    const held = meta.get(slot);
    if (held?.version === v) return held.clusters;
    const rows = await db.query<ClusterMeta>(
      `SELECT key, display, players, tribes, to_char(updated_at AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
       FROM ${readSource(season).clusters} c ORDER BY sort_order, key`,
    );
    if (held) meta.clear();
    meta.set(slot, { version: v, clusters: rows });
    return rows;
  };

  const seasons = async (): Promise<SeasonMeta[]> => {
    const v = await version();
    if (seasonList?.version === v) return seasonList.seasons;
    const rows = await listSeasons(db);
    seasonList = { version: v, seasons: rows };
    return rows;
  };

  /**
   * The LIKE pattern to ask the trigram index: the term, or a word of it the sample never saw;
   * null under 3 letters, where no trigram serves.
   */
  const indexPattern = async (request: PageRequest): Promise<string | null> => {
    if (request.search.length < 3) return null;
    const words = [...new Set(request.search.split(/[^\p{L}\p{N}]+/u))].filter(
      (word) => word.length >= 3,
    );
    if (words.length < 2) return likePattern(request.search);
    // A common word (a first name) carries long posting lists: intersecting them costs more than
    // checking the few rows of a rare word (a number) against the whole term.
    const counts = await sampleWords(db, request, words, WORD_SAMPLE_ROWS);
    const unseen = words.filter((_, i) => counts[i] === 0);
    if (unseen.length === 0) return likePattern(request.search);
    return likePattern(unseen.reduce((a, b) => (b.length > a.length ? b : a)));
  };

  /** Keeps what a counting statement learnt of a term, under the version it read. */
  const remember = (
    key: string,
    view: View,
    row: CountedRow,
    exact: (number[] | null)[] | null = null,
  ): TermMatches => {
    const columns = rankedColumns(view);
    const term: TermMatches = {
      version: row.version,
      total: row.total,
      rows: row.counted ?? 0,
      exact: exact && new Map(columns.map((col, i) => [col, Int32Array.from(exact[i] ?? [])])),
      marks: new Map(),
    };
    matches.set(`${row.version}|${key}`, term);
    return term;
  };

  /** A term's first read at a data version (readCountedPage), kept under that version. */
  const firstRead = async (request: PageRequest, key: string, like: string | null) => {
    const row = await readCountedPage(db, request, { like, exactMax, walkRows });
    return { row, term: remember(key, request.view, row, row.exact) };
  };

  /**
   * A page of a term known at `term.version`, in one statement; null when the data changed since
   * (the positions and total known are of another import).
   */
  const readKnown = async (
    request: PageRequest,
    key: string,
    term: TermMatches,
  ): Promise<PageSnapshot | null> => {
    const col = statColumn(request.view, request.field);
    const plan = planRead(term, col, request.page, rule);
    if (plan.kind === 'positions' || plan.kind === 'walk') {
      const row = await readMarkedPage(db, request, plan);
      return row.version === term.version ? snapshot(row, term.total) : null;
    }
    const like = request.search.length < 3 ? null : likePattern(request.search);
    if (plan.kind === 'exact') {
      // Few matches known without their positions (marks made across an import): read them all.
      const { row } = await firstRead(request, key, like);
      const whole = (row.rows?.length ?? 0) === expectedRows(row.total, request.page);
      return whole ? snapshot(row, row.total) : null;
    }
    const slot = `${term.version}|${key}|${col}`;
    const started = marking.get(slot);
    if (started) {
      await started.catch(() => {});
      const marked = matches.get(`${term.version}|${key}`);
      if (marked?.marks.has(col)) return readKnown(request, key, marked);
    }
    const read = markedRead(request, key, like, plan.k);
    marking.set(slot, read);
    return read.finally(() => marking.delete(slot));
  };

  /**
   * A page read from its ordering's sorted matches, every k-th position kept as marks for later
   * pages; counted again in the same statement, so the answer is whole whatever landed meanwhile.
   */
  const markedRead = async (
    request: PageRequest,
    key: string,
    like: string | null,
    k: number,
  ): Promise<PageSnapshot> => {
    const row = await readMarksPage(db, request, { like, k });
    const kept = matches.get(`${row.version}|${key}`) ?? remember(key, request.view, row);
    const col = statColumn(request.view, request.field);
    const marks = new Map(kept.marks).set(col, { k, marks: Int32Array.from(row.marks ?? []) });
    matches.set(`${row.version}|${key}`, { ...kept, marks });
    return snapshot(row, row.total);
  };

  /** The first read of a term at known version `v`; one at a time per term (later ones wait). */
  const countOnce = (request: PageRequest, key: string, slot: string) => {
    const first = indexPattern(request)
      .then((like) => firstRead(request, key, like))
      .then((read) => {
        // Also under the version asked with, which lags an import by up to versionTtlMs: reads
        // meanwhile find the term (and check that they read its version) instead of counting.
        matches.set(slot, read.term);
        return read;
      });
    const shared = first.then(({ term }) => term);
    shared.catch(() => {});
    counting.set(slot, shared);
    return first.finally(() => counting.delete(slot));
  };

  const searchPage = async (request: PageRequest): Promise<PageSnapshot> => {
    const { view, cluster, search, page, season = null } = request;
    const key = `${view}|${season ?? ''}|${cluster}|${search}`;
    const slot = `${await version()}|${key}`;
    let term = matches.get(slot);
    const started = term ? undefined : counting.get(slot);
    // No await between looking for a first read under way and starting one.
    if (started) term = await started.catch(() => undefined);
    if (!term) {
      const { row, term: counted } = await countOnce(request, key, slot);
      // Short when the page of a common term lies past the first walk: read on below.
      if ((row.rows?.length ?? 0) === expectedRows(row.total, page)) {
        return snapshot(row, row.total);
      }
      term = counted;
    }
    const known = await readKnown(request, key, term);
    if (known) return known;
    // An import landed since the term was counted: the statement that reads any page whole.
    const like = search.length < 3 ? null : likePattern(search);
    return markedRead(request, key, like, markStep(term.total, term.rows, rule));
  };

  return {
    kind: db.kind,
    version,
    invalidate: () => {
      known = null;
    },
    clusters,
    seasons,
    player: (request) => readPlayer(db, request),
    tribe: (request) => readTribe(db, request),
    page: async (request) => {
      if (request.search !== '') return searchPage(request);
      const row = await readRankedPage(db, request);
      return snapshot(row, row.counted ?? 0);
    },
  };
}

/** Rows a page of `total` matches holds: 20, fewer on the last page, none past it. */
const expectedRows = (total: number, page: number) =>
  Math.max(0, Math.min(PAGE_SIZE, total - page * PAGE_SIZE));

/** A statement's row as the page's snapshot. */
function snapshot(row: StatementRow, total: number): PageSnapshot {
  return {
    rows: row.rows ?? [],
    total: row.counted === null ? 0 : total,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
