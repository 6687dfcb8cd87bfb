// The preview drawer's worker thread: draws each board it is sent and posts the PNG back. Its own
// tsup entry in dist (`preview-thread`), beside the bundle that starts it.
import { parentPort } from 'node:worker_threads';
import { drawBoardImage } from './draw-board-image';
import type { DrawAnswer, DrawRequest } from './preview-drawer';

const port = parentPort;
if (!port) throw new Error('preview-thread runs as a worker thread only');

port.on('message', async ({ id, summary, options }: DrawRequest) => {
  try {
    // A Buffer crosses threads as a plain Uint8Array.
    const logo = options.logo && { ...options.logo, bytes: Buffer.from(options.logo.bytes) };
    const png = await drawBoardImage(summary, { ...options, logo });
    port.postMessage({ id, png } satisfies DrawAnswer);
  } catch (error) {
    port.postMessage({ id, error: String(error) } satisfies DrawAnswer);
  }
});
