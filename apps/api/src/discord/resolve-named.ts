// Which player or tribe a command's typed value names (docs/adr/0071-discord-commands.md): an id
// first (what autocomplete sends), then a name exactly as the board has it in any case, else the
// board's search: one match is it, several are listed for the asker to choose.
import { clampSearch, type DetailKind, isRowId, nameKey } from '@ark/core';
import type { PlayerAnswer, TribeAnswer } from '@ark/core/panel';
import type { BoardRow, CommandReads } from './command-reads';

/** A row of the board named: its id and its name. */
export interface Named {
  id: string;
  name: string;
}

/** What a typed value names. */
export type Resolved<A> =
  | { kind: 'found'; id: string; answer: A }
  | { kind: 'several'; matches: Named[] }
  | { kind: 'unknown' };

/** The id and name of a board row, when it has an id. */
export function namedRow(row: BoardRow): Named | null {
  const id = 'SteamID' in row ? row.SteamID : row.TribeID;
  const name = 'PlayerName' in row ? row.PlayerName : row.TribeName;
  return typeof id === 'string' && id !== '' ? { id, name: String(name ?? '') } : null;
}

/** Most matches a "several match" answer lists. */
export const SEVERAL_SHOWN = 10;

export function resolveNamed(
  reads: CommandReads,
  kind: 'player',
  typed: string,
  where: { cluster: string; version: number },
): Promise<Resolved<PlayerAnswer>>;
export function resolveNamed(
  reads: CommandReads,
  kind: 'tribe',
  typed: string,
  where: { cluster: string; version: number },
): Promise<Resolved<TribeAnswer>>;
/** The player or tribe `typed` names on a cluster, with its detail, or why there is none. */
export async function resolveNamed(
  reads: CommandReads,
  kind: DetailKind,
  typed: string,
  { cluster, version }: { cluster: string; version: number },
): Promise<Resolved<PlayerAnswer | TribeAnswer>> {
  const detail = (id: string) => reads.detail(kind, id, { cluster }, version);
  if (typed === '') return { kind: 'unknown' };
  if (isRowId(typed)) {
    const answer = await detail(typed);
    if (answer) return { kind: 'found', id: typed, answer };
  }
  const view = kind === 'player' ? 'players' : 'tribes';
  const rows = await reads.search(view, cluster, clampSearch(typed), version);
  const named = rows.flatMap((row) => namedRow(row) ?? []);
  const exact = named.filter((row) => nameKey(row.name) === nameKey(typed));
  const one =
    exact.length === 1 ? exact[0] : exact.length === 0 && named.length === 1 ? named[0] : undefined;
  if (one) {
    const answer = await detail(one.id);
    if (answer) return { kind: 'found', id: one.id, answer };
  }
  const matches = exact.length > 1 ? exact : named;
  if (matches.length > 1) return { kind: 'several', matches: matches.slice(0, SEVERAL_SHOWN) };
  return { kind: 'unknown' };
}
