// The reference server's side of the wire, strictly: the rankings query it accepts and exactly
// what it answers. Its OpenAPI document is generated from these schemas, and a server test checks
// real answers against them, so the document cannot drift from the code
// (docs/adr/0011-openapi-from-schemas.md). The page never parses with these: it reads any backend
// tolerantly (schemas.ts), and its bundle drops them: each is made inside `built`, marked free of
// side effects, because zod/mini's `.check()` is a method call a bundler must otherwise keep
// (docs/adr/0012-page-budget.md).
import * as z from 'zod/mini';
import { clusterKeepsWireSchema } from './cluster-keeps';
import {
  DEFAULT_CLUSTER,
  type DetailKind,
  ERROR_CODES,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  MAX_SEASON_ID,
  ONLINE_ONLY,
  PAGE_SIZE,
  POPULATION_DAYS,
  POPULATION_HOURS,
  RANGE_KEYS,
  type RangeKey,
  ROW_ID,
  ROW_ID_RULE,
  type View,
  WEEK_DAYS,
} from './contract';
import type { PlayerDetail, RankFact, TribeDetail } from './detail-answer';
import { defaultFilter, FILTER_TABLE, FILTER_WIRES, filterOptions } from './filters';
import { ClusterSchema, type PlayerRow, type Season, type TribeRow } from './schemas';

/** Runs `make` once; marked so that a bundle drops the result when nothing uses it. */
/* @__NO_SIDE_EFFECTS__ */
export function built<Schema>(make: () => Schema): Schema {
  return make();
}

// A zero-based page as text: digits only, at most MAX_PAGE; missing = 0.
const pageQuery = () =>
  z.pipe(
    z.optional(z.string().check(z.regex(/^\d+$/))),
    z.transform((value, ctx) => {
      const page = value === undefined ? 0 : Number(value);
      if (page <= MAX_PAGE) return page;
      ctx.issues.push({
        code: 'custom',
        message: `page must be at most ${MAX_PAGE}`,
        input: value,
      });
      return z.NEVER;
    }),
  );

// An archived season's id as text; missing or empty = null, the current season. Whether the
// season exists is the store's to say (400 unknown_season).
const seasonQuery = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx): number | null => {
      if (value === undefined || value === '') return null;
      const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
      if (id >= 1 && id <= MAX_SEASON_ID) return id;
      ctx.issues.push({
        code: 'custom',
        message: 'season must be the id of an archived season',
        input: value,
      });
      return z.NEVER;
    }),
  );

// Only the players online now (docs/adr/0096-the-online-filter.md): `1`; missing or empty = every
// row. Anything else is refused (400 bad_online), as is `1` where nobody can be online now (the
// tribes board, an archived season): the parser says which.
const onlineQuery = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx): boolean => {
      if (value === undefined || value === '') return false;
      if (value === ONLINE_ONLY) return true;
      ctx.issues.push({ code: 'custom', message: `online must be ${ONLINE_ONLY}`, input: value });
      return z.NEVER;
    }),
  );

// The period a call ranks over (docs/adr/0041-time-ranges.md). Missing or empty = undefined:
// the all-time board, answered exactly as without the param; `all` is the all-time board too, but
// its answer says so in a `range` block. Anything else is refused (400 unknown_range).
const rangeQuery = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx): RangeKey | undefined => {
      if (value === undefined || value === '') return undefined;
      if ((RANGE_KEYS as readonly string[]).includes(value)) return value as RangeKey;
      ctx.issues.push({
        code: 'custom',
        message: `range must be one of ${RANGE_KEYS.join(', ')}`,
        input: value,
      });
      return z.NEVER;
    }),
  );

/**
 * Query params of the two rankings calls as the server reads them (all strings on the wire):
 * search trimmed, page a zero-based number, season an id or null (the current season), range a
 * RangeKey or undefined (not asked: the answer has no `range` block). Shape
 * only: whether `cluster`, `filter` and `season` are known is checked against the store and the
 * filter table, which know the allowed values. An issue's path names the param at fault.
 */
export const RankingQuerySchema = built(() =>
  z.object({
    search: z
      .pipe(
        z.optional(z.string()),
        z.transform((value) => (value ?? '').trim()),
      )
      .check(z.maxLength(MAX_SEARCH_LENGTH)),
    filter: z.optional(z.string()),
    cluster: z.optional(z.string()),
    page: pageQuery(),
    season: seasonQuery(),
    range: rangeQuery(),
    online: onlineQuery(),
  }),
);
export type RankingQuery = z.infer<typeof RankingQuerySchema>;

/**
 * Query params of the two detail calls as the server reads them: `cluster` as in the rankings,
 * `season` an id or null, `page` the zero-based page of a tribe's members (the player call
 * ignores it), `range` as in the rankings. The id in the path is checked with `isRowId` (400 bad_id).
 */
export const DetailQuerySchema = built(() =>
  z.object({
    cluster: z.optional(z.string()),
    season: seasonQuery(),
    page: pageQuery(),
    range: rangeQuery(),
  }),
);
export type DetailQuery = z.infer<typeof DetailQuerySchema>;

/** Query params of the two `/clusters` calls as the server reads them: a season, or null. */
export const ClustersQuerySchema = built(() => z.object({ season: seasonQuery() }));
export type ClustersQuery = z.infer<typeof ClustersQuerySchema>;

/** Query params of the population call as the server reads them: a cluster, as the rankings'. */
export const PopulationQuerySchema = built(() => z.object({ cluster: z.optional(z.string()) }));
export type PopulationQuery = z.infer<typeof PopulationQuerySchema>;

// The documented params, typed as the answers mean them (numbers as numbers).
const clusterParam = () =>
  z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.describe(
          `A key from the clusters call; missing = the server's default cluster (its site.defaultCluster when listed), else ${DEFAULT_CLUSTER} when listed, else the first cluster.`,
        ),
      ),
  );
const pageParam = (rows: string) =>
  z.optional(
    z
      .int()
      .check(
        z.minimum(0),
        z.maximum(MAX_PAGE),
        z.describe(`Zero-based page of ${PAGE_SIZE} ${rows}; missing = 0.`),
      ),
  );
const rangeParam = () =>
  z.optional(
    z
      .enum(RANGE_KEYS)
      .check(
        z.describe(
          'The period ranked: the all-time board, or what was gained today, this week, this month, last week or last month (the community time zone and week start are in the ranges call). Missing = the all-time board as without the param; with it the answer carries `range`. Only `all` with an archived season.',
        ),
      ),
  );
const onlineParam = () =>
  z.optional(
    z
      .enum([ONLINE_ONLY])
      .check(
        z.describe(
          `${ONLINE_ONLY} = only the players online now (an open session in the cluster's game log), with their ranks on the whole board; missing = every player. Refused (bad_online) with an archived season.`,
        ),
      ),
  );
const seasonParam = () =>
  z.optional(
    z
      .int()
      .check(
        z.minimum(1),
        z.maximum(MAX_SEASON_ID),
        z.describe(
          'An archived season from the seasons call, by id; missing = the current season.',
        ),
      ),
  );

/**
 * The rankings params of a view as its answer means them (page as a number), for the API
 * document: every param optional, each with its limit. A request the server answers 200 passes
 * this schema; one it refuses with 400 fails it.
 */
export function rankingParamsWireSchema(view: View) {
  const wires = filterOptions(view).map((option) => option.wire);
  return z.strictObject({
    search: z.optional(
      z
        .string()
        .check(
          z.maxLength(MAX_SEARCH_LENGTH),
          z.describe(
            `Trimmed, case-insensitive substring of the name; % and _ are literal. At most ${MAX_SEARCH_LENGTH} characters after trimming.`,
          ),
        ),
    ),
    filter: z.optional(
      z
        .enum(wires)
        .check(
          z.describe(
            `The statistic to rank by; missing = ${defaultFilter(view)}, the view's default.`,
          ),
        ),
    ),
    cluster: clusterParam(),
    page: pageParam('rows'),
    season: seasonParam(),
    range: rangeParam(),
    ...(view === 'players' ? { online: onlineParam() } : {}),
  });
}

/** The params of the two `/clusters` calls, for the API document. */
export function clustersParamsWireSchema() {
  return z.strictObject({ season: seasonParam() });
}

/** The params of the population call, for the API document. */
export function populationParamsWireSchema() {
  return z.strictObject({ cluster: clusterParam() });
}

/** The query params of a detail call, for the API document (the tribe call pages its members). */
export function detailParamsWireSchema(kind: DetailKind) {
  const common = { cluster: clusterParam(), season: seasonParam() };
  return kind === 'tribe'
    ? z.strictObject({ ...common, page: pageParam('members, by kills'), range: rangeParam() })
    : z.strictObject({ ...common, range: rangeParam() });
}

/** The `{id}` in a detail call's path (docs/adr/0017-detail-view.md). */
export const RowIdWireSchema = built(() =>
  z
    .string()
    .check(
      z.regex(ROW_ID),
      z.describe(
        `A player's or tribe's id (a SteamID64, an EOS id or a plugin's own key): ${ROW_ID_RULE}.`,
      ),
    ),
);

const wholeNumber = () => z.int().check(z.minimum(0));
const statistic = () => z.number().check(z.minimum(0));
// A statistic a source's layout lacks is missing, not zero (docs/adr/0059-layouts-and-sqlite.md):
// play time in AsaApi's PointRewards table, a tribe's score where only players are kept.
const lacking = <T extends z.ZodMiniType>(schema: T, what: string) =>
  z.nullable(schema).check(z.describe(`${what}; null where the source keeps none (shown N/A).`));
const rank = () =>
  z
    .int()
    .check(
      z.minimum(1),
      z.describe(
        'Competition rank in the whole cluster, or among the rows of the range: ties share a rank.',
      ),
    );
const kd = () =>
  z
    .string()
    .check(
      z.regex(/^\d+\.\d{2}$/),
      z.describe('kills / max(deaths, 1), exactly 2 decimals, as text.'),
    );

const rowId = (what: string) =>
  z.string().check(z.regex(ROW_ID), z.describe(`${what}: ${ROW_ID_RULE}.`));
const rankChange = () =>
  z.nullable(
    z
      .int()
      .check(
        z.describe(
          'Places moved up in this ranking since the previous import (negative = down, 0 = unchanged); null = not in the previous import (new). Absent in a range.',
        ),
      ),
  );

// The row ids and the movement are optional here until the reference server sends them on every
// row; it then makes them required, and openapi.test holds it to that. The page copes with rows
// without them either way (docs/adr/0008-tolerant-reader.md).

/** A tribe's name and totals, as its ranking row and its detail call both send them. */
const tribeStats = () => ({
  TribeName: z.string(),
  DamageScore: lacking(statistic(), 'Tribe score'),
  TotalKills: statistic(),
  TotalDeaths: statistic(),
  KD: kd(),
  TotalTameKills: statistic(),
  TotalPlayTime: lacking(statistic(), "Minutes, summed over the tribe's players"),
});

/** A player's names and ranked statistics, as their ranking row and their detail call both send them. */
const playerStats = () => ({
  PlayerName: z.string(),
  TribeName: z.string(),
  PlayTime: lacking(statistic(), 'Minutes'),
  PlayerKills: lacking(statistic(), 'Player kills'),
  DinoKills: lacking(statistic(), 'Tamed dino kills'),
  DeathByPlayer: lacking(statistic(), 'Deaths by players'),
  KD: lacking(kd(), 'KD'),
});

/**
 * A player's last seen and sessions from the cluster's game log; sent only where the log has
 * sessions of theirs (docs/adr/0085-the-game-log-source.md).
 */
const playerSeen = () => ({
  LastSeen: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.describe(
            "ISO 8601 time of the player's latest leave in the game log; null while online now. Absent where the cluster's log has no sessions of theirs.",
          ),
        ),
    ),
  ),
  Sessions: z.optional(
    wholeNumber().check(
      z.describe("The player's sessions in the game log; absent where it has none of theirs."),
    ),
  ),
});

/** One tribe row exactly as the reference server sends it. */
export const TribeRowWireSchema = built(() =>
  z.strictObject({
    rank: rank(),
    ...tribeStats(),
    TribeID: z.optional(rowId('TribeID')),
    rank_change: z.optional(rankChange()),
  }),
);

/** One tribe row as the reference server's store reads it. */
export type TribeRowWire = z.output<typeof TribeRowWireSchema>;

/** One player row exactly as the reference server sends it. */
export const PlayerRowWireSchema = built(() =>
  z.strictObject({
    rank: rank(),
    ...playerStats(),
    SteamID: z.optional(rowId("The player's id (named SteamID on the wire whatever it holds)")),
    TribeID: z.optional(z.nullable(rowId("TribeID of the player's tribe, null for none"))),
    rank_change: z.optional(rankChange()),
    ...playerSeen(),
  }),
);

/** One player row as the reference server's store reads it. */
export type PlayerRowWire = z.output<typeof PlayerRowWireSchema>;

/** A player of the player detail call: every statistic the import keeps (docs/adr/0017-detail-view.md). */
export const PlayerDetailWireSchema = built(() =>
  z.strictObject({
    SteamID: rowId("The player's id (named SteamID on the wire whatever it holds)"),
    TribeID: z.nullable(rowId("TribeID of the player's tribe, null for none")),
    ...playerStats(),
    WildDinoKills: statistic(),
    DinosTamed: statistic(),
    DeathByDino: statistic(),
    DeathByWildDino: statistic(),
    ...playerSeen(),
  }),
);

/** A tribe of the tribe detail call: its totals and its number of visible members. */
export const TribeDetailWireSchema = built(() =>
  z.strictObject({
    TribeID: rowId('TribeID'),
    ...tribeStats(),
    Members: wholeNumber(),
  }),
);

/**
 * One rank of a player or tribe ("#3 of 3,000 in Kills"): one per Filter by option of the view,
 * in the filter table's order (docs/adr/0017-detail-view.md). In a range the rank is among the
 * range's rows, null for a row that gained nothing in it, with no movement
 * (docs/adr/0041-time-ranges.md).
 */
export const RankFactWireSchema = built(() =>
  z.strictObject({
    filter: z
      .enum(FILTER_WIRES)
      .check(z.describe('The Filter by option ranked by, as its wire value.')),
    rank: z.nullable(rank()),
    of: z
      .int()
      .check(
        z.minimum(0),
        z.describe('Ranked (visible) rows of the cluster, or of the range (0 when it is empty).'),
      ),
    rank_change: z.optional(rankChange()),
  }),
);

/** The pagination block the reference server sends (built by `paginate`). */
export const PaginationWireSchema = built(() =>
  z.strictObject({
    total_pages: wholeNumber(),
    current_page: wholeNumber(),
    next: z.nullable(wholeNumber()),
    prev: z.nullable(wholeNumber()),
    total_records: wholeNumber(),
  }),
);

const updatedAt = () =>
  z.nullable(
    z.iso
      .datetime({ offset: true })
      .check(z.describe("The cluster's last import; null when the store has no cluster.")),
  );

const isoTime = (what: string) =>
  z.nullable(z.iso.datetime({ offset: true }).check(z.describe(what)));

/**
 * The period an answer ranks over, sent when the call named a `range` (docs/adr/0041-time-ranges.md):
 * the range asked, the period's effective start and the import its values come from.
 */
export const RangeWireSchema = built(() =>
  z.strictObject({
    key: z.enum(RANGE_KEYS).check(z.describe('The range asked.')),
    from: isoTime(
      "The period's effective start: 00:00 of its first day in the community time zone, or the cluster's first import when that is later; null for all.",
    ),
    to: isoTime(
      'The import the values come from (for a finished period the last one before its end); null for all, and when no import happened in the period.',
    ),
  }),
);
export type RangeWire = z.output<typeof RangeWireSchema>;

// Rows ranked over a period have no movement: `rank_change` is the all-time board's.
const rangeRowsHaveNoMovement = () =>
  z.refine<{ ranking_data: { rank_change?: unknown }[]; range?: unknown }>(
    (answer) =>
      answer.range === undefined ||
      answer.ranking_data.every((row) => row.rank_change === undefined),
    { message: 'rows ranked over a range carry no rank_change', path: ['ranking_data'] },
  );

// A tribe's members in a range are ranked in it, without movement.
const rangeMembersHaveNoMovement = () =>
  z.refine<{ members: { ranking_data: { rank_change?: unknown }[] }; range?: unknown }>(
    (answer) =>
      answer.range === undefined ||
      answer.members.ranking_data.every((row) => row.rank_change === undefined),
    { message: 'members ranked over a range carry no rank_change', path: ['members'] },
  );

// A detail answer's rank facts: on the all-time board each has a rank and its movement; in a
// range a rank may be null (nothing gained) and none moves.
const rangeRanksFit = () =>
  z.refine<{ ranks: { rank: number | null; rank_change?: unknown }[]; range?: unknown }>(
    (answer) =>
      answer.ranks.every((fact) =>
        answer.range === undefined
          ? fact.rank !== null && fact.rank_change !== undefined
          : fact.rank_change === undefined,
      ),
    {
      message: 'all-time rank facts carry a rank and rank_change; range rank facts no rank_change',
      path: ['ranks'],
    },
  );

/** The answer of each view's rankings call on the reference server. */
export const RANKING_ANSWER_WIRE_SCHEMAS = built(() => ({
  tribes: z
    .strictObject({
      ranking_data: z.array(TribeRowWireSchema),
      pagination: PaginationWireSchema,
      updated_at: updatedAt(),
      range: z.optional(RangeWireSchema),
    })
    .check(rangeRowsHaveNoMovement()),
  players: z
    .strictObject({
      ranking_data: z.array(PlayerRowWireSchema),
      pagination: PaginationWireSchema,
      updated_at: updatedAt(),
      range: z.optional(RangeWireSchema),
    })
    .check(rangeRowsHaveNoMovement()),
}));

// Its weekly podium places in the season's hall of fame (docs/adr/0074-the-hall-of-fame.md).
const medalCount = () =>
  z
    .strictObject({ gold: wholeNumber(), silver: wholeNumber(), bronze: wholeNumber() })
    .check(
      z.describe(
        "The weeks it placed first, second and third on a board's statistic in the season's hall of fame.",
      ),
    );

/** The answer of each detail call on the reference server (docs/adr/0017-detail-view.md). */
export const DETAIL_ANSWER_WIRE_SCHEMAS = built(() => ({
  player: z
    .strictObject({
      player: PlayerDetailWireSchema,
      ranks: z.array(RankFactWireSchema),
      updated_at: updatedAt(),
      range: z.optional(RangeWireSchema),
      medals: z.optional(medalCount()),
    })
    .check(rangeRanksFit()),
  tribe: z
    .strictObject({
      tribe: TribeDetailWireSchema,
      ranks: z.array(RankFactWireSchema),
      members: z
        .strictObject({
          ranking_data: z.array(PlayerRowWireSchema),
          pagination: PaginationWireSchema,
        })
        .check(
          z.describe(
            "The tribe's visible players by kills, one page: rank and rank_change are each one's Kills rank in the cluster. In a range: its members who gained something, by gained kills, ranked in the range, without rank_change.",
          ),
        ),
      updated_at: updatedAt(),
      range: z.optional(RangeWireSchema),
      medals: z.optional(medalCount()),
    })
    .check(rangeRanksFit(), rangeMembersHaveNoMovement()),
}));

const historyDay = () =>
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.describe("The day, in the community's time zone (site.timezone), as YYYY-MM-DD."),
    );

/**
 * One point of a history (docs/adr/0063-history.md): the day's last values of the view's ranked
 * statistics, under their row fields, and the rank in each then, under its filter's wire value.
 */
function historyPoint(view: View) {
  const values = Object.fromEntries(
    FILTER_TABLE[view].map((option) => [
      option.field,
      option.wire === 'time_played' || option.wire === 'tribe_score'
        ? lacking(statistic(), option.wire === 'time_played' ? 'Minutes' : 'Tribe score')
        : statistic(),
    ]),
  );
  const ranks = Object.fromEntries(
    FILTER_TABLE[view].map((option) => [option.wire, z.nullable(rank())]),
  );
  return z.strictObject({
    day: historyDay(),
    ...values,
    ranks: z
      .strictObject(ranks)
      .check(
        z.describe(
          'The rank in each statistic as of the import that wrote the point; null when it was not ranked then (hidden), or not known (a point carried to the first day kept).',
        ),
      ),
  });
}

/**
 * The answer of each history call (docs/adr/0063-history.md): one point per day on which the
 * row's statistics changed (and its first day), oldest first; a day without a point had the
 * values of the point before it.
 */
export const HISTORY_ANSWER_WIRE_SCHEMAS = built(() => ({
  player: z.strictObject({ points: z.array(historyPoint('players')) }),
  tribe: z.strictObject({ points: z.array(historyPoint('tribes')) }),
}));

/** One archived season. */
export const SeasonWireSchema = built(() =>
  z.strictObject({
    id: z.int().check(z.minimum(1), z.maximum(MAX_SEASON_ID)),
    name: z.string().check(z.minLength(1)),
    closed_at: z.iso
      .datetime({ offset: true })
      .check(z.describe('When the season was closed (ISO 8601).')),
  }),
);

/** The answer of the seasons call: the archived seasons, newest first; [] when none was closed. */
export const SeasonListWireSchema = built(() => z.array(SeasonWireSchema));

/**
 * The answer of the ranges call (RANGES_PATH), the range capability probe
 * (docs/adr/0041-time-ranges.md): the ranges the rankings and detail calls accept, and the facts
 * their periods follow.
 */
export const RangesAnswerWireSchema = built(() =>
  z.strictObject({
    ranges: z
      .array(z.enum(RANGE_KEYS))
      .check(z.describe('The ranges accepted, `all` first, in RANGE_KEYS order.')),
    timezone: z
      .string()
      .check(
        z.minLength(1),
        z.describe('The IANA time zone periods start in, at 00:00 (site.timezone).'),
      ),
    week_start: z.enum(WEEK_DAYS).check(z.describe('The first day of a week (site.weekStart).')),
  }),
);
export type RangesAnswerWire = z.output<typeof RangesAnswerWireSchema>;

/**
 * The answer of the population call (POPULATION_PATH): players online in each hour of the last
 * POPULATION_DAYS days of a cluster's game log (docs/adr/0085-the-game-log-source.md).
 */
export const PopulationAnswerWireSchema = built(() =>
  z.strictObject({
    cluster: ClusterSchema.shape.key,
    timezone: z
      .string()
      .check(z.minLength(1), z.describe('The IANA time zone the hours start in (site.timezone).')),
    start: z.nullable(
      z.iso
        .datetime({ offset: true })
        .check(
          z.describe(
            "When the first hour starts (ISO 8601); null where the cluster has no game log. The last hour is the one of the log's last line.",
          ),
        ),
    ),
    hours: z
      .array(z.nullable(wholeNumber()))
      .check(
        z.maxLength(POPULATION_HOURS),
        z.describe(
          `Players online in each hour from start, oldest first: ${POPULATION_HOURS} hours (${POPULATION_DAYS} days), or none where the cluster has no game log. A player counts in an hour when a session of theirs overlaps it; an open one lasts to the log's last line. An hour that ended before the log's first line is null: the log says nothing of it.`,
        ),
      ),
  }),
);
export type PopulationAnswerWire = z.output<typeof PopulationAnswerWireSchema>;

/** The answer of the two `/clusters` calls on the reference server, in the admin's order. */
export const ClusterListWireSchema = built(() =>
  z.array(
    z.strictObject({
      key: ClusterSchema.shape.key,
      display: ClusterSchema.shape.display,
      keeps: z.optional(clusterKeepsWireSchema()),
      online: z.optional(
        wholeNumber().check(
          z.describe(
            "Players online now: the cluster's open sessions in its game log. Absent where the cluster has no game log, and in an archived season.",
          ),
        ),
      ),
    }),
  ),
);

/** The body of every 4xx and 5xx answer (docs/adr/0007-errors.md). */
export const ErrorBodyWireSchema = built(() =>
  z.strictObject({
    error: z.strictObject({
      code: z
        .enum(ERROR_CODES)
        .check(z.describe('Stable, for programs: bad_page, not_found, unknown_season, ...')),
      message: z.string().check(z.describe('For people.')),
      allowed: z.array(z.string()).check(z.describe('The values that would have been accepted.')),
    }),
  }),
);
export type ErrorBodyWire = z.output<typeof ErrorBodyWireSchema>;

// The strict shapes carry exactly the fields the page reads: a field added on one side only
// fails to compile here.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type Holds<T extends true> = T;
export type WireAgrees = Holds<
  | SameKeys<z.output<typeof TribeRowWireSchema>, TribeRow>
  | SameKeys<z.output<typeof PlayerRowWireSchema>, PlayerRow>
  | SameKeys<z.output<typeof PlayerDetailWireSchema>, PlayerDetail>
  | SameKeys<z.output<typeof TribeDetailWireSchema>, TribeDetail>
  | SameKeys<z.output<typeof RankFactWireSchema>, RankFact>
  | SameKeys<z.output<typeof SeasonWireSchema>, Season>
>;
