// A clock a test gives a real process (a server, the CLI) it cannot pass a `now` to: the
// process's dates read `at` when it is started and run on from there, so a period (a day, a week,
// a month) never turns over under a test that ran near midnight or on a Sunday night.

/** The preload, beside `src` and `dist` alike (found when asked: a browser-like test has no file URL). */
const preload = () => new URL('../shifted-clock.mjs', import.meta.url).href;

/** The variable the preload reads: milliseconds added to the real clock. */
export const CLOCK_OFFSET_VARIABLE = 'ARK_TEST_CLOCK_OFFSET_MS';

/** What starts a process on the test's clock: Node arguments before the script, and its env. */
export interface ShiftedClock {
  /** The moment the clock read when it was made (the processes' "now" then). */
  at: Date;
  execArgv: string[];
  env: Record<string, string>;
}

/**
 * A clock that reads `at` now and runs on in step with the real one. Give every process of a
 * test the same one (imports, then the server reading them): they share one "now".
 */
export function shiftedClock(at: Date, realNow: number = Date.now()): ShiftedClock {
  return {
    at,
    execArgv: ['--import', preload()],
    env: { [CLOCK_OFFSET_VARIABLE]: String(at.getTime() - realNow) },
  };
}

/**
 * Noon UTC of the last Wednesday at or before `from`: twelve hours from a UTC day's edge, days
 * from a week's, and within a week of the real date.
 */
export function middayMidweek(from: Date = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  const back = (day.getUTCDay() - 3 + 7) % 7 || (day > from ? 7 : 0);
  return new Date(day.getTime() - back * 86_400_000);
}
