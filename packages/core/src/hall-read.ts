// The reader of the hall of fame's answers (docs/adr/0084-the-hall-on-the-page.md), as tolerant
// as the rankings reader: a row that cannot be read is dropped alone. Loaded with the first hall
// asked for, not with the page (docs/adr/0012-page-budget.md); `@ark/core/hall` exports it.
import * as z from 'zod/mini';
import { isView, type Pagination, type View, WEEK_DAYS, type WeekDay } from './contract';
import { HALL_SPANS } from './hall';
import { CountSchema, PaginationSchema } from './schemas';

const ViewSchema = z.custom<View>((value) => isView(value));
const DaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const GainSchema = z.number().check(z.minimum(0));
const named = { id: z.string().check(z.minLength(1)), name: z.string() };

const RecordSchema = z.object({
  board: ViewSchema,
  stat: z.string(),
  span: z.enum(HALL_SPANS),
  start: DaySchema,
  value: GainSchema,
  ...named,
});
/** The most gained in a day, week or month of a board's statistic, and who gained it first. */
export type HallRecord = z.output<typeof RecordSchema>;

const ChampionSchema = z.object({
  board: ViewSchema,
  stat: z.string(),
  span: z.enum(['week', 'month']),
  start: DaySchema,
  value: GainSchema,
  ...named,
});
/** A closed week's or month's #1 of a board's statistic. */
export type HallChampion = z.output<typeof ChampionSchema>;

const MedalRowSchema = z.object({
  rank: CountSchema,
  gold: CountSchema,
  silver: CountSchema,
  bronze: CountSchema,
  ...named,
});
/** A row of a medal table: competition rank, then its weekly golds, silvers and bronzes. */
export type HallMedalRow = z.output<typeof MedalRowSchema>;

const SeasonPodiumSchema = z.object({
  season: CountSchema,
  name: z.string(),
  board: ViewSchema,
  stat: z.string(),
  podium: z.array(z.object({ rank: CountSchema, value: z.nullable(z.number()), ...named })),
});
/** An archived season's final top 3 of a board's statistic. */
export type HallSeasonPodium = z.output<typeof SeasonPodiumSchema>;

/** The rows of `list` that `schema` reads, the others dropped. */
function rowsOf<T>(schema: z.ZodMiniType<T>, list: unknown): T[] {
  if (!Array.isArray(list)) throw new Error('the hall answer has no list of rows');
  return list.flatMap((row) => {
    const read = schema.safeParse(row);
    return read.success ? [read.data] : [];
  });
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const WeekSchema = z.object({
  timezone: z.string().check(z.minLength(1)),
  week_start: z.enum(WEEK_DAYS),
});

/** Where the community's periods start: its time zone and the first day of its week. */
export interface HallWeek {
  timezone: string;
  weekStart: WeekDay;
}

/** A cluster's hall, as the page holds it: every section, and the community's week. */
export interface HallAnswer {
  records: HallRecord[];
  champions: { rows: HallChampion[]; pagination: Pagination };
  medals: { rows: HallMedalRow[]; pagination: Pagination };
  seasons: HallSeasonPodium[];
  /** From the ranges call; null on a backend that does not say (the empty hall then says less). */
  week: HallWeek | null;
}

/**
 * The hall from its four sections' answers (in hallSectionRequests' order) and the ranges
 * answer; throws when a section is unusable (not a list of rows).
 */
export function readHallAnswer(sections: readonly unknown[], ranges: unknown): HallAnswer {
  const [records, champions, medals, seasons] = sections;
  const week = WeekSchema.safeParse(ranges);
  return {
    records: rowsOf(RecordSchema, field(records, 'records')),
    champions: {
      rows: rowsOf(ChampionSchema, field(champions, 'champions')),
      pagination: PaginationSchema.parse(field(champions, 'pagination')),
    },
    medals: {
      rows: rowsOf(MedalRowSchema, field(medals, 'medals')),
      pagination: PaginationSchema.parse(field(medals, 'pagination')),
    },
    seasons: rowsOf(SeasonPodiumSchema, field(seasons, 'seasons')),
    week: week.success ? { timezone: week.data.timezone, weekStart: week.data.week_start } : null,
  };
}
