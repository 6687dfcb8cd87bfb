import { HALL_SECTIONS, HallQuerySchema, type ListedClusters, MAX_PAGE, VIEWS } from '@ark/core';
import type { HallLookup } from '../store/hall-reads';
import { BadRequest, NotFound } from './api-error';
import { checkedCluster, readParams } from './query-params';

/**
 * A checked hall of fame call (docs/adr/0074-the-hall-of-fame.md): its cluster, its season (an
 * archived one's id, null for the current), its section and the board asked (null: both, for
 * records, champions and seasons; a medal table's always named), and its page.
 */
export type HallCall = HallLookup & { page: number };

/** The 400 of each param the hall call reads, by name. */
const REFUSALS: Readonly<Record<string, () => BadRequest>> = {
  section: () =>
    new BadRequest('unknown_section', `section must be one of ${HALL_SECTIONS.join(', ')}`, [
      ...HALL_SECTIONS,
    ]),
  board: () =>
    new BadRequest('unknown_board', `board must be one of ${VIEWS.join(', ')}`, [...VIEWS]),
  season: () => new BadRequest('unknown_season', 'season must be the id of an archived season'),
  page: () => new BadRequest('bad_page', `page must be a whole number from 0 to ${MAX_PAGE}`),
};

/**
 * Reads and checks a hall call: a param of the wrong shape is a 400 naming it; a season that was
 * never archived, or a cluster the season does not hold, is a 404 (the hall has no such page).
 */
export async function parseHallQuery(
  params: URLSearchParams,
  seasonIds: readonly number[],
  listedIn: (season: number | null) => Promise<ListedClusters>,
): Promise<HallCall> {
  const names = ['section', 'board', 'cluster', 'season', 'page'];
  const parsed = HallQuerySchema.safeParse(readParams(params, names));
  if (!parsed.success) {
    const at = String(parsed.error.issues[0]?.path[0] ?? 'page');
    throw (REFUSALS[at] ?? (REFUSALS.page as () => BadRequest))();
  }
  const { section = 'records', board, season, page } = parsed.data;
  if (season !== null && !seasonIds.includes(season)) {
    throw new NotFound(`No season ${season}: it was never archived`);
  }
  const listed = await listedIn(season);
  const named = parsed.data.cluster;
  if (named && !listed.keys.includes(named)) throw new NotFound('No such cluster in that season');
  const cluster = checkedCluster(named, listed);
  if (cluster === null) throw new NotFound('The store holds no cluster');
  // The one place the medal table's default board is applied.
  const asked =
    section === 'medals'
      ? { section, board: board ?? 'players' }
      : { section, board: board ?? null };
  return { cluster, season, page, ...asked };
}
