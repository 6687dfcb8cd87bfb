import type { Cluster, View } from '@ark/core';
import type { Db, DbKind } from '../db/db';
import { LruCache } from '../http/lru-cache';
import {
  readCountedPage,
  readMarkedPage,
  readRankedPage,
  type StatementRow,
  sampleWords,
} from './page-sql';
import { type MarkRule, pageRead } from './search-positions';
import { rankedColumns, statColumn } from './view-columns';

/** One cluster as the store knows it, with its row counts and last import time. */
export interface ClusterMeta extends Cluster {
  players: number;
  tribes: number;
  updatedAt: string;
}

/** What a ranked read asks for; cluster and field are already checked. */
export interface PageRequest {
  view: View;
  cluster: string;
  /** Row field of core's filter table (e.g. PlayerKills). */
  field: string;
  /** Lowercased, trimmed; empty = no search. */
  search: string;
  page: number;
}

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
  clusters(): Promise<ClusterMeta[]>;
  /**
   * One page in ONE snapshot (docs/decisions.md#one-data-version-per-answer): rows, total, import
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

/** A searched term's matches at one data version: their number and, per ordering, its marks. */
interface TermMatches {
  version: number;
  total: number;
  k: number;
  /** Stat column -> positions of every k-th match in that ordering. */
  marks: Map<string, Int32Array>;
}

/**
 * Reads rankings computed at import: a page is a range scan on a stored position. A search counts
 * its term once per data version and ordering and keeps the positions of its matches (every one,
 * or every k-th), so later pages of it, deep ones included, cost a lookup of 20 positions or a
 * walk of about `walkRows` index entries, not a pass over every match (docs/decisions.md#search).
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
  let meta: { version: number; clusters: ClusterMeta[] } | null = null;
  // Per data version, view, cluster and term.
  const matches = new LruCache<TermMatches>(50_000, {
    maxWeight: maxMarkedPositions,
    weigh: (entry) => 16 + [...entry.marks.values()].reduce((n, m) => n + m.length, 0),
  });
  // First reads of a term under way: later ones for the same term wait for its marks.
  const counting = new Map<string, Promise<TermMatches>>();

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

  const clusters = async (): Promise<ClusterMeta[]> => {
    const v = await version();
    if (meta?.version === v) return meta.clusters;
    const rows = await db.query<ClusterMeta>(
      `SELECT key, display, players, tribes, to_char(updated_at AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
       FROM clusters ORDER BY sort_order, key`,
    );
    meta = { version: v, clusters: rows };
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

  /** A term's first read at a data version: counts and marks it, and reads the page. */
  const countedPage = async (request: PageRequest, key: string) => {
    const row = await readCountedPage(db, request, {
      indexPattern: await indexPattern(request),
      exactMax,
      walkRows,
    });
    const columns = rankedColumns(request.view);
    const entry: TermMatches = {
      version: row.version,
      total: row.total,
      k: row.k,
      marks: new Map(columns.map((col, i) => [col, Int32Array.from(row.marks[i] ?? [])])),
    };
    matches.set(`${row.version}|${key}`, entry);
    return { row, entry };
  };

  const searchPage = async (request: PageRequest): Promise<PageSnapshot> => {
    const { view, cluster, field, search, page } = request;
    const key = `${view}|${cluster}|${search}`;
    const v = await version();
    let entry = matches.get(`${v}|${key}`);
    if (!entry) {
      const started = counting.get(`${v}|${key}`);
      if (started) {
        entry = await started.catch(() => undefined);
      } else {
        const counted = countedPage(request, key);
        const shared = counted.then(({ entry }) => entry);
        shared.catch(() => {});
        counting.set(`${v}|${key}`, shared);
        try {
          const { row, entry } = await counted;
          return snapshot(row, entry.total);
        } finally {
          counting.delete(`${v}|${key}`);
        }
      }
    }
    if (entry) {
      const marks = entry.marks.get(statColumn(view, field)) ?? new Int32Array();
      const row = await readMarkedPage(db, request, pageRead({ ...entry, marks }, page));
      if (row.version === entry.version) return snapshot(row, entry.total);
    }
    // An import landed since the marks were taken: count again, in the new data's snapshot.
    const { row, entry: fresh } = await countedPage(request, key);
    return snapshot(row, fresh.total);
  };

  return {
    kind: db.kind,
    version,
    invalidate: () => {
      known = null;
    },
    clusters,
    page: async (request) => {
      if (request.search !== '') return searchPage(request);
      const row = await readRankedPage(db, request);
      return snapshot(row, row.counted ?? 0);
    },
  };
}

/** A statement's row as the page's snapshot. */
function snapshot(row: StatementRow, total: number): PageSnapshot {
  return {
    rows: row.rows ?? [],
    total: row.counted === null ? 0 : total,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
