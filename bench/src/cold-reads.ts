// Cold reads over HTTP (issue 46): the first read of a common term per filter after a fresh data
// version, and the term at any page, each address asked once, one request at a time against the
// built server(s). A fresh version is what an import, a hide or a season close makes: the bench
// bumps it itself (as a hide that hid nothing), so no kept answer or counted term serves it.
import { type Db, openPostgresDb } from '@ark/api/internals';
import { HEALTH_PATH } from '@ark/core';
import { summarise, type Timing } from './figure-lines';
import type { NamedServer } from './load-test';
import {
  COMMON_TERM,
  comparePath,
  drawRequest,
  PLAYER_FIELDS,
  requestPath,
  type WorkloadRequest,
} from './workloads';

export interface ColdSpec {
  databaseUrl: string;
  players: number;
  /** Fresh data versions: each gives every server one first read of the term per filter. */
  versions: number;
  /** Addresses of the term at any page asked per version, each once. */
  deepPerVersion: number;
  /** Comparisons of four players drawn at random asked per version, each once. */
  comparePerVersion: number;
}

/** Per server: the first reads of the term per filter, and its pages at random, all cold. */
export interface ColdTimes {
  label: string;
  firstPerFilter: Timing & { reads: number };
  anyPage: Timing & { reads: number };
  /** Cold comparisons of four players; null for a build without the compare call. */
  compare: (Timing & { reads: number }) | null;
}

/**
 * The time of one GET, its body read; a non-200 answer is an error (the figure would lie), but
 * for a 404 `missing` allows (a build without the call: null).
 */
async function timedGet(origin: string, path: string, missing = false): Promise<number | null> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (missing && response.status === 404) return null;
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return took;
}

/** Pushes a time read; a call the build lacks (null) marks the list as lacking it. */
function note(times: number[] | null, took: number | null): number[] | null {
  if (times === null || took === null) return null;
  times.push(took);
  return times;
}

/** A new data version, as an import or a hide bumps it. */
async function bumpVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ version: number }>(
    'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
  );
  return row?.version ?? 0;
}

/**
 * Waits until the server's /healthz shows `version` (the store re-reads it at most once a second),
 * so a timed read meets the version known and pays the term's first read, not the version's. A
 * server whose /healthz names no version gets 1.5 s, past its re-read.
 */
async function seenBy(origin: string, version: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 5000) {
    const health = (await (await fetch(`${origin}${HEALTH_PATH}`)).json()) as {
      data_version?: number;
    };
    if (health.data_version === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return;
    }
    if (health.data_version >= version) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server at ${origin} never saw data version ${version}`);
}

/** `count` requests of the term at any page, no address twice nor one of `taken`. */
function deepAddresses(players: number, count: number, taken: readonly string[]): string[] {
  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 20; tries++) {
    const path = requestPath(drawRequest('search-common-deep', players));
    if (!taken.includes(path)) paths.add(path);
  }
  return [...paths];
}

/** The first read of the term per filter, at a page of the first ten. */
const firstPerFilter = (): string[] =>
  PLAYER_FIELDS.map((_, filter) => {
    const drawn: WorkloadRequest = drawRequest('search-common', 0);
    return requestPath({ ...drawn, filter, search: COMMON_TERM });
  });

/**
 * For each fresh version: every server reads the term once per filter, then the same random
 * deep pages, one request at a time. The servers take turns going first, so neither always meets
 * PostgreSQL's buffers warmed by the other.
 */
export async function coldReads(servers: readonly NamedServer[], spec: ColdSpec) {
  const db = await openPostgresDb({ connectionString: spec.databaseUrl, max: 1 });
  const first = servers.map(() => [] as number[]);
  const deep = servers.map(() => [] as number[]);
  const compared = servers.map((): number[] | null => []);
  try {
    for (let v = 0; v < spec.versions; v++) {
      const version = await bumpVersion(db);
      for (const { server } of servers) await seenBy(server.origin, version);
      const perFilter = firstPerFilter();
      const deepPaths = deepAddresses(spec.players, spec.deepPerVersion, perFilter);
      const comparePaths = Array.from({ length: spec.comparePerVersion }, () =>
        comparePath(spec.players),
      );
      for (let turn = 0; turn < servers.length; turn++) {
        const i = (turn + v) % servers.length;
        const origin = (servers[i] as NamedServer).server.origin;
        for (const path of perFilter) note(first[i] ?? null, await timedGet(origin, path));
        for (const path of deepPaths) note(deep[i] ?? null, await timedGet(origin, path));
        for (const path of comparePaths) {
          compared[i] = note(compared[i] ?? null, await timedGet(origin, path, true));
        }
      }
    }
  } finally {
    await db.close();
  }
  return servers.map(
    ({ label }, i): ColdTimes => ({
      label,
      firstPerFilter: { ...summarise(first[i] ?? []), reads: first[i]?.length ?? 0 },
      anyPage: { ...summarise(deep[i] ?? []), reads: deep[i]?.length ?? 0 },
      compare: compared[i] ? { ...summarise(compared[i]), reads: compared[i].length } : null,
    }),
  );
}
