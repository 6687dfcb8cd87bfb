// Draws preview images in a worker thread of its own: satori and resvg keep the CPU off the
// server's event loop, and their memory (tens of MB once fonts and WebAssembly are loaded) goes
// back when the thread stops after a quiet spell; the next draw starts it again.
import type { Worker } from 'node:worker_threads';
import type { BoardSummary } from '@ark/core';
import { spawnWorker } from '../../lib/spawn-worker';
import type { BoardImageOptions } from './board-image';

/** What the server sends the thread. */
export interface DrawRequest {
  id: number;
  summary: BoardSummary;
  options: BoardImageOptions;
}

/** What the thread answers: the PNG, or why there is none. */
export type DrawAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

export interface PreviewDrawerOptions {
  /** How long the thread stays up with nothing to draw, in milliseconds. */
  idleMs?: number;
}

/** Preview images drawn off the event loop. */
export interface PreviewDrawer {
  /** The board's preview image as PNG bytes (drawBoardImage, in the thread). */
  draw(summary: BoardSummary, options?: BoardImageOptions): Promise<Buffer>;
  /** Whether the thread is up (for /healthz and tests). */
  readonly running: boolean;
  /** Stops the thread; draws still waiting are refused. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** A drawer whose thread starts with the first draw and stops after `idleMs` without one. */
export function createPreviewDrawer({ idleMs = 30_000 }: PreviewDrawerOptions = {}): PreviewDrawer {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const refuseAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const stop = async () => {
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
        idle = setTimeout(() => void stop(), idleMs);
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
    draw(summary, options = {}) {
      clearTimeout(idle);
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, summary, options } satisfies DrawRequest);
      return answer;
    },
    get running() {
      return worker !== null;
    },
    async close() {
      refuseAll(new Error('the preview drawer is closed'));
      await stop();
    },
  };
}
