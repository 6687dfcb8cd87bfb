import { type DetailKind, isRowId, ROW_ID_RULE } from '@ark/core';
import { showCell } from '../ingest/plugin-values';
import { type ArgValues, text, UsageError } from './command';

/** What hide and unhide act on. */
export interface ModerationTarget {
  cluster: string;
  kind: DetailKind;
  id: string;
}

export const KIND_PLURAL: Readonly<Record<DetailKind, string>> = {
  player: 'players',
  tribe: 'tribes',
};

/** The cluster and the one player or tribe hide/unhide name; UsageError when they do not. */
export function readTarget(values: ArgValues): ModerationTarget {
  const cluster = text(values, 'cluster');
  const player = text(values, 'player');
  const tribe = text(values, 'tribe');
  if (!cluster) throw new UsageError('--cluster is required');
  if ((player === undefined) === (tribe === undefined)) {
    throw new UsageError('give one of --player or --tribe');
  }
  const kind: DetailKind = player === undefined ? 'tribe' : 'player';
  const id = (player ?? tribe) as string;
  if (!isRowId(id)) {
    throw new UsageError(`--${kind} must be an id (${ROW_ID_RULE}), got ${showCell(id)}`);
  }
  return { cluster, kind, id };
}
