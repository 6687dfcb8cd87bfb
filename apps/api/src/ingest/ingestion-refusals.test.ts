import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromImage } from '../../test/engines';
import {
  health,
  type Served,
  scratchFolder,
  served,
  syncRunner,
} from '../../test/ingestion-harness';
import { phpMyAdminJson } from '../../test/plugin-data';
import { goodPlayers, goodTribesJson, REFUSALS } from '../../test/refusal-cases';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { migrate } from '../store/migrations';
import type { SyncRunner } from '../sync/sync-runner';
import { PLAYER_TABLE, TRIBE_TABLE } from './plugin-rows';

// Refusals keep the last good data (docs/adr/0034-ingestion-rules.md): the sync from a files
// source refuses each broken export as `ark import` does (ingestion-cli-refusals.test.ts), says
// why in /healthz, keeps serving the old data, and is ok again once the files are put right.

const scratch = scratchFolder('ark-ingestion-files-');
const writeFolder = scratch.writeFolder;
const CASES = REFUSALS;

describe('refusals keep the last good data', () => {
  describe('the sync from a files source', () => {
    let db: Db;
    let runner: SyncRunner;
    let folder = '';
    let before: Served;
    const writeGood = () =>
      writeFolder('sync-files', {
        [`${PLAYER_TABLE}.json`]: phpMyAdminJson(PLAYER_TABLE, goodPlayers()),
        [`${TRIBE_TABLE}.json`]: goodTribesJson(),
      });

    beforeAll(async () => {
      folder = await writeGood();
      db = await openDb({ dataDir: await pgliteFolderFromImage(scratch.path('sync-files-store')) });
      await migrate(db);
      runner = syncRunner(db, { type: 'files', dir: folder });
      expect((await runner.syncAll()).results[0]?.ok).toBe(true);
      before = await served(db);
    });
    afterAll(async () => {
      await db?.close();
    });

    for (const { name, file, content, reason } of CASES) {
      it(`refuses ${name}: /healthz says failed and why, the old data stays served`, async () => {
        await writeFolder('sync-files', {
          [file]: content(),
          [`${TRIBE_TABLE}.json`]: goodTribesJson(),
        });
        const run = await runner.syncAll();
        expect(run.results[0]?.ok).toBe(false);
        const [cluster] = (await health(db, runner)).sync.clusters;
        expect(cluster).toMatchObject({ key: 'SOLO', state: 'failed' });
        expect(cluster?.lastError).toMatch(reason);
        expect(await served(db)).toEqual(before);
        // Put right, the next sync is ok again (and writes nothing: the data is unchanged).
        await writeGood();
        expect((await runner.syncAll()).results[0]).toMatchObject({
          ok: true,
          summary: { skipped: true },
        });
        expect((await health(db, runner)).sync.clusters[0]?.state).toBe('ok');
      });
    }
  });
});
