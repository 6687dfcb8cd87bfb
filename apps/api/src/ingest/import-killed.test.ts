import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migratedPostgresUrl, pgliteFolderFromImage } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import { CHILD_V8_FLAGS } from '../../test/run-cli';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { createApp } from '../http/app';
import { IMPORT_LOCK } from '../store/cluster-partition';
import { migrate } from '../store/migrations';
import { dropLeftoverImports } from '../store/open-store';
import { createRankingStore } from '../store/ranking-store';
import { importCluster } from './import-cluster';

/** Enough rows for more than one statement of a build: the child holds still after the first. */
const PLAYERS = 30_000;

const child = fileURLToPath(new URL('../../test/import-child.ts', import.meta.url));

/** Runs the child import and SIGKILLs it once it holds still in the middle of its build. */
function killMidImport(dataDir: string, players: number) {
  return new Promise<{ output: string; signal: NodeJS.Signals | null }>((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...CHILD_V8_FLAGS, '--import', 'tsx', child, dataDir, String(players)],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    proc.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('building')) proc.kill('SIGKILL');
    });
    proc.on('error', reject);
    proc.on('exit', (_code, signal) => resolve({ output, signal }));
  });
}

/** Imports the fixture, kills a big import mid-way, then checks the old data is served whole. */
async function killAndCheck(target: string, open: () => Promise<Db>, players: number) {
  const before = await open();
  await migrate(before);
  await importCluster(before, soloFixture());
  await before.close();

  const { output, signal } = await killMidImport(target, players);
  expect(signal).toBe('SIGKILL');
  expect(output).toContain('building');
  expect(output).not.toContain('done');

  const db = await open();
  try {
    // The half-built partition is left behind, never attached; the next start drops it.
    const builds = () =>
      db.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class
         WHERE relname ~ '^(range_)?(players|tribes)_b[0-9a-z]+$' AND relkind = 'r'
           AND NOT relispartition AND relname NOT IN (SELECT players_table FROM range_baselines
             UNION ALL SELECT tribes_table FROM range_baselines)`,
      );
    const left = (await builds()).map((b) => b.name);
    expect(left.length).toBeGreaterThan(0);
    // The killed import's connection holds the import lock until PostgreSQL notices it is gone
    // (PGlite's went with the process): taken and given back here, the lock is free again.
    await db.session(async (session) => {
      await session.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK]);
      await session.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]);
    });
    const dropped = await dropLeftoverImports(db);
    expect(dropped).toEqual(left);
    expect(await builds()).toEqual([]);
    const app = createApp({ store: createRankingStore(db) });
    const res = await app.request('/api/ark/player_rankings?cluster=SOLO&page=1');
    const body = (await res.json()) as {
      ranking_data: { rank: number }[];
      pagination: { total_records: number };
    };
    expect(body.pagination.total_records).toBe(34);
    expect(body.ranking_data).toHaveLength(14);
    const [counts] = await db.query<{ n: number; v: number }>(
      `SELECT (SELECT count(*)::int FROM players WHERE cluster = 'SOLO') AS n,
              (SELECT version::int FROM data_version) AS v`,
    );
    expect(counts).toEqual({ n: 34, v: 1 });
    // The store stays writable after the crash.
    expect((await importCluster(db, soloFixture())).version).toBe(2);
  } finally {
    await db.close();
  }
}

describe('importCluster killed mid-way', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves the previous data served whole (PGlite on disk, SIGKILL)', async () => {
    dir = await pgliteFolderFromImage(await mkdtemp(join(tmpdir(), 'ark-kill-')));
    await killAndCheck(dir, () => openPgliteDb(dir), PLAYERS);
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)('leaves the previous data served whole (PostgreSQL, SIGKILL)', async () => {
    const url = await migratedPostgresUrl(adminUrl as string);
    await killAndCheck(url, () => openPostgresDb({ connectionString: url }), PLAYERS);
  });
});
