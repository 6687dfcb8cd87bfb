import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownName, runMariaDb } from '../../test/run-mariadb';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { readPluginTables } from '../sources/read-plugin-tables';
import {
  createPluginTables,
  type MariaDb,
  skipWithoutMariaDb,
} from '../sources/test/mariadb-harness';
import { seedBulk } from '../sources/test/seed-plugin-tables';
import { createSyncRunner } from './sync-runner';
import { makeFakeImport, makeMemoryLogger } from './test/fake-import';

const PLAYERS = 100_000;
const TRIBES = 10_000;

describe.skipIf(skipWithoutMariaDb())(`sync of ${PLAYERS} players and ${TRIBES} tribes`, () => {
  let db: MariaDb;
  let url: string;

  beforeAll(async () => {
    db = await runMariaDb();
    const big = ownName('big');
    url = await db.createDatabase(big, ownName('ark'), 'Bench-Pa55');
    await createPluginTables(db.admin, big);
    await seedBulk(db.admin, big, { players: PLAYERS, tribes: TRIBES });
  });

  afterAll(async () => {
    await db?.stop();
  });

  // How long it takes is bench:sync's (pnpm --filter @ark/bench bench:sync).
  it('reads every row, maps the tribe sums exactly and hands them all to the import', async () => {
    const tables = await readPluginTables({ url });
    const { report, data } = mapPluginRows({
      cluster: { key: 'BIG', display: 'Big', order: 1 },
      tables,
    });
    expect(report).toMatchObject({ players: PLAYERS, tribes: TRIBES, syntheticTribes: 0 });
    expect(data.tribes.reduce((sum, t) => sum + t.kills, 0)).toBe(
      data.players.filter((p) => p.tribeId !== null).reduce((sum, p) => sum + (p.kills ?? 0), 0),
    );

    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [{ key: 'BIG', display: 'Big', order: 1, source: { type: 'mysql', url } }],
      imports: fake.imports,
      logger: makeMemoryLogger().logger,
    });
    const result = await runner.syncAll();
    expect(result.results[0]).toMatchObject({ ok: true, report: { players: PLAYERS } });
    expect(fake.served.get('BIG')?.players).toHaveLength(PLAYERS);
  });
});
