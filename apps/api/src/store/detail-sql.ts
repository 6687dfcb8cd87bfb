import {
  PAGE_SIZE,
  type PlayerDetail,
  type PlayerRow,
  type RangeWire,
  type RankFact,
  type TribeDetail,
  type View,
} from '@ark/core';
import type { Queryable } from '../db/db';
import { type BoardChoice, type BoardRelations, boardRelations } from './board-relations';
import { rowsAt, statement } from './board-sql';
import { bind } from './named-params';
import { MAX_POSITION } from './search-positions';
import { rankedColumns, rankedFilters, statColumn, VIEW_SQL } from './view-columns';

/** A detail call's subject: one player or tribe of a cluster, in the current or an archived season. */
export interface DetailLookup extends BoardChoice {
  cluster: string;
  /** SteamID or TribeID, already checked against ROW_ID. */
  id: string;
}

/** The tribe call pages its members. */
export interface TribeLookup extends DetailLookup {
  /** Zero-based page of members. */
  page: number;
}

/** A detail read in one snapshot (docs/adr/0010-one-data-version-per-answer.md). */
export interface DetailSnapshot<Answer> {
  version: number;
  updatedAt: string | null;
  /** The period read, when the request named a range (docs/adr/0041-time-ranges.md). */
  range?: RangeWire;
  /** Null when the id is unknown or hidden in the cluster (404). */
  answer: Answer | null;
}

export interface PlayerRecord {
  player: PlayerDetail;
  ranks: RankFact[];
}

export interface TribeRecord {
  tribe: TribeDetail;
  ranks: RankFact[];
  members: { rows: PlayerRow[]; total: number };
}

/** The detail fields beyond a ranking row's: the plugin's extra statistics (players only). */
const EXTRA_SELECT: Readonly<Record<View, string>> = {
  players: `, wild_dino_kills AS "WildDinoKills", dinos_tamed AS "DinosTamed",
    deaths_by_dino AS "DeathByDino", deaths_by_wild_dino AS "DeathByWildDino"`,
  tribes: '',
};

/**
 * The subject as one JSON object: its row fields, its extra statistics, and its ranks and (on a
 * board with movement) previous ranks per statistic (rankedColumns order); null when unknown or
 * hidden. A primary-key lookup.
 */
function subject(view: View, source: BoardRelations, id: string, extra = ''): string {
  const columns = rankedColumns(view);
  const { relation, shown } = source.subjects[view];
  const previous = source.movement
    ? `, ARRAY[${columns.map((c) => `prev_rank_${c}`).join(', ')}] AS prev_`
    : '';
  return `(SELECT row_to_json(q) FROM ${relation} x, LATERAL (SELECT ${VIEW_SQL[view].rowSelect}
      ${EXTRA_SELECT[view]} ${extra},
      ARRAY[${columns.map((c) => `rank_${c}`).join(', ')}] AS ranks_${previous}) q
    WHERE x.cluster = $1 AND x.id = ${id} AND ${shown})`;
}

/**
 * The subject's rank facts, one per Filter by option in the filter table's order; with movement
 * on the all-time boards, none in a range (where a rank is null when nothing was gained).
 */
function rankFacts(
  view: View,
  ranks: (number | null)[],
  prev: (number | null)[] | undefined,
  of: number,
): RankFact[] {
  const columns = rankedColumns(view);
  return rankedFilters(view).map((option) => {
    const at = columns.indexOf(statColumn(view, option.field));
    const rank = ranks[at] ?? null;
    if (prev === undefined) return { filter: option.wire, rank, of } as RankFact;
    const before = prev[at] ?? null;
    return {
      filter: option.wire,
      rank,
      of,
      rank_change: before === null || rank === null ? null : before - rank,
    };
  });
}

type SubjectRow = Record<string, unknown> & {
  ranks_: (number | null)[];
  prev_?: (number | null)[];
};

/** Splits a subject row into its detail fields and rank facts. */
function split(view: View, row: SubjectRow, of: number) {
  const { ranks_, prev_, ...fields } = row;
  return { fields, ranks: rankFacts(view, ranks_, prev_, of) };
}

/** One player with every statistic and rank: a primary-key lookup plus the cluster's counts. */
export async function readPlayer(
  db: Queryable,
  { cluster, id, ...board }: DetailLookup,
): Promise<DetailSnapshot<PlayerRecord>> {
  const source = boardRelations(board);
  const { $, values } = bind({ cluster, id });
  const sql = statement('players', source, { rows: subject('players', source, $.id) });
  const [row] = await db.query<{
    version: number;
    counted: number | null;
    updatedAt: string | null;
    rows: SubjectRow | null;
  }>(sql, values);
  const found = row?.rows ?? null;
  if (!row || !found) return { version: row?.version ?? 0, updatedAt: null, answer: null };
  const { fields, ranks } = split('players', found, row.counted ?? 0);
  return {
    version: row.version,
    updatedAt: row.updatedAt,
    answer: { player: fields as unknown as PlayerDetail, ranks },
  };
}

/**
 * One tribe with its totals and ranks, and one page of its visible members by kills: a
 * primary-key lookup and a range scan of the members index ((tribe_id, pos_kills) INCLUDE
 * (cluster) in a cluster's partition, (cluster, tribe_id, pos_kills) in a season's).
 */
export async function readTribe(
  db: Queryable,
  { cluster, id, page, ...board }: TribeLookup,
): Promise<DetailSnapshot<TribeRecord>> {
  const source = boardRelations(board);
  const kills = statColumn('players', 'PlayerKills');
  const offset = Math.min(page * PAGE_SIZE, MAX_POSITION);
  const { $, values } = bind({ cluster, id, offset });
  const ofTribe = `FROM ${source.players} t WHERE cluster = $1 AND tribe_id = ${$.id} AND pos_${kills} IS NOT NULL`;
  const count = `(SELECT count(*)::int ${ofTribe})`;
  const members = rowsAt('players', source, kills, {
    positions: `(SELECT pos_${kills} AS pos ${ofTribe}
      ORDER BY pos_${kills} LIMIT ${PAGE_SIZE} OFFSET ${$.offset})`,
  });
  const sql = statement('tribes', source, {
    rows: subject('tribes', source, $.id, `, ${count} AS "Members"`),
    columns: `${members} AS members,`,
  });
  const [row] = await db.query<{
    version: number;
    counted: number | null;
    updatedAt: string | null;
    rows: SubjectRow | null;
    /** The members' page as JSON text (rowsAt). */
    members: string | null;
  }>(sql, values);
  const found = row?.rows ?? null;
  if (!row || !found) return { version: row?.version ?? 0, updatedAt: null, answer: null };
  const { fields, ranks } = split('tribes', found, row.counted ?? 0);
  const tribe = fields as unknown as TribeDetail;
  return {
    version: row.version,
    updatedAt: row.updatedAt,
    answer: {
      tribe,
      ranks,
      members: {
        rows: row.members === null ? [] : (JSON.parse(row.members) as PlayerRow[]),
        total: tribe.Members ?? 0,
      },
    },
  };
}
