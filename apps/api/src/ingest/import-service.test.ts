import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import type { ProgressEvent } from '../lib/progress';
import { createImportService, storeTarget } from './import-service';
import { IMPORT_STEPS } from './import-steps';
import type { PluginTables } from './plugin-rows';

const PLAYERS = 600;
const TRIBES = 20;

/** The plugin's two tables as a MySQL reader hands them (arrays), `round` changing the kills. */
function makeTables(round: number): PluginTables {
  return {
    players: Array.from({ length: PLAYERS }, (_, i) => ({
      SteamID: String(76561198000000000n + BigInt(i)),
      PlayerName: `Player ${i}`,
      TribeID: String(1 + (i % TRIBES)),
      PlayTime: 60 + i,
      PlayerKills: (i * 7 + round * 3) % 50,
      DinoKills: i % 5,
      DeathByPlayer: i % 9,
    })),
    tribes: Array.from({ length: TRIBES }, (_, t) => ({
      TribeID: String(t + 1),
      TribeName: `Tribe ${t + 1}`,
      DamageScore: t * 10,
    })),
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the import service on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    /** Imports round `round` of SOLO; resolves to every progress event. */
    async function importRound(round: number): Promise<ProgressEvent[]> {
      const events: ProgressEvent[] = [];
      const imports = createImportService({
        target: storeTarget((work) => work(db)),
        source: 'sync',
      });
      await imports.run({
        cluster: { key: 'SOLO', display: 'Solos', order: 1 },
        read: async () => makeTables(round),
        onProgress: (event) => events.push(event),
      });
      return events;
    }

    it('reports its seven steps in order, each started, then ended with its time', async () => {
      await importRound(0);
      const events = await importRound(1);
      expect(new Set(events.map((e) => e.work))).toEqual(new Set(['SOLO']));
      const steps = events.filter((e) => e.part === null && e.phase !== 'progress');
      expect(steps.map((e) => `${e.step} ${e.phase}`)).toEqual(
        IMPORT_STEPS.flatMap((step) => [`${step} start`, `${step} end`]),
      );
      for (const end of steps.filter((e) => e.phase === 'end')) {
        expect(end.ms, end.step).toBeGreaterThanOrEqual(0);
      }
    });

    it('counts the rows it normalises and validates against their totals', async () => {
      const events = await importRound(2);
      const end = (step: string) => events.find((e) => e.step === step && e.phase === 'end');
      const rows = PLAYERS + TRIBES;
      expect(end('normalise')).toMatchObject({ done: rows, total: rows, unit: 'rows' });
      expect(end('validate')).toMatchObject({ done: rows, total: rows, unit: 'rows' });
    });

    it('builds each partition with its rows counted against their total, then its indexes', async () => {
      const events = await importRound(3);
      const build = events.filter((e) => e.step === 'build');
      const started = build.filter((e) => e.phase === 'start' && e.part !== null);
      const players = started.find((e) => e.part?.startsWith('players: rows'));
      expect(players).toMatchObject({ done: 0, total: PLAYERS, unit: 'rows' });
      const ended = build.filter((e) => e.phase === 'end' && e.part === players?.part);
      expect(ended).toMatchObject([{ done: PLAYERS, total: PLAYERS }]);
      // PostgreSQL builds the indexes after the rows, and counts them.
      if (engine.name === 'postgres') {
        const indexes = build.find((e) => e.part === 'players: indexes' && e.phase === 'end');
        expect(indexes?.done).toBe(indexes?.total);
        expect(indexes?.total).toBeGreaterThan(1);
      }
      // A part's count only grows, and never passes its total.
      for (const part of new Set(build.map((e) => e.part))) {
        const counts = build.filter((e) => e.part === part && e.phase !== 'end');
        counts.forEach((e, i) => {
          if (e.total !== null) expect(e.done).toBeLessThanOrEqual(e.total);
          if (i > 0) expect(e.done).toBeGreaterThanOrEqual(counts[i - 1]?.done ?? 0);
        });
      }
    });
  });
}
