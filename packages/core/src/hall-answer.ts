// The hall of fame as the page asks for it and holds it (docs/adr/0084-the-hall-on-the-page.md):
// the four section calls a hall tab makes, their query (the client and the server's first render
// name the same addresses, so the answer cache keeps one answer for both), and their tolerant
// reader, loaded when a hall is first asked for (hall-read.ts).
import { HALL_PATH, type View } from './contract';
import type { HallSection } from './hall';
import type { HallAnswer } from './hall-read';

// The hall's model is the reader's (hall-read.ts), named here too, so that the reader, loaded
// later, imports nothing back from this file.
export type { HallAnswer, HallWeek } from './hall-read';

/** The hall a tab shows: a cluster's, in a season, at a page of champions and of medals. */
export interface HallRequest {
  cluster: string;
  /** An archived season's id; null = the current season. */
  season: number | null;
  /** Zero-based. */
  championsPage: number;
  /** Zero-based. */
  medalsPage: number;
  /** The medal table's board. */
  medalsBoard: View;
}

/** One call of the hall's four: a section, and for medals a board; a page for the paged ones. */
export interface HallSectionRequest {
  section: HallSection;
  cluster: string;
  season: number | null;
  board: View | null;
  page: number | null;
}

/**
 * The four calls a hall tab makes: records and the archived seasons whole, champions and one
 * board's medal table at their pages.
 */
export function hallSectionRequests(request: HallRequest): HallSectionRequest[] {
  const { cluster, season } = request;
  return [
    { section: 'records', cluster, season, board: null, page: null },
    { section: 'champions', cluster, season, board: null, page: request.championsPage },
    { section: 'medals', cluster, season, board: request.medalsBoard, page: request.medalsPage },
    { section: 'seasons', cluster, season, board: null, page: null },
  ];
}

/**
 * The query of a hall section call, in the order the page and its server both send it.
 * @example hallQuery({ section: 'medals', cluster: 'SOLO', season: null, board: 'tribes', page: 1 }).toString()
 * // "section=medals&board=tribes&cluster=SOLO&page=1"
 */
export function hallQuery({ section, cluster, season, board, page }: HallSectionRequest) {
  const query = new URLSearchParams({ section });
  if (board !== null) query.set('board', board);
  query.set('cluster', cluster);
  if (season !== null) query.set('season', String(season));
  if (page !== null && page > 0) query.set('page', String(page));
  return query;
}

/** The address of a hall section call: HALL_PATH and its query. */
export const hallAddress = (request: HallSectionRequest): string =>
  `${HALL_PATH}?${hallQuery(request).toString()}`;

/** A stable string for a hall request: equal keys mean the same hall. */
export function hallRequestKey(request: HallRequest): string {
  const { cluster, season, championsPage, medalsPage, medalsBoard } = request;
  return JSON.stringify(['hall', cluster, season, championsPage, medalsPage, medalsBoard]);
}

/**
 * The hall of `request`, asked section by section with `ask` and the community's week with
 * `ranges` (a failed ranges call is no week): every client of the page asks it so, the live one
 * over HTTP, the server's first render from the door, the hydrating page from what was embedded.
 */
export async function askHall(
  request: HallRequest,
  ask: (section: HallSectionRequest) => Promise<unknown>,
  ranges: () => Promise<unknown>,
): Promise<HallAnswer> {
  // The reader loads while the calls are under way.
  const [sections, week, { readHallAnswer }] = await Promise.all([
    Promise.all(hallSectionRequests(request).map(ask)),
    ranges().catch(() => null),
    import('./hall-read'),
  ]);
  return readHallAnswer(sections, week);
}
