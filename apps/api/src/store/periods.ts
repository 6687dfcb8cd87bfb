import { WEEK_DAYS, type WeekDay } from '@ark/core';
import { TZDate, tz } from '@date-fns/tz';
// date-fns by function: its index loads every one of its ~250 modules, about 0.2 s of CPU in each
// CLI, server and worker process (docs/benchmarks.md, "The suite's time").
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { z } from 'zod';

/** The periods a range board counts over (docs/adr/0047-range-baselines.md). */
export const PERIOD_KINDS = ['day', 'week', 'month'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** Where the community's periods start: 00:00 in `timezone`, weeks on `weekStart`. */
export interface PeriodSettings {
  /** An IANA time zone name. */
  timezone: string;
  weekStart: WeekDay;
  /** Days of history kept (site.historyDays, store/history.ts); HISTORY_KEEP_DAYS when absent. */
  historyDays?: number;
}

export const DEFAULT_PERIODS: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };

/** Whether the platform knows `name` as a time zone (`Intl` refuses an unknown one). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The `site` fields of ark.config.json the periods follow, as a shape config.ts composes into
 * the `site` section (other rooms add their own fields beside these).
 */
export const SITE_PERIOD_FIELDS = {
  timezone: z
    .string()
    .refine(isTimeZone, 'an IANA time zone such as UTC or Europe/Berlin')
    .default(DEFAULT_PERIODS.timezone),
  weekStart: z.enum(WEEK_DAYS, `one of ${WEEK_DAYS.join(', ')}`).default(DEFAULT_PERIODS.weekStart),
} as const;

/** date-fns counts week days from Sunday (0); WEEK_DAYS starts on Monday. */
const weekStartsOn = (day: WeekDay) =>
  ((WEEK_DAYS.indexOf(day) + 1) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The start of the `kind` period holding `at`: 00:00 of its first day in the settings' zone.
 * @example periodStart('week', new Date('2026-10-27T10:00Z'), { timezone: 'Europe/Berlin', weekStart: 'monday' }) // 2026-10-25T23:00Z
 */
export function periodStart(kind: PeriodKind, at: Date, settings: PeriodSettings): Date {
  const zone = { in: tz(settings.timezone) };
  const start =
    kind === 'day'
      ? startOfDay(at, zone)
      : kind === 'week'
        ? startOfWeek(at, { ...zone, weekStartsOn: weekStartsOn(settings.weekStart) })
        : startOfMonth(at, zone);
  return new Date(start.getTime());
}

/** The start of the `kind` period holding `at`, moved `steps` periods (back when negative). */
function shiftedStart(kind: PeriodKind, at: Date, steps: number, settings: PeriodSettings): Date {
  const zone = { in: tz(settings.timezone) };
  const start = periodStart(kind, at, settings);
  const add = kind === 'day' ? addDays : kind === 'week' ? addWeeks : addMonths;
  return new Date(add(start, steps, zone).getTime());
}

/** The start of the `kind` period right before the one holding `at`. */
export function previousPeriodStart(kind: PeriodKind, at: Date, settings: PeriodSettings): Date {
  // One step back from the start lands in the previous period; its start is taken again so a
  // day of 23 or 25 hours (a DST change) never shifts it.
  return periodStart(kind, shiftedStart(kind, at, -1, settings), settings);
}

/** Half a day: past a period's start by this much is well inside it, whatever DST does. */
const INSIDE_MS = 12 * 60 * 60 * 1000;

/**
 * The start of the `kind` period right after the one holding `at`.
 * @example nextPeriodStart('week', new Date('2026-11-19T15:00Z'), { timezone: 'Europe/Berlin', weekStart: 'monday' }) // 2026-11-22T23:00Z
 */
export function nextPeriodStart(kind: PeriodKind, at: Date, settings: PeriodSettings): Date {
  // Taken again from inside the next period, so a day of 23 or 25 hours never shifts it.
  const ahead = shiftedStart(kind, at, 1, settings);
  return periodStart(kind, new Date(ahead.getTime() + INSIDE_MS), settings);
}

/**
 * The first day (YYYY-MM-DD) of the `kind` period holding the community's calendar day `day`
 * (YYYY-MM-DD in the settings' zone): the one calendar of periodStart, for what is kept by day
 * (the hall's rows, history's points). Its noon is well inside the day, whatever DST does.
 * @example periodStartDay('week', '2026-11-19', { timezone: 'Europe/Berlin', weekStart: 'monday' }) // "2026-11-16"
 */
export function periodStartDay(kind: PeriodKind, day: string, settings: PeriodSettings): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noon = TZDate.tz(settings.timezone, year, month - 1, date, 12);
  return format(periodStart(kind, noon, settings), 'yyyy-MM-dd', { in: tz(settings.timezone) });
}
