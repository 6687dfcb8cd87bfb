import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clustersPath, VIEWS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { ClusterSourceSchema } from '../sources/sources-config';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createSyncRunner } from '../sync/sync-runner';
import { makeMemoryLogger, storeImports } from '../sync/test/fake-import';
import { createApp } from './app';

const ANN = 'a'.repeat(32);
const BOB = 'b'.repeat(32);
const CY = 'c'.repeat(32);
/** A line of Ascended's log at `day` (April 2026) and `time` (HH.mm.ss), in UTC. */
const line = (day: number, time: string, text: string) => {
  const date = `2026.04.${String(day).padStart(2, '0')}`;
  return `[${date}-${time}:000][  1]${date}_${time}: ${text}\n`;
};
const joined = (id: string, name: string) =>
  `${name} [UniqueNetId:${id} Platform:PC] joined this ARK!`;
const left = (id: string, name: string) => `${name} [UniqueNetId:${id} Platform:PC] left this ARK!`;

type WireCluster = Record<string, unknown> & { key: string };

// The game log's reads through the app, on real log files synced into real stores.
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`a game-log cluster's reads on ${engine.name}`, () => {
    let db: Db;
    let dir: string;
    const log = () => join(dir, 'ShooterGame.log');
    const sync = async () => {
      const runner = createSyncRunner({
        sources: [
          {
            key: 'ASA',
            display: 'Ascended',
            order: 1,
            source: ClusterSourceSchema.parse({ type: 'game-log', dir }),
          },
        ],
        imports: storeImports(db),
        logger: makeMemoryLogger().logger,
        db,
      });
      const [result] = (await runner.syncAll()).results;
      expect(result?.ok, result?.error).toBe(true);
      return result;
    };
    const app = () => createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
    const clusters = async (query = '') => {
      const res = await app().request(`${clustersPath('players')}${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as WireCluster[];
    };
    const onlineOf = async (key: string) => (await clusters()).find((c) => c.key === key)?.online;

    beforeAll(async () => {
      db = await engine.open();
      // SOLO comes from a plugin's tables: no game log.
      await importCluster(db, soloFixture());
      await closeSeason(db, { name: 'Season 1', by: 'test' });
      dir = await mkdtemp(join(tmpdir(), 'ark-game-log-reads-'));
      await writeFile(
        log(),
        [
          '\uFEFFLog file open, 04/05/26 10:00:00\n',
          line(5, '10.00.00', joined(ANN, 'Ann')),
          line(5, '10.05.00', joined(BOB, 'Bob')),
          line(5, '10.30.00', left(BOB, 'Bob')),
          line(5, '11.00.00', joined(CY, 'Cy')),
        ].join(''),
      );
      await sync();
    });
    afterAll(async () => {
      await db?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it("gives a game-log cluster's players online now in both views' cluster lists, and none to a cluster without a log", async () => {
      for (const view of VIEWS) {
        const res = await app().request(clustersPath(view));
        const list = (await res.json()) as WireCluster[];
        expect(list.find((c) => c.key === 'ASA')).toMatchObject({ online: 2 });
        expect(list.find((c) => c.key === 'SOLO')).not.toHaveProperty('online');
      }
    });

    it('says nothing of online in an archived season', async () => {
      const list = await clusters('?season=1');
      expect(list.length).toBeGreaterThan(0);
      for (const cluster of list) expect(cluster).not.toHaveProperty('online');
    });

    it('keeps the answer for its data version, and a sync that changes who is online answers anew', async () => {
      const served = app();
      const first = await served.request(clustersPath('players'));
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await served.request(clustersPath('players'), {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);

      await appendFile(log(), line(5, '11.10.00', left(ANN, 'Ann')));
      await sync();
      const after = await served.request(clustersPath('players'), {
        headers: { 'If-None-Match': etag },
      });
      expect(after.status).toBe(200);
      const list = (await after.json()) as WireCluster[];
      expect(list.find((c) => c.key === 'ASA')?.online).toBe(1);
    });

    it('counts nobody online after a server start: a crash left no leave lines', async () => {
      await appendFile(
        log(),
        [
          line(5, '11.20.00', joined(ANN, 'Ann')),
          line(5, '12.00.00', 'Server: "Ascended" has successfully started!'),
        ].join(''),
      );
      expect((await sync())?.log).toMatchObject({ starts: 1 });
      expect(await onlineOf('ASA')).toBe(0);
    });

    it('counts nobody whose session passed the 24 h cut, and the one who joined since', async () => {
      await appendFile(log(), line(5, '12.30.00', joined(BOB, 'Bob')));
      await sync();
      expect(await onlineOf('ASA')).toBe(1);
      // A day and more later, with no leave written: Bob's session is cut at 24 h.
      await appendFile(
        log(),
        [line(6, '13.00.00', joined(CY, 'Cy')), line(6, '13.01.00', 'Cy (Cy): hello')].join(''),
      );
      expect((await sync())?.log).toMatchObject({ cut: 1 });
      expect(await onlineOf('ASA')).toBe(1);
    });
  });
}
