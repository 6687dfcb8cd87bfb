// How a command's long work shows its progress (docs/adr/0054-progress-of-long-work.md): on a
// terminal, one live line (the step, a bar where the total is known, the time it has taken and
// an estimate of what is left), redrawn by log-update; in a pipe, in CI or with --json, one JSON
// line per step, nothing redrawn.
import type { Writable } from 'node:stream';
import { createLogUpdate } from 'log-update';
import { jsonLogger, type Logger } from '../lib/logger';
import {
  type OnProgress,
  type ProgressEvent,
  type ProgressSubject,
  percentOf,
  stepLines,
} from '../lib/progress';

/** What a command's progress goes to, and the logger its other lines go through. */
export interface ProgressOutput {
  onProgress: OnProgress;
  /** The command's JSON lines: on a terminal each one clears the live line first. */
  logger: Logger;
  /** Clears the live line (the command's summary takes its place). */
  done(): void;
}

export interface ProgressOutputOptions {
  /** `--json`: step lines even on a terminal. */
  json: boolean;
  /** What the work is of, as the step lines name it: a cluster, a season, a hall rebuild. */
  subject: ProgressSubject;
  stream?: Writable & { isTTY?: boolean; columns?: number };
  env?: NodeJS.ProcessEnv;
  /** The command's logger (the api's JSON lines by default). */
  logger?: Logger;
}

/** Whether the environment says CI (CI=true, as every CI service sets it). */
const inCi = (env: NodeJS.ProcessEnv) => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** The live line on a terminal, else one JSON line per step through the logger. */
export function progressOutput({
  json,
  subject,
  stream = process.stdout,
  env = process.env,
  logger,
}: ProgressOutputOptions): ProgressOutput {
  // Written at once, not queued: in the order of the command's own lines, and on a terminal
  // just after the live line is cleared.
  const base = logger ?? jsonLogger({ out: stream, err: process.stderr });
  if (json || stream.isTTY !== true || inCi(env)) {
    return { onProgress: stepLines(base, subject), logger: base, done: () => {} };
  }
  const line = createProgressLine({ stream });
  return {
    onProgress: line.onProgress,
    logger: {
      info(fields) {
        line.clear();
        base.info(fields);
      },
      error(fields) {
        line.clear();
        base.error(fields);
      },
    },
    done: line.done,
  };
}

/** Cells of the bar. */
const BAR = 20;
/** The fewest ms between two frames. */
const FRAME_MS = 100;
/** How often the line is redrawn with nothing new reported: its time moves on. */
const TICK_MS = 1000;

/** The width and height of a terminal that reports none, or 0 (a pty with no size). */
const DEFAULT_COLUMNS = 80;
const DEFAULT_ROWS = 24;

/**
 * `stream` as log-update sees it: a size of 0 (a pty with no size, as some SSH and CI sessions
 * give) reads as 80 x 24, where log-update would wrap to 0 columns and clip to 0 rows (nothing).
 */
function sized<S extends Writable & { columns?: number; rows?: number }>(stream: S): S {
  return new Proxy(stream, {
    get(target, key) {
      if (key === 'columns') return target.columns || DEFAULT_COLUMNS;
      if (key === 'rows') return target.rows || DEFAULT_ROWS;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Where the work under way stands, as the line shows it. */
interface Shown {
  event: ProgressEvent;
  /** When the work began, and its part (or step), on the line's clock. */
  workStarted: number;
  partStarted: number;
}

export interface ProgressLineOptions {
  stream: Writable & { columns?: number; rows?: number };
  /** The clock, in ms (tests inject it). */
  now?: () => number;
}

/** The live line: told each report, cleared for another line, put away at the end. */
export interface ProgressLine {
  onProgress: OnProgress;
  /** Takes the line off the terminal until the next report draws it again. */
  clear(): void;
  done(): void;
}

/** One line redrawn in place on a terminal: the latest work's step and how far it is. */
export function createProgressLine({
  stream,
  now = () => performance.now(),
}: ProgressLineOptions): ProgressLine {
  const draw = createLogUpdate(sized(stream));
  /** Each work's start and its part's (or step's), on the line's clock. */
  const started = new Map<string, { work: number; part: number }>();
  let shown: Shown | null = null;
  let drawn = -Infinity;
  const redraw = () => {
    if (!shown) return;
    drawn = now();
    draw(progressText(shown, drawn, stream.columns || DEFAULT_COLUMNS));
  };
  // A statement that takes long reports nothing: the time still moves on the line, so a slow
  // step never looks stuck (when the store works in another thread or process).
  let ticking: NodeJS.Timeout | undefined;
  return {
    onProgress(event) {
      const time = now();
      const at = started.get(event.work) ?? { work: time, part: time };
      if (event.phase === 'start') at.part = time;
      started.set(event.work, at);
      shown = { event, workStarted: at.work, partStarted: at.part };
      ticking ??= setInterval(redraw, TICK_MS).unref();
      if (event.phase === 'progress' && time - drawn < FRAME_MS) return;
      redraw();
    },
    clear: () => draw.clear(),
    done() {
      clearInterval(ticking);
      ticking = undefined;
      shown = null;
      draw.clear();
      draw.done();
    },
  };
}

/** "SOLO  build · players: rows  [█████░░░░░]  41%  12.3 s  ~18 s left", cut to the width. */
export function progressText(
  { event, workStarted, partStarted }: Shown,
  time: number,
  width: number,
): string {
  const step = event.part ? `${event.step} · ${event.part}` : event.step;
  const percent = percentOf(event);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const count =
    percent === null
      ? event.done > 0
        ? `${event.done.toLocaleString('en-US')} ${event.unit ?? ''}`.trimEnd()
        : ''
      : `[${bar(percent)}] ${String(percent).padStart(3)}%`;
  const left =
    percent !== null && percent > 0 && percent < 100 ? estimate(event, time - partStarted) : null;
  const text = [
    event.work,
    step,
    count,
    seconds(time - workStarted),
    left ? `~${seconds(left)} left` : '',
  ]
    .filter((part) => part !== '')
    .join('  ');
  return text.length < width ? text : `${text.slice(0, Math.max(0, width - 2))}…`;
}

/** The bar of `percent`. */
const bar = (percent: number) => {
  const full = Math.round((percent / 100) * BAR);
  return `${'█'.repeat(full)}${'░'.repeat(BAR - full)}`;
};

/** What is left of the part at the pace it has had so far, in ms. */
function estimate({ done, total }: ProgressEvent, elapsedMs: number): number | null {
  if (total === null || done <= 0) return null;
  return (elapsedMs * (total - done)) / done;
}
