import { PAGE_SIZE, type RangeWire, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import { type BoardRelations, boardRelations } from './board-relations';
import { type BoardChoice, MAX_POSITION } from './page-plan';
import { bind, rowsAt, SEEN_JOIN, SEEN_SELECT, statement } from './page-sql';
import {
  type RankedPlayer,
  type RankedTribe,
  rankedColumns,
  rowSelect,
  statColumn,
} from './view-columns';

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

/** A player as its detail reads it: its board row's fields and the plugin's extra statistics. */
export interface PlayerSubject extends Omit<RankedPlayer, 'rank' | 'rankChange'> {
  wildDinoKills: number;
  dinosTamed: number;
  deathsByDino: number;
  deathsByWildDino: number;
}

/** A tribe as its detail reads it: its board row's fields and its visible members' count. */
export interface TribeSubject extends Omit<RankedTribe, 'rank' | 'rankChange'> {
  members: number;
}

/**
 * A subject's ranks by each ranked column of its view (rankedColumns order), among `of` ranked
 * rows; on a board with movement, its ranks at the previous import too (null where it was not).
 */
export interface SubjectRanks {
  ranks: (number | null)[];
  previous?: (number | null)[];
  of: number;
}

export interface PlayerRecord {
  player: PlayerSubject;
  ranks: SubjectRanks;
}

export interface TribeRecord {
  tribe: TribeSubject;
  ranks: SubjectRanks;
  /** One page of its visible members by kills, and how many there are. */
  members: { rows: RankedPlayer[]; total: number };
}

/** The detail fields beyond a ranking row's: the plugin's extra statistics (players only). */
const EXTRA_SELECT: Readonly<Record<View, string>> = {
  players: `, wild_dino_kills AS "wildDinoKills", dinos_tamed AS "dinosTamed",
    deaths_by_dino AS "deathsByDino", deaths_by_wild_dino AS "deathsByWildDino"`,
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
  const seen = view === 'players' && source.seen;
  const fields = seen ? SEEN_SELECT : '';
  return `(SELECT row_to_json(q) FROM ${relation} x ${seen ? SEEN_JOIN : ''},
      LATERAL (SELECT ${rowSelect(view)}
      ${EXTRA_SELECT[view]} ${extra}${fields},
      ARRAY[${columns.map((c) => `rank_${c}`).join(', ')}] AS ranks_${previous}) q
    WHERE x.cluster = $1 AND x.id = ${id} AND ${shown})`;
}

type SubjectRow<Subject> = Subject & {
  ranks_: (number | null)[];
  prev_?: (number | null)[];
};

/** Splits a subject row into its fields and its ranks among `of` ranked rows. */
function split<Subject>(row: SubjectRow<Subject>, of: number) {
  const { ranks_, prev_, ...fields } = row;
  const ranks: SubjectRanks =
    prev_ === undefined ? { ranks: ranks_, of } : { ranks: ranks_, previous: prev_, of };
  return { fields: fields as Subject, ranks };
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
    rows: SubjectRow<PlayerSubject> | null;
  }>(sql, values);
  const found = row?.rows ?? null;
  if (!row || !found) return { version: row?.version ?? 0, updatedAt: null, answer: null };
  const { fields, ranks } = split(found, row.counted ?? 0);
  return { version: row.version, updatedAt: row.updatedAt, answer: { player: fields, ranks } };
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
    rows: subject('tribes', source, $.id, `, ${count} AS "members"`),
    columns: `${members} AS members,`,
  });
  const [row] = await db.query<{
    version: number;
    counted: number | null;
    updatedAt: string | null;
    rows: SubjectRow<TribeSubject> | null;
    /** The members' page, typed (rowsAt); null when none. */
    members: RankedPlayer[] | null;
  }>(sql, values);
  const found = row?.rows ?? null;
  if (!row || !found) return { version: row?.version ?? 0, updatedAt: null, answer: null };
  const { fields: tribe, ranks } = split(found, row.counted ?? 0);
  return {
    version: row.version,
    updatedAt: row.updatedAt,
    answer: { tribe, ranks, members: { rows: row.members ?? [], total: tribe.members } },
  };
}
