// The uncached reads over HTTP beside the store alone (issue 46): rounds alternating the store
// alone, this build and the --against build on the same addresses' draws, then each build's
// share of the store alone (the limit is 100 %: the store's own time; the rest is the server's).
import { meanRps, rpsLine, share } from './figure-lines';
import type { LoadResult } from './load-process';
import type { NamedServer } from './load-test';
import type { StoreAloneRounds } from './store-alone';
import { COMMON_TERM, type Workload } from './workloads';

/** The workloads measured against the store alone, as the run names them. */
export const SHARED_WORKLOADS = [
  ['page', 'uncached pages'],
  ['search-rare', 'rare searches'],
] as const satisfies readonly (readonly [Workload, string])[];

/** The uncached workloads measured over HTTP only, once per build. */
const HTTP_ONLY: readonly (readonly [Workload, string])[] = [
  ['search-common-deep', `search "${COMMON_TERM}", any page`],
  ['search-short', 'search 1-2 letters, pages 0-9'],
];

/** The share an uncached line must reach of the store alone (issue 46). */
const GOAL = 70;

export interface MissRoundsSpec {
  say: (line?: string) => void;
  rounds: number;
  /** One HTTP load of a workload's drawn addresses against an origin. */
  http: (origin: string, workload: Workload) => Promise<LoadResult>;
  /** A few requests of a workload, untimed, before its rounds. */
  warm: (origin: string, workload: Workload) => Promise<unknown>;
  alone: StoreAloneRounds;
  /** Whether the store alone ran before the servers started (PGlite), not between their runs. */
  aloneAhead: boolean;
}

/** Each build's runs of each shared workload, round by round. */
type Runs = Map<Workload, { alone: LoadResult[]; builds: LoadResult[][] }>;

/** `label`'s suffix for a build: none for this build, its label for another. */
const of = (server: NamedServer, i: number) => (i === 0 ? '' : `, ${server.label}`);

async function round(
  spec: MissRoundsSpec,
  servers: readonly NamedServer[],
  n: number,
  runs: Runs,
): Promise<void> {
  for (const [workload, label] of SHARED_WORKLOADS) {
    const kept = runs.get(workload) ?? { alone: [], builds: servers.map(() => []) };
    runs.set(workload, kept);
    const alone = await spec.alone.result(workload, n);
    kept.alone.push(alone);
    spec.say(rpsLine(`round ${n}: ${label}, the store alone`, alone));
    for (const [i, named] of servers.entries()) {
      const http = await spec.http(named.server.origin, workload);
      kept.builds[i]?.push(http);
      spec.say(
        rpsLine(
          `round ${n}: ${label} over HTTP${of(named, i)}`,
          http,
          `   = ${share(http.rps, alone.rps)} of the store alone`,
        ),
      );
    }
  }
}

/**
 * The shared workloads in `rounds` rounds, then per workload and build the mean share of the
 * store alone (with the goal), then the other uncached workloads once per build.
 */
export async function missRounds(
  spec: MissRoundsSpec,
  servers: readonly NamedServer[],
): Promise<void> {
  const { say } = spec;
  say(
    spec.aloneAhead
      ? 'uncached reads: the store alone (this process, no HTTP; run before the server started, as PGlite needs) and over HTTP, same connections and seconds:'
      : `uncached reads, rounds alternating the store alone (this process, no HTTP, as many callers as connections) and over HTTP${servers.length > 1 ? ', each build' : ''}:`,
  );
  // Warmed as the store alone is (store-alone.ts): a round's first seconds are not a server's.
  for (const [workload] of SHARED_WORKLOADS) {
    for (const { server } of servers) await spec.warm(server.origin, workload);
  }
  const runs: Runs = new Map();
  for (let n = 1; n <= spec.rounds; n++) await round(spec, servers, n, runs);
  for (const [workload, label] of SHARED_WORKLOADS) {
    const kept = runs.get(workload);
    if (!kept) continue;
    const alone = meanRps(kept.alone);
    const shares = servers.map((named, i) => {
      const builds = kept.builds[i] ?? [];
      const perRound = builds.map((r, k) => share(r.rps, kept.alone[k]?.rps ?? 0)).join(', ');
      return `${named.label} ${share(meanRps(builds), alone)} (per round ${perRound})`;
    });
    say(
      `  mean: ${label} over HTTP as a share of the store alone (${alone} req/s): ${shares.join('; ')}; goal >= ${GOAL} %`,
    );
  }
  for (const [workload, label] of HTTP_ONLY) {
    for (const [i, named] of servers.entries()) {
      say(rpsLine(`${label}${of(named, i)}`, await spec.http(named.server.origin, workload)));
    }
  }
}
