import type { PeriodRange, RangeWire } from '@ark/core';
import type { Queryable } from '../db/db';
import { type PeriodKind, type PeriodSettings, periodStart, previousPeriodStart } from './periods';

/**
 * The boards a cluster's range partition holds (docs/adr/0047-range-baselines.md): the gains of
 * the last import's day, week and month, and of the week and month before those.
 */
export const RANGE_SLOTS = ['day', 'week', 'month', 'prev_week', 'prev_month'] as const;
export type RangeSlot = (typeof RANGE_SLOTS)[number];

/**
 * Which stored slot holds each slot's rows, where periods sharing a baseline share them (a week
 * that began today has today's gains): `{ week: 'day' }`; a slot not named holds its own.
 */
export type SlotAliases = Partial<Record<RangeSlot, RangeSlot>>;

/** The slot whose rows `slot` reads. */
export const storedSlot = (slot: RangeSlot, aliases: SlotAliases): RangeSlot =>
  aliases[slot] ?? slot;

/** The slot holding the period before a kind's current one (none for a day). */
export const PREVIOUS_SLOT: Readonly<Partial<Record<PeriodKind, RangeSlot>>> = {
  week: 'prev_week',
  month: 'prev_month',
};

/** The period kind a range counts over. */
export const RANGE_KIND: Readonly<Record<PeriodRange, PeriodKind>> = {
  day: 'day',
  week: 'week',
  month: 'month',
  last_week: 'week',
  last_month: 'month',
};

/** What a cluster's stored periods say, read with the data version (times in ms, null = none). */
export interface RangeFacts {
  version: number;
  /** False when the store has no such cluster. */
  found: boolean;
  updatedAt: string | null;
  lastImport: number | null;
  firstImport: number | null;
  /** Each kind's period start of the last import. */
  starts: Record<PeriodKind, number | null>;
  /** Each kind's baseline: the import time of its values. */
  takenAt: Record<PeriodKind, number | null>;
  /** The stored slot of each slot that shares another's rows. */
  aliases: SlotAliases;
}

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** A cluster's range facts and the data version, in one statement (a primary-key lookup). */
export async function readRangeFacts(q: Queryable, cluster: string): Promise<RangeFacts> {
  const [row] = await q.query<{
    version: number;
    key: string | null;
    updatedAt: string | null;
    last: number | null;
    first: number | null;
    day: number | null;
    week: number | null;
    month: number | null;
    taken: Record<string, number> | null;
    aliases: SlotAliases | null;
  }>(
    `SELECT v.version::int AS version, c.key,
       to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
       ${ms('c.updated_at')} AS last, ${ms('c.first_import_at')} AS first,
       ${ms('c.day_start')} AS day, ${ms('c.week_start')} AS week, ${ms('c.month_start')} AS month,
       (SELECT json_object_agg(b.kind, ${ms('b.taken_at')}) FROM range_baselines b
        WHERE b.cluster = $1) AS taken, c.range_slots AS aliases
     FROM data_version v LEFT JOIN clusters c ON c.key = $1 WHERE v.id = 1`,
    [cluster],
  );
  const taken = row?.taken ?? {};
  return {
    version: row?.version ?? 0,
    found: row?.key != null,
    updatedAt: row?.updatedAt ?? null,
    lastImport: row?.last ?? null,
    firstImport: row?.first ?? null,
    starts: { day: row?.day ?? null, week: row?.week ?? null, month: row?.month ?? null },
    takenAt: { day: taken.day ?? null, week: taken.week ?? null, month: taken.month ?? null },
    aliases: row?.aliases ?? {},
  };
}

/** A range resolved against a cluster's facts and the clock: the slot to read, or none (empty). */
export interface ResolvedRange {
  slot: RangeSlot | null;
  range: RangeWire;
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/**
 * Which slot answers `key` now (docs/adr/0047-range-baselines.md). The current day, week or month
 * is its slot while the last import lies in it, else empty (no import since it began). Last week
 * (month) is the previous slot while the last import lies in this week, the week slot while it
 * lies in last week (no import yet this week), else empty. `from` is the period's start, or the
 * cluster's first import when that came later within the period; `to` the import the values come
 * from, null when none happened in the period.
 */
export function resolveRange(
  key: PeriodRange,
  facts: RangeFacts,
  now: Date,
  settings: PeriodSettings,
): ResolvedRange {
  const kind = RANGE_KIND[key];
  const current = periodStart(kind, now, settings).getTime();
  const finished = key === 'last_week' || key === 'last_month';
  const start = finished ? previousPeriodStart(kind, now, settings).getTime() : current;
  const end = finished ? current : Number.POSITIVE_INFINITY;
  const first = facts.firstImport;
  const from = first !== null && first > start && first < end ? first : start;
  const answer = (slot: RangeSlot | null, to: number | null): ResolvedRange => ({
    slot,
    range: { key, from: iso(from), to: iso(slot === null ? null : to) },
  });
  const stored = facts.starts[kind];
  if (!facts.found || stored === null) return answer(null, null);
  if (!finished) return stored === current ? answer(kind, facts.lastImport) : answer(null, null);
  if (stored === start) return answer(kind, facts.lastImport);
  const previous = PREVIOUS_SLOT[kind];
  const taken = facts.takenAt[kind];
  // The current period's baseline is the last import before it began: last period's end.
  if (stored === current && previous && taken !== null && taken >= start && taken < current) {
    return answer(previous, taken);
  }
  return answer(null, null);
}
