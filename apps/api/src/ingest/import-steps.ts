// The import's named steps and the clock that times them (docs/adr/0053-the-import-service.md).

/** Every import's steps, in order; an import of rows already normalised starts at validate. */
export const IMPORT_STEPS = [
  'read',
  'normalise',
  'validate',
  'prepare',
  'build',
  'audit',
  'swap',
] as const;

export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Whether `name` is a step's, not a part's. */
export const isImportStep = (name: string): name is ImportStep =>
  (IMPORT_STEPS as readonly string[]).includes(name);

/**
 * Called as each step ends, and each part of one (`players: rows`, `range gains`: the
 * benchmark's detail), with its time in ms.
 */
export type OnStep = (name: string, ms: number) => void;

/** Times one import's steps. */
export interface StepClock {
  /** Runs `step`, timed. */
  run<T>(step: ImportStep, work: () => T | Promise<T>): Promise<T>;
  /** Ends a part of the step under way: timed from the step's start or the part before. */
  part(name: string): void;
  /** The time each step took, in ms, once it ended. */
  readonly times: Partial<Record<ImportStep, number>>;
}

/** A clock for one import; `now` is injected by tests. */
export function stepClock(onStep?: OnStep, now: () => number = () => performance.now()): StepClock {
  const times: Partial<Record<ImportStep, number>> = {};
  let lap = now();
  return {
    times,
    async run(step, work) {
      const started = now();
      lap = started;
      const value = await work();
      const ms = Math.round(now() - started);
      times[step] = ms;
      onStep?.(step, ms);
      return value;
    },
    part(name) {
      const time = now();
      onStep?.(name, Math.round(time - lap));
      lap = time;
    },
  };
}
