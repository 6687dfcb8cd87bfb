// `pnpm bench:api [--db pglite|postgres] [--players N] [--tribes N] [--seconds S]`: loads one big
// cluster, then prints import time, store-level page/search latency and HTTP throughput next to a
// bare node:http server. Not a test: figures depend on the machine and its load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FILTER_TABLE, RANKINGS_PATHS } from '@ark/core';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { findPostgresBin, startTempPostgres } from '../db/temp-postgres';
import { generateCluster } from '../demo/generate-demo';
import { importCluster } from '../import/import-cluster';
import { migrate } from '../store/migrations';
import { createRankingStore, type PageRequest } from '../store/ranking-store';
import { loadTest, percentile, startBareServer } from './load-test';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    db: { type: 'string', default: 'pglite' },
    players: { type: 'string', default: '1000000' },
    tribes: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '5' },
    'import-only': { type: 'boolean', default: false },
  },
});
const players = Number(values.players);
const tribes = Number(values.tribes);
const seconds = Number(values.seconds);
const cleanups: (() => void | Promise<void>)[] = [];

async function openBenchDb(): Promise<Db> {
  if (values.db === 'postgres') {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const bin = findPostgresBin();
      if (!bin) throw new Error('no DATABASE_URL and no PostgreSQL binaries');
      const pg = await startTempPostgres(bin, { durable: true });
      cleanups.push(() => pg.stop());
      url = pg.url;
    }
    return openPostgresDb({ connectionString: url, max: 20 });
  }
  const dir = mkdtempSync(join(tmpdir(), 'ark-bench-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return openPgliteDb(dir);
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const rand = (n: number) => Math.floor(Math.random() * n);
/** Name fragments a visitor types: a name and number suffix (few matches) and a common word. */
const rareTerm = () => `${['hunter', 'tamer', 'raider', 'smith'][rand(4)]} ${rand(players)}`;
const COMMON_TERM = 'stormborn';

async function timeStore(store: ReturnType<typeof createRankingStore>, make: () => PageRequest) {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await store.page(make());
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const db = await openBenchDb();
  cleanups.unshift(() => db.close());
  await migrate(db);
  console.log(`generating ${players} players and ${tribes} tribes ...`);
  const input = generateCluster('SOLO', 'Solos', 0, players, 7, tribes);
  const steps: string[] = [];
  const summary = await importCluster(db, input, {
    onStep: (name, took) => steps.push(`${name} ${(took / 1000).toFixed(1)} s`),
  });
  console.log(`import ${(summary.ms / 1000).toFixed(1)} s: ${steps.join(', ')}`);
  if (values['import-only']) return;
  const store = createRankingStore(db);
  const lastPage = Math.floor(players / 20) - 1;
  const filters = FILTER_TABLE.players.map((option) => option.field);
  const base = { view: 'players' as const, cluster: 'SOLO', search: '' };
  const page = await timeStore(store, () => ({
    ...base,
    field: filters[rand(filters.length)] ?? 'PlayerKills',
    page: rand(lastPage),
  }));
  const rare = await timeStore(store, () => ({
    ...base,
    field: 'PlayerKills',
    search: rareTerm(),
    page: 0,
  }));
  const common = await timeStore(store, () => ({
    ...base,
    field: filters[rand(filters.length)] ?? 'PlayerKills',
    search: COMMON_TERM,
    page: rand(10),
  }));

  const app = createApp({ store });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const wires = ['kills', 'deaths', 'tamed_dino_kills', 'time_played'];
  const cached = await loadTest(origin, () => `${RANKINGS_PATHS.players}?cluster=SOLO&page=3`, {
    seconds,
  });
  const uncached = await loadTest(
    origin,
    () => `${RANKINGS_PATHS.players}?cluster=SOLO&filter=${wires[rand(4)]}&page=${rand(lastPage)}`,
    { seconds },
  );
  const search = await loadTest(
    origin,
    () => `${RANKINGS_PATHS.players}?cluster=SOLO&search=${encodeURIComponent(rareTerm())}`,
    { seconds },
  );
  const sample = await (
    await fetch(`${origin}${RANKINGS_PATHS.players}?cluster=SOLO&page=3`)
  ).text();
  server.close();
  const bare = await startBareServer(sample);
  const ceiling = await loadTest(bare.origin, () => '/', { seconds });
  bare.server.close();

  const row = (name: string, r: { rps: number; p99: number; bad: number }) =>
    `  ${name.padEnd(34)} ${String(r.rps).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms${r.bad ? `   (${r.bad} non-2xx/errors)` : ''}`;
  console.log(`
ARK API benchmark — store: ${db.kind}, ${players} players + ${tribes} tribes in one cluster
import (one transaction, ranks included)   ${(summary.ms / 1000).toFixed(1)} s
store, ranked page (random page/filter)    p50 ${ms(page.p50)}   p95 ${ms(page.p95)}
store, search "<word> <number>" (rare)     p50 ${ms(rare.p50)}   p95 ${ms(rare.p95)}
store, search "${COMMON_TERM}" (~${Math.round(100 / 17)}% of rows) p50 ${ms(common.p50)}   p95 ${ms(common.p95)}
HTTP, 50 connections, ${seconds} s each:
${row('bare node:http, fixed JSON', ceiling)}
${row('cached page (same URL)', cached)}   = ${Math.round((100 * cached.rps) / ceiling.rps)}% of bare
${row('uncached pages (random page/filter)', uncached)}
${row('search (random rare terms)', search)}
`);
}

try {
  await main();
} finally {
  for (const cleanup of cleanups) await cleanup();
}
