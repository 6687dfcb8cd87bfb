import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { PlayerInput } from '../ingest/import-types';
import { hideEntry } from './moderation';
import { type GainColumns, readImportGains } from './suspects';

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
  describe.skipIf(engine.skip !== null)(`readImportGains on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    it('reads the gains of the players who gained anything, in chunks as at once', async () => {
      const before = Array.from({ length: 30 }, (_, i) => makePlayer(i));
      await importCluster(db, { cluster: CLUSTER, players: before, tribes: [] });
      await hideEntry(db, { cluster: 'SOLO', kind: 'player', id: '105', reason: 'x', by: 't' });
      const after = before.map((p, i) =>
        i % 3 === 0 ? p : { ...p, kills: (p.kills ?? 0) + i, playTime: (p.playTime ?? 0) + 60 },
      );
      after[1] = { ...(after[1] as PlayerInput), kills: 3, deaths: 1 }; // reset: counts from 0
      after.push(makePlayer(40, { kills: 2, deaths: 0, dinoKills: 0, playTime: 30 })); // newcomer
      // The served partition as it stood before the import: what the import's audit reads against.
      await db.query(`CREATE TABLE gains_before AS SELECT * FROM players WHERE cluster = 'SOLO'`);
      await importCluster(db, { cluster: CLUSTER, players: after, tribes: [] });
      const [{ built } = { built: '' }] = await db.query<{ built: string }>(
        `SELECT players_table AS built FROM clusters WHERE key = 'SOLO'`,
      );
      const served = 'gains_before';
      const read = {
        once: await readImportGains(db, { build: built, served }),
        chunked: await readImportGains(db, { build: built, served, chunk: 7 }),
      };
      const rows = byPlayer(read.once);
      expect(byPlayer(read.chunked)).toEqual(rows);
      // 30 players: every third idle, 105 hidden; a reset and a newcomer count from 0.
      expect(rows.map((r) => r[0])).toHaveLength(30 - 10 - 1 + 1);
      expect(rows).toContainEqual(['101', 3, 1, 0, 60]);
      expect(rows).toContainEqual(['140', 2, 0, 0, 30]);
      expect(rows).toContainEqual(['102', 2, 0, 0, 60]);
      expect(rows.map((r) => r[0])).not.toContain('105');
      expect(rows.map((r) => r[0])).not.toContain('103');
    });
  });
}
