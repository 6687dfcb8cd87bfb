import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';

/** Import number `k`: its own names and its own player count, so an answer tells which it read. */
function generation(k: number): ClusterImport {
  return {
    cluster: { key: 'SOLO', display: 'Solos', order: 1 },
    players: Array.from({ length: 60 + 7 * k }, (_, i) =>
      makePlayer(`Gen${k} player ${i}`, { id: `g${k}-${i}`, kills: 1000 - i }),
    ),
    tribes: [],
  };
}

interface Seen {
  gen: number;
  query: string;
  total: number;
  expected: number;
  updatedAt: string;
  etag: string;
}

// docs/adr/0010-one-data-version-per-answer.md: rows, totals, updated_at and ETag of an answer
// all come from one import, even while imports land under the reads.
for (const engine of engines())
  describe.skipIf(engine.skip !== null)(`one data version per answer on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, generation(0));
    });
    afterAll(() => db?.close());

    /**
     * Asks an app whose known data version lags imports, as it does for up to a second when
     * another process imports: its clock stands still, so the version it read stays trusted.
     */
    const laggingApp = () => {
      const stopped = new Date('2026-01-01T00:00:00Z');
      const store = createRankingStore(db, { versionTtlMs: 60_000, now: () => stopped });
      const app = createApp({ store });
      return async (query: string) => {
        const res = await app.request(`/api/ark/player_rankings?cluster=SOLO&${query}`);
        return (await res.json()) as {
          ranking_data: { PlayerName: string }[];
          pagination: { total_records: number };
          updated_at: string;
        };
      };
    };

    it('answers an address first asked while the known version lags an import from that import alone', async () => {
      // An answer computed while the version lags reads rows, total and date from one snapshot.
      const ask = laggingApp();
      const before = await ask('filter=kills');
      await importCluster(db, generation(9));
      const after = await ask('filter=deaths');
      expect(after.ranking_data[0]?.PlayerName).toMatch(/^Gen9 /);
      expect(after.pagination.total_records).toBe(60 + 7 * 9);
      expect(after.updated_at).not.toBe(before.updated_at);
    });

    it('reads a later page of a searched term from its own import, not from the positions another import marked', async () => {
      // The store keeps a searched term's match positions per data version; a page asked while
      // the known version lags an import must not read the new rows at the old positions.
      const ask = laggingApp();
      await importCluster(db, generation(2));
      const before = await ask('search=player&page=0');
      expect(before.pagination.total_records).toBe(60 + 7 * 2);
      await importCluster(db, generation(9));
      const after = await ask('search=player&page=1');
      expect(after.ranking_data.map((row) => row.PlayerName.split(' ')[0])).toEqual(
        Array(20).fill('Gen9'),
      );
      expect(after.pagination.total_records).toBe(60 + 7 * 9);
    });

    it('never mixes two imports in one answer while imports land', async () => {
      // The production setting: the known version is trusted for a second, on a clock the test
      // moves, so readers answer both while it lags each import and after it caught up.
      let at = Date.parse('2026-01-01T00:00:00Z');
      const app = createApp({ store: createRankingStore(db, { now: () => new Date(at) }) });
      const seen: Seen[] = [];
      let importing = true;
      // Test-controlled pauses: an import waits for the readers to answer a few more times.
      let answered = 0;
      const waiting: { until: number; go: () => void }[] = [];
      const afterAnswers = (count: number) =>
        new Promise<void>((go) => waiting.push({ until: answered + count, go }));
      const countAnswer = () => {
        answered += 1;
        for (const wait of waiting.filter((w) => answered >= w.until)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.go();
        }
      };
      const imports = (async () => {
        for (let k = 1; k <= 4; k++) {
          await importCluster(db, generation(k));
          await afterAnswers(30);
          at += 1000;
          await afterAnswers(30);
        }
        importing = false;
      })();
      // Many distinct addresses, so answers are computed (not only served from the cache) while
      // the known version lags an import.
      const FILTERS = ['kills', 'deaths', 'tamed_dino_kills', 'time_played'];
      let n = 0;
      const reader = async () => {
        while (importing) {
          // A cached answer resolves without I/O: yield, or this loop would starve the imports.
          await new Promise((resolve) => setImmediate(resolve));
          n += 1;
          // Every third address unsearched: its total and date come from the cluster's counts,
          // not from the rows' own query, which is where two imports could meet.
          const search = n % 3 === 0 ? '' : String(n % 50);
          // Page 1 of the unsearched board too (every generation has more than 40 players).
          const page = search === '' ? Math.floor(n / 3) % 2 : 0;
          const query = `cluster=SOLO&filter=${FILTERS[n % 4]}&search=${search}&page=${page}`;
          const res = await app.request(`/api/ark/player_rankings?${query}`);
          const body = (await res.json()) as {
            ranking_data: { PlayerName: string }[];
            pagination: { total_records: number };
            updated_at: string;
          };
          const gens = new Set(
            body.ranking_data.map((row) => Number(/^Gen(\d+)/.exec(row.PlayerName)?.[1])),
          );
          expect(gens.size, query).toBe(1);
          const [gen = -1] = gens;
          // The names of generation `gen` that contain `search`: what its total must say.
          const expected = Array.from(
            { length: 60 + 7 * gen },
            (_, i) => `gen${gen} player ${i}`,
          ).filter((name) => name.includes(search)).length;
          seen.push({
            gen,
            query,
            total: body.pagination.total_records,
            expected,
            updatedAt: body.updated_at,
            etag: res.headers.get('ETag') ?? '',
          });
          countAnswer();
        }
      };
      await Promise.all([imports, reader(), reader(), reader()]);
      expect(new Set(seen.map((s) => s.gen)).size).toBeGreaterThan(1);
      for (const s of seen) expect(s.total, `${s.query} of generation ${s.gen}`).toBe(s.expected);
      for (const gen of new Set(seen.map((s) => s.gen))) {
        const ofGen = seen.filter((s) => s.gen === gen);
        expect(new Set(ofGen.map((s) => s.updatedAt)).size, `updated_at of ${gen}`).toBe(1);
        // One ETag per address and import: an address never carries two bodies of one import.
        for (const query of new Set(ofGen.map((s) => s.query))) {
          const tags = new Set(ofGen.filter((s) => s.query === query).map((s) => s.etag));
          expect(tags.size, `${query} of generation ${gen}`).toBe(1);
        }
      }
    }, 60_000);
  });
