// `pnpm bench:api [--db postgres,pglite] [--players N] [--tribes N] [--seconds S] [--rounds R]
// [--samples N] [--skip-profile] [--skip-middleware] [--skip-preview] [--skip-cold]
// [--against <other build>/apps/api/dist/main.js]`: times the preview image's drawing, then loads
// one big cluster per store and prints store-level page and search latency (p50/p95/p99 per kind
// of term) and HTTP throughput of the real server (apps/api/dist/main.js: build it first) next to
// a bare node:http server, each in its own process, with the load generator in a third; the
// uncached reads over HTTP as a share of the same reads through the store alone (store-alone.ts);
// on PostgreSQL the cold reads over HTTP (cold-reads.ts) and the server's own code beside Hono's
// stock middleware (this bench's own build of it: hono-middleware.ts); CPU profiles of a cached
// page and of misses, side by side with the --against build's. Not a test: figures depend on the
// machine and its load, which it prints; each run is written to docs/benchmarks/runs/.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  closeSeason,
  createRankingStore,
  type Db,
  DEFAULT_PERIODS,
  drawBoardImage,
  findPostgresBin,
  generateCluster,
  importCluster,
  migrate,
  openPgliteDb,
  openPostgresDb,
  periodStart,
  type RankingStore,
  startTempPostgres,
} from '@ark/api/internals';
import { type BoardSummary, PREVIEW_IMAGE_ROWS, RANKINGS_PATHS } from '@ark/core';
import { bareServer } from './bare-server';
import { coldReads } from './cold-reads';
import { type ProfiledRun, profilesSideBySide, readProfile, summariseProfile } from './cpu-profile';
import { meanRps, rpsLine, share, summarise, timingLine } from './figure-lines';
import { honoMiddlewareServer } from './hono-middleware';
import { type LoadResult, loadProcess } from './load-process';
import {
  type BenchServer,
  loadTest,
  type NamedServer,
  startApiServer,
  startBareServer,
} from './load-test';
import { missRounds, SHARED_WORKLOADS } from './miss-rounds';
import { startRun } from './record-run';
import { type StoreWhere, storeAloneRounds, WARM_UP } from './store-alone';
import {
  COMMON_TERM,
  drawRequest,
  PLAYER_FIELDS,
  pageLookup,
  SHORT_TERMS,
  type Workload,
} from './workloads';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: {
    role: { type: 'string', default: 'bench' },
    db: { type: 'string', default: 'postgres,pglite' },
    players: { type: 'string', default: '1000000' },
    tribes: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    samples: { type: 'string', default: '400' },
    'skip-profile': { type: 'boolean', default: false },
    'skip-store': { type: 'boolean', default: false },
    'skip-http': { type: 'boolean', default: false },
    'skip-middleware': { type: 'boolean', default: false },
    'skip-preview': { type: 'boolean', default: false },
    // The cold reads over HTTP (PostgreSQL): each a fresh data version the bench makes.
    'skip-cold': { type: 'boolean', default: false },
    // Another build's dist/main.js, run beside this one in the throughput rounds.
    against: { type: 'string' },
    'import-only': { type: 'boolean', default: false },
    // With DATABASE_URL: keep a cluster an earlier run imported (same --players), to iterate.
    'reuse-data': { type: 'boolean', default: false },
  },
});
const players = Number(values.players);
const tribes = Number(values.tribes);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const samples = Number(values.samples);
const CONNECTIONS = 50;
const isBench = values.role === 'bench';
const work = isBench ? mkdtempSync(join(tmpdir(), 'ark-bench-')) : '';
const cleanups: (() => void | Promise<void>)[] = [
  () => rmSync(work, { recursive: true, force: true }),
];

const record = isBench ? startRun('pnpm bench:api') : null;
const say = (line = '') => (record ? record.say(line) : console.log(line));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Times `samples` store reads of one workload, one after another, as drawn. */
async function timeStore(store: RankingStore, workload: Workload): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const lookup = pageLookup(drawRequest(workload, players));
    const started = performance.now();
    await store.page(lookup);
    times.push(performance.now() - started);
  }
  return times;
}

/** The first read of each term and filter: it counts the term's matches once per data version. */
async function timeFirstReads(store: RankingStore, terms: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const search of terms) {
    for (const field of PLAYER_FIELDS) {
      const started = performance.now();
      await store.page({ view: 'players', cluster: 'SOLO', field, search, page: 3 });
      times.push(performance.now() - started);
    }
  }
  return times;
}

async function openStore(
  kind: string,
): Promise<{ db: Db; databaseUrl?: string; dataDir?: string }> {
  if (kind === 'postgres') {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const bin = findPostgresBin();
      if (!bin) throw new Error('no DATABASE_URL and no PostgreSQL binaries');
      const pg = await startTempPostgres(bin, { durable: true });
      cleanups.unshift(() => pg.stop());
      url = pg.url;
    }
    return { db: await openPostgresDb({ connectionString: url, max: 10 }), databaseUrl: url };
  }
  const dataDir = mkdtempSync(join(work, 'pglite-'));
  return { db: await openPgliteDb(dataDir), dataDir };
}

/** Store-level latency of every kind of read, in this process (no HTTP). */
async function storeFigures(db: Db): Promise<void> {
  const store = createRankingStore(db);
  // Cold counts first, so each term's first read is timed once, by itself.
  const firstCommon = await timeFirstReads(store, [COMMON_TERM]);
  const firstShort = await timeFirstReads(store, SHORT_TERMS);
  say(`store, ${samples} reads each, one at a time (ms):`);
  say(
    timingLine('ranked page (random page and filter)', summarise(await timeStore(store, 'page'))),
  );
  const rare = summarise(await timeStore(store, 'search-rare'));
  say(timingLine('search rare "hunter 48213" (each term new)', rare));
  const common = summarise(await timeStore(store, 'search-common'));
  say(timingLine(`search common "${COMMON_TERM}" (~6 %), pages 0-9`, common));
  const deep = summarise(await timeStore(store, 'search-common-deep'));
  say(timingLine(`search common "${COMMON_TERM}", any page`, deep));
  const short = summarise(await timeStore(store, 'search-short'));
  say(timingLine(`search 1-2 letters (${SHORT_TERMS.join(' ')}), pages 0-9`, short));
  say(timingLine(`first read of "${COMMON_TERM}" per filter (counts)`, summarise(firstCommon)));
  say(timingLine('first read of each short term per filter', summarise(firstShort)));
  await detailAndSeasonFigures(db, store);
}

/** `samples` random ids of a table's visible rows (not timed). */
async function randomIds(db: Db, table: 'players' | 'tribes', rows: number): Promise<string[]> {
  const positions = Array.from({ length: samples }, () => 1 + Math.floor(Math.random() * rows));
  const found = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE cluster = 'SOLO' AND pos_kills = ANY($1::int[])`,
    [positions],
  );
  return found.map((row) => row.id);
}

/** Times one read per id. */
async function timeEach(ids: readonly string[], read: (id: string) => Promise<unknown>) {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await read(id);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

/**
 * The detail reads (docs/adr/0017-detail-view.md), a season closed at this size, and the same
 * reads of the archived season and of the current one, alternated so both see the same load.
 */
async function detailAndSeasonFigures(db: Db, store: RankingStore): Promise<void> {
  const playerIds = await randomIds(db, 'players', players);
  const tribeIds = await randomIds(db, 'tribes', tribes);
  say(
    timingLine(
      'player detail (PK lookup + counts)',
      await timeEach(playerIds, (id) => store.player({ cluster: 'SOLO', id })),
    ),
  );
  say(
    timingLine(
      'tribe detail + members page 0',
      await timeEach(tribeIds, (id) => store.tribe({ cluster: 'SOLO', id, page: 0 })),
    ),
  );
  const started = performance.now();
  const season = await closeSeason(db, { name: `Bench ${Date.now()}`, by: 'bench' });
  say(
    `season close (every cluster, one transaction): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  store.invalidate();
  say('current season and the archived one, alternated read by read (ms):');
  for (const [label, read] of [
    ['ranked page', (s: number | null) => () => readPage(store, s, '')],
    ['search "hunter 4821"', (s: number | null) => () => readPage(store, s, 'hunter 4821')],
    [
      'player detail',
      (s: number | null) => (id: string) => store.player({ cluster: 'SOLO', id, season: s }),
    ],
  ] as const) {
    const current: number[] = [];
    const archived: number[] = [];
    for (const id of playerIds) {
      for (const [times, s] of [
        [current, null],
        [archived, season.id],
      ] as const) {
        const t0 = performance.now();
        await read(s)(id);
        times.push(performance.now() - t0);
      }
    }
    say(timingLine(`${label}, current`, summarise(current)));
    say(timingLine(`${label}, archived season`, summarise(archived)));
  }
}

/** `cluster` with every fifth player having played, killed and died a little more. */
function changedCluster(cluster: ReturnType<typeof generateCluster>) {
  return {
    ...cluster,
    players: cluster.players.map((p, i) =>
      i % 5 === 0
        ? {
            ...p,
            kills: (p.kills ?? 0) + 1 + (i % 9),
            deaths: (p.deaths ?? 0) + (i % 4),
            playTime: (p.playTime ?? 0) + 30 + (i % 600),
          }
        : p,
    ),
  };
}

/** The week's range board after the re-import: random pages and filters, and a search. */
async function rangeFigures(db: Db): Promise<void> {
  const store = createRankingStore(db);
  const read = (field: string, search: string, page: number) =>
    store.page({
      view: 'players',
      cluster: 'SOLO',
      field: field as (typeof PLAYER_FIELDS)[number],
      search,
      page,
      range: 'week',
    });
  const { total } = await read('PlayerKills', '', 0);
  const pages = Math.max(1, Math.ceil(total / 20));
  const times = async (search: string) => {
    const taken: number[] = [];
    for (let i = 0; i < samples; i++) {
      const field = PLAYER_FIELDS[Math.floor(Math.random() * PLAYER_FIELDS.length)] as string;
      const page = search ? Math.floor(Math.random() * 3) : Math.floor(Math.random() * pages);
      const started = performance.now();
      await read(field, search, page);
      taken.push(performance.now() - started);
    }
    return summarise(taken);
  };
  say(`range "week" (${total} players gained something), ${samples} reads each (ms):`);
  say(timingLine('range page, week (random page and filter)', await times('')));
  say(timingLine(`range search "${COMMON_TERM}", week, pages 0-2`, await times(COMMON_TERM)));
}

/** A random page of kills in the current or an archived season. */
function readPage(store: RankingStore, season: number | null, search: string) {
  const page = Math.floor(Math.random() * (search ? 1 : players / 20));
  return store.page({
    view: 'players',
    cluster: 'SOLO',
    field: 'PlayerKills',
    search,
    page,
    season,
  });
}

/** One load of `spec` against `origin`, with the run's connections, seconds and players. */
const httpRun = (origin: string, spec: Partial<Parameters<typeof loadTest>[0]>) =>
  loadTest({ origin, connections: CONNECTIONS, seconds, players, ...spec });

/**
 * Alternating rounds of the bare server and the cached page (and the --against build's), then
 * the cached page compressed: the cached page's share of bare node:http.
 */
async function cachedFigures(server: BenchServer, against: BenchServer | null): Promise<void> {
  const cachedPath = `${RANKINGS_PATHS.players}?cluster=SOLO&page=3`;
  const sample = await (await fetch(`${server.origin}${cachedPath}`)).text();
  const bare = await startBareServer(sample, work);
  say(
    `HTTP, ${CONNECTIONS} connections, ${seconds} s per run; server, bare server and load generator each in its own process; body ${sample.length} bytes:`,
  );
  const bareRuns: LoadResult[] = [];
  const cachedRuns: LoadResult[] = [];
  const againstRuns: LoadResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    const b = await httpRun(bare.origin, { path: '/' });
    const c = await httpRun(server.origin, { path: cachedPath });
    bareRuns.push(b);
    cachedRuns.push(c);
    say(rpsLine(`round ${round}: bare node:http, fixed JSON`, b));
    say(rpsLine(`round ${round}: cached rankings page`, c, `   = ${share(c.rps, b.rps)} of bare`));
    if (against) {
      const a = await httpRun(against.origin, { path: cachedPath });
      againstRuns.push(a);
      say(
        rpsLine(
          `round ${round}: cached page, --against build`,
          a,
          `   = ${share(a.rps, b.rps)} of bare`,
        ),
      );
    }
  }
  await bare.stop();
  const worstP99 = (list: { p99: number }[]) => Math.max(...list.map((r) => r.p99));
  const perRound = cachedRuns.map((c, i) => share(c.rps, bareRuns[i]?.rps ?? 0)).join(', ');
  say(
    `  mean: bare ${meanRps(bareRuns)} req/s (p99 <= ${worstP99(bareRuns)} ms), cached page ${meanRps(cachedRuns)} req/s (p99 <= ${worstP99(cachedRuns)} ms): cached / bare = ${share(meanRps(cachedRuns), meanRps(bareRuns))} (per round ${perRound}); goal >= 60 %`,
  );
  if (against) {
    say(
      `  mean: cached page, --against build ${meanRps(againstRuns)} req/s (p99 <= ${worstP99(againstRuns)} ms) = ${share(meanRps(againstRuns), meanRps(bareRuns))} of bare`,
    );
  }
  say(
    rpsLine(
      'cached page, Accept-Encoding: br',
      await httpRun(server.origin, { path: cachedPath, headers: { 'Accept-Encoding': 'br' } }),
    ),
  );
}

/**
 * The uncached reads: the store alone's rounds beside each build's over HTTP (miss-rounds.ts),
 * then, on PostgreSQL, the cold reads one at a time (cold-reads.ts).
 */
async function uncachedFigures(
  servers: readonly NamedServer[],
  alone: Awaited<ReturnType<typeof storeAloneRounds>>,
  where: StoreWhere,
): Promise<void> {
  say(
    `HTTP, ${CONNECTIONS} connections, ${seconds} s per run (load generator in its own process):`,
  );
  await missRounds(
    {
      say,
      rounds,
      http: (origin, workload) => httpRun(origin, { workload }),
      warm: (origin, workload) =>
        httpRun(origin, { workload, amount: WARM_UP * CONNECTIONS, seconds: 60 }),
      alone,
      aloneAhead: !where.databaseUrl,
    },
    servers,
  );
  if (!where.databaseUrl || values['skip-cold']) return;
  const versions = Math.max(2, Math.ceil(samples / 16));
  const deepPerVersion = Math.max(1, Math.ceil(samples / versions));
  say(
    `cold reads over HTTP, one at a time (ms): ${versions} fresh data versions (the bench bumps it, each server sees it on /healthz first); per version each build reads "${COMMON_TERM}" once per filter (pages 0-9), then ${deepPerVersion} of its pages at random, then ${deepPerVersion} comparisons of four players at random, each address once; goal p99 <= 25 ms:`,
  );
  for (const cold of await coldReads(servers, {
    databaseUrl: where.databaseUrl,
    players,
    versions,
    deepPerVersion,
    comparePerVersion: deepPerVersion,
  })) {
    const of = cold.label === 'this build' ? '' : `, ${cold.label}`;
    say(
      timingLine(
        `"${COMMON_TERM}" first read per filter${of}`,
        cold.firstPerFilter,
        `   (${cold.firstPerFilter.reads} reads)`,
      ),
    );
    say(
      timingLine(
        `"${COMMON_TERM}" any page, first read${of}`,
        cold.anyPage,
        `   (${cold.anyPage.reads} reads)`,
      ),
    );
    say(
      cold.compare
        ? timingLine(
            `compare of 4 players, first read${of}`,
            cold.compare,
            `   (${cold.compare.reads} reads)`,
          )
        : `compare of 4 players${of}: the build has no compare call`,
    );
  }
}

/**
 * The cached page on two servers of the same store: the real one, with the server's own code for
 * the security headers, CORS, ETag and compression, and this bench's build of the same answers
 * behind Hono's stock middleware (hono-middleware.ts); alternating runs of the plain page, gzip
 * and a 304.
 */
async function middlewareFigures(own: BenchServer, where: { databaseUrl?: string }) {
  const hono = await startApiServer({
    ...where,
    logFile: join(work, 'hono-middleware.log'),
    benchRole: 'hono',
  });
  const path = `${RANKINGS_PATHS.players}?cluster=SOLO&page=3`;
  const etagOf = async (origin: string) =>
    (await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity' } })).headers.get(
      'ETag',
    ) ?? '';
  const loads = [
    ['identity', async () => ({})],
    ['gzip', async () => ({ 'Accept-Encoding': 'gzip' })],
    ['304', async (origin: string) => ({ 'If-None-Match': await etagOf(origin) })],
  ] as const;
  say(
    `own code vs Hono's middleware (cached page, ${CONNECTIONS} connections, ${seconds} s per run, alternating):`,
  );
  const totals = new Map<string, { own: number; hono: number }>();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [label, headersOf] of loads) {
        const run = async (server: BenchServer) =>
          loadTest({
            origin: server.origin,
            path,
            headers: await headersOf(server.origin),
            connections: CONNECTIONS,
            seconds,
          });
        const a = await run(own);
        const b = await run(hono);
        // A 304 run's answers are all non-2xx: not errors here.
        const shown = (r: typeof a) => (label === '304' ? { ...r, bad: 0 } : r);
        say(rpsLine(`round ${round}: own code, ${label}`, shown(a)));
        say(
          rpsLine(
            `round ${round}: Hono middleware, ${label}`,
            shown(b),
            `   = ${Math.round((100 * b.rps) / a.rps)} % of own`,
          ),
        );
        const total = totals.get(label) ?? { own: 0, hono: 0 };
        totals.set(label, { own: total.own + a.rps, hono: total.hono + b.rps });
      }
    }
  } finally {
    await hono.stop();
  }
  say(
    `  mean: ${[...totals]
      .map(
        ([label, t]) =>
          `${label} own ${Math.round(t.own / rounds)} req/s, Hono ${Math.round(t.hono / rounds)} req/s (${Math.round((100 * t.hono) / t.own)} %)`,
      )
      .join('; ')}`,
  );
}

/** µs of the monotonic clock, as V8's profiles count them. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * One load on a server started with --cpu-prof (`mainScript`: another build), its profile
 * counted over the load's own time only (not the process's start and stop).
 */
async function profiledLoad(
  where: StoreWhere,
  label: string,
  spec: Partial<Parameters<typeof loadTest>[0]>,
  mainScript?: string,
): Promise<ProfiledRun> {
  const cpuProfileDir = mkdtempSync(join(work, 'cpu-'));
  const server = await startApiServer({
    ...where,
    logFile: join(cpuProfileDir, 'server.log'),
    cpuProfileDir,
    ...(mainScript && { mainScript }),
  });
  // Warmed first, as the rounds' servers are: the window holds the load alone.
  await httpRun(server.origin, { ...spec, amount: WARM_UP * CONNECTIONS, seconds: 60 });
  const from = nowUs();
  const result = await httpRun(server.origin, spec);
  const to = nowUs();
  await server.stop();
  const counts = readProfile(cpuProfileDir, { from, to });
  return { label, counts, requests: result.rps * seconds, rps: result.rps };
}

/** One more run of the cached page on a server started with --cpu-prof: where a request goes. */
async function profileFigures(where: StoreWhere): Promise<void> {
  const path = `${RANKINGS_PATHS.players}?cluster=SOLO&page=3`;
  const run = await profiledLoad(where, 'this build', { path });
  say(
    `CPU profile of the server (node --cpu-prof) over a ${seconds} s cached-page run, ${run.rps} req/s, the load's samples only:`,
  );
  say(summariseProfile(run.counts, run.requests));
}

/**
 * Where a miss's time goes: each build (this one, and --against's on PostgreSQL) profiled over a
 * run of each uncached workload the store alone is measured by, the 15 hottest functions by self
 * time side by side.
 */
async function missProfileFigures(where: StoreWhere): Promise<void> {
  const builds: [string, string | undefined][] = [['this build', undefined]];
  if (values.against && where.databaseUrl) builds.push(['--against', values.against]);
  for (const [workload, label] of SHARED_WORKLOADS) {
    const runs: ProfiledRun[] = [];
    for (const [build, mainScript] of builds) {
      runs.push(await profiledLoad(where, build, { workload }, mainScript));
    }
    say(
      `CPU profile of a miss (node --cpu-prof), ${label} over a ${seconds} s run per build, the load's samples only; hottest functions by self time (share of busy time, µs per request):`,
    );
    say(profilesSideBySide(runs, 15));
  }
}

/**
 * The built server(s) over HTTP: the store alone beside them (PGlite: before, its folder held by
 * one process at a time), the cached and uncached rounds, the middleware, the profiles.
 */
async function serverFigures(where: StoreWhere, first: boolean): Promise<void> {
  const alone = await storeAloneRounds(
    where,
    { players, callers: CONNECTIONS, seconds },
    {
      ahead: !where.databaseUrl,
      rounds,
      workloads: SHARED_WORKLOADS.map(([workload]) => workload),
    },
  );
  const servers: NamedServer[] = [];
  try {
    const label = where.databaseUrl ? 'postgres' : 'pglite';
    const server = await startApiServer({ ...where, logFile: join(work, `${label}.log`) });
    servers.push({ label: 'this build', server });
    if (first && values.against && where.databaseUrl) {
      const against = await startApiServer({
        ...where,
        logFile: join(work, 'against.log'),
        mainScript: values.against,
      });
      servers.push({ label: '--against', server: against });
    }
    if (first) await cachedFigures(server, servers[1]?.server ?? null);
    await uncachedFigures(servers, alone, where);
    if (first && where.databaseUrl && !values['skip-middleware']) {
      await middlewareFigures(server, where);
    }
  } finally {
    await alone.close();
    for (const { server } of servers) await server.stop();
  }
  if (first && !values['skip-profile']) {
    await profileFigures(where);
    await missProfileFigures(where);
  }
}

async function benchStore(kind: string, first: boolean): Promise<void> {
  say();
  say(`== ${kind}: ${players} players + ${tribes} tribes in one cluster (load average ${load()})`);
  const { db, ...where } = await openStore(kind);
  let open = true;
  try {
    await migrate(db);
    const [held] = await db.query<{ players: number }>(
      "SELECT players FROM clusters WHERE key = 'SOLO'",
    );
    if (values['reuse-data'] && held?.players === players) {
      say('import skipped (--reuse-data): the store already holds this cluster');
    } else {
      // As of the week's start: the re-import below then ranks the week's gains.
      const input = generateCluster('SOLO', 'Solos', 0, players, 7, tribes);
      const asOf = periodStart('week', new Date(), DEFAULT_PERIODS);
      const summary = await importCluster(db, input, { asOf });
      say(`import, one transaction, ranks included: ${(summary.ms / 1000).toFixed(1)} s`);
    }
    if (values['import-only']) return;
    if (!values['skip-store']) await storeFigures(db);
    if (!values['skip-store']) {
      // A second import of the same size as of now, 20 % of the players changed since the week
      // began: what keeping the previous ranks (movement) and the range boards' gains add.
      const steps: string[] = [];
      const input = changedCluster(generateCluster('SOLO', 'Solos', 0, players, 7, tribes));
      const summary = await importCluster(db, input, {
        onStep: (step, took) => {
          if (
            ['previous ranks', 'rank', 'range gains'].includes(step) ||
            step.startsWith('range_')
          ) {
            steps.push(`${step} ${took} ms`);
          }
        },
      });
      say(
        `re-import, 20 % changed (movement and ranges): ${(summary.ms / 1000).toFixed(1)} s, of it ${steps.join(', ')}`,
      );
      await rangeFigures(db);
    }
    if (values['skip-http']) return;
    // The server process opens the store itself: PGlite allows one process per folder.
    await db.close();
    open = false;
    await serverFigures(where, first);
  } finally {
    if (open) await db.close();
  }
}

/** A board of the preview image's rows, its names and title changed by `n`. */
function previewBoard(n: number): BoardSummary {
  return {
    title: `Top players by kills · Cluster ${n}`,
    siteName: 'ARK Leaderboards',
    url: 'http://127.0.0.1:8080/?view=players',
    filter: 'kills',
    valueLabel: 'kills',
    rows: Array.from({ length: PREVIEW_IMAGE_ROWS }, (_, i) => ({
      rank: i + 1,
      name: `Survivor ${n}-${i} 🦖`,
      tribe: `Tribe ${i}`,
      value: `${(PREVIEW_IMAGE_ROWS - i) * 1234}`,
    })),
    updatedAt: '2026-11-20T15:04:00Z',
  };
}

/**
 * The link-preview image drawn in this process (satori and resvg, no HTTP): the first draw loads
 * the engines and fonts, later ones reuse them (the speed the preview's unit test once claimed).
 */
async function previewFigures(): Promise<void> {
  const started = performance.now();
  await drawBoardImage(previewBoard(0));
  const first = performance.now() - started;
  const later: number[] = [];
  for (let n = 1; n <= 10; n++) {
    const t0 = performance.now();
    await drawBoardImage(previewBoard(n));
    later.push(performance.now() - t0);
  }
  say(`preview image (/og.png's drawing, in this process): first draw ${first.toFixed(0)} ms`);
  say(timingLine('later draws, 10 boards', summarise(later)));
}

async function main(): Promise<void> {
  say(
    `ARK API benchmark — ${cpus().length} cores, load average at start ${load()} (1 / 5 / 15 min)`,
  );
  if (!values['skip-preview']) await previewFigures();
  const kinds = String(values.db).split(',');
  // The other build shares PostgreSQL's store only (PGlite's folder is held by one process).
  if (values.against && kinds[0] !== 'postgres') {
    throw new Error(
      `--against runs beside PostgreSQL only, as --db's first store (--db postgres[,pglite]); got --db ${values.db}`,
    );
  }
  for (const [i, kind] of kinds.entries()) await benchStore(kind, i === 0);
  say();
  say(`load average at the end ${load()}`);
  record?.finish();
}

const [argument = ''] = positionals;
if (values.role === 'load') {
  await loadProcess(argument);
} else if (values.role === 'bare') {
  bareServer(argument);
} else if (values.role === 'hono') {
  await honoMiddlewareServer();
} else {
  try {
    await main();
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
