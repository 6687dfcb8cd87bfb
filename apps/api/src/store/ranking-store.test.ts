import { FILTER_TABLE, PAGE_SIZE } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db, Queryable } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { generateCluster } from '../sources/generate-demo';
import { likePattern, type PageLookup } from './page-plan';
import { createRankingStore, trackDataVersion } from './ranking-store';
import { statColumn } from './view-columns';

const FIELDS = FILTER_TABLE.players.map((option) => option.field);
/** A common word, a rare name, one and two letters, a number, wildcards, a two-word term. */
const TERMS = ['stormborn', 'a', 'ra', '7', 'raptor hunter', 'rex 1', '%', '_', 'zz', 'ño'];

/** A players request on SOLO: kills, no search, page 0 unless given. */
const makeRequest = (over: Partial<PageLookup> = {}): PageLookup => ({
  view: 'players',
  cluster: 'SOLO',
  field: 'PlayerKills',
  search: '',
  page: 0,
  ...over,
});

/** The page as the plain query reads it: every match filtered, ordered, offset. */
async function oracle(db: Queryable, { field, search, page }: PageLookup) {
  const col = statColumn('players', field);
  const rows = await db.query<{ name: string; rank: number; total: number }>(
    `SELECT name, rank_${col} AS rank, count(*) OVER ()::int AS total FROM players
     WHERE cluster = 'SOLO' AND name_key LIKE $1 ORDER BY pos_${col}`,
    [likePattern(search)],
  );
  const slice = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return { names: slice.map((r) => r.name), ranks: slice.map((r) => r.rank), total: rows.length };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`createRankingStore on ${engine.name}`, () => {
    let db: Db;
    const statements: string[] = [];
    let counted: Db;
    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, generateCluster('SOLO', 'Solos', 0, 3000, 11, 300));
      // Records every statement the store sends, to see which reads count a term.
      counted = {
        ...db,
        query: (sql, params) => {
          statements.push(sql);
          return db.query(sql, params);
        },
      };
    });
    afterAll(() => db?.close());

    describe('page', () => {
      it('answers every page of a search as the plain query does, through kept positions and through walks between marks', async () => {
        // Every position kept; marks a few matches apart however few match (walks between
        // marks); and walks from the start of the ordering for the first pages of common terms.
        const exact = createRankingStore(db, { marks: { exactMax: 1_000_000 } });
        const walking = createRankingStore(db, { marks: { exactMax: 0, walkRows: 20 } });
        const fromStart = createRankingStore(db, { marks: { exactMax: 0, walkRows: 400 } });
        for (const search of TERMS) {
          for (const field of FIELDS) {
            const { total } = await oracle(db, makeRequest({ field, search }));
            const last = Math.ceil(total / PAGE_SIZE) - 1;
            for (const page of new Set([0, 1, 2, Math.floor(last / 2), last - 1, last, last + 1])) {
              if (page < 0) continue;
              const request = makeRequest({ field, search, page });
              const expected = await oracle(db, request);
              for (const store of [exact, walking, fromStart]) {
                const got = await store.page(request);
                const where = `${search} / ${field} / page ${page}`;
                expect(
                  got.rows.map((r) => r.name),
                  where,
                ).toEqual(expected.names);
                expect(
                  got.rows.map((r) => r.rank),
                  where,
                ).toEqual(expected.ranks);
                expect(got.total, where).toBe(expected.total);
              }
            }
          }
        }
      });

      it('counts a term once per data version, whatever the page or ordering, and again after an import', async () => {
        const store = createRankingStore(counted, { versionTtlMs: 0 });
        // A term's first read: counted by a scan, or read from its grams (name-grams.ts).
        const counting = () => statements.filter((sql) => sql.includes('n AS MATERIALIZED')).length;
        const before = counting();
        for (const field of FIELDS) {
          for (const page of [0, 5, 40]) {
            await store.page(makeRequest({ field, search: 'ra', page }));
          }
        }
        expect(counting() - before).toBe(1);
        await importCluster(db, generateCluster('SOLO', 'Solos', 0, 3000, 12, 300));
        const after = await store.page(makeRequest({ search: 'ra', page: 5 }));
        expect(counting() - before).toBe(2);
        const expected = await oracle(db, makeRequest({ search: 'ra', page: 5 }));
        expect(after.rows.map((r) => r.name)).toEqual(expected.names);
        expect(after.total).toBe(expected.total);
      });

      it('counts a term, and marks an ordering, once for reads that arrive together', async () => {
        const store = createRankingStore(counted, { marks: { exactMax: 0, walkRows: 20 } });
        const seen = (text: string) => statements.filter((sql) => sql.includes(text)).length;
        const [counts, marks] = [seen('n AS MATERIALIZED'), seen('generate_series')];
        const read = (page: number) =>
          store.page(makeRequest({ field: 'DinoKills', search: 'e', page }));
        // Past the first walk's 20 entries, so every one of them needs the ordering's marks.
        const pages = await Promise.all([1, 2, 3, 4, 30, 31, 32, 33].map(read));
        expect(seen('n AS MATERIALIZED') - counts).toBe(1);
        expect(seen('generate_series') - marks).toBe(1);
        expect(new Set(pages.map((page) => page.total)).size).toBe(1);
        const deep = pages.slice(4);
        expect(deep.every((page) => page.rows.length === PAGE_SIZE)).toBe(true);
      });

      it('reads nothing of the data version itself for a request that passes the one it read', async () => {
        const store = createRankingStore(counted, { versionTtlMs: 0 });
        const version = await store.version();
        const reads = () =>
          statements.filter((sql) => sql.startsWith('SELECT version::int AS version')).length;
        const before = reads();
        await store.clusters(null, version);
        await store.seasons(version);
        await store.page(makeRequest({ search: 'ra', page: 2 }), version);
        await store.page({ ...makeRequest({ page: 1 }), range: 'week' }, version);
        expect(reads() - before).toBe(0);
        // Without one, a read asks the store's own.
        await store.page(makeRequest());
        expect(reads() - before).toBe(1);
      });

      it("reads a range page in one statement once its cluster's periods are known at that version", async () => {
        const store = createRankingStore(counted, { versionTtlMs: 60_000 });
        const version = await store.version();
        const facts = () => statements.filter((sql) => sql.includes('json_object_agg')).length;
        const before = facts();
        await store.page({ ...makeRequest(), range: 'week' }, version);
        expect(facts() - before).toBe(1);
        const sent = statements.length;
        const later = await store.page(
          { ...makeRequest({ field: 'DinoKills', page: 1 }), range: 'week' },
          version,
        );
        expect(statements.length - sent).toBe(1);
        expect(facts() - before).toBe(1);
        expect(later.range?.key).toBe('week');
      });

      it('answers a page past the last position with no rows and the true total', async () => {
        const store = createRankingStore(db);
        const far = await store.page(makeRequest({ page: 999_999_999 }));
        expect(far.rows).toEqual([]);
        expect(far.total).toBe(3000);
        const searched = await store.page(makeRequest({ search: 'a', page: 999_999_999 }));
        expect(searched.rows).toEqual([]);
        expect(searched.total).toBeGreaterThan(0);
      });
    });
  });
}

/** A store whose version reads the test answers by hand, one at a time, counting them. */
function pausedStore() {
  const pending: { resolve: (version: number) => void; reject: (error: Error) => void }[] = [];
  const q = {
    query: () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve: (version) => resolve([{ version }]), reject });
      }),
  } as unknown as Queryable;
  const next = () => {
    const read = pending.shift();
    if (!read) throw new Error('no version read is under way');
    return read;
  };
  return {
    q,
    answer: (version: number) => next().resolve(version),
    fail: (error: Error) => next().reject(error),
    reads: () => pending.length,
  };
}

/** Lets the microtasks run: a read started by a call shows in `reads()`. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A tracker on a paused store, with a clock the test moves (`clock.now`). */
function tracker(at = 0) {
  const store = pausedStore();
  const clock = { now: at };
  const tracked = trackDataVersion(store.q, { ttlMs: 1000, now: () => clock.now });
  /** What `current()` gets when the store answers `version` to the read the call starts. */
  const readAs = async (version: number) => {
    const asked = tracked.current();
    await settled();
    store.answer(version);
    return asked;
  };
  return { store, clock, tracked, readAs };
}

describe('trackDataVersion', () => {
  it('reads the version once for the calls that ask together, then trusts it for ttlMs', async () => {
    const { store, clock, tracked } = tracker();
    const asked = [tracked.current(), tracked.current()];
    await settled();
    expect(store.reads()).toBe(1);
    store.answer(3);
    expect(await Promise.all(asked)).toEqual([3, 3]);
    clock.now = 999;
    expect(await tracked.current()).toBe(3);
    expect(tracked.fresh()).toBe(3);
    expect(store.reads()).toBe(0);
  });

  it('makes the call that finds it expired wait for the new version, and serves the known one meanwhile', async () => {
    const { store, clock, tracked, readAs } = tracker();
    expect(await readAs(3)).toBe(3);
    clock.now = 1000;
    expect(tracked.fresh()).toBeNull();
    const reloading = tracked.current();
    // Asked while the read is under way (an import holds PGlite): the known version, at once.
    expect(await tracked.current()).toBe(3);
    await settled();
    expect(store.reads()).toBe(1);
    store.answer(4);
    expect(await reloading).toBe(4);
    expect(await tracked.current()).toBe(4);
  });

  it('keeps the known version when a read fails, and the failing call sees the failure', async () => {
    const { store, clock, tracked, readAs } = tracker();
    await readAs(3);
    clock.now = 2000;
    const failing = tracked.current();
    await settled();
    store.fail(new Error('store busy'));
    await expect(failing).rejects.toThrow('store busy');
    clock.now = 0;
    expect(tracked.fresh()).toBe(3);
  });

  it('reads again after forget(), and counts a clock set back as expired', async () => {
    const { clock, tracked, readAs } = tracker(5000);
    await readAs(3);
    tracked.forget();
    expect(tracked.fresh()).toBeNull();
    expect(await readAs(4)).toBe(4);
    clock.now = 4000;
    expect(tracked.fresh()).toBeNull();
    expect(await readAs(5)).toBe(5);
  });
});
