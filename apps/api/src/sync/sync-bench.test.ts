import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { readPluginTables } from '../sources/read-plugin-tables';
import {
  createPluginTables,
  type MariaDb,
  skipWithoutMariaDb,
  startMariaDb,
} from '../sources/test/mariadb-harness';
import { seedBulk } from '../sources/test/seed-plugin-tables';
import { createSyncRunner } from './sync-runner';
import { makeFakeImport, makeMemoryLogger } from './test/fake-import';

const PLAYERS = 100_000;
const TRIBES = 10_000;

describe.skipIf(skipWithoutMariaDb())(`sync of ${PLAYERS} players and ${TRIBES} tribes`, () => {
  let db: MariaDb;
  let url: string;
  let seedMs: number;

  beforeAll(async () => {
    db = await startMariaDb();
    url = await db.createDatabase('big', 'ark', 'Bench-Pa55');
    await createPluginTables(db.admin, 'big');
    const started = performance.now();
    await seedBulk(db.admin, 'big', { players: PLAYERS, tribes: TRIBES });
    seedMs = performance.now() - started;
  });

  afterAll(async () => {
    await db?.stop();
  });

  it('reads, maps and imports (fake) in a few seconds, and prints the times', async () => {
    let started = performance.now();
    const tables = await readPluginTables({ url });
    const readMs = performance.now() - started;
    started = performance.now();
    const { report, data } = mapPluginRows({
      cluster: { key: 'BIG', display: 'Big', order: 1 },
      tables,
    });
    const mapMs = performance.now() - started;
    expect(report).toMatchObject({ players: PLAYERS, tribes: TRIBES, syntheticTribes: 0 });
    expect(data.tribes.reduce((sum, t) => sum + t.kills, 0)).toBe(
      data.players.filter((p) => p.tribeId !== null).reduce((sum, p) => sum + p.kills, 0),
    );

    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [{ key: 'BIG', display: 'Big', order: 1, source: { type: 'mysql', url } }],
      importCluster: fake.importCluster,
      logger: makeMemoryLogger().logger,
    });
    started = performance.now();
    const result = await runner.syncAll();
    const runMs = performance.now() - started;
    expect(result.results[0]?.ok).toBe(true);
    const r = result.results[0];
    console.log(
      `[sync-bench] ${PLAYERS} players / ${TRIBES} tribes: seed ${Math.round(seedMs)} ms; ` +
        `read ${Math.round(readMs)} ms + map ${Math.round(mapMs)} ms; ` +
        `full runner sync with fake import ${Math.round(runMs)} ms ` +
        `(read ${r?.readMs} ms, map ${r?.mapMs} ms, import ${r?.importMs} ms)`,
    );
    expect(runMs).toBeLessThan(30_000);
  });
});
