// Long work's progress as it goes (docs/adr/0054-progress-of-long-work.md): each step says its
// name, how far it is and how long it has taken. The one source for an import's steps and a
// season's close; the terminal line, the JSON step lines, the sync's log and /healthz all read it.
import type { Logger } from './logger';

/** One report of how far a step of some long work is. */
export interface ProgressEvent {
  /** What the work is of: a cluster's key, or the season being closed. */
  work: string;
  step: string;
  /** The part of the step under way (`players: rows`), when the step has parts. */
  part: string | null;
  /** 'end' of a part carries the part's time; of the step (part null), the step's. */
  phase: 'start' | 'progress' | 'end';
  /** Units done in the part under way (or the step), and how many there are when that is known. */
  done: number;
  total: number | null;
  /** What is counted: rows, indexes. */
  unit: string | null;
  /** Since the step (at a part's end: the part) began, in ms. */
  ms: number;
}

export type OnProgress = (event: ProgressEvent) => void;

/** Called as each step ends, and each part of one, with its time in ms (the benchmarks' detail). */
export type OnStep = (name: string, ms: number) => void;

/** What a step's work reports through. */
export interface StepProgress {
  /** Begins a part of the step (ending the one before): what it counts, and their total if known. */
  part(name: string, total?: number | null, unit?: string | null): void;
  /** How far the part (or the step) is; at most one event each REPORT_MS, and the last. */
  report(done: number): void;
}

/** A step's progress nobody listens to. */
export const SILENT_PROGRESS: StepProgress = { part: () => {}, report: () => {} };

/** The fewest ms between two reports of one step: the cost of reporting stays out of the work's. */
export const REPORT_MS = 100;

/** What a step counts, when it counts something of its own (not only its parts). */
export interface StepCount {
  total: number | null;
  unit: string;
}

/** Times one piece of work's steps and reports them. */
export interface StepClock<S extends string = string> {
  /** Runs `step`, timed; `work` reports how far it is through its argument. */
  run<T>(step: S, work: (progress: StepProgress) => T | Promise<T>, count?: StepCount): Promise<T>;
  /** The time each step took, in ms, once it ended. */
  readonly times: Partial<Record<S, number>>;
}

export interface StepClockOptions {
  /** What the work is of (a cluster's key). */
  work: string;
  onProgress?: OnProgress | undefined;
  onStep?: OnStep | undefined;
  /** The clock, in ms (tests inject it). */
  now?: () => number;
}

/** A step clock for one piece of work: nothing is reported without a listener. */
export function stepClock<S extends string = string>({
  work,
  onProgress,
  onStep,
  now = () => performance.now(),
}: StepClockOptions): StepClock<S> {
  const times: Partial<Record<S, number>> = {};
  const emit = onProgress ?? (() => {});
  return {
    times,
    async run(step, body, count) {
      const started = now();
      const tracker = trackStep({ work, step, started, count, emit, onStep, now });
      tracker.begin();
      const value = await body(tracker.progress);
      const ms = tracker.end();
      times[step] = ms;
      onStep?.(step, ms);
      return value;
    },
  };
}

/** One step under way: its part, its count, and when it last reported. */
function trackStep({
  work,
  step,
  started,
  count,
  emit,
  onStep,
  now,
}: {
  work: string;
  step: string;
  started: number;
  count: StepCount | undefined;
  emit: OnProgress;
  onStep: OnStep | undefined;
  now: () => number;
}) {
  let part: string | null = null;
  let partStarted = started;
  let total = count?.total ?? null;
  let unit = count?.unit ?? null;
  let done = 0;
  let reported = started;
  const event = (phase: ProgressEvent['phase'], ms: number): ProgressEvent => ({
    work,
    step,
    part,
    phase,
    done,
    total,
    unit,
    ms,
  });
  const endPart = (time: number) => {
    if (part === null) return;
    const ms = Math.round(time - partStarted);
    emit(event('end', ms));
    onStep?.(part, ms);
  };
  const progress: StepProgress = {
    part(name, partTotal = null, partUnit = null) {
      const time = now();
      endPart(time);
      part = name;
      partStarted = time;
      total = partTotal;
      unit = partUnit;
      done = 0;
      reported = time;
      emit(event('start', Math.round(time - started)));
    },
    report(value) {
      done = value;
      const time = now();
      if (time - reported < REPORT_MS && value !== total) return;
      reported = time;
      emit(event('progress', Math.round(time - started)));
    },
  };
  return {
    progress,
    begin: () => emit(event('start', 0)),
    end(): number {
      const time = now();
      const parted = part !== null;
      endPart(time);
      // The step's own count at its end: a step counted in parts has none of its own.
      if (parted || !count) done = 0;
      part = null;
      total = count?.total ?? null;
      unit = count?.unit ?? null;
      const ms = Math.round(time - started);
      emit(event('end', ms));
      return ms;
    },
  };
}

/**
 * The rows of `rows`, counted as they are read: `onCount` is told every `every` rows and at the
 * end, so a million rows cost a few hundred calls, not a million.
 */
export function countedRows<T>(
  rows: Iterable<T>,
  onCount: (read: number) => void,
  every = 8192,
): Iterable<T> {
  return {
    [Symbol.iterator]() {
      const inner = rows[Symbol.iterator]();
      let read = 0;
      return {
        next() {
          const next = inner.next();
          if (next.done) onCount(read);
          else if (++read % every === 0) onCount(read);
          return next;
        },
        return(value?: unknown) {
          return inner.return?.(value) ?? { done: true, value: undefined };
        },
      };
    },
  };
}

/** The whole percent of `done` in `total`; null when the total is not known. */
export function percentOf({ done, total }: Pick<ProgressEvent, 'done' | 'total'>): number | null {
  if (total === null) return null;
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** What a piece of long work is: an import's, a season close's, or a hall rebuild's. */
export type ProgressSubject = 'cluster' | 'season' | 'hall';

const STEP_MSG: Readonly<Record<ProgressSubject, string>> = {
  cluster: 'import step',
  season: 'season close step',
  hall: 'hall rebuild step',
};

/**
 * A step's end as one log line: `{ msg: 'import step', cluster, step, ms, done, total, unit }`
 * (`season close step` and `season` for a season's close, `hall rebuild step` and `cluster` for
 * a hall rebuild).
 */
export function stepRecord(
  event: ProgressEvent,
  subject: ProgressSubject,
): Record<string, unknown> {
  const counted = event.total !== null || event.done > 0;
  return {
    msg: STEP_MSG[subject],
    [subject === 'season' ? 'season' : 'cluster']: event.work,
    step: event.step,
    ms: event.ms,
    ...(counted ? { done: event.done, total: event.total, unit: event.unit } : {}),
  };
}

/** Logs each step's end as one line (stepRecord): the sync's log, and a command's in a pipe. */
export const stepLines =
  (logger: Logger, subject: ProgressSubject): OnProgress =>
  (event) => {
    if (event.phase === 'end' && event.part === null) logger.info(stepRecord(event, subject));
  };

/** How far a running import is, as /healthz shows it: its step, the part, the whole percent. */
export interface ProgressView {
  step: string;
  part: string | null;
  /** null while the step's total is not known. */
  percent: number | null;
}

/** The view of `event` for /healthz (step and part names only: never a path or a secret). */
export const progressView = (event: ProgressEvent): ProgressView => ({
  step: event.step,
  part: event.part,
  percent: percentOf(event),
});
