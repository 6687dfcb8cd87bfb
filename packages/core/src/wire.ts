// The reference server's side of the wire, strictly: the rankings query it accepts and exactly
// what it answers. Its OpenAPI document is generated from these schemas, and a server test checks
// real answers against them, so the document cannot drift from the code
// (docs/adr/0011-openapi-from-schemas.md). The page never parses with these: it reads any backend
// tolerantly (schemas.ts), and its bundle drops them: each is made inside `built`, marked free of
// side effects, because zod/mini's `.check()` is a method call a bundler must otherwise keep
// (docs/adr/0012-page-budget.md).
import * as z from 'zod/mini';
import {
  DEFAULT_CLUSTER,
  type DetailKind,
  ERROR_CODES,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  MAX_SEASON_ID,
  PAGE_SIZE,
  ROW_ID,
  VIEWS,
  type View,
} from './contract';
import type { PlayerDetail, RankFact, TribeDetail } from './detail-answer';
import { defaultFilter, FILTER_TABLE, filterOptions } from './filters';
import { ClusterSchema, type PlayerRow, type Season, type TribeRow } from './schemas';

/** Runs `make` once; marked so that a bundle drops the result when nothing uses it. */
/* @__NO_SIDE_EFFECTS__ */
function built<Schema>(make: () => Schema): Schema {
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

/**
 * Query params of the two rankings calls as the server reads them (all strings on the wire):
 * search trimmed, page a zero-based number, season an id or null (the current season). Shape
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
  }),
);
export type RankingQuery = z.infer<typeof RankingQuerySchema>;

/**
 * Query params of the two detail calls as the server reads them: `cluster` as in the rankings,
 * `season` an id or null, `page` the zero-based page of a tribe's members (the player call
 * ignores it). The id in the path is checked with `isRowId` (400 bad_id).
 */
export const DetailQuerySchema = built(() =>
  z.object({
    cluster: z.optional(z.string()),
    season: seasonQuery(),
    page: pageQuery(),
  }),
);
export type DetailQuery = z.infer<typeof DetailQuerySchema>;

/** Query params of the two `/clusters` calls as the server reads them: a season, or null. */
export const ClustersQuerySchema = built(() => z.object({ season: seasonQuery() }));
export type ClustersQuery = z.infer<typeof ClustersQuerySchema>;

// The documented params, typed as the answers mean them (numbers as numbers).
const clusterParam = () =>
  z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.describe(
          `A key from the clusters call; missing = ${DEFAULT_CLUSTER}, or the first cluster when there is no ${DEFAULT_CLUSTER}.`,
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
  });
}

/** The params of the two `/clusters` calls, for the API document. */
export function clustersParamsWireSchema() {
  return z.strictObject({ season: seasonParam() });
}

/** The query params of a detail call, for the API document (the tribe call pages its members). */
export function detailParamsWireSchema(kind: DetailKind) {
  const common = { cluster: clusterParam(), season: seasonParam() };
  return kind === 'tribe'
    ? z.strictObject({ ...common, page: pageParam('members, by kills') })
    : z.strictObject(common);
}

/** The `{id}` in a detail call's path (docs/adr/0017-detail-view.md). */
export const RowIdWireSchema = built(() =>
  z
    .string()
    .check(
      z.regex(ROW_ID),
      z.describe('SteamID of a player or TribeID of a tribe: 1 to 20 digits, as text.'),
    ),
);

const wholeNumber = () => z.int().check(z.minimum(0));
const statistic = () => z.number().check(z.minimum(0));
const minutes = () => z.number().check(z.minimum(0), z.describe('Minutes.'));
const rank = () =>
  z
    .int()
    .check(z.minimum(1), z.describe('Competition rank in the whole cluster: ties share a rank.'));
const kd = () =>
  z
    .string()
    .check(
      z.regex(/^\d+\.\d{2}$/),
      z.describe('kills / max(deaths, 1), exactly 2 decimals, as text.'),
    );

const rowId = (what: string) =>
  z.string().check(z.regex(ROW_ID), z.describe(`${what}: 1 to 20 digits, as text.`));
const rankChange = () =>
  z.nullable(
    z
      .int()
      .check(
        z.describe(
          'Places moved up in this ranking since the previous import (negative = down, 0 = unchanged); null = not in the previous import (new).',
        ),
      ),
  );

// The row ids and the movement are optional here until the reference server sends them on every
// row; it then makes them required, and openapi.test holds it to that. The page copes with rows
// without them either way (docs/adr/0008-tolerant-reader.md).

/** A tribe's name and totals, as its ranking row and its detail call both send them. */
const tribeStats = () => ({
  TribeName: z.string(),
  DamageScore: statistic(),
  TotalKills: statistic(),
  TotalDeaths: statistic(),
  KD: kd(),
  TotalTameKills: statistic(),
  TotalPlayTime: minutes(),
});

/** A player's names and ranked statistics, as their ranking row and their detail call both send them. */
const playerStats = () => ({
  PlayerName: z.string(),
  TribeName: z.string(),
  PlayTime: minutes(),
  PlayerKills: statistic(),
  DinoKills: statistic(),
  DeathByPlayer: statistic(),
  KD: kd(),
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

/** One player row exactly as the reference server sends it. */
export const PlayerRowWireSchema = built(() =>
  z.strictObject({
    rank: rank(),
    ...playerStats(),
    SteamID: z.optional(rowId('SteamID')),
    TribeID: z.optional(z.nullable(rowId("TribeID of the player's tribe, null for none"))),
    rank_change: z.optional(rankChange()),
  }),
);

/** A player of the player detail call: every statistic the import keeps (docs/adr/0017-detail-view.md). */
export const PlayerDetailWireSchema = built(() =>
  z.strictObject({
    SteamID: rowId('SteamID'),
    TribeID: z.nullable(rowId("TribeID of the player's tribe, null for none")),
    ...playerStats(),
    WildDinoKills: statistic(),
    DinosTamed: statistic(),
    DeathByDino: statistic(),
    DeathByWildDino: statistic(),
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
 * in the filter table's order (docs/adr/0017-detail-view.md).
 */
export const RankFactWireSchema = built(() =>
  z.strictObject({
    filter: z
      .enum([...new Set(VIEWS.flatMap((view) => FILTER_TABLE[view].map((option) => option.wire)))])
      .check(z.describe('The Filter by option ranked by, as its wire value.')),
    rank: rank(),
    of: z.int().check(z.minimum(1), z.describe('Ranked (visible) rows of the cluster.')),
    rank_change: rankChange(),
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

/** The answer of each view's rankings call on the reference server. */
export const RANKING_ANSWER_WIRE_SCHEMAS = built(() => ({
  tribes: z.strictObject({
    ranking_data: z.array(TribeRowWireSchema),
    pagination: PaginationWireSchema,
    updated_at: updatedAt(),
  }),
  players: z.strictObject({
    ranking_data: z.array(PlayerRowWireSchema),
    pagination: PaginationWireSchema,
    updated_at: updatedAt(),
  }),
}));

/** The answer of each detail call on the reference server (docs/adr/0017-detail-view.md). */
export const DETAIL_ANSWER_WIRE_SCHEMAS = built(() => ({
  player: z.strictObject({
    player: PlayerDetailWireSchema,
    ranks: z.array(RankFactWireSchema),
    updated_at: updatedAt(),
  }),
  tribe: z.strictObject({
    tribe: TribeDetailWireSchema,
    ranks: z.array(RankFactWireSchema),
    members: z
      .strictObject({
        ranking_data: z.array(PlayerRowWireSchema),
        pagination: PaginationWireSchema,
      })
      .check(
        z.describe(
          "The tribe's visible players by kills, one page: rank and rank_change are each one's Kills rank in the cluster.",
        ),
      ),
    updated_at: updatedAt(),
  }),
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

/** The answer of the two `/clusters` calls on the reference server, in the admin's order. */
export const ClusterListWireSchema = built(() => z.array(z.strictObject(ClusterSchema.shape)));

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
