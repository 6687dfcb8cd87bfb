import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import { fame, IMPORTS, type Kills } from '../../test/hall-fixture';
import type { Db } from '../db/db';
import { HALL_REBUILD_STEPS, rebuildHall } from '../ingest/hall-rebuild';
import { importCluster } from '../ingest/import-cluster';
import { CURRENT_SEASON } from './hall';
import {
  readHallChampions,
  readHallMedalCount,
  readHallMedals,
  readHallRecords,
} from './hall-reads';
import { hideEntry, unhideEntry } from './moderation';
import type { PeriodSettings } from './periods';
import { closeSeason } from './seasons';

const UTC: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };
const now = () => new Date('2027-06-01T00:00:00Z');
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the hall of fame on ${engine.name}`, () => {
    let db: Db;
    const load = (kills: Kills, day: string, periods = UTC, key = 'FAME', tribes = true) =>
      importCluster(db, fame(kills, key, tribes), {
        asOf: new Date(`${day}T12:00:00Z`),
        now,
        periods,
      });
    const records = async (season = CURRENT_SEASON, key = 'FAME') =>
      (await readHallRecords(db, key, season)).map((r) =>
        [r.board, r.stat, r.span, r.name, r.value, r.start].join(' '),
      );
    const medals = async (board: 'players' | 'tribes' = 'players', season = CURRENT_SEASON) =>
      (await readHallMedals(db, 'FAME', season, board)).map((m) =>
        [m.rank, m.name, m.gold, m.silver, m.bronze].join(' '),
      );

    beforeAll(async () => {
      db = await engine.open();
      for (const [day, kills] of IMPORTS) await load(kills, day);
    });
    afterAll(() => db?.close());

    it('holds each record by the first to reach it: a later tie does not take it', async () => {
      expect(await records()).toEqual([
        'players kills day Bob 12 2026-11-09',
        'players kills week Bob 12 2026-11-09',
        'players kills month Bob 30 2026-11-01',
        'tribes kills day Keepers 30 2026-11-16',
        'tribes kills week Keepers 30 2026-11-16',
        'tribes kills month Keepers 68 2026-11-01',
      ]);
    });

    it("names each closed week's and month's #1, newest first, a tie going to the board's order", async () => {
      const players = (await readHallChampions(db, 'FAME', CURRENT_SEASON))
        .filter((c) => c.board === 'players')
        .map((c) => [c.span, c.start, c.stat, c.name, c.value].join(' '));
      expect(players).toEqual([
        'week 2026-11-30 kills Cy 12',
        'week 2026-11-16 kills Bob 10',
        'week 2026-11-09 kills Bob 12',
        'week 2026-11-02 kills Ann 10',
        'month 2026-11-01 kills Bob 30',
      ]);
    });

    it('gives each week’s podium its medals, ties sharing one, and ranks the table gold first', async () => {
      expect(await medals()).toEqual(['1 Bob 2 1 0', '2 Cy 2 0 1', '3 Ann 1 2 0', '4 Dee 1 0 0']);
      expect(await medals('tribes')).toEqual(['1 Keepers 4 0 0']);
    });

    it('leaves a hidden player out at once, the podium closing up, and brings them back unhidden', async () => {
      await hideEntry(db, { cluster: 'FAME', kind: 'player', id: '2', reason: 'test', by: 't' });
      expect(await medals()).toEqual(['1 Ann 2 1 0', '1 Cy 2 1 0', '3 Dee 1 0 1']);
      expect((await records()).slice(0, 3)).toEqual([
        'players kills day Cy 12 2026-12-01',
        'players kills week Cy 12 2026-11-30',
        'players kills month Cy 15 2026-11-01',
      ]);
      await unhideEntry(db, { cluster: 'FAME', kind: 'player', id: '2' });
      expect(await medals()).toEqual(['1 Bob 2 1 0', '2 Cy 2 0 1', '3 Ann 1 2 0', '4 Dee 1 0 0']);
    });

    it('keeps exactly the rows that gained, per closed period, board and statistic', async () => {
      const [count] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM hall_results WHERE cluster = 'FAME'",
      );
      // Days 11-04, 11-05, 11-09, 11-16, 12-01; weeks 11-02..11-30; November: players' and the
      // tribe's kills rows, by hand: 3+2+2+3+2 + 4+2+3+2 + 4 players, 1 each for the tribe.
      expect(count?.n).toBe(27 + 10);
    });

    it('rebuilds the same hall from history, with progress, and again without a change', async () => {
      const kept = () =>
        db.query(
          `SELECT span, start::text, board, stat, place, id, name, value FROM hall_results
           WHERE cluster = 'FAME' ORDER BY span, start, board, stat, place`,
        );
      const imported = await kept();
      await db.query("DELETE FROM hall_results WHERE cluster = 'FAME'");
      const steps: string[] = [];
      const rebuilt = await rebuildHall(db, 'FAME', UTC, (event) => {
        if (event.phase === 'end' && event.part === null) steps.push(event.step);
      });
      expect(steps).toEqual([...HALL_REBUILD_STEPS]);
      // Days 11-04, 11-05, 11-09, 11-16, 12-01; weeks 11-02, 11-09, 11-16, 11-30; November.
      expect(rebuilt).toEqual({ cluster: 'FAME', periods: 10 });
      expect(await kept()).toEqual(imported);
      await rebuildHall(db, 'FAME', UTC);
      expect(await kept()).toEqual(imported);
    });

    it('rebuilds a tribe’s gains as the import counts them: its members’ summed, not its own totals', async () => {
      // TOTS: the hall fixture's imports, its tribe's kills in the export a total of its own
      // (5,000 more each import, nothing like its members' 0, 24, 3, ...).
      for (const [n, [day, kills]] of IMPORTS.entries()) {
        const cluster = fame(kills, 'TOTS');
        const tribes = cluster.tribes.map((t) => ({ ...t, kills: 5_000 * (n + 1) }));
        await importCluster(
          db,
          { ...cluster, tribes },
          {
            asOf: new Date(`${day}T12:00:00Z`),
            now,
            periods: UTC,
          },
        );
      }
      const kept = () =>
        db.query(
          `SELECT span, start::text, board, stat, place, id, name, value FROM hall_results
           WHERE cluster = 'TOTS' ORDER BY span, start, board, stat, place`,
        );
      const imported = await kept();
      // The tribe's week of 11-16: Bob 10, Cy 10, Dee 10 summed (its own total gained 5,000).
      expect(await records(CURRENT_SEASON, 'TOTS')).toContain(
        'tribes kills week Keepers 30 2026-11-16',
      );
      await db.query("DELETE FROM hall_results WHERE cluster = 'TOTS'");
      await rebuildHall(db, 'TOTS', UTC);
      expect(await kept()).toEqual(imported);
    });

    it('rebuilds the same tribes when their summed gains take more than one read of history', async () => {
      const kept = () =>
        db.query(
          `SELECT span, start::text, board, stat, place, id, name, value FROM hall_results
           WHERE cluster = 'FAME' ORDER BY span, start, board, stat, place`,
        );
      const imported = await kept();
      await db.query("DELETE FROM hall_results WHERE cluster = 'FAME'");
      // Room for one period's sums a read: each of the ten periods read apart.
      await rebuildHall(db, 'FAME', UTC, undefined, { sumsBudget: 1 });
      expect(await kept()).toEqual(imported);
    });

    it('breaks a tie of more than ten rows by name key, then id, as the import does', async () => {
      // Twelve players and their one-member tribes gain 5 kills each; Zed is hidden. The edge
      // falls between U+E000 and an emoji, which UTF-16's order would swap.
      const names = ['zed', 'Amy', 'amy', 'Émile', '\u{1F600}', '\uE000x', 'bo', 'Bo', 'cat'];
      const all = [...names, 'dan', 'eve', 'fay'];
      const day = (date: string, kills: number) =>
        importCluster(
          db,
          {
            cluster: { key: 'TIES', display: 'TIES', order: 0 },
            players: all.map((name, i) =>
              makePlayer(name, { id: String(i + 1), kills, tribeId: `t${i + 1}` }),
            ),
            tribes: all.map((name, i) => makeTribe(name, { id: `t${i + 1}`, kills })),
          },
          { asOf: new Date(`${date}T12:00:00Z`), now, periods: UTC },
        );
      await day('2026-11-02', 0);
      await day('2026-11-04', 5);
      await hideEntry(db, { cluster: 'TIES', kind: 'player', id: '1', reason: 'test', by: 't' });
      await day('2026-11-09', 5);
      const kept = () =>
        db.query<{ span: string; board: string; name: string }>(
          `SELECT span, start::text, board, stat, place, id, name, value FROM hall_results
           WHERE cluster = 'TIES' ORDER BY span, start, board, stat, place`,
        );
      const imported = await kept();
      const week = imported.filter((r) => r.span === 'week' && r.board === 'players');
      // Ten shown by name key in COLLATE "C" (Amy before amy by id), then the hidden one.
      expect(week.map((r) => r.name)).toEqual([
        'Amy',
        'amy',
        'bo',
        'Bo',
        'cat',
        'dan',
        'eve',
        'fay',
        'Émile',
        '\uE000x',
        'zed',
      ]);
      await db.query("DELETE FROM hall_results WHERE cluster = 'TIES'");
      await rebuildHall(db, 'TIES', UTC);
      expect(await kept()).toEqual(imported);
    });

    it('counts one holder’s medals by its own rows as the medal table counts them, hidden rows left out', async () => {
      const each = async () => {
        const table = await readHallMedals(db, 'FAME', CURRENT_SEASON, 'players');
        const counted = await Promise.all(
          ['1', '2', '3', '4'].map((id) =>
            readHallMedalCount(db, 'FAME', CURRENT_SEASON, 'players', id),
          ),
        );
        const fromTable = ['1', '2', '3', '4'].map((id) => {
          const row = table.find((m) => m.id === id);
          return { gold: row?.gold ?? 0, silver: row?.silver ?? 0, bronze: row?.bronze ?? 0 };
        });
        return { counted, fromTable };
      };
      const shown = await each();
      expect(shown.counted).toEqual(shown.fromTable);
      expect(shown.counted[1]).toEqual({ gold: 2, silver: 1, bronze: 0 });
      await hideEntry(db, { cluster: 'FAME', kind: 'player', id: '2', reason: 'test', by: 't' });
      const hidden = await each();
      // Bob's places go to those below him, and he has none while hidden.
      expect(hidden.counted).toEqual(hidden.fromTable);
      expect(hidden.counted[0]).toEqual({ gold: 2, silver: 1, bronze: 0 });
      expect(hidden.counted[1]).toEqual({ gold: 0, silver: 0, bronze: 0 });
      await unhideEntry(db, { cluster: 'FAME', kind: 'player', id: '2' });
    });

    it("keeps a season's hall under it when the season closes, and starts the next empty", async () => {
      const before = await records();
      const season = await closeSeason(db, { name: 'S1', by: 't' });
      expect(await records()).toEqual([]);
      expect(await records(season.id)).toEqual(before);
      expect(await medals('players', season.id)).toEqual([
        '1 Bob 2 1 0',
        '2 Cy 2 0 1',
        '3 Ann 1 2 0',
        '4 Dee 1 0 0',
      ]);
    });

    it('keeps a row hidden when its period closed, so an unhide brings it into the hall at once', async () => {
      const champions = async () =>
        (await readHallChampions(db, 'HID', CURRENT_SEASON))
          .filter((c) => c.board === 'players')
          .map((c) => `${c.start} ${c.name} ${c.value}`);
      await load([0, 0, 0, 0], '2026-11-02', UTC, 'HID');
      await hideEntry(db, { cluster: 'HID', kind: 'player', id: '1', reason: 'test', by: 't' });
      // Ann (hidden) gains 9, Bob 4; the week of 11-02 closes on 11-09.
      await load([9, 4, 0, 0], '2026-11-03', UTC, 'HID');
      await load([9, 4, 0, 0], '2026-11-09', UTC, 'HID');
      expect(await champions()).toEqual(['2026-11-02 Bob 4']);
      await unhideEntry(db, { cluster: 'HID', kind: 'player', id: '1' });
      expect(await champions()).toEqual(['2026-11-02 Ann 9']);
    });

    it('differs from the import only for a member who moved: the rebuild counts by today’s tribe', async () => {
      // History keeps no tribe per point, so the rebuild sums each tribe's members as the board
      // serves them now, where the import summed them as it read them
      // (docs/adr/0091-records-said-and-rebuilt.md). Ann gains 10 in Reds' week of 11-02 and
      // joins Blues on 11-09; Bob, of Blues throughout, gains 2.
      const day = (date: string, annTribe: string, kills: [number, number]) =>
        importCluster(
          db,
          {
            cluster: { key: 'MOVE', display: 'MOVE', order: 0 },
            players: [
              makePlayer('Ann', { id: '1', kills: kills[0], tribeId: annTribe }),
              makePlayer('Bob', { id: '2', kills: kills[1], tribeId: '20' }),
            ],
            tribes: [makeTribe('Reds', { id: '10' }), makeTribe('Blues', { id: '20' })],
          },
          { asOf: new Date(`${date}T12:00:00Z`), now, periods: UTC },
        );
      await day('2026-11-02', '10', [0, 0]);
      await day('2026-11-04', '10', [10, 2]);
      await day('2026-11-09', '20', [10, 2]);
      const week = async () =>
        (
          await db.query<{ row: string }>(
            `SELECT concat_ws(' ', name, value) AS row FROM hall_results WHERE cluster = 'MOVE'
               AND span = 'week' AND board = 'tribes' AND stat = 'kills' ORDER BY place`,
          )
        ).map(({ row }) => row);
      expect(await week()).toEqual(['Reds 10', 'Blues 2']);
      await rebuildHall(db, 'MOVE', UTC);
      expect(await week()).toEqual(['Blues 12']);
    });

    it('starts weeks on Sunday when the site says so', async () => {
      const sunday: PeriodSettings = { timezone: 'UTC', weekStart: 'sunday' };
      // Sat 11-07, Sun 11-08 (Ann gains 4), Sun 11-15 closes the week of Sunday 11-08.
      await load([0, 0, 0, 0], '2026-11-07', sunday, 'SUN');
      await load([4, 0, 0, 0], '2026-11-08', sunday, 'SUN');
      await load([4, 0, 0, 0], '2026-11-15', sunday, 'SUN');
      expect(await records(CURRENT_SEASON, 'SUN')).toContain('players kills week Ann 4 2026-11-08');
    });

    it('has no tribe section and no play-time record for a cluster without them', async () => {
      await load([0, 0, 0, 0], '2026-11-02', UTC, 'LONE', false);
      await load([3, 0, 0, 0], '2026-11-03', UTC, 'LONE', false);
      await load([3, 0, 0, 0], '2026-11-04', UTC, 'LONE', false);
      expect(await records(CURRENT_SEASON, 'LONE')).toEqual(['players kills day Ann 3 2026-11-03']);
    });
  });
}
