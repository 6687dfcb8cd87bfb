import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playerPath, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { createApp } from '../http/app';
import { ClusterSourceSchema } from '../sources/sources-config';
import { createRankingStore } from '../store/ranking-store';
import { createSyncRunner } from './sync-runner';
import { makeMemoryLogger, storeImports } from './test/fake-import';

const ANN = 'a'.repeat(32);
const line = (time: string, text: string) =>
  `[2026.04.05-${time}:000][  1]2026.04.05_${time}: ${text}\n`;
const LOG = [
  '\uFEFFLog file open, 04/05/26 10:00:00\n',
  line('10.00.00', `Ann [UniqueNetId:${ANN} Platform:PC] joined this ARK!`),
  line('10.01.00', 'Old Timer joined this ARK!'),
  line('10.02.00', 'IP for incoming account x - IP 192.0.2.44'),
  line('11.30.00', `Ann [UniqueNetId:${ANN} Platform:PC] left this ARK!`),
  line('11.31.00', 'Old Timer left this ARK!'),
].join('');

type WireRow = Record<string, unknown>;

// End to end with the real store: a log in a folder -> the sync -> the import -> a board.
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`a game-log source synced on ${engine.name}`, () => {
    let db: Db;
    let dir: string;

    beforeAll(async () => {
      db = await engine.open();
      dir = await mkdtemp(join(tmpdir(), 'ark-game-log-sync-'));
      await writeFile(join(dir, 'ShooterGame.log'), LOG);
    });
    const sources = () => [
      {
        key: 'ASA',
        display: 'Ascended',
        order: 1,
        source: ClusterSourceSchema.parse({ type: 'game-log', dir }),
      },
    ];
    afterAll(async () => {
      await db?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('lands a play-time board that keeps players and time played, no kills and no tribes', async () => {
      const memory = makeMemoryLogger();
      const runner = createSyncRunner({
        sources: sources(),
        imports: storeImports(db),
        logger: memory.logger,
        db,
      });
      const [result] = (await runner.syncAll()).results;
      expect(result).toMatchObject({ ok: true, log: { joins: 2, leaves: 2, byName: 1 } });
      expect(runner.status().clusters[0]?.lastLog?.skipped.ip).toBe(1);
      expect(JSON.stringify(memory.records)).not.toContain('192.0.2.44');

      const store = createRankingStore(db, { versionTtlMs: 0 });
      expect(await store.clusters()).toMatchObject([
        { key: 'ASA', players: 2, tribes: 0, keeps: { tribes: false, stats: ['time_played'] } },
      ]);
      const page = await store.page({
        view: 'players',
        cluster: 'ASA',
        field: 'PlayTime',
        search: '',
        page: 0,
      });
      expect(page.rows).toMatchObject([
        { id: ANN, name: 'Ann', playTime: 90 },
        { name: 'Old Timer', playTime: 90 },
      ]);

      // Nothing new in the log: the sync writes nothing.
      const [again] = (await runner.syncAll()).results;
      expect(again).toMatchObject({ ok: true, log: { lines: 0 }, summary: { skipped: true } });
    });

    it('answers kills, deaths and tamed kills as missing (null), never 0, in rows and details', async () => {
      const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
      const board = await app.request(`${RANKINGS_PATHS.players}?cluster=ASA&filter=time_played`);
      expect(board.status).toBe(200);
      const { ranking_data: rows } = (await board.json()) as { ranking_data: WireRow[] };
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ PlayerKills: null, DinoKills: null, DeathByPlayer: null });
        expect(row.KD).toBeNull();
        expect(row.PlayTime).toBe(90);
      }
      const detail = await app.request(`${playerPath(ANN)}?cluster=ASA`);
      expect(detail.status).toBe(200);
      expect(((await detail.json()) as { player: WireRow }).player).toMatchObject({
        PlayerName: 'Ann',
        PlayTime: 90,
        PlayerKills: null,
        DinoKills: null,
        DeathByPlayer: null,
        KD: null,
      });
    });

    it('gives every row and detail its last seen and sessions, refreshed by a join that adds no minutes', async () => {
      const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
      const read = async () => {
        const board = await app.request(`${RANKINGS_PATHS.players}?cluster=ASA&filter=time_played`);
        const detail = await app.request(`${playerPath(ANN)}?cluster=ASA`);
        return {
          rows: ((await board.json()) as { ranking_data: WireRow[] }).ranking_data,
          ann: ((await detail.json()) as { player: WireRow }).player,
        };
      };
      const before = await read();
      expect(before.rows).toMatchObject([
        { PlayerName: 'Ann', LastSeen: '2026-04-05T11:30:00.000Z', Sessions: 1 },
        { PlayerName: 'Old Timer', LastSeen: '2026-04-05T11:31:00.000Z', Sessions: 1 },
      ]);
      expect(before.ann).toMatchObject({ LastSeen: '2026-04-05T11:30:00.000Z', Sessions: 1 });

      // Ann is back: an open session of 0 minutes, so play time is as it was.
      await appendFile(
        join(dir, 'ShooterGame.log'),
        line('12.00.00', `Ann [UniqueNetId:${ANN} Platform:PC] joined this ARK!`),
      );
      const runner = createSyncRunner({
        sources: sources(),
        imports: storeImports(db),
        logger: makeMemoryLogger().logger,
        db,
      });
      const [result] = (await runner.syncAll()).results;
      expect(result).toMatchObject({ ok: true, log: { joins: 1 } });
      expect(result?.summary?.skipped).toBeUndefined();
      const after = await read();
      expect(after.rows[0]).toMatchObject({
        PlayerName: 'Ann',
        PlayTime: 90,
        LastSeen: null,
        Sessions: 2,
      });
      expect(after.ann).toMatchObject({ PlayTime: 90, LastSeen: null, Sessions: 2 });
    });

    it('fails alone, naming the source, without the store to keep its place in', async () => {
      const runner = createSyncRunner({
        sources: sources(),
        imports: storeImports(db),
        logger: makeMemoryLogger().logger,
      });
      const [result] = (await runner.syncAll()).results;
      expect(result).toMatchObject({ ok: false, error: expect.stringContaining('game-log') });
    });
  });
}
