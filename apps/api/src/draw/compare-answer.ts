// The compare call's answer (docs/adr/0083-compare.md): each compared row's detail, as the detail
// call answers it, side by side with the best value of each statistic marked. The details are the
// detail call's own answers, read through the one answer cache (a hot panel's answer is reused).
import {
  type CompareAnswerWire,
  type DETAIL_ANSWER_WIRE_SCHEMAS,
  DETAIL_PATHS,
  type DetailKind,
  filterOptions,
  type LeftOut,
  type PeriodRange,
  type View,
} from '@ark/core';
import { bestOf, statOf } from '@ark/core/compare-table';
import type * as z from 'zod/mini';

/** Whose rows a comparison shows, of which board (a checked compare call). */
export interface ComparePick {
  view: View;
  /** The ids to compare, in the order asked (at most COMPARE_MAX, none repeated). */
  ids: string[];
  /** The ids of the list not compared, and why (unknown or hidden ones are found here). */
  leftOut: LeftOut[];
  cluster: string;
  /** An archived season's id, or null for the current season. */
  season: number | null;
  range?: PeriodRange;
}

type PlayerWire = z.output<typeof DETAIL_ANSWER_WIRE_SCHEMAS.player>;
type TribeWire = z.output<typeof DETAIL_ANSWER_WIRE_SCHEMAS.tribe>;
type DetailWire = PlayerWire | TribeWire;

/** The detail call's address of one compared row, in the comparison's cluster, season and range. */
export function detailAddress(call: ComparePick, id: string): string {
  const kind: DetailKind = call.view === 'players' ? 'player' : 'tribe';
  const query = new URLSearchParams({ cluster: call.cluster });
  if (call.season !== null) query.set('season', String(call.season));
  if (call.range) query.set('range', call.range);
  return `${DETAIL_PATHS[kind](encodeURIComponent(id))}?${query}`;
}

/** A row's statistics by the board's filters: the detail's value of each, null where it lacks one. */
function valuesOf(call: ComparePick, detail: DetailWire): (number | null)[] {
  const stats = 'player' in detail ? detail.player : detail.tribe;
  return filterOptions(call.view).map(({ wire }) => statOf(call.view, stats, wire));
}

/**
 * The comparison of `call`'s rows, each detail read by `detailAt` (the detail call's answer as a
 * value, null for an unknown or hidden id, which is left out as not_found).
 */
export async function compareAnswer(
  call: ComparePick,
  detailAt: (address: string) => Promise<unknown | null>,
): Promise<CompareAnswerWire> {
  const read = await Promise.all(
    call.ids.map(async (id) => ({
      id,
      detail: (await detailAt(detailAddress(call, id))) as DetailWire | null,
    })),
  );
  const found = read.flatMap(({ id, detail }) => (detail ? [{ id, detail }] : []));
  const missing: LeftOut[] = read.flatMap(({ id, detail }) =>
    detail ? [] : [{ id, reason: 'not_found' as const }],
  );
  const values = found.map(({ detail }) => valuesOf(call, detail));
  const best = filterOptions(call.view).flatMap(({ wire }, at) => {
    const holders = bestOf(
      wire,
      values.map((row) => row[at] ?? null),
    );
    return holders.length === 0
      ? []
      : [{ stat: wire, ids: holders.map((i) => found[i]?.id ?? '') }];
  });
  const first = found[0]?.detail;
  return {
    board: call.view,
    cluster: call.cluster,
    entries: found.map(({ detail }) =>
      'player' in detail
        ? { player: detail.player, ranks: detail.ranks }
        : { tribe: detail.tribe, ranks: detail.ranks },
    ),
    best,
    left_out: [...missing, ...call.leftOut],
    updated_at: first?.updated_at ?? null,
    ...(first?.range ? { range: first.range } : {}),
  };
}
