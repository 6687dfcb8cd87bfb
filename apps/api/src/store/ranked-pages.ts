import { PAGE_SIZE, type RangeWire } from '@ark/core';
import type { Queryable } from '../db/db';
import { type PageLookup, readRankedPage, type StatementRow } from './page-sql';

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
  /** The period read, when the request named a range (docs/adr/0041-time-ranges.md). */
  range?: RangeWire;
}

/** Rows a page of `total` matches holds: 20, fewer on the last page, none past it. */
export const expectedRows = (total: number, page: number): number =>
  Math.max(0, Math.min(PAGE_SIZE, total - page * PAGE_SIZE));

/** A statement's row as the page's snapshot. */
export function snapshot(row: StatementRow, total: number): PageSnapshot {
  return {
    rows: row.rows ?? [],
    total: row.counted === null ? 0 : total,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

/** One unsearched page: a range scan on the stored position; the total is the cluster's count. */
export async function readRankedSnapshot(q: Queryable, lookup: PageLookup): Promise<PageSnapshot> {
  const row = await readRankedPage(q, lookup);
  return snapshot(row, row.counted ?? 0);
}
