// The rankings call's answer (docs/adr/0080-typed-rows.md): the store's typed rows named and
// ordered as the wire's (core's TribeRowWireSchema, PlayerRowWireSchema), paged. Its JSON is
// JSON.stringify's of that value. The rows' JSON as PostgreSQL writes it (the fast path of
// docs/adr/0068-the-servers-own-paths.md) is this answer's other JSON, drawn here too: the same
// bytes, for an answer nobody reads as a value.
import {
  type PlayerRowWire,
  paginate,
  type RankingAnswerWire,
  type TribeRowWire,
  type View,
} from '@ark/core';
import type { PageSnapshot, PageState, PageText } from '../store/page-reads';
import type { RowsText } from '../store/page-sql';
import type { RankedPlayer, RankedRow, RankedTribe } from '../store/view-columns';

/** A tribe's statistics as the wire names them, in the wire's order (a row's and a detail's). */
export function tribeFieldsWire(tribe: Omit<RankedTribe, 'rank' | 'rankChange'>) {
  return {
    TribeName: tribe.name,
    DamageScore: tribe.damageScore,
    TotalKills: tribe.kills,
    TotalDeaths: tribe.deaths,
    KD: tribe.kd,
    TotalTameKills: tribe.tameKills,
    TotalPlayTime: tribe.playTime,
    TribeID: tribe.id,
  };
}

/** A player's statistics as the wire names them, in the wire's order (a row's and a detail's). */
export function playerFieldsWire(player: Omit<RankedPlayer, 'rank' | 'rankChange'>) {
  return {
    PlayerName: player.name,
    TribeName: player.tribeName,
    PlayTime: player.playTime,
    PlayerKills: player.kills,
    DinoKills: player.dinoKills,
    DeathByPlayer: player.deaths,
    KD: player.kd,
    SteamID: player.id,
    TribeID: player.tribeId,
  };
}

/**
 * A player's game-log fields, at the end of their row and detail: only where the log has sessions
 * of theirs, so a cluster without a log answers as before (docs/adr/0085-the-game-log-source.md).
 */
export function playerSeenWire(player: Pick<RankedPlayer, 'sessions' | 'lastSeen'>) {
  return typeof player.sessions === 'number'
    ? { LastSeen: player.lastSeen ?? null, Sessions: player.sessions }
    : {};
}

/** A tribe's row as the wire names it, in the wire's order. */
export function tribeRowWire(row: RankedTribe): TribeRowWire {
  return {
    rank: row.rank,
    ...tribeFieldsWire(row),
    ...(row.rankChange !== undefined && { rank_change: row.rankChange }),
  };
}

/** A player's row as the wire names it, in the wire's order. */
export function playerRowWire(row: RankedPlayer): PlayerRowWire {
  return {
    rank: row.rank,
    ...playerFieldsWire(row),
    ...(row.rankChange !== undefined && { rank_change: row.rankChange }),
    ...playerSeenWire(row),
  };
}

/** The rows of a page or board of `view` as the rankings call sends them. */
export function rankingRows(
  view: View,
  rows: readonly RankedRow[],
): TribeRowWire[] | PlayerRowWire[] {
  // A page of a view holds that view's rows: its statement selects the view's columns.
  return view === 'tribes'
    ? (rows as RankedTribe[]).map(tribeRowWire)
    : (rows as RankedPlayer[]).map(playerRowWire);
}

/** Which page a rankings answer is of. */
export interface RankingsPage {
  view: View;
  /** Zero-based. */
  page: number;
}

/** What follows the rows in a rankings answer: its pagination, date and period (only when asked). */
const restOf = ({ page }: RankingsPage, read: PageState) => ({
  pagination: { ...paginate(page, read.total), total_records: read.total },
  updated_at: read.updatedAt,
  ...(read.range ? { range: read.range } : {}),
});

/** The rankings answer of one page as core's wire schema says: rows, pagination, date, period. */
export function rankingsAnswer(asked: RankingsPage, read: PageSnapshot): RankingAnswerWire {
  const rest = restOf(asked, read);
  return asked.view === 'tribes'
    ? { ranking_data: (read.rows as RankedTribe[]).map(tribeRowWire), ...rest }
    : { ranking_data: (read.rows as RankedPlayer[]).map(playerRowWire), ...rest };
}

/**
 * The names the rows' JSON text gives each field after `rank`, in the wire's order: the same
 * keys, in the same order, as tribeRowWire and playerRowWire write (rankings-answer.test.ts).
 */
export const RANKINGS_ROWS_TEXT: RowsText = {
  tribes: [
    ['name', 'TribeName'],
    ['damageScore', 'DamageScore'],
    ['kills', 'TotalKills'],
    ['deaths', 'TotalDeaths'],
    ['kd', 'KD'],
    ['tameKills', 'TotalTameKills'],
    ['playTime', 'TotalPlayTime'],
    ['id', 'TribeID'],
    ['rankChange', 'rank_change'],
  ],
  players: [
    ['name', 'PlayerName'],
    ['tribeName', 'TribeName'],
    ['playTime', 'PlayTime'],
    ['kills', 'PlayerKills'],
    ['dinoKills', 'DinoKills'],
    ['deaths', 'DeathByPlayer'],
    ['kd', 'KD'],
    ['id', 'SteamID'],
    ['tribeId', 'TribeID'],
    ['rankChange', 'rank_change'],
  ],
  seen: { lastSeen: 'LastSeen', sessions: 'Sessions' },
};

/**
 * A number PostgreSQL writes otherwise than JSON.stringify: a float8 below 1e-4 or from 1e15 up
 * with an exponent (`1e-05`, `1e+16`), and -0. Text holding it is parsed and written again; a
 * match inside a name only costs that (docs/adr/0068-the-servers-own-paths.md).
 */
const UNLIKE_JS = /\de[+-]\d|:-0[,}]/;

/**
 * The rankings answer's JSON from the rows' text the store wrote with RANKINGS_ROWS_TEXT: the
 * text spliced in as it is, byte for byte what JSON.stringify writes of rankingsAnswer's value.
 */
export function rankingsJson(asked: RankingsPage, read: PageText): string {
  const rows = UNLIKE_JS.test(read.json) ? JSON.stringify(JSON.parse(read.json)) : read.json;
  return `{"ranking_data":${rows},${JSON.stringify(restOf(asked, read)).slice(1)}`;
}
