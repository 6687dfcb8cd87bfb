// `pnpm --filter @ark/bench bench:preview -- [--junk 300] [--concurrency 40] [--demo-players 3000]
// [--mode cb,boards]`: a real board's link-preview image, and /healthz and the API, timed while
// `--junk` other /og.png addresses flood the real server (apps/api/dist/main.js: build @ark/api
// first), `--concurrency` at a time, from this process (the server runs in its own). Two floods:
// `cb` sends junk parameters (`?cb=1`, `?cb=2`, ...: issue 35's flood, one board), `boards` every
// real board there is (view x cluster x filter x range: each a drawing of its own), the real
// board left out. Each flood starts on a server with no image drawn but one warm-up (WebAssembly
// and fonts loaded). Not a test: each run is written to docs/benchmarks/runs/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  FALLBACK_CLUSTERS,
  FILTER_TABLE,
  HEALTH_PATH,
  RANGE_KEYS,
  RANKINGS_PATHS,
  VIEWS,
} from '@ark/core';
import { percentile, startApiServer } from './load-test';
import { startRun } from './record-run';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    junk: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '40' },
    'demo-players': { type: 'string', default: '3000' },
    mode: { type: 'string', default: 'cb,boards' },
  },
});

/** The board whose image a visitor waits for during the flood; never drawn before it. */
const REAL_BOARD = '/og.png?view=players&cluster=DUO&filter=deaths';
/** The warm-up's board: loads the drawer's WebAssembly and fonts before the flood. */
const WARM_UP = '/og.png?view=tribes&cluster=3MAN';

/** One timed request: its status and milliseconds. */
interface Timed {
  status: number;
  ms: number;
}

async function timed(url: string): Promise<Timed> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

/** `count` junk preview addresses of a flood `mode`. */
function junkAddresses(mode: string, count: number): string[] {
  if (mode === 'cb') return Array.from({ length: count }, (_, i) => `/og.png?cb=${i + 1}`);
  const boards = VIEWS.flatMap((view) =>
    FALLBACK_CLUSTERS.flatMap((cluster) =>
      FILTER_TABLE[view].flatMap((option) =>
        RANGE_KEYS.map(
          (range) =>
            `/og.png?view=${view}&cluster=${cluster.key}&filter=${option.wire}&range=${range}`,
        ),
      ),
    ),
  ).filter((address) => address !== `${REAL_BOARD}&range=all`);
  return Array.from({ length: count }, (_, i) => boards[i % boards.length] as string);
}

/** Sends `addresses`, `concurrency` at a time; resolves with each answer's status and time. */
async function flood(origin: string, addresses: string[], concurrency: number): Promise<Timed[]> {
  const answers: Timed[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++] as string;
      answers.push(await timed(`${origin}${address}`).catch(() => ({ status: 0, ms: 0 })));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** /healthz and a rankings page, asked one after the other until `done` resolves. */
async function sideRequests(origin: string, done: Promise<unknown>): Promise<Timed[]> {
  let over = false;
  void done.then(() => {
    over = true;
  });
  const answers: Timed[] = [];
  for (let page = 0; !over; page++) {
    answers.push(await timed(`${origin}${HEALTH_PATH}`));
    answers.push(await timed(`${origin}${RANKINGS_PATHS.players}?cluster=SOLO&page=${page % 50}`));
  }
  return answers;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const statuses = (answers: Timed[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}x ${status}`).join(', ');
};

async function floodRun(mode: string, say: (line: string) => void): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'ark-bench-preview-'));
  const server = await startApiServer({
    dataDir: join(work, 'data'),
    logFile: join(work, 'server.log'),
    env: { ARK_DEMO_PLAYERS: String(values['demo-players']) },
  });
  try {
    const warm = await timed(`${server.origin}${WARM_UP}`);
    const addresses = junkAddresses(mode, Number(values.junk));
    const started = performance.now();
    const flooding = flood(server.origin, addresses, Number(values.concurrency));
    const side = sideRequests(server.origin, flooding);
    const real = await timed(`${server.origin}${REAL_BOARD}`);
    const junk = await flooding;
    const floodMs = performance.now() - started;
    const others = await side;
    say(`== ${mode}: ${addresses.length} junk addresses, ${values.concurrency} at a time`);
    say(`  warm-up image: ${warm.status} in ${ms(warm.ms)}`);
    say(`  the real board's image during the flood: ${real.status} in ${ms(real.ms)}`);
    say(`  the flood: ${ms(floodMs)} in all; ${statuses(junk)}`);
    const times = junk.map((answer) => answer.ms);
    say(`  a junk answer: p50 ${ms(percentile(times, 50))}, max ${ms(percentile(times, 100))}`);
    const sideTimes = others.map((answer) => answer.ms);
    say(
      `  /healthz and a rankings page during it: ${others.length} answers (${statuses(others)}), p50 ${ms(percentile(sideTimes, 50))}, max ${ms(percentile(sideTimes, 100))}`,
    );
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const record = startRun('pnpm --filter @ark/bench bench:preview');
  record.say(
    `/og.png floods on the built server, PGlite with ${values['demo-players']} demo players per cluster`,
  );
  for (const mode of String(values.mode).split(',')) await floodRun(mode, record.say);
  record.finish();
}

await main();
