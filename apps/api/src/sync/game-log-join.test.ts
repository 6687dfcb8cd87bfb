import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clustersPath, playerPath, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { ownName, runMariaDb } from '../../test/run-mariadb';
import type { Db } from '../db/db';
import { createApp } from '../http/app';
import { ClusterConfigSchema } from '../sources/sources-config';
import { type MariaDb, skipWithoutMariaDb } from '../sources/test/mariadb-harness';
import { seedPointRewards } from '../sources/test/seed-plugin-tables';
import { createRankingStore } from '../store/ranking-store';
import { syncOnce } from './test/fake-import';

// One cluster from two sources, on real parts: AsaApi's PointRewards table in MariaDB (the
// plugin's own DDL) and a real log folder, joined by EOS id, on both stores.
const REX = '0002a1b2c3d4e5f60718293a4b5c6d7e';
const ANA = '00027f3e2d1c0b0a0908070605040302';
const LOG_ONLY = '0002ffffffffffffffffffffffff0001';
const REWARDS = [
  // The plugin may write an EOS id in capitals: it is still Rex of the log.
  {
    EosId: REX.toUpperCase(),
    PlayerId: '11',
    PlayerName: 'Rex',
    Kill: 10,
    Death: 2,
    DinoKill: 5,
    TamedKill: 4,
  },
  { EosId: ANA, PlayerId: '12', PlayerName: 'Ana', Kill: 3, Death: 1, DinoKill: 0, TamedKill: 9 },
];
const line = (time: string, text: string) =>
  `[2026.04.05-${time}:000][  1]2026.04.05_${time}: ${text}\n`;
const presence = (id: string, name: string, what: 'joined' | 'left') =>
  `${name} [UniqueNetId:${id} Platform:PC] ${what} this ARK!`;
const LOG = [
  '\uFEFFLog file open, 04/05/26 10:00:00\n',
  line('10.00.00', presence(REX, 'Rex', 'joined')),
  line('10.10.00', presence(LOG_ONLY, 'Wanderer', 'joined')),
  line('11.00.00', presence(REX, 'Rex', 'left')),
  line('11.30.00', presence(LOG_ONLY, 'Wanderer', 'left')),
].join('');

type WireRow = Record<string, unknown>;

describe.skipIf(skipWithoutMariaDb())('a PointRewards cluster with its game log', () => {
  let mariadb: MariaDb;
  let url: string;
  beforeAll(async () => {
    mariadb = await runMariaDb();
    url = await seedPointRewards(mariadb, REWARDS, {
      database: ownName('asa'),
      user: ownName('ark'),
    });
  });
  afterAll(async () => {
    await mariadb?.stop();
  });

  for (const engine of engines()) {
    describe.skipIf(engine.skip !== null)(`synced into ${engine.name}`, () => {
      let db: Db;
      let dir: string;
      beforeAll(async () => {
        db = await engine.open();
        dir = await mkdtemp(join(tmpdir(), 'ark-game-log-join-'));
        await writeFile(join(dir, 'ShooterGame.log'), LOG);
      });
      afterAll(async () => {
        await db?.close();
        if (dir) await rm(dir, { recursive: true, force: true });
      });
      const sync = async () => {
        const cluster = ClusterConfigSchema.parse({
          key: 'ASA',
          display: 'Ascended',
          order: 1,
          source: { type: 'mysql', url, layout: 'point-rewards' },
          gameLog: { dir },
        });
        const result = await syncOnce(db, [cluster]);
        expect(result?.ok, result?.error).toBe(true);
        return result;
      };
      const get = async <T>(path: string): Promise<T> => {
        const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        return (await res.json()) as T;
      };
      const board = async (filter: string) =>
        (
          await get<{ ranking_data: WireRow[] }>(
            `${RANKINGS_PATHS.players}?cluster=ASA&filter=${filter}`,
          )
        ).ranking_data;

      it('keeps kills from the plugin and play time from the log on one board', async () => {
        expect(await sync()).toMatchObject({ log: { joins: 2, leaves: 2 } });
        const [cluster] = await get<WireRow[]>(clustersPath('players'));
        expect(cluster).toMatchObject({
          key: 'ASA',
          keeps: { tribes: false, stats: ['kills', 'deaths', 'tamed_dino_kills', 'time_played'] },
          online: 0,
        });
        const rows = await board('time_played');
        expect(rows.map((r) => [r.PlayerName, r.SteamID, r.PlayTime, r.PlayerKills])).toEqual([
          ['Wanderer', LOG_ONLY, 80, null],
          ['Rex', REX, 60, 10],
          ['Ana', ANA, null, 3],
        ]);
      });

      it("gives a player seen by one source the other's statistics as missing (null), never 0", async () => {
        const byName = new Map((await board('kills')).map((r) => [r.PlayerName, r]));
        expect(byName.get('Ana')).toMatchObject({ PlayTime: null, PlayerKills: 3, DinoKills: 9 });
        expect(byName.get('Ana')).not.toHaveProperty('LastSeen');
        expect(byName.get('Wanderer')).toMatchObject({
          PlayTime: 80,
          PlayerKills: null,
          DinoKills: null,
          DeathByPlayer: null,
          KD: null,
          LastSeen: '2026-04-05T11:30:00.000Z',
          Sessions: 1,
        });
        const rex = await get<{ player: WireRow }>(`${playerPath(REX)}?cluster=ASA`);
        expect(rex.player).toMatchObject({
          PlayerKills: 10,
          PlayTime: 60,
          LastSeen: '2026-04-05T11:00:00.000Z',
          Sessions: 1,
        });
      });

      it('follows the log on: a join of a plugin player shows them online, their kills kept', async () => {
        await appendFile(
          join(dir, 'ShooterGame.log'),
          line('12.00.00', presence(ANA, 'Ana', 'joined')),
        );
        const result = await sync();
        expect(result?.summary?.skipped).toBeUndefined();
        const [cluster] = await get<WireRow[]>(clustersPath('players'));
        expect(cluster?.online).toBe(1);
        const ana = (await board('kills')).find((r) => r.PlayerName === 'Ana');
        expect(ana).toMatchObject({ PlayerKills: 3, PlayTime: 0, LastSeen: null, Sessions: 1 });
      });
    });
  }
});
