// The import's prepare step: against the cluster's state, where it goes in the dropdown, whether it
// is skipped or refused (import-refusals.ts), and its rows ranked (ranked-build.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { SILENT_PROGRESS, type StepProgress } from '../lib/progress';
import { buildTableName } from '../store/cluster-partition';
import { type ClusterState, readClusterState } from '../store/cluster-state';
import { decideImport, type ImportIntent } from './import-refusals';
import type { ClusterImport, ClusterInfo, PlayerInput, TribeInput } from './import-types';
import { playerCells, type RankedBuild, rankBuild, tribeCells } from './ranked-build';

/** A cluster's name in the dropdown and its place there, as the caller gives them. */
export interface ClusterPlacement {
  display?: string | undefined;
  order?: number | undefined;
}

export interface PrepareOptions extends Omit<ImportIntent, 'digest' | 'players'> {
  /**
   * Where the cluster goes: what this says, else what the cluster has now, else its key and the
   * end of the list (`ark import`). Without it the rows' own cluster stands.
   */
  place?: ClusterPlacement | undefined;
}

/** An import ready to be built: its rows placed, digested and ranked. */
export interface PreparedImport {
  skip: false;
  /** The cluster's state it was prepared against. */
  state: ClusterState;
  input: ClusterImport;
  digest: string;
  /** The time it is as of. */
  at: Date;
  /** Names the new partitions (buildTableName). */
  id: string;
  players: RankedBuild<PlayerInput>;
  tribes: RankedBuild<TribeInput>;
}

/** An import that brings what the cluster serves: nothing is written. */
export interface SkippedImport {
  skip: true;
  state: ClusterState;
}

/**
 * Prepares `rows` against the cluster's state, read once here (the import lock held on `q`):
 * skipped when they are what the cluster serves and the caller skips such imports; throws the
 * ImportError that refuses them.
 */
export async function prepareImport(
  q: Queryable,
  rows: ClusterImport,
  { place, ...intent }: PrepareOptions,
  progress: StepProgress = SILENT_PROGRESS,
): Promise<PreparedImport | SkippedImport> {
  progress.part('state');
  const state = await readClusterState(q, rows.cluster.key);
  const input = { ...rows, cluster: placeCluster(state, rows.cluster, place) };
  const total = input.players.length + input.tribes.length;
  progress.part('digest', total, 'rows');
  const digest = importDigest(input, (done) => progress.report(done));
  const players = input.players.length;
  if (decideImport(state, { ...intent, digest, players }) === 'skip') return { skip: true, state };
  progress.part('rank', total, 'rows');
  const key = input.cluster.key;
  const id = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const name = (table: 'players' | 'tribes') => buildTableName(table, id);
  const hidden = state.hidden;
  const rankedPlayers = rankBuild(
    'players',
    key,
    name('players'),
    input.players,
    playerCells,
    hidden.players,
  );
  progress.report(input.players.length);
  const rankedTribes = rankBuild(
    'tribes',
    key,
    name('tribes'),
    input.tribes,
    tribeCells,
    hidden.tribes,
  );
  progress.report(total);
  return {
    skip: false,
    state,
    input,
    digest,
    at: intent.at,
    id,
    players: rankedPlayers,
    tribes: rankedTribes,
  };
}

/** The cluster as it will be served: `place`'s name and order, else the store's, else new. */
function placeCluster(
  state: ClusterState,
  cluster: ClusterInfo,
  place: ClusterPlacement | undefined,
): ClusterInfo {
  if (!place) return cluster;
  return {
    key: cluster.key,
    display: place.display ?? state.served?.display ?? cluster.key,
    order: place.order ?? state.served?.order ?? state.nextOrder,
  };
}

/** Rows between two reports of the digest. */
const REPORT_ROWS = 65_536;

/**
 * SHA-256 over everything an import writes (cluster, players, tribes), row by row so a million
 * rows never become one string. Equal digests mean an identical cluster. `onRows` is told how
 * many rows it read, now and then.
 */
export function importDigest(input: ClusterImport, onRows?: (done: number) => void): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input.cluster));
  let done = 0;
  const add = (row: unknown) => {
    hash.update(JSON.stringify(row));
    if (++done % REPORT_ROWS === 0) onRows?.(done);
  };
  for (const player of input.players) add(player);
  hash.update('|tribes|');
  for (const tribe of input.tribes) add(tribe);
  if (input.revision !== undefined) hash.update(`|revision|${input.revision}`);
  onRows?.(done);
  return hash.digest('hex');
}
