import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { hideEntry } from '../store/moderation';
import { readServedRows } from '../store/served-rows';
import type { GainColumns } from '../store/suspects';
import { importCluster } from './import-cluster';
import { importGains } from './import-gains';
import type { PlayerInput } from './import-types';
import { prepareImport } from './prepare-import';

const CLUSTER = { key: 'SOLO', display: 'Solos', order: 1 };

function makePlayer(id: number, stats: Partial<PlayerInput> = {}): PlayerInput {
  return {
    id: String(100 + id),
    name: `P${id}`,
    tribeName: '',
    tribeId: null,
    playTime: 100,
    kills: 10,
    dinoKills: 5,
    deaths: 4,
    ...stats,
  };
}

/** The gains as one row per player, sorted by id. */
function byPlayer(gains: GainColumns) {
  return gains.ids
    .map((id, i) => [id, gains.kills[i], gains.deaths[i], gains.dinoKills[i], gains.playTime[i]])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`importGains on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    /** The gains `players` bring over what SOLO serves, its served players read in `chunk` rows. */
    async function gainsOf(players: PlayerInput[], chunk?: number): Promise<GainColumns> {
      const intent = { at: new Date(), allowShrink: true, skipUnchanged: false };
      const prepared = await prepareImport(db, { cluster: CLUSTER, players, tribes: [] }, intent);
      if (prepared.skip || !prepared.state.served) throw new Error('SOLO is served');
      const served = await readServedRows(db, {
        table: 'players',
        partition: prepared.state.served.players,
        ids: prepared.players.ids,
        columns: ['kills', 'deaths', 'dino_kills', 'play_time'],
        chunk,
      });
      return importGains(prepared.players, served);
    }

    it('gives the gains of the players who gained anything, a reset and a newcomer from 0, read in pieces as at once', async () => {
      const before = Array.from({ length: 30 }, (_, i) => makePlayer(i));
      await importCluster(db, { cluster: CLUSTER, players: before, tribes: [] });
      await hideEntry(db, { cluster: 'SOLO', kind: 'player', id: '105', reason: 'x', by: 't' });
      const after = before.map((p, i) =>
        i % 3 === 0 ? p : { ...p, kills: (p.kills ?? 0) + i, playTime: (p.playTime ?? 0) + 60 },
      );
      after[1] = { ...(after[1] as PlayerInput), kills: 3, deaths: 1 }; // reset: counts from 0
      after.push(makePlayer(40, { kills: 2, deaths: 0, dinoKills: 0, playTime: 30 })); // newcomer
      const rows = byPlayer(await gainsOf(after));
      expect(byPlayer(await gainsOf(after, 7))).toEqual(rows);
      // 30 players: every third idle, 105 hidden; a reset and a newcomer count from 0.
      expect(rows.map((r) => r[0])).toHaveLength(30 - 10 - 1 + 1);
      expect(rows).toContainEqual(['101', 3, 1, 0, 60]);
      expect(rows).toContainEqual(['140', 2, 0, 0, 30]);
      expect(rows).toContainEqual(['102', 2, 0, 0, 60]);
      expect(rows.map((r) => r[0])).not.toContain('105');
      expect(rows.map((r) => r[0])).not.toContain('103');
    });

    it('gives a statistic the source lacks no gain: play time null, the others 0', async () => {
      const before = [makePlayer(1), makePlayer(2)];
      const rows = { cluster: CLUSTER, players: before, tribes: [] };
      await importCluster(db, rows, { allowShrink: true });
      const after = [
        makePlayer(1, { kills: 15, playTime: null }),
        makePlayer(2, { kills: null, deaths: 9 }),
      ];
      expect(byPlayer(await gainsOf(after))).toEqual([
        ['101', 5, 0, 0, null],
        ['102', 0, 5, 0, 0],
      ]);
    });
  });
}
