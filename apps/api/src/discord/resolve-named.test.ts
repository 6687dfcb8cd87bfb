import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import { composeApp } from '../compose-app';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { servedSite } from '../site/site-config';
import { partitionColumns } from '../store/cluster-partition';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { interaction, makeTestApplication, signedHeaders } from './test/sign-interaction';

const NOW = new Date('2026-05-13T12:00:00Z');
const application = makeTestApplication();
/** More names containing the typed one, all ranked above it, than a search's first page holds. */
const PARTIAL = 50;

/** Rows on the board besides the named ones: 100,000 players and 10,000 tribes in all. */
const FILLERS = { players: 100_000 - 2 * PARTIAL - 3, tribes: 10_000 - PARTIAL - 1 };

/**
 * A player and a tribe named exactly "Rex" ranked below PARTIAL names containing "rex", and two
 * players named "Twin" in other cases below PARTIAL names containing "twin".
 */
function namedBoard(): ClusterImport {
  const above = (name: string, n: number) => `${name} ${String(n).padStart(2, '0')}`;
  const ranked = Array.from({ length: PARTIAL }, (_, n) => [
    makePlayer(above('T-Rex', n), { id: String(9_100_000 + n), kills: 1_000_000 + n }),
    makePlayer(above('Twins', n), { id: String(9_200_000 + n), kills: 1_000_000 + n }),
  ]).flat();
  return {
    cluster: { key: 'BIG', display: 'Big', order: 1 },
    players: [
      ...ranked,
      makePlayer('Rex', { id: '9000001', kills: 1 }),
      makePlayer('TWIN', { id: '9000002', kills: 1 }),
      makePlayer('twin', { id: '9000003', kills: 1 }),
    ],
    tribes: [
      ...Array.from({ length: PARTIAL }, (_, n) =>
        makeTribe(above('Rex Raiders', n), { id: String(9_300_000 + n), damageScore: 1e9 + n }),
      ),
      makeTribe('rex', { id: '9000004', damageScore: 1 }),
    ],
  };
}

/**
 * Fills the imported board to its size with rows ranked below the named ones, in one statement
 * per table (an import of 100k rows takes minutes on a loaded machine): what the lookup reads,
 * a partition with all its indexes, is the import's own.
 */
async function fillBoard(db: Db, cluster: string): Promise<void> {
  for (const table of ['players', 'tribes'] as const) {
    const [{ n = 0 } = {}] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE cluster = $1`,
      [cluster],
    );
    const value = (column: string) => {
      if (column === 'cluster') return '$1';
      if (column === 'id') return `(8000000000 + g)::text`;
      if (column === 'name') return `'Filler ' || g`;
      if (column === 'name_key') return `'filler ' || g`;
      if (column === 'tribe_name') return "''";
      if (column === 'tribe_id') return 'NULL';
      return /^(pos|rank|prev_rank)_/.test(column) ? `${n} + g` : '0';
    };
    const columns = partitionColumns(table);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${columns.map(value).join(', ')} FROM generate_series(1, ${FILLERS[table]}) g`,
      [cluster],
    );
    await db.query(`UPDATE clusters SET ${table} = ${table} + ${FILLERS[table]} WHERE key = $1`, [
      cluster,
    ]);
    await db.query(`ANALYZE ${table}`);
  }
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(
    `a typed name on a board of 100k players on ${engine.name}`,
    () => {
      let db: Db;
      let app: ReturnType<typeof composeApp>['app'];
      let store: RankingStore;

      beforeAll(async () => {
        db = await engine.open();
        await importCluster(db, namedBoard());
        await fillBoard(db, 'BIG');
        store = createRankingStore(db, { versionTtlMs: 0, now: () => NOW });
        app = composeApp({
          store,
          site: servedSite({ look: { name: 'Rex Valley', publicUrl: 'https://ark.example' } }),
          now: () => NOW,
          discord: {
            commands: { applicationId: '112233445566778899', publicKey: application.publicKeyHex },
            transport: { timer: () => new Promise<void>(() => {}) },
          },
        }).app;
      });
      afterAll(async () => {
        await db?.close();
      });

      /** The answer to a slash command `name` with one option, posted as Discord posts it. */
      const command = async (name: string, option: string, value: string) => {
        const body = interaction(2, name, [{ name: option, value }]);
        const res = await app.request('/discord/interactions', {
          method: 'POST',
          body,
          headers: signedHeaders(application, body, NOW),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { content?: string; embeds?: { title: string }[] } })
          .data;
      };

      it('the board search alone would not find the exact name: its first page is partial matches', async () => {
        const search = await app.request('/api/ark/player_rankings?cluster=BIG&search=rex');
        const rows = ((await search.json()) as { ranking_data: { PlayerName: string }[] })
          .ranking_data;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.map((row) => row.PlayerName)).not.toContain('Rex');
      });

      it('/rank finds a player named exactly as typed, in any case, ranked below 50 partial matches', async () => {
        const data = await command('rank', 'player', 'rEX');
        expect(data.embeds?.[0]?.title).toBe('Rex');
      });

      it('/tribe finds a tribe named exactly as typed, ranked below 50 partial matches', async () => {
        const data = await command('tribe', 'tribe', 'REX');
        expect(data.embeds?.[0]?.title).toBe('rex');
      });

      it('/rank lists the players who share the typed name, and only them', async () => {
        const data = await command('rank', 'player', 'Twin');
        const lines = (data.content ?? '').split('\n');
        expect(lines[0]).toBe('Several players match "Twin": pick one from the list as you type.');
        expect(lines.slice(1).sort()).toEqual(['• TWIN (9000002)', '• twin (9000003)']);
      });

      it('/rank still takes the search when no name is exact', async () => {
        const data = await command('rank', 'player', 'rex 07');
        expect(data.embeds?.[0]?.title).toBe('T\\-Rex 07');
      });

      it('holds 100,000 players and 10,000 tribes', async () => {
        const [cluster] = await store.clusters();
        expect([cluster?.players, cluster?.tribes]).toEqual([100_000, 10_000]);
      });
    },
  );
}
