// `pnpm --filter @ark/bench bench:discord -- [--players 1000000] [--db postgres|pglite]
// [--requests 300]`: how fast the slash commands answer (docs/adr/0071-discord-commands.md). One
// cluster of N generated players; the server's app on 127.0.0.1 with a Discord application whose
// key pair is made here; requests signed as Discord signs them, one at a time, timed from send to
// the whole answer: /top over every board, statistic and period (each one's first answer cold,
// then kept), /rank of random players (each a cold detail read, all time and this week), and
// autocomplete of random name starts. Prints p50, p99 and max per kind, and how many answers
// were deferred (type 5): the goal is p99 <= 50 ms for a direct answer. Not a test: figures
// depend on the machine and its load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  composeApp,
  createPrng,
  createRankingStore,
  type Db,
  findPostgresBin,
  generateCluster,
  importCluster,
  migrate,
  openPgliteDb,
  openPostgresDb,
  servedSite,
  startTempPostgres,
} from '@ark/api/internals';
import { interaction, makeTestApplication, signedHeaders } from '@ark/api/testing';
import { FILTER_TABLE, RANGE_KEYS, VIEWS } from '@ark/core';
import { serve } from '@hono/node-server';
import { startRun } from './record-run';

const run = startRun('pnpm --filter @ark/bench bench:discord');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'postgres' },
    requests: { type: 'string', default: '300' },
  },
});
const players = Number(values.players);
const requests = Number(values.requests);
const APPLICATION_ID = '112233445566778899';

/** A throwaway store of the kind asked, and how to drop it. */
async function openStore(kind: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'ark-bench-discord-'));
    const db = await openPgliteDb(dir);
    return { db, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const server = await startTempPostgres(bin, { durable: true });
  const db = await openPostgresDb({ connectionString: server.url, max: 4 });
  return { db, drop: async () => server.stop() };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** One kind's figures: p50, p99 and max of the direct answers, and the deferred count. */
function report(kind: string, times: readonly { ms: number; type: number }[]) {
  const direct = times
    .filter((t) => t.type !== 5)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  const deferred = times.length - direct.length;
  run.say(
    `${kind.padEnd(22)} ${String(times.length).padStart(5)} ${percentile(direct, 50).toFixed(1).padStart(8)} ` +
      `${percentile(direct, 99).toFixed(1).padStart(8)} ${(direct.at(-1) ?? 0).toFixed(1).padStart(8)} ${String(deferred).padStart(8)}`,
  );
}

const { db, drop } = await openStore(String(values.db));
const listen = { close: () => {} };
try {
  await migrate(db);
  const cluster = generateCluster('SOLO', 'Solos', 0, players, 1);
  const started = performance.now();
  await importCluster(db, cluster);
  run.say(
    `${values.db} at ${players.toLocaleString('en-US')} players: imported in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const application = makeTestApplication();
  const app = composeApp({
    store: createRankingStore(db),
    site: servedSite({ look: { name: 'Bench', publicUrl: 'https://ark.example' } }),
    discord: { commands: { applicationId: APPLICATION_ID, publicKey: application.publicKeyHex } },
  }).app;
  const url = await new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve(`http://127.0.0.1:${info.port}/discord/interactions`),
    );
    listen.close = () => server.close();
  });
  /** Sends one signed interaction; its time and its response type. */
  const ask = async (body: string) => {
    const at = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers: signedHeaders(application, body, new Date()),
    });
    const answer = (await res.json()) as { type: number };
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${JSON.stringify(answer)}`);
    return { ms: performance.now() - at, type: answer.type };
  };
  const option = (name: string, value: string) => ({ name, value });
  const tops = VIEWS.flatMap((view) =>
    FILTER_TABLE[view].flatMap(({ wire }) =>
      RANGE_KEYS.map((range) => [
        option('board', view),
        option('stat', wire),
        option('period', range),
      ]),
    ),
  );
  const random = createPrng(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

  run.say(`kind                   count  p50(ms)  p99(ms)  max(ms) deferred`);
  const coldTops = [];
  for (const options of tops) coldTops.push(await ask(interaction(2, 'top', options)));
  report('/top, first of each', coldTops);
  // Which cold boards were slowest, and when they came: a p99 of 54 is their slowest one.
  const slowest = coldTops
    .map(({ ms }, i) => ({ ms, i, board: tops[i]?.map((o) => o.value).join(' ') }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  for (const { ms, i, board } of slowest) {
    run.say(
      `  slow cold /top: ${board} (request ${i + 1} of ${coldTops.length}) ${ms.toFixed(1)} ms`,
    );
  }
  const keptTops = [];
  for (let i = 0; i < requests; i++) keptTops.push(await ask(interaction(2, 'top', pick(tops))));
  report('/top, kept', keptTops);
  const ranks = [];
  for (let i = 0; i < requests; i++) {
    ranks.push(await ask(interaction(2, 'rank', [option('player', pick(cluster.players).id)])));
  }
  report('/rank by id', ranks);
  const completes = [];
  for (let i = 0; i < requests; i++) {
    const typed = pick(cluster.players).name.slice(0, 3);
    completes.push(
      await ask(interaction(4, 'rank', [{ ...option('player', typed), focused: true }])),
    );
  }
  report('autocomplete', completes);
} finally {
  listen.close();
  await db.close();
  await drop();
}
run.finish();
