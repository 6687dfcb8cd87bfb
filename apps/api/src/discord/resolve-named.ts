// Which player or tribe a command's typed value names (docs/adr/0071-discord-commands.md): an id
// first (what autocomplete sends), then a name exactly as the board has it in any case, looked up
// on the whole board (docs/adr/0077-exact-names-refused-bodies-lru.md), else the board's search:
// one match is it, several are listed for the asker to choose.
import { clampSearch, type DetailKind, isRowId, type View } from '@ark/core';
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
  // The exact name first, looked up on the whole board: a search's first page may not hold it.
  const exact = await reads.named(view, cluster, typed, SEVERAL_SHOWN, version);
  if (exact.length > 1) return { kind: 'several', matches: exact };
  const [only] = exact;
  const answer = only && (await detail(only.id));
  if (only && answer) return { kind: 'found', id: only.id, answer };
  return searched(reads, view, typed, { cluster, version }, detail);
}

/** What the board's search finds for `typed`: its one match, or the matches it lists. */
async function searched<A>(
  reads: CommandReads,
  view: View,
  typed: string,
  { cluster, version }: { cluster: string; version: number },
  detail: (id: string) => Promise<A | null>,
): Promise<Resolved<A>> {
  const rows = await reads.search(view, cluster, clampSearch(typed), version);
  const named = rows.flatMap((row) => namedRow(row) ?? []);
  const [only] = named;
  if (named.length === 1 && only) {
    const answer = await detail(only.id);
    if (answer) return { kind: 'found', id: only.id, answer };
  }
  if (named.length > 1) return { kind: 'several', matches: named.slice(0, SEVERAL_SHOWN) };
  return { kind: 'unknown' };
}
