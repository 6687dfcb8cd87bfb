// What the page reads from any backend, as a tolerant reader (docs/adr/0008-tolerant-reader.md):
// numbers or numeric strings, missing statistics, community field names and page links are all
// read; a row that cannot be read is dropped alone. The strict shapes the reference server sends,
// which its OpenAPI document is generated from, are in wire.ts.
import * as z from 'zod/mini';
import {
  isRowId,
  KEPT_STATS,
  MAX_SEASON_ID,
  NUMERIC_TEXT,
  type Pagination,
  RANGE_KEYS,
} from './contract';

const REQUIRED = Symbol('required');

/**
 * A number as backends send it: a JSON number or a numeric string (BIGINT columns often arrive as
 * strings). `missing` is what null or an absent field becomes, or REQUIRED to refuse it. Built from
 * `unknown` + one transform rather than unions and regex checks, which keeps zod/mini's share of
 * the page's JS budget small.
 */
function wireNumber<Missing>(whole: boolean, missing: Missing) {
  type Out = number | Exclude<Missing, typeof REQUIRED>;
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx): Out => {
      if (value === null || value === undefined) {
        if (missing !== REQUIRED) return missing as Exclude<Missing, typeof REQUIRED>;
      } else {
        const n =
          typeof value === 'number' || (typeof value === 'string' && NUMERIC_TEXT.test(value))
            ? Number(value)
            : Number.NaN;
        if (Number.isFinite(n) && (!whole || (Number.isInteger(n) && n >= 0))) return n;
      }
      ctx.issues.push({
        code: 'custom',
        message: whole ? 'Expected a whole number >= 0' : 'Expected a number',
        input: value,
      });
      return z.NEVER;
    }),
  );
}

/** A statistic: a number or numeric string; missing or null parses to undefined (N/A or 0). */
export const StatNumberSchema = z.optional(wireNumber(false, undefined));

/**
 * A player's count a source may lack (a game log keeps no kills): null is missing, shown N/A;
 * absent stays undefined, shown 0 (docs/behaviour.md#missing-values).
 */
export const LackableCountSchema = z.optional(wireNumber(false, null));

/** A required count (total_pages, current_page, total_records): a whole number >= 0. */
export const CountSchema = wireNumber(true, REQUIRED);

/** What a page reference that is a link (`"https://…?page=2"`) reads as, until resolved. */
const PAGE_LINK = 'link';

/**
 * A page reference (next, prev): a whole number >= 0 or a numeric string; null or missing at the
 * ends; a link (any other text, as some community backends send) reads as PAGE_LINK, resolved
 * from the page numbers by PaginationSchema (docs/adr/0008-tolerant-reader.md).
 */
const PageRefSchema = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): number | null | typeof PAGE_LINK => {
      if (typeof value === 'string' && value !== '' && !NUMERIC_TEXT.test(value)) return PAGE_LINK;
      const read = wireNumber(true, null).safeParse(value);
      if (read.success) return read.data;
      ctx.issues.push({ code: 'custom', message: 'Expected a page number or link', input: value });
      return z.NEVER;
    }),
  ),
  null,
);

/**
 * KD as the backend wrote it: a number or numeric string, kept as text so "2.50" or "1999.00"
 * shows with its decimals (docs/adr/0005-wire-contract.md); missing or null parses to undefined (computed).
 */
const KdSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): string | undefined => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value === 'string' && NUMERIC_TEXT.test(value) && Number.isFinite(Number(value)))
        return value;
      ctx.issues.push({ code: 'custom', message: 'Expected a number', input: value });
      return z.NEVER;
    }),
  ),
);

/** A name as backends send it: text, a number (some send ids), or missing/null -> ''. */
export const NameSchema = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): string => {
      if (value === null || value === undefined) return '';
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      ctx.issues.push({ code: 'custom', message: 'Expected a name', input: value });
      return z.NEVER;
    }),
  ),
  '',
);

/**
 * A player's or tribe's id as backends send it: text that passes the id rule (a SteamID64, an EOS
 * id, a plugin's key), or a whole number >= 0 that a double holds exactly. Anything else (a
 * SteamID that lost digits as a JSON number, 0 = no tribe in the plugin's tables, text outside
 * the rule) reads as undefined: the row stays, its name is not a button
 * (docs/adr/0008-tolerant-reader.md).
 */
export const RowIdSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): string | undefined => {
      const text =
        typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
          ? String(value)
          : value;
      return isRowId(text) && !/^0+$/.test(text) ? text : undefined;
    }),
  ),
);

/**
 * A row's movement since the previous import (docs/adr/0018-movement.md): a whole number (up
 * when positive) or null for a new row. Missing, or anything else, reads as undefined: no
 * movement shown, the row kept.
 */
export const RankChangeSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): number | null | undefined => {
      if (value === null) return null;
      const n =
        typeof value === 'number' || (typeof value === 'string' && NUMERIC_TEXT.test(value))
          ? Number(value)
          : Number.NaN;
      return Number.isSafeInteger(n) ? n : undefined;
    }),
  ),
);

/**
 * `keeps` as the page reads it (docs/adr/0008-tolerant-reader.md): a statistic it does not know
 * is dropped; anything unreadable reads as missing, and missing keeps everything.
 */
export const ClusterKeepsSchema = z.catch(
  z.optional(
    z.pipe(
      z.object({ tribes: z.boolean(), stats: z.array(z.string()) }),
      z.transform(
        // cluster-keeps.ts's ClusterKeeps: its statistics are the filters' wire values.
        ({
          tribes,
          stats,
        }): { tribes: boolean; stats: readonly (typeof KEPT_STATS)[number][] } => ({
          tribes,
          stats: KEPT_STATS.filter((wire) => stats.includes(wire)),
        }),
      ),
    ),
  ),
  undefined,
);

/**
 * A count a backend may leave out (a game log's): a whole number >= 0, else undefined (the rest
 * of what carries it is kept).
 */
export const OptionalCountSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): number | undefined =>
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined,
    ),
  ),
);

/**
 * One cluster of servers (key on the wire, display for people), what its source keeps when the
 * backend says (ClusterKeepsSchema; absent = everything), and its players online now when it has
 * a game log (absent, or unreadable: none said).
 */
export const ClusterSchema = z.object({
  key: z.string().check(z.minLength(1)),
  display: z.string().check(z.minLength(1)),
  keeps: ClusterKeepsSchema,
  online: OptionalCountSchema,
});
export type Cluster = z.infer<typeof ClusterSchema>;

/** The answer of the two `/clusters` calls. */
export const ClusterListSchema = z.array(ClusterSchema);
export type ClusterList = z.infer<typeof ClusterListSchema>;

/**
 * Paging facts of a rankings answer; pages are zero-based, `next`/`prev` null at the ends. The
 * page needs only `total_pages` and `current_page`; `total_records` may be missing, and a
 * `next`/`prev` sent as a link is read as the page number it must be
 * (docs/adr/0008-tolerant-reader.md).
 */
export const PaginationSchema = z.pipe(
  z.object({
    total_pages: CountSchema,
    current_page: CountSchema,
    next: PageRefSchema,
    prev: PageRefSchema,
    total_records: z.optional(CountSchema),
  }),
  z.transform(
    ({ next, prev, ...counts }): Pagination => ({
      ...counts,
      next:
        next !== PAGE_LINK
          ? next
          : counts.current_page + 1 < counts.total_pages
            ? counts.current_page + 1
            : null,
      prev: prev !== PAGE_LINK ? prev : counts.current_page > 0 ? counts.current_page - 1 : null,
    }),
  ),
);

/**
 * Names some community backends give the tribe totals, read as the names the page uses
 * (docs/adr/0008-tolerant-reader.md). A row that carries both keeps the page's own.
 */
const TRIBE_STAT_ALIASES = {
  Kills: 'TotalKills',
  Deaths: 'TotalDeaths',
  DinoKills: 'TotalTameKills',
  PlayTime: 'TotalPlayTime',
} as const;

/** A tribe row with its community stat names read as the page's (TRIBE_STAT_ALIASES). */
export function withTribeAliases(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const read: Record<string, unknown> = { ...row };
  for (const [alias, name] of Object.entries(TRIBE_STAT_ALIASES)) {
    if (read[name] === undefined && read[alias] !== undefined) read[name] = read[alias];
  }
  return read;
}

/** The statistics of a tribe, in a ranking row and in the tribe detail answer. */
export const TRIBE_STATS_SHAPE = {
  TribeName: NameSchema,
  DamageScore: StatNumberSchema,
  TotalKills: StatNumberSchema,
  TotalDeaths: StatNumberSchema,
  KD: KdSchema,
  TotalTameKills: StatNumberSchema,
  TotalPlayTime: StatNumberSchema,
};

/**
 * When a player was last seen in the cluster's game log: an ISO 8601 time, null while online
 * now, undefined where the backend says nothing (or anything else: the row is kept).
 * @example LastSeenSchema.parse('2026-04-05T11:30:00.000Z') // "2026-04-05T11:30:00.000Z"
 */
export const LastSeenSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): string | null | undefined => {
      if (value === null) return null;
      return typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : undefined;
    }),
  ),
);

/** A player's count of sessions in the game log: a whole number >= 0, else undefined. */
export const SessionsSchema = OptionalCountSchema;

/** A player's game-log fields, in a ranking row and in the player detail answer (optional). */
export const PLAYER_SEEN_SHAPE = { LastSeen: LastSeenSchema, Sessions: SessionsSchema };

/** The statistics of a player, in a ranking row and in the player detail answer. */
export const PLAYER_STATS_SHAPE = {
  PlayerName: NameSchema,
  TribeName: NameSchema,
  PlayTime: StatNumberSchema,
  PlayerKills: LackableCountSchema,
  DinoKills: LackableCountSchema,
  DeathByPlayer: LackableCountSchema,
  KD: KdSchema,
};

/**
 * One row of the tribe ranking (docs/behaviour.md#data-the-page-reads); unknown extra fields are
 * ignored, and `TribeID` and `rank_change` may be missing (a backend in the wild).
 */
export const TribeRowSchema = z.pipe(
  z.transform(withTribeAliases),
  z.object({
    rank: StatNumberSchema,
    ...TRIBE_STATS_SHAPE,
    TribeID: RowIdSchema,
    rank_change: RankChangeSchema,
  }),
);
export type TribeRow = z.output<typeof TribeRowSchema>;

/**
 * One row of the player ranking (docs/behaviour.md#data-the-page-reads); unknown extra fields are
 * ignored, and `SteamID`, `TribeID` and `rank_change` may be missing (a backend in the wild).
 */
export const PlayerRowSchema = z.object({
  rank: StatNumberSchema,
  ...PLAYER_STATS_SHAPE,
  SteamID: RowIdSchema,
  TribeID: RowIdSchema,
  rank_change: RankChangeSchema,
  ...PLAYER_SEEN_SHAPE,
});
export type PlayerRow = z.infer<typeof PlayerRowSchema>;

/** The answer of the tribe rankings call (`RANKINGS_PATHS.tribes`). */
export const TribeRankingResponseSchema = z.object({
  ranking_data: z.array(TribeRowSchema),
  pagination: PaginationSchema,
  /** When the served data was last imported (ISO 8601); optional, for "Data as of". */
  updated_at: z.optional(z.nullable(z.string())),
});
export type TribeRankingResponse = z.infer<typeof TribeRankingResponseSchema>;

/** The answer of the player rankings call (`RANKINGS_PATHS.players`). */
export const PlayerRankingResponseSchema = z.object({
  ranking_data: z.array(PlayerRowSchema),
  pagination: PaginationSchema,
  /** When the served data was last imported (ISO 8601); optional, for "Data as of". */
  updated_at: z.optional(z.nullable(z.string())),
});
export type PlayerRankingResponse = z.infer<typeof PlayerRankingResponseSchema>;

export type RankingResponse = TribeRankingResponse | PlayerRankingResponse;

const EnvelopeSchema = z.object({
  ranking_data: z.array(z.unknown()),
  pagination: PaginationSchema,
  updated_at: z.optional(z.nullable(z.string())),
});

/** A row a tolerant read left out, and why (for the console). */
export interface DroppedRow {
  /** Zero-based position in `ranking_data`. */
  index: number;
  reason: string;
}

/** A rankings answer read row by row. */
export interface RankingAnswer<Row> {
  rows: Row[];
  pagination: Pagination;
  updatedAt: string | null;
  dropped: DroppedRow[];
}

/** The first issue of a failed read, as "field: message". */
export function issueOf(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'row';
  return `${field}: ${issue?.message ?? 'unreadable'}`;
}

/** A rankings envelope read row by row with `schema` (readRankingAnswer's rules). */
export function readRows<Row>(schema: z.ZodMiniType<Row>, body: unknown): RankingAnswer<Row> {
  const envelope = EnvelopeSchema.parse(body);
  const rows: Row[] = [];
  const dropped: DroppedRow[] = [];
  envelope.ranking_data.forEach((raw, index) => {
    const read = schema.safeParse(raw);
    if (read.success) rows.push(read.data);
    else dropped.push({ index, reason: issueOf(read.error) });
  });
  if (rows.length === 0 && dropped.length > 0) {
    throw new Error(`none of the ${dropped.length} rows could be read (${dropped[0]?.reason})`);
  }
  return { rows, pagination: envelope.pagination, updatedAt: envelope.updated_at ?? null, dropped };
}

/**
 * Reads a rankings answer as a tolerant reader (docs/adr/0008-tolerant-reader.md): the envelope
 * must carry `ranking_data` and the page numbers; a row that cannot be read is dropped on its own
 * and reported in `dropped`. Throws when the envelope is unusable, or when rows came and none
 * could be read (an empty `ranking_data` is a real, empty board).
 * @example readRankingAnswer('tribes', body).dropped // [{ index: 3, reason: 'KD: Expected a number' }]
 */
export function readRankingAnswer(
  view: 'tribes',
  body: unknown,
): RankingAnswer<z.output<typeof TribeRowSchema>>;
export function readRankingAnswer(
  view: 'players',
  body: unknown,
): RankingAnswer<z.output<typeof PlayerRowSchema>>;
export function readRankingAnswer(
  view: 'tribes' | 'players',
  body: unknown,
): RankingAnswer<z.output<typeof TribeRowSchema> | z.output<typeof PlayerRowSchema>>;
export function readRankingAnswer(view: 'tribes' | 'players', body: unknown) {
  return view === 'tribes' ? readRows(TribeRowSchema, body) : readRows(PlayerRowSchema, body);
}

/** A season id: a whole number from 1, as a number or numeric text. */
const SeasonIdSchema = z.pipe(
  CountSchema,
  z.transform((id, ctx): number => {
    if (id >= 1 && id <= MAX_SEASON_ID) return id;
    ctx.issues.push({ code: 'custom', message: 'Expected a season id', input: id });
    return z.NEVER;
  }),
);

/** One archived season as the seasons call lists it (docs/adr/0037-moderation-and-seasons.md). */
export const SeasonSchema = z.object({
  id: SeasonIdSchema,
  name: z.string().check(z.minLength(1)),
  closed_at: z.optional(z.nullable(z.string())),
});
export type Season = z.output<typeof SeasonSchema>;

/**
 * The answer of the seasons call, the page's capability probe: any answer that is not a list of
 * seasons means a backend without the detail calls and seasons.
 */
export const SeasonListSchema = z.array(SeasonSchema);

/**
 * The answer of the ranges call, the range capability probe (docs/adr/0041-time-ranges.md), as
 * the page reads it: the ranges offered, in RANGE_KEYS order, any it does not know left out. An
 * answer without a list of ranges means a backend without them.
 */
export const RangesAnswerSchema = z.object({
  ranges: z.pipe(
    z.array(z.unknown()),
    z.transform((offered) => RANGE_KEYS.filter((key) => offered.includes(key))),
  ),
});
export type RangesAnswer = z.output<typeof RangesAnswerSchema>;

const ErrorCodeSchema = z.object({ error: z.object({ code: z.string() }) });

/**
 * The `error.code` of an error answer (docs/adr/0007-errors.md), or null when the body is not one.
 * @example readErrorCode({ error: { code: 'not_found', message: 'No player 1 in SOLO' } }) // "not_found"
 */
export function readErrorCode(body: unknown): string | null {
  const read = ErrorCodeSchema.safeParse(body);
  return read.success ? read.data.error.code : null;
}
