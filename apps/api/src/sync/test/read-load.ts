// The read load of docs/adr/0020-single-connection-store.md's measurements, in its own process
// (never in the process of the server it measures): loops asking for cached answers (a few
// addresses, asked again and again) and loops asking for uncached ones (each address once), until
// told to stop on stdin. Prints `started` once its first answer is back (a loaded machine can take
// seconds to start a process: the measured window begins there), then every answer's start, end
// and kind as one JSON line at the end.
import { createInterface } from 'node:readline';
import type { ReadLoadOptions, ReadSample } from './reads-during-import';

const options = JSON.parse(process.argv[2] ?? '{}') as ReadLoadOptions;
const samples: ReadSample[] = [];
let running = true;
createInterface({ input: process.stdin }).on('line', () => {
  running = false;
});

const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loop(kind: ReadSample['kind'], next: () => string): Promise<void> {
  while (running) {
    const path = next();
    const start = now();
    let status = 0;
    try {
      const res = await fetch(`${options.url}${path}`);
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    samples.push({ kind, start, end: now(), status });
    if (samples.length === 1) process.stdout.write('started\n');
    await pause(options.pauseMs);
  }
}

let cachedTurn = 0;
let uncachedTurn = 0;
const loops = [
  ...Array.from({ length: options.cachedLoops }, () =>
    loop('cached', () => options.cachedPaths[cachedTurn++ % options.cachedPaths.length] as string),
  ),
  ...Array.from({ length: options.uncachedLoops }, () =>
    loop('uncached', () => {
      // Each address once: pages of every filter across the board, and every third a rare term.
      const turn = uncachedTurn++;
      const filter = options.filters[turn % options.filters.length];
      if (turn % 3 === 2)
        return `${options.uncachedPath}&filter=${filter}&search=${100_000 + turn}`;
      const page = Math.floor(turn / options.filters.length) % options.pages;
      return `${options.uncachedPath}&filter=${filter}&page=${page}`;
    }),
  ),
];
await Promise.all(loops);
process.stdout.write(`${JSON.stringify(samples)}\n`);
