// `pnpm --filter @ark/bench bench:rows-json -- [--db pglite,postgres] [--url postgres://...]
// [--players 100000] [--rows 50,100] [--reps 2000]`: the rankings answer's two JSONs side by
// side on a real store (docs/adr/0080-typed-rows.md): a page read with its rows' JSON written by
// PostgreSQL and spliced into the answer (the text path), against the same page read as typed
// rows and written by JSON.stringify in JavaScript (the typed path). Each rep reads one random
// page of `rows` rows both ways, in alternating order, and times each from the statement sent to
// the answer's text; medians and p99s are printed side by side, and of each the part after the
// driver gave its rows (the driver's own JSON.parse of the typed rows is in the whole read). PostgreSQL is `--url`, else DATABASE_URL, else a throwaway server as bench:api starts one
// (prepared statements, as the server reads). Not a test: figures depend on the machine and its
// load, which it prints; each run is written to docs/benchmarks/runs/.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Db,
  findPostgresBin,
  generateCluster,
  importCluster,
  migrate,
  openPgliteDb,
  openPostgresDb,
  RANKINGS_ROWS_TEXT,
  type RankedRow,
  rankedSql,
  rankingsAnswer,
  rankingsJson,
  type StatementRow,
  startTempPostgres,
} from '@ark/api/internals';
import { percentile } from './load-test';
import { startRun } from './record-run';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    url: { type: 'string' },
    players: { type: 'string', default: '100000' },
    rows: { type: 'string', default: '50,100' },
    reps: { type: 'string', default: '2000' },
  },
});
const players = Number(values.players);
const pageRows = (values.rows ?? '').split(',').map(Number);
const reps = Number(values.reps);
/** Reps of each size read first and not counted: the store's cache and the JIT warm. */
const WARM_UP = Math.min(200, reps);

const run = startRun('pnpm --filter @ark/bench bench:rows-json');
const work = mkdtempSync(join(tmpdir(), 'ark-rows-json-'));
const cleanups: (() => void | Promise<void>)[] = [
  () => rmSync(work, { recursive: true, force: true }),
];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** The engine's store, fresh and migrated. */
async function openStore(kind: string): Promise<Db> {
  if (kind === 'pglite') return openPgliteDb(mkdtempSync(join(work, 'pglite-')));
  let url = values.url ?? process.env.DATABASE_URL;
  if (!url) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no --url, no DATABASE_URL and no PostgreSQL binaries');
    const pg = await startTempPostgres(bin, { durable: true });
    cleanups.unshift(() => pg.stop());
    url = pg.url;
  }
  return openPostgresDb({ connectionString: url, max: 4, prepared: true });
}

/** One timing of a page: the whole read, and the part of it after the driver gave the rows. */
interface Taken {
  total: number;
  js: number;
}

/** The players' all-time board by kills, `rows` rows from position `from` (the ranked read). */
const lookup = { view: 'players', cluster: 'SOLO', field: 'PlayerKills', search: '' } as const;

/** A page of `rows` rows read and written one way; its answer's length, so no work is dropped. */
async function readOnce(db: Db, rows: number, typed: boolean): Promise<Taken & { bytes: number }> {
  const from = Math.floor(Math.random() * Math.max(1, players - rows));
  const page = Math.floor(from / rows);
  const asked = { view: lookup.view, page };
  const sql = rankedSql(
    { ...lookup, page },
    { kind: 'ranked', from, to: from + rows },
    typed ? 'typed' : RANKINGS_ROWS_TEXT,
  );
  const started = performance.now();
  const [row] = await db.query<StatementRow>(sql.text, sql.values);
  const came = performance.now();
  if (!row) throw new Error('the statement answered no row');
  const state = { total: row.counted ?? 0, version: row.version, updatedAt: row.updatedAt };
  const body = typed
    ? JSON.stringify(rankingsAnswer(asked, { ...state, rows: (row.rows ?? []) as RankedRow[] }))
    : rankingsJson(asked, { ...state, json: (row.rows as string | null) ?? '[]' });
  const done = performance.now();
  return { total: done - started, js: done - came, bytes: body.length };
}

const ms = (n: number) => n.toFixed(3).padStart(8);
const median = (times: readonly number[]) => percentile(times, 50);

/** A path's line: median and p99 of the whole read, and of its part after the driver. */
function figures(label: string, taken: readonly Taken[]): string {
  const total = taken.map((t) => t.total);
  const js = taken.map((t) => t.js);
  return `${label.padEnd(28)} median ${ms(median(total))}  p99 ${ms(percentile(total, 99))} ms   (after the driver: median ${ms(median(js))}  p99 ${ms(percentile(js, 99))} ms)`;
}

async function benchEngine(kind: string): Promise<void> {
  run.say();
  run.say(`== ${kind}: ${players.toLocaleString('en-US')} players (load average ${load()})`);
  const db = await openStore(kind);
  try {
    await migrate(db);
    const summary = await importCluster(db, generateCluster('SOLO', 'Solos', 0, players, 7));
    run.say(`import: ${(summary.ms / 1000).toFixed(1)} s`);
    for (const rows of pageRows) {
      const text: Taken[] = [];
      const typed: Taken[] = [];
      let bytes = 0;
      for (let rep = 0; rep < WARM_UP + reps; rep++) {
        // Alternating which goes first, so neither always meets the other's warmed cache.
        const order = rep % 2 === 0 ? [false, true] : [true, false];
        for (const isTyped of order) {
          const taken = await readOnce(db, rows, isTyped);
          bytes = Math.max(bytes, taken.bytes);
          if (rep >= WARM_UP) (isTyped ? typed : text).push(taken);
        }
      }
      run.say(`${rows} rows a page, ${reps} reps each (answers up to ${bytes} characters):`);
      run.say(`  ${figures("rows' JSON written by SQL", text)}`);
      run.say(`  ${figures('typed rows, JSON.stringify', typed)}`);
      const ratio = median(typed.map((t) => t.total)) / median(text.map((t) => t.total));
      run.say(`  typed / SQL's JSON, median: ${ratio.toFixed(2)}`);
    }
  } finally {
    await db.close();
  }
}

try {
  for (const kind of (values.db ?? '').split(',')) await benchEngine(kind);
  run.say();
  run.say(`written to ${run.finish()}`);
} finally {
  for (const cleanup of cleanups) await cleanup();
}
