// The preview drawer's worker thread: draws each board, hall or comparison it is sent and posts the PNG back. Its own
// tsup entry in dist (`preview-thread`), beside the bundle that starts it.
import { parentPort } from 'node:worker_threads';
import {
  drawBoardImage,
  drawCompareImage,
  drawHallImage,
} from '../../draw/preview/draw-board-image';
import type { Logo } from '../../site/site-config';
import type { DrawAnswer, DrawRequest } from './preview-drawer';

const port = parentPort;
if (!port) throw new Error('preview-thread runs as a worker thread only');

// A Buffer crosses threads as a plain Uint8Array.
const logoOf = (logo: Logo | undefined) => logo && { ...logo, bytes: Buffer.from(logo.bytes) };

port.on('message', async ({ id, picture }: DrawRequest) => {
  try {
    const options = { ...picture.options, logo: logoOf(picture.options.logo) };
    const png =
      'hall' in picture
        ? await drawHallImage(picture.hall, options)
        : 'compare' in picture
          ? await drawCompareImage(picture.compare, options)
          : await drawBoardImage(picture.board, options);
    port.postMessage({ id, png } satisfies DrawAnswer);
  } catch (error) {
    port.postMessage({ id, error: String(error) } satisfies DrawAnswer);
  }
});
