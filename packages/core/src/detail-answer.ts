// The reader of the detail calls' answers (docs/adr/0017-detail-view.md), as tolerant as the
// rankings reader in schemas.ts. The client imports it when a panel first asks, and
// `@ark/core/panel` exports it, so it is not in the page's first load
// (docs/adr/0012-page-budget.md).
import * as z from 'zod/mini';
import { isRangeKey, type Pagination, type RangeKey } from './contract';
import type { HistoryPoint } from './history-answer';
import {
  CountSchema,
  type DroppedRow,
  issueOf,
  PLAYER_SEEN_SHAPE,
  PLAYER_STATS_SHAPE,
  type PlayerRow,
  PlayerRowSchema,
  RankChangeSchema,
  RowIdSchema,
  readRows,
  StatNumberSchema,
  TRIBE_STATS_SHAPE,
  withTribeAliases,
} from './schemas';

/**
 * Whether a player's id is one a game log made from a name, its line having no id (Survival
 * Evolved): `n` and 31 hex, never a SteamID64 or an EOS id (apps/api's nameId,
 * docs/adr/0085-the-game-log-source.md). A panel says so only of a player with sessions.
 * @example isNameKeyedId('n0123456789abcdef0123456789abcde') // true
 */
export const isNameKeyedId = (id: string): boolean => /^n[\da-f]{31}$/.test(id);

/** A player of the player detail call: every statistic, the plugin's extra ones included. */
export const PlayerDetailSchema = z.object({
  SteamID: RowIdSchema,
  ...PLAYER_STATS_SHAPE,
  TribeID: RowIdSchema,
  WildDinoKills: StatNumberSchema,
  DinosTamed: StatNumberSchema,
  DeathByDino: StatNumberSchema,
  DeathByWildDino: StatNumberSchema,
  ...PLAYER_SEEN_SHAPE,
});
export type PlayerDetail = z.output<typeof PlayerDetailSchema>;

/** A tribe of the tribe detail call: its totals and its member count. */
export const TribeDetailSchema = z.pipe(
  z.transform(withTribeAliases),
  z.object({ TribeID: RowIdSchema, ...TRIBE_STATS_SHAPE, Members: StatNumberSchema }),
);
export type TribeDetail = z.output<typeof TribeDetailSchema>;

/** A player's or tribe's medals: how many weeks it placed first, second and third. */
export const MedalCountSchema = z.object({
  gold: CountSchema,
  silver: CountSchema,
  bronze: CountSchema,
});
export type MedalCount = z.output<typeof MedalCountSchema>;

/**
 * One rank of a player or tribe, "#3 of 3,000 in Kills" (docs/adr/0017-detail-view.md): the
 * filter's wire value, the rank (null: not ranked in the range asked), how many are ranked, and
 * the movement (none in a range).
 */
export const RankFactSchema = z.object({
  filter: z.string(),
  rank: z.nullable(CountSchema),
  of: CountSchema,
  rank_change: RankChangeSchema,
});
export type RankFact = z.output<typeof RankFactSchema>;

/**
 * The period a detail answer ranks over (docs/adr/0041-time-ranges.md); an answer without it, or
 * with one the page cannot read, is the all-time board's.
 */
export interface AnswerRange {
  key: RangeKey;
  /** ISO time of the period's effective start; null for all. */
  from: string | null;
  /** ISO time of the import the values come from; null when none happened in the period. */
  to: string | null;
}

// Read by hand rather than with z.enum and z.catch: the page's zod stays the first load's.
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const AnswerRangeSchema = z.pipe(
  z.unknown(),
  z.transform((value): AnswerRange | null => {
    const range = (value ?? {}) as Record<string, unknown>;
    return isRangeKey(range.key)
      ? { key: range.key, from: text(range.from), to: text(range.to) }
      : null;
  }),
);

/** What the player detail call answers, as the page holds it. */
export interface PlayerAnswer {
  kind: 'player';
  player: PlayerDetail;
  ranks: RankFact[];
  updatedAt: string | null;
  /** The period of a call that named a range; null for the all-time board. */
  range: AnswerRange | null;
  /**
   * Its history, oldest first (docs/adr/0063-history.md): absent when not asked (an archived
   * season), null when the backend has none or the call failed.
   */
  history?: readonly HistoryPoint[] | null;
  /**
   * Its weekly podium places in the hall of fame (docs/adr/0074-the-hall-of-fame.md): absent when
   * the backend sends none or they cannot be read.
   */
  medals?: MedalCount;
}

/** What the tribe detail call answers, as the page holds it: one page of members by kills. */
export interface TribeAnswer {
  kind: 'tribe';
  tribe: TribeDetail;
  ranks: RankFact[];
  members: { rows: PlayerRow[]; pagination: Pagination };
  updatedAt: string | null;
  /** The period of a call that named a range; null for the all-time board. */
  range: AnswerRange | null;
  /**
   * Its history, oldest first (docs/adr/0063-history.md): absent when not asked (an archived
   * season), null when the backend has none or the call failed.
   */
  history?: readonly HistoryPoint[] | null;
  /**
   * Its weekly podium places in the hall of fame (docs/adr/0074-the-hall-of-fame.md): absent when
   * the backend sends none or they cannot be read.
   */
  medals?: MedalCount;
}

export type DetailAnswer = PlayerAnswer | TribeAnswer;

const DetailEnvelopeSchema = z.object({
  player: z.optional(PlayerDetailSchema),
  tribe: z.optional(TribeDetailSchema),
  ranks: z._default(z.array(z.unknown()), []),
  members: z.optional(z.unknown()),
  updated_at: z.optional(z.nullable(z.string())),
  range: z._default(AnswerRangeSchema, null),
  medals: z.optional(z.unknown()),
});

/** A detail answer read part by part, with what was left out. */
export interface DetailRead<Answer extends DetailAnswer> {
  answer: Answer;
  /** Rank facts (`ranks.N`) and members (`members.N`) that could not be read. */
  dropped: DroppedRow[];
}

/**
 * Reads a detail answer as a tolerant reader: the player (or tribe) must be there; a rank fact
 * or a member that cannot be read is dropped alone and reported; the members block must read as
 * a rankings answer does. Throws when the answer is unusable.
 * @example readDetailAnswer('player', body).answer.ranks[0] // { filter: 'kills', rank: 3, of: 3000, rank_change: 1 }
 */
export function readDetailAnswer(kind: 'player', body: unknown): DetailRead<PlayerAnswer>;
export function readDetailAnswer(kind: 'tribe', body: unknown): DetailRead<TribeAnswer>;
export function readDetailAnswer(kind: 'player' | 'tribe', body: unknown): DetailRead<DetailAnswer>;
export function readDetailAnswer(
  kind: 'player' | 'tribe',
  body: unknown,
): DetailRead<DetailAnswer> {
  const envelope = DetailEnvelopeSchema.parse(body);
  const dropped: DroppedRow[] = [];
  const ranks: RankFact[] = [];
  envelope.ranks.forEach((raw, index) => {
    const read = RankFactSchema.safeParse(raw);
    if (read.success) ranks.push(read.data);
    else dropped.push({ index, reason: `ranks.${index}: ${issueOf(read.error)}` });
  });
  const { range } = envelope;
  const updatedAt = envelope.updated_at ?? null;
  // Medals that cannot be read are left out alone: the panel shows none.
  const read = MedalCountSchema.safeParse(envelope.medals);
  const medals = read.success ? { medals: read.data } : {};
  if (kind === 'player') {
    if (!envelope.player) throw new Error('the answer has no player');
    return {
      answer: { kind, player: envelope.player, ranks, updatedAt, range, ...medals },
      dropped,
    };
  }
  if (!envelope.tribe) throw new Error('the answer has no tribe');
  const members = readRows(PlayerRowSchema, envelope.members);
  for (const row of members.dropped) {
    dropped.push({ index: row.index, reason: `members.${row.index}: ${row.reason}` });
  }
  return {
    answer: {
      kind,
      tribe: envelope.tribe,
      ranks,
      members: { rows: members.rows, pagination: members.pagination },
      updatedAt,
      range,
      ...medals,
    },
    dropped,
  };
}
