// Times the game-log source (issue 57, docs/adr/0085-the-game-log-source.md) into a PGlite store
// on disk: a day of 200 players joining and leaving (about 100k lines) read and applied; then a
// log of 50 MB read and applied in one sync, the next 1,000 lines in the next, and the peak
// memory (the file is streamed, never read whole):
//   pnpm --filter @ark/bench bench:game-log [megabytes] [players]
import { appendFile, mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSyncRunner, migrate, openDb } from '@ark/api/internals';
import { makeMemoryLogger, storeImports } from '@ark/api/testing';
import { startRun } from './record-run';

const run = startRun('pnpm --filter @ark/bench bench:game-log');
const [megabytesArg, playersArg] = process.argv.slice(2).filter((arg) => arg !== '--');
const megabytes = Number(megabytesArg ?? 50);
const players = Number(playersArg ?? 200);
if (!(megabytes > 0 && Number.isInteger(players) && players > 0)) {
  throw new Error('usage: bench:game-log [megabytes > 0] [players > 0]');
}
const DAY_LINES = 100_000;

/** A small deterministic generator (mulberry32): the same log every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The log's `[yyyy.MM.dd-HH.mm.ss:mmm][ n]yyyy.MM.dd_HH.mm.ss: ` prefix of `at`. */
function prefix(at: Date): string {
  const date = `${at.getUTCFullYear()}.${pad(at.getUTCMonth() + 1)}.${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}.${pad(at.getUTCMinutes())}.${pad(at.getUTCSeconds())}`;
  return `[${date}-${time}:${pad(at.getUTCMilliseconds(), 3)}][  1]${date}_${time}: `;
}

/** What a busy server writes besides joins and leaves: skipped lines, counted by kind. */
const OTHER = [
  'Tamed a Raptor - Lvl 150 (Raptor)!',
  'Rex (Rex): anyone up for the cave?',
  'AdminCmd: SaveWorld (PlayerName: Admin, ARKID: 123456789, SteamID: 76561190000000001)',
  'IP for incoming account 0002a1b2 - IP 192.0.2.44',
  'Wild dino killed by the turret network',
];

/** `count` lines from `start`, a line a few seconds apart, with `players` joining and leaving. */
function* logLines(start: Date, count: number, next: () => number): Generator<string> {
  const ids = Array.from({ length: players }, (_, i) => pad(i, 32));
  const online = new Set<number>();
  const step = (24 * 60 * 60 * 1000) / DAY_LINES;
  for (let i = 0; i < count; i++) {
    const at = new Date(start.getTime() + i * step);
    // About one line in forty is someone joining or leaving: some 2,500 a day.
    if (next() < 0.025) {
      const who = Math.floor(next() * players);
      const verb = online.has(who) ? 'left' : 'joined';
      if (verb === 'left') online.delete(who);
      else online.add(who);
      yield `${prefix(at)}Survivor ${who} [UniqueNetId:${ids[who]} Platform:PC] ${verb} this ARK!\n`;
    } else {
      yield `${prefix(at)}${OTHER[Math.floor(next() * OTHER.length)]}\n`;
    }
  }
}

/** Writes `lines` to `path` in large appends; the lines written. */
async function writeLines(path: string, lines: Iterable<string>): Promise<number> {
  const file = await open(path, 'a');
  let written = 0;
  let buffer: string[] = [];
  try {
    for (const line of lines) {
      buffer.push(line);
      written += 1;
      if (buffer.length === 10_000) {
        await file.write(buffer.join(''));
        buffer = [];
      }
    }
    if (buffer.length > 0) await file.write(buffer.join(''));
  } finally {
    await file.close();
  }
  return written;
}

/** Writes whole days of log to `path` until it holds at least `bytes`; the next line's time. */
async function writeUntil(path: string, bytes: number, next: () => number): Promise<Date> {
  let start = new Date('2026-04-01T00:00:00Z');
  for (;;) {
    await writeLines(path, logLines(start, DAY_LINES, next));
    start = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    if ((await stat(path)).size >= bytes) return start;
  }
}

/** A game-log source of the folder `dir`, as the config's defaults make it. */
const gameLogSource = (dir: string) =>
  ({
    type: 'game-log',
    dir,
    file: 'ShooterGame.log',
    timezone: 'UTC',
    sessionLimitHours: 24,
  }) as const;

const heap = () => Math.round(process.memoryUsage().heapUsed / 1e6);
const peakRss = () => Math.round(process.resourceUsage().maxRSS / 1024);

const work = await mkdtemp(join(tmpdir(), 'ark-bench-game-log-'));
const db = await openDb({ dataDir: join(work, 'store') });
await migrate(db);
try {
  /** Syncs cluster `key` from the log in `dir` once, and says how long it took. */
  const syncOnce = async (key: string, dir: string, what: string) => {
    const runner = createSyncRunner({
      sources: [{ key, display: key, order: 1, source: gameLogSource(dir) }],
      imports: storeImports(db),
      logger: makeMemoryLogger().logger,
      db,
    });
    const started = performance.now();
    const [r] = (await runner.syncAll()).results;
    const ms = Math.round(performance.now() - started);
    const lines = r?.log?.lines ?? 0;
    run.say(
      `${what}: ${ms} ms for ${lines} lines, ${r?.log?.joins ?? 0} joins (read ${r?.readMs} ms, import ${r?.importMs} ms; heap ${heap()} MB)${r?.ok ? '' : ` FAILED ${r?.error}`}`,
    );
  };

  const dayDir = join(work, 'day');
  const bigDir = join(work, 'big');
  await mkdir(dayDir);
  await mkdir(bigDir);
  const next = random(57);
  const dayLog = join(dayDir, 'ShooterGame.log');
  await writeLines(dayLog, logLines(new Date('2026-04-05T00:00:00Z'), DAY_LINES, next));
  run.say(`a day of ${players} players: ${DAY_LINES} lines, ${(await stat(dayLog)).size} bytes`);
  await syncOnce('DAY', dayDir, 'the day read and applied');

  const bigLog = join(bigDir, 'ShooterGame.log');
  const after = await writeUntil(bigLog, megabytes * 1e6, next);
  const size = (await stat(bigLog)).size;
  run.say(`the big log: whole days up to ${megabytes} MB at least, ${size} bytes`);
  await syncOnce('BIG', bigDir, `the ${(size / 1e6).toFixed(1)} MB log read and applied`);
  await appendFile(bigLog, [...logLines(after, 1_000, next)].join(''));
  await syncOnce('BIG', bigDir, 'the next 1,000 lines');
  run.say(`peak memory (max RSS of the process): ${peakRss()} MB`);
  run.finish();
} finally {
  await db.close();
  await rm(work, { recursive: true, force: true });
}
