// Times React's server render calls side by side on the page the server draws for `/` with a full
// page of rows (docs/adr/0069-the-page-on-react-again.md): renderToString, renderToPipeableStream
// read to its end, and prerenderToNodeStream (react-dom/static) read to its end. Not a benchmark
// of record: on a shared, loaded machine the figures only say which call is cheaper, not by how
// much. It also says what the app's HTML weighs. Run from
// the repository (tsx from bench; React's production build):
//   cd bench && NODE_ENV=production TSX_TSCONFIG_PATH=../apps/web/scripts/tsconfig.timing.json \
//     node --conditions=@ark/source --import tsx ../apps/web/scripts/time-render-calls.tsx [renders]
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { PAGE_SIZE, type PageRenderInput, paginate } from '@ark/core';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { pageElement, startFromServer } from '../src/entry-server.tsx';
import { loose } from '../src/test/render-input';

const renders = Number(process.argv[2] ?? 300);

const input: PageRenderInput = {
  search: '',
  clusters: async () => loose([{ key: 'SOLO', display: 'Solos' }]),
  rankings: async (request) =>
    loose({
      ranking_data: Array.from({ length: PAGE_SIZE }, (_, index) => ({
        rank: index + 1,
        TribeName: `Tribe <${index}> & "friends"`,
        TotalKills: 10_000 - index * 7,
      })),
      pagination: paginate(request.page, 40 * PAGE_SIZE),
      updated_at: '2026-11-28T12:00:00Z',
    }),
};

/** Everything a Node stream writes, once it ends. */
function collect(start: (sink: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    start(sink);
  });
}

const CALLS: Record<string, (page: ReactElement) => Promise<string>> = {
  renderToString: async (page) => renderToString(page),
  renderToPipeableStream: (page) =>
    collect((sink) => {
      const stream = renderToPipeableStream(page, { onAllReady: () => stream.pipe(sink) });
    }),
  prerenderToNodeStream: async (page) => {
    const { prelude } = await prerenderToNodeStream(page);
    return collect((sink) => prelude.pipe(sink));
  },
};

const { store } = await startFromServer(input);
const page = pageElement(store);
const sizes: Record<string, number> = {};
for (const [name, call] of Object.entries(CALLS)) sizes[name] = (await call(page)).length;
// Alternating rounds, so a burst of load falls on every call alike.
const times: Record<string, number[]> = Object.fromEntries(Object.keys(CALLS).map((n) => [n, []]));
for (let round = 0; round < renders; round += 1) {
  for (const [name, call] of Object.entries(CALLS)) {
    const start = performance.now();
    await call(page);
    times[name]?.push(performance.now() - start);
  }
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = loadavg().map((n) => n.toFixed(2));
console.log(`${renders} renders each, alternating, ${PAGE_SIZE} rows (load ${load.join(' ')})`);
for (const [name, values] of Object.entries(times)) {
  console.log(
    `${name.padEnd(24)} median ${median(values).toFixed(2)} ms  html ${sizes[name]} chars`,
  );
}

// What the app's HTML weighs for those rows (each row drawn once since ADR 0069; before, the
// cards drew every row a second time).
const html = renderToString(page);
const kb = (text: string) => `${(gzipSync(text, { level: 9 }).length / 1024).toFixed(2)} KB gzip`;
console.log(`the app's HTML ${kb(html)} (${html.length} chars)`);
