import { afterEach, describe, expect, it, vi } from 'vitest';
import { pause } from '../../test/pause';
import type { PluginTables } from '../ingest/plugin-rows';
import type { SourceReader } from '../sources/read-cluster-source';
import type { ClusterConfig } from '../sources/sources-config';
import { createSyncRunner } from './sync-runner';
import { makeFakeImport, makeMemoryLogger } from './test/fake-import';

const SECRET = 'hunter22-secret';

function makeCluster(key: string, order: number): ClusterConfig {
  return {
    key,
    display: key.toLowerCase(),
    order,
    source: { type: 'mysql', url: `mysql://ark:${SECRET}@127.0.0.1:3306/${key.toLowerCase()}` },
  };
}

function makeTables(players = 2): PluginTables {
  return {
    players: Array.from({ length: players }, (_, i) => ({
      SteamID: String(i + 1),
      PlayerName: `P${i}`,
      TribeID: '10',
      PlayerKills: 1,
    })),
    tribes: [{ TribeID: '10', TribeName: 'T', DamageScore: 5 }],
  };
}

/** Reads by database name; a cluster mapped to an Error fails, to 'hang' never answers. */
function makeReader(behaviour: Record<string, PluginTables | Error | 'hang'>): SourceReader {
  return async (source, { signal }) => {
    const db =
      source.type === 'mysql'
        ? new URL(source.url).pathname.slice(1)
        : source.type === 'files' || source.type === 'game-log'
          ? source.dir
          : source.path;
    const outcome = behaviour[db];
    if (outcome === 'hang') {
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    }
    if (outcome instanceof Error || outcome === undefined) throw outcome ?? new Error('no such db');
    return outcome;
  };
}

const clock = () => new Date('2026-11-22T05:00:00.000Z');

describe('createSyncRunner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('imports every cluster and records its counts', async () => {
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1), makeCluster('DUO', 2)],
      imports: fake.imports,
      readSource: makeReader({ solo: makeTables(3), duo: makeTables(1) }),
      logger: makeMemoryLogger().logger,
      clock,
    });
    expect(runner.status()).toMatchObject({ running: false, lastRunStartedAt: null });
    expect(runner.status().clusters.map((c) => c.state)).toEqual(['pending', 'pending']);
    const result = await runner.syncAll();
    expect(result.results.map((r) => [r.key, r.ok])).toEqual([
      ['SOLO', true],
      ['DUO', true],
    ]);
    expect(fake.calls.map((c) => [c.cluster, c.players.length])).toEqual([
      [{ key: 'SOLO', display: 'solo', order: 1 }, 3],
      [{ key: 'DUO', display: 'duo', order: 2 }, 1],
    ]);
    expect(runner.status().clusters[0]).toMatchObject({
      key: 'SOLO',
      lastSuccessAt: '2026-11-22T05:00:00.000Z',
      lastError: null,
      state: 'ok',
      lastCounts: { players: 3, tribes: 1 },
    });
  });

  it('keeps a failed cluster out of the import while the others update, and logs it redacted', async () => {
    const fake = makeFakeImport();
    const memory = makeMemoryLogger();
    const reader = makeReader({
      solo: makeTables(),
      duo: new Error(`Access denied connecting to mysql://ark:${SECRET}@127.0.0.1:3306/duo`),
    });
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1), makeCluster('DUO', 2)],
      imports: fake.imports,
      readSource: reader,
      logger: memory.logger,
      clock,
    });
    const result = await runner.syncAll();
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['SOLO']);
    expect(result.results[1]).toMatchObject({ key: 'DUO', ok: false });
    const duo = runner.status().clusters[1];
    expect(duo).toMatchObject({
      state: 'failed',
      lastSuccessAt: null,
      lastErrorAt: '2026-11-22T05:00:00.000Z',
    });
    expect(duo?.lastError).toContain('mysql://ark:***@127.0.0.1:3306/duo');
    const everything = JSON.stringify([memory.records, runner.status(), result]);
    expect(everything).not.toContain(SECRET);
    expect(memory.records).toContainEqual(
      expect.objectContaining({
        level: 'error',
        cluster: 'DUO',
        source: 'mysql://ark:***@127.0.0.1:3306/duo',
      }),
    );
  });

  it('keeps the last good counts of a cluster that fails later', async () => {
    const behaviour: Record<string, PluginTables | Error> = { solo: makeTables(2) };
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1)],
      imports: fake.imports,
      readSource: makeReader(behaviour),
      logger: makeMemoryLogger().logger,
      clock,
    });
    await runner.syncAll();
    behaviour.solo = new Error('connect ECONNREFUSED 127.0.0.1:3306');
    await runner.syncAll();
    expect(fake.calls).toHaveLength(1);
    expect(fake.served.get('SOLO')?.players).toHaveLength(2);
    expect(runner.status().clusters[0]).toMatchObject({
      state: 'failed',
      lastSuccessAt: '2026-11-22T05:00:00.000Z',
      lastError: 'connect ECONNREFUSED 127.0.0.1:3306',
      lastCounts: { players: 2 },
    });
  });

  it('fails a cluster that takes longer than timeoutMs, without waiting for it', async () => {
    vi.useFakeTimers();
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1), makeCluster('DUO', 2)],
      imports: fake.imports,
      readSource: makeReader({ solo: 'hang', duo: makeTables() }),
      logger: makeMemoryLogger().logger,
      timeoutMs: 50,
    });
    const running = runner.syncAll();
    // The reader never answers: the run ends when the budget does, on the clock's word alone.
    await vi.advanceTimersByTimeAsync(50);
    const result = await running;
    expect(result.results[0]).toMatchObject({
      ok: false,
      error: 'timed out after 50 ms reading SOLO',
    });
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['DUO']);
  });

  it('skips a run while another is going, and logs the skip', async () => {
    const landing = pause();
    const fake = makeFakeImport({ beforeLanding: () => landing.paused });
    const memory = makeMemoryLogger();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1)],
      imports: fake.imports,
      readSource: makeReader({ solo: makeTables() }),
      logger: memory.logger,
    });
    const first = runner.syncAll();
    const second = await runner.syncAll();
    expect(second).toEqual({ skipped: true, results: [] });
    landing.resume();
    expect((await first).skipped).toBe(false);
    expect(fake.calls).toHaveLength(1);
    expect(memory.messages()).toContain('info sync: skipped, the previous sync is still running');
    expect((await runner.syncAll()).skipped).toBe(false);
  });

  it('imports one cluster at a time even though reads run in parallel', async () => {
    const landing = pause();
    const fake = makeFakeImport({ beforeLanding: () => landing.paused });
    const reader = makeReader({ a: makeTables(), b: makeTables(), c: makeTables() });
    let reads = 0;
    const runner = createSyncRunner({
      sources: [makeCluster('A', 1), makeCluster('B', 2), makeCluster('C', 3)],
      imports: fake.imports,
      readSource: (source, options) => {
        reads += 1;
        return reader(source, options);
      },
      logger: makeMemoryLogger().logger,
    });
    const running = runner.syncAll();
    // Reading and normalising are promise work only here: once it is all done, every cluster is
    // read and the first import is held at its landing, the others waiting their turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(3);
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['A']);
    landing.resume();
    await running;
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['A', 'B', 'C']);
  });

  it('marks a cluster failed when its import fails', async () => {
    const fake = makeFakeImport({
      beforeLanding: () => Promise.reject(new Error('store is read-only')),
    });
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1)],
      imports: fake.imports,
      readSource: makeReader({ solo: makeTables() }),
      logger: makeMemoryLogger().logger,
    });
    const result = await runner.syncAll();
    expect(result.results[0]).toMatchObject({ ok: false, error: 'store is read-only' });
  });

  it('syncs only the named cluster, any case, and rejects an unknown key', async () => {
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1), makeCluster('DUO', 2)],
      imports: fake.imports,
      readSource: makeReader({ solo: makeTables(), duo: makeTables() }),
      logger: makeMemoryLogger().logger,
    });
    await runner.syncAll('duo');
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['DUO']);
    await expect(runner.syncAll('TRIO')).rejects.toThrow(
      'unknown cluster TRIO; configured: SOLO, DUO',
    );
  });

  it('stop() aborts reads in flight instead of waiting for their timeout', async () => {
    vi.useFakeTimers();
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1)],
      imports: fake.imports,
      readSource: makeReader({ solo: 'hang' }),
      logger: makeMemoryLogger().logger,
      timeoutMs: 60_000,
    });
    const running = runner.syncAll();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    // Well before the read's budget is spent, the stop is done.
    await vi.advanceTimersByTimeAsync(1);
    expect(stopped).toBe(true);
    await stopping;
    expect((await running).results[0]).toMatchObject({ ok: false, error: 'sync stopped' });
    expect(fake.calls).toHaveLength(0);
  });

  it('runs at start and on every interval until stopped', async () => {
    vi.useFakeTimers();
    const fake = makeFakeImport();
    const runner = createSyncRunner({
      sources: [makeCluster('SOLO', 1)],
      imports: fake.imports,
      readSource: makeReader({ solo: makeTables() }),
      logger: makeMemoryLogger().logger,
    });
    runner.start(1000);
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.calls).toHaveLength(3);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.calls).toHaveLength(3);
    expect(() => runner.start(0)).toThrow(RangeError);
  });
});
