import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { gainsBetween, makeSuspectData } from '../../test/suspect-data';
import type { Db } from '../db/db';
import { readImportReports } from '../store/import-reports';
import { hideEntry } from '../store/moderation';
import { readSuspectReports } from '../store/suspects';
import { DEFAULT_SUSPECT_RULES, findSuspects } from './find-suspects';
import { importCluster } from './import-cluster';
import type { ClusterImport, PlayerInput } from './import-types';
import { emptyMapReport } from './map-report';

const CLUSTER = { key: 'SOLO', display: 'Solos', order: 1 };

const makeImport = (players: PlayerInput[]): ClusterImport => ({
  cluster: CLUSTER,
  players,
  tribes: [],
});

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`an audited import on ${engine.name}`, () => {
    if (engine.skip) console.warn(`[api tests] ${engine.name} suite skipped: ${engine.skip}`);
    const data = makeSuspectData();
    const report = { ...emptyMapReport(), namesCut: 2, negativesClamped: 3, nulls: 5 };
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    it('finds nothing on a cluster’s first import, and keeps its fixes', async () => {
      const first = await importCluster(db, makeImport(data.before), { audit: { report } });
      expect(first.findings).toEqual({ from: null, suspects: [], fresh: [] });
      const [solo] = await readImportReports(db);
      expect(solo).toMatchObject({
        cluster: 'SOLO',
        fixes: { names_cut: 2, negative_values: 3, nulls: 5, duplicates: 0 },
        refused: null,
      });
    });

    it('finds the planted cheaters since the previous import, all of them new, and no honest player', async () => {
      const second = await importCluster(db, makeImport(data.after), {
        audit: { report: emptyMapReport() },
      });
      const found = second.findings?.suspects ?? [];
      expect(new Set(found.map((s) => s.id))).toEqual(new Set(data.planted.keys()));
      for (const [id, reasons] of data.planted) {
        expect(found.filter((s) => s.id === id).map((s) => s.reason)).toEqual(reasons);
      }
      expect(second.findings?.fresh).toEqual(found);
      expect(second.findings?.from).toMatch(/^\d{4}-\d\d-\d\dT/);
      // The same rules over the same gains, read here from the two partitions.
      expect(found.map(({ name: _, tribeName: __, ...f }) => f)).toEqual(
        findSuspects(gainsBetween(data.before, data.after), DEFAULT_SUSPECT_RULES),
      );
      expect(found.find((s) => s.reason === 'dino_kills_outlier')).toMatchObject({
        name: 'Tamer',
        tribeName: '',
      });
    });

    it('keeps the latest import’s suspects and its period for a later reader', async () => {
      const [stored] = await readSuspectReports(db, { cluster: 'SOLO' });
      expect(stored?.display).toBe('Solos');
      expect(stored?.from).not.toBeNull();
      expect(stored?.to).not.toBe(stored?.from);
      expect(new Set(stored?.suspects.map((s) => s.id))).toEqual(new Set(data.planted.keys()));
      const [solo] = await readImportReports(db);
      expect(solo?.fixes).toMatchObject({ names_cut: 0, negative_values: 0 });
    });

    it('reports a suspect found again as not new', async () => {
      // The same gains again: the same suspects, none of them new.
      const before = new Map(data.before.map((p) => [p.id, p]));
      const again = data.after.map((p) => {
        const o = before.get(p.id) as PlayerInput;
        return {
          ...p,
          kills: 2 * (p.kills ?? 0) - (o.kills ?? 0),
          deaths: 2 * (p.deaths ?? 0) - (o.deaths ?? 0),
          dinoKills: 2 * (p.dinoKills ?? 0) - (o.dinoKills ?? 0),
          playTime: 2 * (p.playTime ?? 0) - (o.playTime ?? 0),
        };
      });
      const third = await importCluster(db, makeImport(again), {
        audit: { report: emptyMapReport() },
      });
      expect(new Set(third.findings?.suspects.map((s) => s.id))).toEqual(
        new Set(data.planted.keys()),
      );
      expect(third.findings?.fresh).toEqual([]);
    });

    it('leaves out a suspect hidden since', async () => {
      const [spray] = [...data.planted.keys()];
      await hideEntry(db, {
        cluster: 'SOLO',
        kind: 'player',
        id: spray as string,
        reason: 'aimbot',
        by: 'test',
      });
      const [stored] = await readSuspectReports(db);
      expect(stored?.suspects.map((s) => s.id)).not.toContain(spray);
    });

    it('finds no one when nothing changed', async () => {
      const [last] = await readSuspectReports(db);
      const rows = await db.query<PlayerInput>(
        `SELECT id, name, tribe_name AS "tribeName", tribe_id AS "tribeId", play_time AS "playTime",
           kills, dino_kills AS "dinoKills", deaths FROM players WHERE cluster = 'SOLO'`,
      );
      const idle = await importCluster(db, makeImport(rows), {
        audit: { report: emptyMapReport() },
      });
      expect(idle.findings?.suspects).toEqual([]);
      const [stored] = await readSuspectReports(db);
      expect(stored?.suspects).toEqual([]);
      expect(stored?.from).toBe(last?.to);
    });

    it('shows no report for an import that came without one', async () => {
      await importCluster(db, makeImport(data.before));
      expect((await readImportReports(db))[0]?.fixes).toBeNull();
      expect(await readSuspectReports(db)).toEqual([]);
    });
  });
}
