// A player's or tribe's detail (docs/adr/0017-detail-view.md): the store's read of it and its
// medals, shaped once into core's DetailAnswer, the model the page holds. The detail call sends it
// as JSON (detailJson) and the slash commands draw their embeds from it, so neither parses the
// other's bytes back (docs/adr/0078-store-returns-data.md).
import {
  type DetailAnswer,
  type DetailKind,
  type PlayerAnswer,
  type PlayerDetail,
  type PlayerDetailWireSchema,
  type PlayerRow,
  paginate,
  type RankFact,
  type TribeAnswer,
  type TribeDetail,
  type TribeDetailWireSchema,
  type View,
} from '@ark/core';
import type * as z from 'zod/mini';
import type { PlayerSubject, SubjectRanks, TribeSubject } from '../store/detail-sql';
import { KIND_TABLE } from '../store/hidden-entries';
import type { DetailRequest, RankingStore } from '../store/ranking-store';
import { rankedColumns, rankedFilters, statColumn } from '../store/view-columns';
import {
  playerFieldsWire,
  playerRowWire,
  playerSeenWire,
  tribeFieldsWire,
} from './rankings-answer';

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
 * A subject's rank facts, one per Filter by option in the filter table's order; with movement
 * on the all-time boards, none in a range (where a rank is null when nothing was gained).
 */
function rankFacts(view: View, { ranks, previous, of }: SubjectRanks): RankFact[] {
  const columns = rankedColumns(view);
  return rankedFilters(view).map((option) => {
    const at = columns.indexOf(statColumn(view, option.field));
    const rank = ranks[at] ?? null;
    if (previous === undefined) return { filter: option.wire, rank, of };
    const before = previous[at] ?? null;
    return {
      filter: option.wire,
      rank,
      of,
      rank_change: before === null || rank === null ? null : before - rank,
    };
  });
}

/** A player as the detail call names it, in the order it has always sent (its row's, then more). */
function playerDetail(player: PlayerSubject): z.output<typeof PlayerDetailWireSchema> {
  return {
    ...playerFieldsWire(player),
    WildDinoKills: player.wildDinoKills,
    DinosTamed: player.dinosTamed,
    DeathByDino: player.deathsByDino,
    DeathByWildDino: player.deathsByWildDino,
    ...playerSeenWire(player),
  };
}

/** A tribe as the detail call names it. */
function tribeDetail(tribe: TribeSubject): z.output<typeof TribeDetailWireSchema> {
  return {
    ...tribeFieldsWire(tribe),
    Members: tribe.members,
  };
}

// The model's types read a statistic the source lacks as missing; the server's answer says null
// for it, and the model holds the answer's values as the page reads them
// (docs/adr/0059-layouts-and-sqlite.md).
const asModel = <Model>(wire: unknown) => wire as Model;

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
      player: asModel<PlayerDetail>(playerDetail(player)),
      ranks: rankFacts('players', ranks),
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
    tribe: asModel<TribeDetail>(tribeDetail(tribe)),
    ranks: rankFacts('tribes', ranks),
    members: {
      rows: asModel<PlayerRow[]>(members.rows.map(playerRowWire)),
      pagination: paginate(page, members.total),
    },
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
