import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshPglite, migratedPostgresUrl, pgliteFolderFromImage } from '../../test/engines';
import { BERLIN, RACE_TIMES, raceImport, THIS_WEEK_KILLS } from '../../test/race';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { importCluster } from '../ingest/import-cluster';
import { migrate } from './migrations';
import { dropLeftoverImports } from './open-store';
import { readBaselines, readBaselineValues } from './range-baselines';
import { createRankingStore } from './ranking-store';

/** A store that can be closed and opened again on the same data: PGlite's folder, a PostgreSQL database. */
interface Reopenable {
  name: string;
  skip: string | null;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

function reopenables(): Reopenable[] {
  const adminUrl = inject('pgAdminUrl');
  let dir: string | null = null;
  let url: string | null = null;
  return [
    {
      name: 'pglite',
      skip: null,
      async open() {
        dir ??= await pgliteFolderFromImage(await mkdtemp(join(tmpdir(), 'ark-baselines-')));
        const db = await openPgliteDb(dir);
        await migrate(db);
        return db;
      },
      cleanup: async () => {
        if (dir) await rm(dir, { recursive: true, force: true });
      },
    },
    {
      name: 'postgres',
      skip: adminUrl ? null : (inject('pgSkipReason') ?? 'no PostgreSQL'),
      async open() {
        url ??= await migratedPostgresUrl(adminUrl as string);
        const db = await openPostgresDb({ connectionString: url, max: 2 });
        await migrate(db);
        return db;
      },
      cleanup: async () => {},
    },
  ];
}

/** The store's tables of players rows that are not partitions: the kept baselines. */
async function keptTables(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND NOT c.relispartition
       AND c.relname ~ '^(players|tribes)_b' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

const options = (asOf: Date) => ({ asOf, now: () => RACE_TIMES.now, periods: BERLIN });

for (const engine of reopenables()) {
  describe.skipIf(engine.skip !== null)(`range baselines on ${engine.name}`, () => {
    afterAll(() => engine.cleanup());

    it('keeps the baselines across a restart, and counts the next import from them', async () => {
      const first = await engine.open();
      try {
        await importCluster(first, raceImport('history'), options(RACE_TIMES.history));
        await importCluster(first, raceImport('lastWednesday'), options(RACE_TIMES.lastWednesday));
        // Killed-import clean-up at start leaves the kept tables alone.
        await dropLeftoverImports(first);
      } finally {
        await first.close();
      }
      const second = await engine.open();
      try {
        await dropLeftoverImports(second);
        const before = await readBaselines(second, 'RACE');
        expect([...before.keys()].sort()).toEqual(['day', 'month', 'week']);
        await importCluster(second, raceImport('today'), options(RACE_TIMES.today));
        const store = createRankingStore(second, { now: () => RACE_TIMES.now, periods: BERLIN });
        const page = await store.page({
          view: 'players',
          cluster: 'RACE',
          field: 'PlayerKills',
          search: '',
          page: 0,
          range: 'week',
        });
        expect(page.rows.map((r) => [r.name, r.kills])).toEqual(
          THIS_WEEK_KILLS.map(([name, kills]) => [name, kills]),
        );
        expect(page.range).toEqual({
          key: 'week',
          from: RACE_TIMES.weekStart,
          to: RACE_TIMES.today.toISOString(),
        });
      } finally {
        await second.close();
      }
    });

    it('keeps one table per baseline, and drops one no period refers to any more', async () => {
      const db = await engine.open();
      try {
        const baselines = await readBaselines(db, 'RACE');
        // Day and week start from Nov 11's import, the month from Nov 4's (its first).
        expect(baselines.get('day')?.players).toBe(baselines.get('week')?.players);
        expect(baselines.get('month')?.takenAt).toEqual(RACE_TIMES.history);
        const kept = new Set([...baselines.values()].flatMap((b) => [b.players, b.tribes]));
        expect(await keptTables(db)).toEqual([...kept].sort());
        // Friday: a new day. Thursday's import becomes the day's baseline; the week's stays.
        const friday = new Date('2026-11-20T11:00:00Z');
        await importCluster(db, raceImport('today'), {
          ...options(friday),
          now: () => friday,
        });
        const after = await readBaselines(db, 'RACE');
        expect(after.get('day')?.takenAt).toEqual(RACE_TIMES.today);
        expect(after.get('week')?.players).toBe(baselines.get('week')?.players);
        const nowKept = new Set([...after.values()].flatMap((b) => [b.players, b.tribes]));
        expect(await keptTables(db)).toEqual([...nowKept].sort());
        // Monday: a new week. Friday's import is the day's and the week's baseline; the tables
        // of Nov 11 (and Thursday's) go, November's first import stays the month's.
        const monday = new Date('2026-11-23T11:00:00Z');
        await importCluster(db, raceImport('today'), { ...options(monday), now: () => monday });
        const week = await readBaselines(db, 'RACE');
        expect(week.get('week')?.takenAt).toEqual(friday);
        expect(week.get('day')?.players).toBe(week.get('week')?.players);
        expect(week.get('month')?.players).toBe(baselines.get('month')?.players);
        const left = [...new Set([...week.values()].flatMap((b) => [b.players, b.tribes]))];
        expect(await keptTables(db)).toEqual(left.sort());
        expect(left).toHaveLength(4);
      } finally {
        await db.close();
      }
    });
  });
}

describe('readBaselineValues', () => {
  it('reads every row of a table in block chunks into the places an index gives, 0 where absent', async () => {
    const db = await freshPglite();
    try {
      await db.query('CREATE TABLE t (id text, kills double precision, deaths double precision)');
      await db.query(`INSERT INTO t SELECT g::text, g, g * 2 FROM generate_series(1, 5000) g`);
      await db.query('ANALYZE t');
      const index = new Map([
        ['3', 0],
        ['4999', 1],
        ['absent', 2],
      ]);
      const [kills, deaths] = await readBaselineValues(db, 't', ['kills', 'deaths'], index, {
        chunk: 300,
      });
      expect([...(kills as Float64Array)]).toEqual([3, 4999, 0]);
      expect([...(deaths as Float64Array)]).toEqual([6, 9998, 0]);
    } finally {
      await db.close();
    }
  });
});
