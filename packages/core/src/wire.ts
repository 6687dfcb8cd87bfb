// The reference server's side of the wire, strictly: the rankings query it accepts and exactly
// what it answers. Its OpenAPI document is generated from these schemas, and a server test checks
// real answers against them, so the document cannot drift from the code
// (docs/decisions.md#openapi-document). The page never parses with these: it reads any backend
// tolerantly (schemas.ts), and its bundle drops them: each is made inside `built`, marked free of
// side effects, because zod/mini's `.check()` is a method call a bundler must otherwise keep
// (docs/decisions.md#page-budget).
import * as z from 'zod/mini';
import { DEFAULT_CLUSTER, MAX_PAGE, MAX_SEARCH_LENGTH, PAGE_SIZE } from './contract';
import { defaultFilter, filterOptions, type View } from './filters';
import { ClusterSchema, type PlayerRow, type TribeRow } from './schemas';

/** Runs `make` once; marked so that a bundle drops the result when nothing uses it. */
/* @__NO_SIDE_EFFECTS__ */
function built<Schema>(make: () => Schema): Schema {
  return make();
}

/**
 * Query params of the two rankings calls as the server reads them (all strings on the wire):
 * search trimmed, page a zero-based number. Shape only: whether `cluster` and `filter` are known
 * is checked against the store and the filter table, which know the allowed values.
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
    page: z.pipe(
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
    ),
  }),
);
export type RankingQuery = z.infer<typeof RankingQuerySchema>;

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
    cluster: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.describe(
            `A key from the clusters call; missing = ${DEFAULT_CLUSTER}, or the first cluster when there is no ${DEFAULT_CLUSTER}.`,
          ),
        ),
    ),
    page: z.optional(
      z
        .int()
        .check(
          z.minimum(0),
          z.maximum(MAX_PAGE),
          z.describe(`Zero-based page of ${PAGE_SIZE} rows; missing = 0.`),
        ),
    ),
  });
}

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

/** One tribe row exactly as the reference server sends it. */
export const TribeRowWireSchema = built(() =>
  z.strictObject({
    rank: rank(),
    TribeName: z.string(),
    DamageScore: statistic(),
    TotalKills: statistic(),
    TotalDeaths: statistic(),
    KD: kd(),
    TotalTameKills: statistic(),
    TotalPlayTime: minutes(),
  }),
);

/** One player row exactly as the reference server sends it. */
export const PlayerRowWireSchema = built(() =>
  z.strictObject({
    rank: rank(),
    PlayerName: z.string(),
    TribeName: z.string(),
    PlayTime: minutes(),
    PlayerKills: statistic(),
    DinoKills: statistic(),
    DeathByPlayer: statistic(),
    KD: kd(),
  }),
);

// The strict rows carry exactly the fields the page reads: a field added on one side only fails
// to compile here.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type Holds<T extends true> = T;
export type RowsAgree = Holds<
  | SameKeys<z.output<typeof TribeRowWireSchema>, TribeRow>
  | SameKeys<z.output<typeof PlayerRowWireSchema>, PlayerRow>
>;

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

/** The answer of the two `/clusters` calls on the reference server, in the admin's order. */
export const ClusterListWireSchema = built(() => z.array(z.strictObject(ClusterSchema.shape)));

/** The body of every 4xx and 5xx answer (docs/decisions.md#errors). */
export const ErrorBodyWireSchema = built(() =>
  z.strictObject({
    error: z.strictObject({
      code: z.string().check(z.minLength(1), z.describe('Stable, for programs: bad_page, ...')),
      message: z.string().check(z.describe('For people.')),
      allowed: z.array(z.string()).check(z.describe('The values that would have been accepted.')),
    }),
  }),
);
export type ErrorBodyWire = z.output<typeof ErrorBodyWireSchema>;
