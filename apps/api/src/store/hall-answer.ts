// The hall of fame call's answer, one section of it (docs/adr/0074-the-hall-of-fame.md).
import { type HallSection, PAGE_SIZE, paginate, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import { CURRENT_SEASON } from './hall';
import { readHallChampions, readHallMedals, readHallRecords, readHallSeasons } from './hall-reads';

/** A checked hall request: the cluster, season (null: current) and section, one board or both. */
export interface HallRequest {
  cluster: string;
  season: number | null;
  section: HallSection;
  board: View | null;
  page: number;
}

/** One page of a list, with the rankings' pagination block. */
const paged = <T>(rows: readonly T[], page: number) => ({
  rows: rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
  pagination: paginate(page, rows.length),
});

/** The answer of one section, as the wire schema HALL_ANSWER_WIRE_SCHEMAS[section] says. */
export async function readHallAnswer(q: Queryable, request: HallRequest): Promise<object> {
  const { cluster, board, page } = request;
  const season = request.season ?? CURRENT_SEASON;
  const onBoard = <T extends { board: View }>(rows: T[]) =>
    board === null ? rows : rows.filter((row) => row.board === board);
  switch (request.section) {
    case 'records':
      return { records: onBoard(await readHallRecords(q, cluster, season)) };
    case 'champions': {
      const { rows, pagination } = paged(
        onBoard(await readHallChampions(q, cluster, season)),
        page,
      );
      return { champions: rows, pagination };
    }
    case 'medals': {
      const medals = await readHallMedals(q, cluster, season, board ?? 'players');
      const { rows, pagination } = paged(medals, page);
      return { medals: rows, pagination };
    }
    case 'seasons': {
      const boards = board === null ? (['players', 'tribes'] as const) : [board];
      return { seasons: await readHallSeasons(q, cluster, boards) };
    }
  }
}
