// The preview drawer's queue (docs/adr/0058-hostile-traffic-and-hard-restarts.md): one drawing at
// a time, a few waiting behind it, each given a time to finish. What does not fit, or does not
// finish in time, is refused at once, so a flood of drawings costs a bounded wait, never an
// unbounded one.

/** Drawings that may wait behind the one being drawn. */
export const PREVIEW_QUEUE_LIMIT = 8;

/** How long one drawing may take (a first one loads fonts and compiles WebAssembly), in ms. */
export const PREVIEW_DRAW_TIMEOUT_MS = 10_000;

/** Seconds a client refused by a busy drawer is asked to wait. */
export const PREVIEW_RETRY_AFTER_S = 5;

/** A drawing refused: the queue was full, or it ran past its time. */
export class PreviewBusyError extends Error {
  override name = 'PreviewBusyError';
  constructor(readonly reason: 'full' | 'timeout') {
    super(
      reason === 'full'
        ? 'the preview drawer is busy: its queue is full'
        : 'the preview drawing ran past its time',
    );
  }
}

export interface PreviewQueueOptions {
  /** Drawings waiting behind the running one; past it `run` refuses at once. */
  limit?: number;
  /** A drawing running longer is refused (its caller told at once). */
  timeoutMs?: number;
  /** Called when a drawing ran past its time (the drawer ends its thread). */
  onTimeout?: () => void;
}

/** Runs drawings one at a time, a bounded number waiting, each with a timeout. */
export interface PreviewQueue {
  /** Runs `task` when its turn comes; rejects with PreviewBusyError when full or past its time. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Drawings waiting (the running one not counted). */
  readonly waiting: number;
  /** Drawings it takes at once: the running one and `limit` waiting. */
  readonly capacity: number;
}

interface Job {
  task: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A queue of drawings: one running, at most `limit` waiting, each given `timeoutMs`. */
export function createPreviewQueue({
  limit = PREVIEW_QUEUE_LIMIT,
  timeoutMs = PREVIEW_DRAW_TIMEOUT_MS,
  onTimeout,
}: PreviewQueueOptions = {}): PreviewQueue {
  const waiting: Job[] = [];
  let running = false;

  const next = () => {
    if (running) return;
    const job = waiting.shift();
    if (!job) return;
    running = true;
    let done = false;
    // The turn ends once, by the drawing or by its timeout, whichever comes first.
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      running = false;
      settle();
      next();
    };
    const timer = setTimeout(() => {
      finish(() => job.reject(new PreviewBusyError('timeout')));
      onTimeout?.();
    }, timeoutMs);
    let drawing: Promise<unknown>;
    try {
      drawing = job.task();
    } catch (error) {
      drawing = Promise.reject(error);
    }
    drawing.then(
      (value) => finish(() => job.resolve(value)),
      (error: unknown) => finish(() => job.reject(error)),
    );
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running && waiting.length >= limit) {
        return Promise.reject(new PreviewBusyError('full'));
      }
      return new Promise<T>((resolve, reject) => {
        waiting.push({ task, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },
    get waiting() {
      return waiting.length;
    },
    capacity: limit + 1,
  };
}
