import {
  DETAIL_ANSWER_WIRE_SCHEMAS,
  playerPath,
  RANKINGS_PATHS,
  SEASONS_PATH,
  SeasonListWireSchema,
  tribePath,
} from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport, PlayerInput } from '../ingest/import-types';
import { hideEntry, unhideEntry } from '../store/moderation';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below.
type Json = Record<string, any>;

const TRIBE = '5001';
const member = (id: string, name: string, kills: number, more: Partial<PlayerInput> = {}) =>
  makePlayer(name, { id, kills, tribeId: TRIBE, tribeName: 'Raiders', ...more });

/** MOVE, first import: Ann 10, Bob 8, Cy 8 (a tie), Dee 5 kills; 21 members of tribe 5001 in all. */
function firstImport(): ClusterImport {
  return {
    cluster: { key: 'MOVE', display: 'Movement', order: 0 },
    players: [
      member('101', 'Ann', 10, { deaths: 2, wildDinoKills: 7, dinosTamed: 3, deathsByDino: 1 }),
      member('102', 'Bob', 8),
      member('103', 'Cy', 8),
      member('104', 'Dee', 5, { tribeId: null, tribeName: '' }),
      // Fillers of the tribe with no kills: its members span two pages.
      ...Array.from({ length: 18 }, (_, i) => member(String(200 + i), `Filler ${i}`, 0)),
    ],
    tribes: [
      makeTribe('Raiders', { id: TRIBE, damageScore: 900, kills: 26, deaths: 3, members: 21 }),
      makeTribe('Loners', { id: '5002', damageScore: 10 }),
    ],
  };
}

/** Second import: Dee climbs to 20, Eve is new with 9, Ann, Bob and Cy keep their kills. */
function secondImport(): ClusterImport {
  const first = firstImport();
  return {
    ...first,
    players: [
      ...first.players.map((p) => (p.id === '104' ? { ...p, kills: 20 } : p)),
      member('105', 'Eve', 9),
    ],
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(
    `detail, movement, hides and seasons on ${engine.name}`,
    () => {
      let db: Db;
      let app: ReturnType<typeof createApp>;
      const get = (path: string, headers: Record<string, string> = {}) =>
        app.request(path, { headers });
      const json = async (path: string, status = 200): Promise<Json> => {
        const res = await get(path);
        expect(res.status, path).toBe(status);
        return (await res.json()) as Json;
      };
      const players = (query = '') => json(`${RANKINGS_PATHS.players}?cluster=MOVE${query}`);
      const byName = (body: Json) =>
        Object.fromEntries(
          body.ranking_data.map((row: Json) => [row.PlayerName, [row.rank, row.rank_change]]),
        );

      beforeAll(async () => {
        db = await engine.open();
        await importCluster(db, firstImport());
        app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
      });
      afterAll(() => db?.close());

      describe('movement', () => {
        it("gives every row 0 on a cluster's first import, and ids as exact text", async () => {
          const body = await players();
          expect(byName(body)).toMatchObject({ Ann: [1, 0], Bob: [2, 0], Cy: [2, 0], Dee: [4, 0] });
          expect(body.ranking_data[0]).toMatchObject({ SteamID: '101', TribeID: TRIBE });
          const dee = body.ranking_data.find((row: Json) => row.PlayerName === 'Dee');
          expect(dee.TribeID).toBeNull();
          const tribes = await json(`${RANKINGS_PATHS.tribes}?cluster=MOVE`);
          expect(tribes.ranking_data[0]).toMatchObject({ TribeID: TRIBE, rank_change: 0 });
        });

        it('shows the change since the previous import, ties included, and null for a new row', async () => {
          await importCluster(db, secondImport());
          const body = await players();
          expect(byName(body)).toMatchObject({
            Dee: [1, 3],
            Ann: [2, -1],
            Eve: [3, null],
            Bob: [4, -2],
            Cy: [4, -2],
          });
          // Another statistic's movement is its own: nobody's deaths rank changed but Eve's (new).
          const deaths = await players('&filter=deaths');
          expect(byName(deaths).Ann).toEqual([1, 0]);
        });

        it('keeps the movement in the store, for a new server process', async () => {
          const fresh = createApp({ store: createRankingStore(db) });
          const res = await fresh.request(`${RANKINGS_PATHS.players}?cluster=MOVE`);
          expect(byName((await res.json()) as Json).Dee).toEqual([1, 3]);
        });
      });

      describe('player detail', () => {
        it('answers every statistic and a rank per Filter by option, cached with an ETag', async () => {
          const res = await get(`${playerPath('101')}?cluster=MOVE`);
          expect(res.status).toBe(200);
          expect(res.headers.get('ETag')).toMatch(/^"/);
          expect(res.headers.get('Cache-Control')).toMatch(/max-age/);
          expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
          const body = (await res.json()) as Json;
          expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.parse(body)).toEqual(body);
          expect(body.player).toEqual({
            SteamID: '101',
            PlayerName: 'Ann',
            TribeName: 'Raiders',
            TribeID: TRIBE,
            PlayTime: 0,
            PlayerKills: 10,
            DinoKills: 0,
            DeathByPlayer: 2,
            KD: '5.00',
            WildDinoKills: 7,
            DinosTamed: 3,
            DeathByDino: 1,
            DeathByWildDino: 0,
          });
          expect(body.ranks[0]).toEqual({ filter: 'kills', rank: 2, of: 23, rank_change: -1 });
          expect(body.ranks.map((r: Json) => r.filter)).toEqual([
            'kills',
            'deaths',
            'tamed_dino_kills',
            'time_played',
          ]);
          const again = await get(`${playerPath('101')}?cluster=MOVE`, {
            'If-None-Match': res.headers.get('ETag') as string,
          });
          expect(again.status).toBe(304);
        });

        it('answers 404 not_found for an unknown id, 400 for a bad id, cluster or season', async () => {
          const unknown = await json(`${playerPath('999')}?cluster=MOVE`, 404);
          expect(unknown.error).toEqual({
            code: 'not_found',
            message: 'No player 999 in MOVE',
            allowed: [],
          });
          for (const id of [
            'a.b',
            '1.5',
            'x'.repeat(65),
            '%20',
            '%3Cb%3E',
            '..%2Fx',
            '%EF%BD%81',
          ]) {
            const body = await json(`${playerPath(id)}?cluster=MOVE`, 400);
            expect(body.error.code, id).toBe('bad_id');
          }
          expect((await json(`${playerPath('101')}?cluster=NOPE`, 400)).error.code).toBe(
            'unknown_cluster',
          );
          const season = await json(`${playerPath('101')}?cluster=MOVE&season=77`, 400);
          expect(season.error.code).toBe('unknown_season');
          expect((await json(`${playerPath('101')}?cluster=MOVE&season=x`, 400)).error.code).toBe(
            'unknown_season',
          );
        });
      });

      describe('tribe detail', () => {
        it('answers the totals, ranks and visible members by kills, 20 a page', async () => {
          const body = await json(`${tribePath(TRIBE)}?cluster=MOVE`);
          expect(DETAIL_ANSWER_WIRE_SCHEMAS.tribe.parse(body)).toEqual(body);
          expect(body.tribe).toMatchObject({ TribeID: TRIBE, TribeName: 'Raiders', Members: 22 });
          expect(body.ranks[0]).toEqual({ filter: 'tribe_score', rank: 1, of: 2, rank_change: 0 });
          const names = body.members.ranking_data.map((row: Json) => row.PlayerName);
          expect(names.slice(0, 4)).toEqual(['Ann', 'Eve', 'Bob', 'Cy']);
          expect(body.members.ranking_data[0]).toMatchObject({ rank: 2, rank_change: -1 });
          expect(body.members.pagination).toEqual({
            total_pages: 2,
            current_page: 0,
            next: 1,
            prev: null,
            total_records: 22,
          });
          const second = await json(`${tribePath(TRIBE)}?cluster=MOVE&page=1`);
          expect(second.members.ranking_data).toHaveLength(2);
          const past = await json(`${tribePath(TRIBE)}?cluster=MOVE&page=999999999`);
          expect(past.members.ranking_data).toEqual([]);
          expect((await json(`${tribePath(TRIBE)}?cluster=MOVE&page=-1`, 400)).error.code).toBe(
            'bad_page',
          );
          expect((await json(`${tribePath('5009')}?cluster=MOVE`, 404)).error.code).toBe(
            'not_found',
          );
        });
      });

      describe('hides', () => {
        it('takes a player out of rankings, search, detail and members at once, and closes up the ranks', async () => {
          const before = await get(`${RANKINGS_PATHS.players}?cluster=MOVE`);
          const etag = before.headers.get('ETag');
          await hideEntry(db, {
            cluster: 'MOVE',
            kind: 'player',
            id: '104',
            reason: 'cheat',
            by: 'admin',
          });
          const after = await get(`${RANKINGS_PATHS.players}?cluster=MOVE`);
          expect(after.headers.get('ETag')).not.toBe(etag);
          const body = (await after.json()) as Json;
          expect(byName(body).Dee).toBeUndefined();
          // Ranks close up; movement stays measured from the last import.
          expect(byName(body)).toMatchObject({
            Ann: [1, 0],
            Eve: [2, null],
            Bob: [3, -1],
            Cy: [3, -1],
          });
          expect(body.pagination.total_records).toBe(22);
          expect((await players('&search=dee')).ranking_data).toEqual([]);
          expect((await players('&search=dee')).pagination.total_records).toBe(0);
          await json(`${playerPath('104')}?cluster=MOVE`, 404);
          expect((await json(`${playerPath('101')}?cluster=MOVE`)).ranks[0].of).toBe(22);
        });

        it('takes a hidden member out of the members list and the member count', async () => {
          await hideEntry(db, {
            cluster: 'MOVE',
            kind: 'player',
            id: '101',
            reason: 'x',
            by: 'admin',
          });
          const body = await json(`${tribePath(TRIBE)}?cluster=MOVE`);
          expect(body.tribe.Members).toBe(21);
          expect(body.members.ranking_data.map((row: Json) => row.PlayerName)).not.toContain('Ann');
          await unhideEntry(db, { cluster: 'MOVE', kind: 'player', id: '101' });
        });

        it('hides a tribe from the tribe rankings and its detail', async () => {
          await hideEntry(db, {
            cluster: 'MOVE',
            kind: 'tribe',
            id: '5002',
            reason: 'name',
            by: 'a',
          });
          const tribes = await json(`${RANKINGS_PATHS.tribes}?cluster=MOVE`);
          expect(tribes.ranking_data.map((row: Json) => row.TribeID)).toEqual([TRIBE]);
          await json(`${tribePath('5002')}?cluster=MOVE`, 404);
          await unhideEntry(db, { cluster: 'MOVE', kind: 'tribe', id: '5002' });
          expect((await json(`${tribePath('5002')}?cluster=MOVE`)).tribe.TribeName).toBe('Loners');
        });

        it('keeps a hide across a re-import, and restores the row on unhide', async () => {
          await importCluster(db, secondImport());
          expect(byName(await players()).Dee).toBeUndefined();
          await unhideEntry(db, { cluster: 'MOVE', kind: 'player', id: '104' });
          const body = await players();
          // Back at the top; hidden at the last import, it counts as new since then.
          expect(byName(body).Dee).toEqual([1, null]);
          expect(body.pagination.total_records).toBe(23);
          expect((await players('&search=dee')).ranking_data).toHaveLength(1);
        });
      });

      describe('seasons', () => {
        it('lists no season before one is closed, and refuses any season id', async () => {
          expect(await json(SEASONS_PATH)).toEqual([]);
          const body = await json(`${RANKINGS_PATHS.players}?cluster=MOVE&season=1`, 400);
          expect(body.error).toMatchObject({ code: 'unknown_season', allowed: [] });
        });

        it('archives every cluster, and serves both seasons after a new import', async () => {
          const closed = await closeSeason(db, { name: 'Season 4', by: 'admin' });
          await expect(closeSeason(db, { name: 'Season 4', by: 'admin' })).rejects.toThrow(
            /already closed/,
          );
          const wiped = firstImport();
          await importCluster(
            db,
            { ...wiped, players: wiped.players.slice(0, 2), tribes: wiped.tribes.slice(0, 1) },
            { allowShrink: true },
          );
          const seasons = await json(SEASONS_PATH);
          expect(SeasonListWireSchema.parse(seasons)).toEqual(seasons);
          expect(seasons).toEqual([
            { id: closed.id, name: 'Season 4', closed_at: closed.closedAt },
          ]);
          const now = await players();
          expect(now.pagination.total_records).toBe(2);
          const archived = await players(`&season=${closed.id}`);
          expect(archived.pagination.total_records).toBe(23);
          expect(byName(archived).Dee).toEqual([1, null]);
          const searched = await players(`&season=${closed.id}&search=filler 1`);
          expect(searched.pagination.total_records).toBe(9);
          expect(await json(`${RANKINGS_PATHS.players}/clusters?season=${closed.id}`)).toEqual([
            { key: 'MOVE', display: 'Movement' },
          ]);
          const tribe = await json(`${tribePath(TRIBE)}?cluster=MOVE&season=${closed.id}`);
          expect(tribe.tribe.Members).toBe(22);
          expect(
            (await json(`${playerPath('104')}?cluster=MOVE&season=${closed.id}`)).player
              .PlayerKills,
          ).toBe(20);
          await json(`${playerPath('104')}?cluster=MOVE`, 404);
          const unknown = await json(
            `${RANKINGS_PATHS.players}?cluster=MOVE&season=${closed.id + 1}`,
            400,
          );
          expect(unknown.error.allowed).toEqual([String(closed.id)]);
          // Empty means the current season.
          expect((await players('&season=')).pagination.total_records).toBe(2);
        });
      });
    },
  );
}
