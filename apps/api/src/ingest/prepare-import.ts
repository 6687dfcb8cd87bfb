// The import's prepare step: against the cluster's state, where it goes in the dropdown, whether it
// is skipped or refused (import-refusals.ts), and its rows ranked (ranked-build.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
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
): Promise<PreparedImport | SkippedImport> {
  const state = await readClusterState(q, rows.cluster.key);
  const input = { ...rows, cluster: placeCluster(state, rows.cluster, place) };
  const digest = importDigest(input);
  const players = input.players.length;
  if (decideImport(state, { ...intent, digest, players }) === 'skip') return { skip: true, state };
  const key = input.cluster.key;
  const id = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const name = (table: 'players' | 'tribes') => buildTableName(table, id);
  return {
    skip: false,
    state,
    input,
    digest,
    at: intent.at,
    id,
    players: rankBuild(
      'players',
      key,
      name('players'),
      input.players,
      playerCells,
      state.hidden.players,
    ),
    tribes: rankBuild('tribes', key, name('tribes'), input.tribes, tribeCells, state.hidden.tribes),
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

/**
 * SHA-256 over everything an import writes (cluster, players, tribes), row by row so a million
 * rows never become one string. Equal digests mean an identical cluster.
 */
export function importDigest(input: ClusterImport): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input.cluster));
  for (const player of input.players) hash.update(JSON.stringify(player));
  hash.update('|tribes|');
  for (const tribe of input.tribes) hash.update(JSON.stringify(tribe));
  return hash.digest('hex');
}
