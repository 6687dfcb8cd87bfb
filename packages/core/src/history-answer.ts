// The reader of the history calls' answers (docs/adr/0063-history.md), as tolerant as the detail
// reader: a point that cannot be read is dropped alone. Loaded with the panel, like
// detail-answer.ts (docs/adr/0012-page-budget.md).
import * as z from 'zod/mini';
import type { DroppedRow } from './schemas';

/**
 * One day of a player's or tribe's history: the day's last values of its statistics, keyed by
 * row field (PlayerKills...), and its rank in each then, keyed by filter wire value (kills...);
 * a rank is null when it is not known.
 */
export interface HistoryPoint {
  /** YYYY-MM-DD in the community's time zone. */
  day: string;
  values: Readonly<Record<string, number>>;
  ranks: Readonly<Record<string, number | null>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A number as the server sends it, or as text, as the rankings reader takes them.
const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** One point, or the reason it cannot be read. */
function readPoint(raw: unknown): HistoryPoint | string {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const { day, ranks, ...fields } = raw as Record<string, unknown>;
  if (typeof day !== 'string' || !DAY.test(day)) return 'day is not YYYY-MM-DD';
  const values: Record<string, number> = {};
  for (const [field, value] of Object.entries(fields)) {
    const n = numberOf(value);
    if (n !== null) values[field] = n;
  }
  const rankOf: Record<string, number | null> = {};
  for (const [wire, rank] of Object.entries((ranks ?? {}) as Record<string, unknown>)) {
    rankOf[wire] = numberOf(rank);
  }
  return { day, values, ranks: rankOf };
}

const EnvelopeSchema = z.object({ points: z.array(z.unknown()) });

/**
 * Reads a history answer: its points oldest first (sorted by day, one a day: a later duplicate
 * wins), each point that cannot be read dropped and reported. Throws when there is no `points`.
 * @example readHistoryAnswer({ points: [{ day: '2026-11-20', PlayerKills: 3, ranks: { kills: 1 } }] }).points[0].values.PlayerKills // 3
 */
export function readHistoryAnswer(body: unknown): {
  points: HistoryPoint[];
  dropped: DroppedRow[];
} {
  const byDay = new Map<string, HistoryPoint>();
  const dropped: DroppedRow[] = [];
  EnvelopeSchema.parse(body).points.forEach((raw, index) => {
    const point = readPoint(raw);
    if (typeof point === 'string') dropped.push({ index, reason: `points.${index}: ${point}` });
    else byDay.set(point.day, point);
  });
  const points = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { points, dropped };
}
