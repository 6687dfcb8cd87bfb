// The hall of fame call's contract (docs/adr/0074-the-hall-of-fame.md): its path, sections and
// spans, the query the server reads, and the strict schemas of what it answers (the OpenAPI
// document is generated from them; the page's bundle drops them, as wire.ts's).
import * as z from 'zod/mini';
import { MAX_SEASON_ID, VIEWS } from './contract';
import { FILTER_WIRES } from './filters';
import { built, DetailQuerySchema, PaginationWireSchema, rankingParamsWireSchema } from './wire';

/** What the hall call answers: records, champions (paged), a medal table (paged), seasons. */
export const HALL_SECTIONS = ['records', 'champions', 'medals', 'seasons'] as const;
export type HallSection = (typeof HALL_SECTIONS)[number];

/** The spans a record is held over; champions are of weeks and months. */
export const HALL_SPANS = ['day', 'week', 'month'] as const;
export type HallSpan = (typeof HALL_SPANS)[number];

/** Every statistic a board of the hall names (the filters' wire values). */
// As text: the store's rows name a statistic by its wire value.
const STATS: [string, ...string[]] = FILTER_WIRES;

// One of `values`, or undefined when missing or empty (the default); else an issue on the param.
const oneOf = <T extends string>(values: readonly T[], what: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx): T | undefined => {
      if (value === undefined || value === '') return undefined;
      if ((values as readonly string[]).includes(value)) return value as T;
      ctx.issues.push({
        code: 'custom',
        message: `${what} must be one of ${values.join(', ')}`,
        input: value,
      });
      return z.NEVER;
    }),
  );

/**
 * The hall call's query as the server reads it: section (records by default), board (both for
 * records and champions, players for medals when missing), cluster, season and page as the
 * detail calls read them. An issue's path names the param at fault.
 */
export const HallQuerySchema = built(() =>
  z.object({
    section: oneOf(HALL_SECTIONS, 'section'),
    board: oneOf(VIEWS, 'board'),
    cluster: DetailQuerySchema.shape.cluster,
    season: DetailQuerySchema.shape.season,
    page: DetailQuerySchema.shape.page,
  }),
);
export type HallQuery = z.infer<typeof HallQuerySchema>;

/** The hall call's params, for the API document. */
export function hallParamsWireSchema() {
  const { cluster, season, page } = rankingParamsWireSchema('players').shape;
  return z.strictObject({
    section: z.optional(
      z.enum(HALL_SECTIONS).check(z.describe('What to answer; missing = records.')),
    ),
    board: z.optional(
      z
        .enum(VIEWS)
        .check(
          z.describe(
            'Players or tribes; missing = both for records, champions and seasons, players for medals.',
          ),
        ),
    ),
    cluster,
    season,
    page,
  });
}

const day = (what: string) =>
  z
    .string()
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe(`${what} (YYYY-MM-DD, site.timezone).`));
const common = () => ({
  board: z.enum(VIEWS),
  stat: z.enum(STATS).check(z.describe("The statistic, as the rankings call's filter names it.")),
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  value: z.number().check(z.minimum(0), z.describe('What was gained (more than 0).')),
});
const count = () => z.int().check(z.minimum(0));

/** The answers of the hall call, one per section. */
export const HALL_ANSWER_WIRE_SCHEMAS = built(() => ({
  records: z.strictObject({
    records: z.array(
      z.strictObject({
        ...common(),
        span: z.enum(HALL_SPANS),
        start: day('The day, or the first day of the week or month'),
      }),
    ),
  }),
  champions: z.strictObject({
    champions: z.array(
      z.strictObject({
        ...common(),
        span: z.enum(['week', 'month']),
        start: day('The first day of the week or month'),
      }),
    ),
    pagination: PaginationWireSchema,
  }),
  medals: z.strictObject({
    medals: z.array(
      z.strictObject({
        rank: z
          .int()
          .check(z.minimum(1), z.describe('Competition rank: gold, then silver, then bronze.')),
        id: z.string().check(z.minLength(1)),
        name: z.string(),
        gold: count(),
        silver: count(),
        bronze: count(),
      }),
    ),
    pagination: PaginationWireSchema,
  }),
  seasons: z.strictObject({
    seasons: z.array(
      z.strictObject({
        season: z.int().check(z.minimum(1), z.maximum(MAX_SEASON_ID)),
        name: z.string(),
        board: z.enum(VIEWS),
        stat: z.enum(STATS),
        podium: z.array(
          z.strictObject({
            rank: z.int().check(z.minimum(1)),
            id: z.string().check(z.minLength(1)),
            name: z.string(),
            value: z.nullable(z.number()),
          }),
        ),
      }),
    ),
  }),
}));

/** Any answer of the hall call: the section asked decides which (HALL_ANSWER_WIRE_SCHEMAS). */
export const HallAnswerWireSchema = built(() =>
  z.union([
    HALL_ANSWER_WIRE_SCHEMAS.records,
    HALL_ANSWER_WIRE_SCHEMAS.champions,
    HALL_ANSWER_WIRE_SCHEMAS.medals,
    HALL_ANSWER_WIRE_SCHEMAS.seasons,
  ]),
);
