// Draws preview images in a worker thread of its own: satori and resvg keep the CPU off the
// server's event loop, and their memory (tens of MB once fonts and WebAssembly are loaded) goes
// back when the thread stops after a quiet spell; the next draw starts it again. Drawings take
// turns in a bounded queue, each with a timeout (docs/adr/0058-hostile-traffic-and-hard-restarts.md).
import type { Worker } from 'node:worker_threads';
import type { BoardSummary } from '@ark/core';
import type { BoardImageOptions } from '../../draw/preview/board-image';
import type { CompareImageOptions } from '../../draw/preview/compare-image';
import type { CompareSummary } from '../../draw/preview/compare-summary';
import type { HallImageOptions } from '../../draw/preview/hall-image';
import type { HallSummary } from '../../draw/preview/hall-summary';
import { spawnWorker } from '../../lib/spawn-worker';
import { createPreviewQueue, PreviewBusyError, type PreviewQueueOptions } from './preview-queue';

/** What the thread draws: a board's image, a hall's or a comparison's, with its options. */
export type DrawnPicture =
  | { board: BoardSummary; options: BoardImageOptions }
  | { hall: HallSummary; options: HallImageOptions }
  | { compare: CompareSummary; options: CompareImageOptions };

/** What the server sends the thread. */
export interface DrawRequest {
  id: number;
  picture: DrawnPicture;
}

/** What the thread answers: the PNG, or why there is none. */
export type DrawAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

export interface PreviewDrawerOptions {
  /** How long the thread stays up with nothing to draw, in milliseconds. */
  idleMs?: number;
  /** Drawings waiting behind the one being drawn (PREVIEW_QUEUE_LIMIT). */
  queueLimit?: PreviewQueueOptions['limit'];
  /** A drawing running longer is refused and its thread ended (PREVIEW_DRAW_TIMEOUT_MS). */
  timeoutMs?: PreviewQueueOptions['timeoutMs'];
}

/** Preview images drawn off the event loop. */
export interface PreviewDrawer {
  /**
   * The board's preview image as PNG bytes (drawBoardImage, in the thread); PreviewBusyError when
   * the queue is full or the drawing runs past its time.
   */
  draw(summary: BoardSummary, options?: BoardImageOptions): Promise<Buffer>;
  /** A hall of fame's preview image (drawHallImage), in the same queue as the boards'. */
  drawHall(summary: HallSummary, options?: HallImageOptions): Promise<Buffer>;
  /** A comparison's preview image (drawCompareImage), in the same queue. */
  drawCompare(summary: CompareSummary, options?: CompareImageOptions): Promise<Buffer>;
  /** Drawings it takes at once, the one being drawn and those waiting; more are refused. */
  readonly capacity: number;
  /** Whether the thread is up (for /healthz and tests). */
  readonly running: boolean;
  /** Stops the thread; draws still waiting are refused. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** The drawing thread: started by a drawing, stopped when idle or told to. */
interface DrawThread {
  /** Sends one drawing; its answer comes back by id. */
  send(picture: DrawnPicture): Promise<Buffer>;
  readonly running: boolean;
  /** Ends the thread now; the drawings in it are refused with `error`. */
  stop(error: Error): Promise<void>;
}

/** A thread that starts with the first drawing and stops after `idleMs` without one. */
function createDrawThread(idleMs: number): DrawThread {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const refuseAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const end = async () => {
    clearTimeout(idle);
    const stopping = worker;
    worker = null;
    await stopping?.terminate();
  };

  const start = (): Worker => {
    const thread = spawnWorker(import.meta.url, 'preview-thread', {});
    // The thread never keeps a process alive: a draw in flight is held by its request.
    thread.unref();
    thread.on('message', (answer: DrawAnswer) => {
      const entry = waiting.get(answer.id);
      if (!entry) return;
      waiting.delete(answer.id);
      if ('png' in answer) entry.resolve(Buffer.from(answer.png));
      else entry.reject(new Error(`the preview image could not be drawn: ${answer.error}`));
      if (waiting.size === 0) {
        idle = setTimeout(() => void end(), idleMs);
        idle.unref();
      }
    });
    // Only the current thread has draws waiting: one stopped for idleness had none left.
    thread.on('error', (error) => {
      if (worker === thread) refuseAll(error);
    });
    thread.on('exit', (code) => {
      if (worker !== thread) return;
      worker = null;
      refuseAll(new Error(`the preview thread stopped (exit code ${code})`));
    });
    return thread;
  };

  return {
    send(picture) {
      clearTimeout(idle);
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, picture } satisfies DrawRequest);
      return answer;
    },
    get running() {
      return worker !== null;
    },
    stop(error) {
      refuseAll(error);
      return end();
    },
  };
}

/**
 * A drawer whose thread starts with the first draw and stops after `idleMs` without one. One
 * drawing at a time is in the thread; a drawing past its time ends the thread (it may be stuck),
 * and the next drawing starts a new one.
 */
export function createPreviewDrawer({
  idleMs = 30_000,
  queueLimit,
  timeoutMs,
}: PreviewDrawerOptions = {}): PreviewDrawer {
  const thread = createDrawThread(idleMs);
  let closed = false;
  const queue = createPreviewQueue({
    ...(queueLimit !== undefined && { limit: queueLimit }),
    ...(timeoutMs !== undefined && { timeoutMs }),
    onTimeout: () => void thread.stop(new PreviewBusyError('timeout')),
  });
  const send = (picture: DrawnPicture) =>
    queue.run(() =>
      closed ? Promise.reject(new Error('the preview drawer is closed')) : thread.send(picture),
    );
  return {
    draw: (summary, options = {}) => send({ board: summary, options }),
    drawHall: (summary, options = {}) => send({ hall: summary, options }),
    drawCompare: (summary, options = {}) => send({ compare: summary, options }),
    capacity: queue.capacity,
    get running() {
      return thread.running;
    },
    async close() {
      closed = true;
      await thread.stop(new Error('the preview drawer is closed'));
    },
  };
}
