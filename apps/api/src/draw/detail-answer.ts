// A player's or tribe's detail (docs/adr/0017-detail-view.md): the store's read of it and its
// medals, shaped once into core's DetailAnswer, the model the page holds. The detail call sends it
// as JSON (detailJson) and the slash commands draw their embeds from it, so neither parses the
// other's bytes back (docs/adr/0078-store-returns-data.md).
import {
  type DetailAnswer,
  type DetailKind,
  type PlayerAnswer,
  paginate,
  type TribeAnswer,
} from '@ark/core';
import { KIND_TABLE } from '../store/hidden-entries';
import type { DetailRequest, RankingStore } from '../store/ranking-store';

/** Which detail: a checked detail call (http/parse-detail-query.ts) or a command's read. */
export type DetailPick = DetailRequest & {
  kind: DetailKind;
  /** An archived season's id, or null for the current season. */
  season: number | null;
  /** Zero-based page of a tribe's members (0 for a player). */
  page: number;
};

/** A detail and the data version it was read at. */
export interface DetailRead<Answer extends DetailAnswer = DetailAnswer> {
  version: number;
  answer: Answer;
}

/**
 * The player or tribe `pick` names, read at data version `version` with its weekly podium places
 * in the season's hall of fame (docs/adr/0074-the-hall-of-fame.md); null when unknown or hidden.
 */
export async function readDetail(
  store: RankingStore,
  pick: DetailPick,
  version: number,
): Promise<DetailRead | null> {
  const { kind, id, cluster, season, page, range } = pick;
  const medals = () => store.medals(KIND_TABLE[kind], { cluster, season, id });
  if (kind === 'player') {
    const read = await store.player({ id, cluster, season, range }, version);
    if (!read.answer) return null;
    const { player, ranks } = read.answer;
    const answer: PlayerAnswer = {
      kind,
      player,
      ranks,
      updatedAt: read.updatedAt,
      range: read.range ?? null,
      medals: await medals(),
    };
    return { version: read.version, answer };
  }
  const read = await store.tribe({ id, cluster, season, page, range }, version);
  if (!read.answer) return null;
  const { tribe, ranks, members } = read.answer;
  const answer: TribeAnswer = {
    kind,
    tribe,
    ranks,
    members: { rows: members.rows, pagination: paginate(page, members.total) },
    updatedAt: read.updatedAt,
    range: read.range ?? null,
    medals: await medals(),
  };
  return { version: read.version, answer };
}

/**
 * The detail call's JSON of a detail, as DETAIL_ANSWER_WIRE_SCHEMAS says: the model's fields under
 * the wire's names, in the wire's order, `range` only when one was asked.
 */
export function detailJson(answer: DetailAnswer) {
  const rest = {
    updated_at: answer.updatedAt,
    ...(answer.range ? { range: answer.range } : {}),
    medals: answer.medals,
  };
  if (answer.kind === 'player') return { player: answer.player, ranks: answer.ranks, ...rest };
  const { rows, pagination } = answer.members;
  return {
    tribe: answer.tribe,
    ranks: answer.ranks,
    members: { ranking_data: rows, pagination },
    ...rest,
  };
}
