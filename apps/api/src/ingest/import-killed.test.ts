import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { createApp } from '../http/app';
import { migrate } from '../store/migrations';
import { dropLeftoverImports } from '../store/open-store';
import { createRankingStore } from '../store/ranking-store';
import { importCluster } from './import-cluster';

const child = fileURLToPath(new URL('../../test/import-child.ts', import.meta.url));

/** Runs the child import and SIGKILLs it `afterMs` after it starts building partitions. */
function killMidImport(dataDir: string, players: number, afterMs: number) {
  return new Promise<{ output: string; signal: NodeJS.Signals | null }>((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir, String(players)], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    proc.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('building')) setTimeout(() => proc.kill('SIGKILL'), afterMs);
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

  const { output, signal } = await killMidImport(target, players, 1500);
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
    // PostgreSQL notices its killed client only when the statement under way (an index build)
    // ends: until then that backend holds the import lock and the drop waits for a later start.
    const deadline = Date.now() + 60_000;
    let dropped = await dropLeftoverImports(db);
    while (dropped.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      dropped = await dropLeftoverImports(db);
    }
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
    dir = await mkdtemp(join(tmpdir(), 'ark-kill-'));
    await killAndCheck(dir, () => openPgliteDb(dir), 200_000);
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)('leaves the previous data served whole (PostgreSQL, SIGKILL)', async () => {
    const url = await freshPostgresUrl(adminUrl as string);
    await killAndCheck(url, () => openPostgresDb({ connectionString: url }), 400_000);
  });
});
