// Times a sync of 100k players / 10k tribes from a private MariaDB into a PGlite store on disk:
//   pnpm --filter @ark/bench bench:sync [players] [tribes]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSyncRunner, migrate, openDb } from '@ark/api/internals';
import {
  createPluginTables,
  makeFakeImport,
  makeMemoryLogger,
  seedBulk,
  startMariaDb,
  storeImports,
} from '@ark/api/testing';
import { startRun } from './record-run';

const run = startRun('pnpm --filter @ark/bench bench:sync');

const players = Number(process.argv[2] ?? 100_000);
const tribes = Number(process.argv[3] ?? 10_000);
const mariadb = await startMariaDb();
const dataDir = await mkdtemp(join(tmpdir(), 'ark-bench-sync-'));
try {
  const url = await mariadb.createDatabase('big', 'ark', 'Bench-Pa55');
  await createPluginTables(mariadb.admin, 'big');
  let started = performance.now();
  await seedBulk(mariadb.admin, 'big', { players, tribes });
  run.say(
    `seeded ${players} players / ${tribes} tribes in ${Math.round(performance.now() - started)} ms`,
  );
  const sources = [
    { key: 'BIG', display: 'Big', order: 1, source: { type: 'mysql' as const, url } },
  ];

  for (let i = 1; i <= 3; i += 1) {
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources,
      imports: fake.imports,
      logger: makeMemoryLogger().logger,
    });
    started = performance.now();
    const [r] = (await runner.syncAll()).results;
    run.say(
      `fake import, run ${i}: ${Math.round(performance.now() - started)} ms ` +
        `(read ${r?.readMs} ms, map ${r?.mapMs} ms, import ${r?.importMs} ms)`,
    );
  }

  const db = await openDb({ dataDir });
  await migrate(db);
  try {
    for (let i = 1; i <= 2; i += 1) {
      const runner = createSyncRunner({
        sources,
        imports: storeImports(db),
        logger: makeMemoryLogger().logger,
      });
      started = performance.now();
      const [r] = (await runner.syncAll()).results;
      // The second run finds the source unchanged: the sync's usual case, nothing written.
      const what = r?.summary?.skipped ? 'unchanged, skipped' : 'import';
      run.say(
        `PGlite ${what}, run ${i}: ${Math.round(performance.now() - started)} ms ` +
          `(read ${r?.readMs} ms, map ${r?.mapMs} ms, import ${r?.importMs} ms)${r?.ok ? '' : ` FAILED ${r?.error}`}`,
      );
    }
  } finally {
    await db.close();
  }
  run.finish();
} finally {
  await mariadb.stop();
  await rm(dataDir, { recursive: true, force: true });
}
