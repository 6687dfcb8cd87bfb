// The store alone (issue 46): the uncached workloads' reads through the store, opened as the
// server opens it, from as many callers as the HTTP runs have connections, in the bench's own
// process and with no HTTP. An uncached read over HTTP as a share of it is the server's own cost.
import { createRankingStore, openDb, RANKINGS_ROWS_TEXT } from '@ark/api/internals';
import type { LoadResult } from './load-process';
import { percentile } from './load-test';
import { drawRequest, pageLookup, requestPath, type Workload } from './workloads';

/** Where the store is: DATABASE_URL, or a PGlite folder (which one process may open at a time). */
export interface StoreWhere {
  databaseUrl?: string;
  dataDir?: string;
}

export interface StoreAloneSpec {
  players: number;
  /** Concurrent callers: the HTTP runs' connections. */
  callers: number;
  /** How long a run lasts, unless `amount` ends it first. */
  seconds: number;
  /** Stop after this many reads instead. */
  amount?: number;
}

/** The store alone, open: one run per call, then closed. */
export interface StoreAlone {
  /**
   * Reads drawn as the HTTP runs draw them (workloads.ts), `callers` at a time; `amount` over
   * the spec's (a warm-up).
   */
  run(workload: Workload, amount?: number): Promise<LoadResult & { reads: number }>;
  close(): Promise<void>;
}

/**
 * Opens the store as the server does (prepared statements, PGlite in a worker thread) with a
 * fresh store object, so no answer, page or term of an earlier run is kept. Each run draws its
 * addresses as the load generator does: every read is a miss of whatever the store keeps, except
 * an address drawn twice, counted (`repeated`) as the HTTP runs count theirs.
 */
export async function openStoreAlone(where: StoreWhere, spec: StoreAloneSpec): Promise<StoreAlone> {
  const db = await openDb({ ...where, worker: true, serving: true });
  return {
    run: (workload, amount = spec.amount) =>
      readFor(createRankingStore(db), workload, { ...spec, amount }),
    close: () => db.close(),
  };
}

type Store = ReturnType<typeof createRankingStore>;

async function readFor(
  store: Store,
  workload: Workload,
  { players, callers, seconds, amount = Number.POSITIVE_INFINITY }: StoreAloneSpec,
): Promise<LoadResult & { reads: number }> {
  const times: number[] = [];
  const drawn = new Set<string>();
  let repeated = 0;
  let started = 0;
  const began = performance.now();
  const until = began + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until && started < amount) {
      started++;
      const request = drawRequest(workload, players);
      const path = requestPath(request);
      if (drawn.has(path)) repeated++;
      else drawn.add(path);
      const t0 = performance.now();
      // The read a JSON call's miss makes: its rows' JSON as the database writes it (ADR 0080).
      await store.pageText(pageLookup(request), RANKINGS_ROWS_TEXT);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  const elapsed = (performance.now() - began) / 1000;
  return {
    rps: Math.round(times.length / elapsed),
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    bad: 0,
    repeated: repeated / Math.max(1, times.length),
    reads: times.length,
  };
}

/** Reads a warm-up takes per caller (or HTTP connection), before a workload's timed runs. */
export const WARM_UP = 4;

/** The store alone's runs of a bench: one per workload and round, asked in any order. */
export interface StoreAloneRounds {
  result(workload: Workload, round: number): Promise<LoadResult>;
  close(): Promise<void>;
}

/**
 * The store alone's runs, live beside the servers (PostgreSQL: each asked when the rounds reach
 * it, so it meets the same machine as the HTTP runs beside it) or, with `ahead`, all of them run
 * now and kept (PGlite: one process opens its folder at a time, so before the server starts).
 * Each workload is warmed first (its statements prepared on every connection, then one whole
 * run untimed), as the HTTP runs warm the servers (miss-rounds.ts).
 */
export async function storeAloneRounds(
  where: StoreWhere,
  spec: StoreAloneSpec,
  { ahead, rounds, workloads }: { ahead: boolean; rounds: number; workloads: readonly Workload[] },
): Promise<StoreAloneRounds> {
  const alone = await openStoreAlone(where, spec);
  for (const workload of workloads) {
    await alone.run(workload, WARM_UP * spec.callers);
    // One whole run more, untimed: the database's cache is as warm for round 1 as for the last,
    // for the HTTP runs beside it too (issue 55: the store alone climbed round by round).
    await alone.run(workload);
  }
  if (!ahead) return { result: (workload) => alone.run(workload), close: () => alone.close() };
  const kept = new Map<string, LoadResult>();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const workload of workloads) kept.set(`${workload}|${round}`, await alone.run(workload));
    }
  } finally {
    await alone.close();
  }
  return {
    result: async (workload, round) => {
      const run = kept.get(`${workload}|${round}`);
      if (!run) throw new Error(`the store alone ran no ${workload} in round ${round}`);
      return run;
    },
    close: async () => {},
  };
}
