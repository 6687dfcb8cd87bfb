// What each player gained since the previous import, for the suspects audit
// (docs/adr/0048-admin-reports.md): worked out here from the import's own rows and its one read
// of the served partition (docs/adr/0097-one-read-of-the-served-partition.md), not by a join.
import type { ServedRows } from '../store/served-rows';
import type { GainColumns } from '../store/suspects';
import { rankedColumns } from '../store/view-columns';
import type { PlayerInput } from './import-types';
import type { RankedBuild } from './ranked-build';

/** Statistics, in GainColumns order, as the players table names them. */
const GAIN_COLUMNS = [
  ['kills', 'kills'],
  ['deaths', 'deaths'],
  ['dinoKills', 'dino_kills'],
  ['playTime', 'play_time'],
] as const;

/**
 * The gains of every visible player of `build` (the import's players) over `served` (the
 * cluster's players until the swap), for the players who gained anything. A gain is the new
 * value minus the served one; a player absent there counts from 0, and so does a value lower than
 * it (a reset): the time ranges' rule (DESIGN §5). A statistic the source lacks (NULL) gains
 * nothing: 0, play time null (the rules tell a missing play time from none).
 */
export function importGains(build: RankedBuild<PlayerInput>, served: ServedRows): GainColumns {
  const ranked = rankedColumns('players');
  const now = GAIN_COLUMNS.map(([, c]) => build.values[ranked.indexOf(c)] as Float64Array);
  const before = GAIN_COLUMNS.map(
    ([, c]) => served.values[served.columns.indexOf(c)] as Float64Array,
  );
  const base = (s: number, i: number) => {
    const value = (before[s] as Float64Array)[i] as number;
    return Number.isNaN(value) ? 0 : value;
  };
  // NaN > 0 is false: a missing statistic shows no activity.
  const active = (i: number) =>
    now.some((column, s) => (column[i] as number) > 0 && column[i] !== base(s, i));
  const out: GainColumns = { ids: [], kills: [], deaths: [], dinoKills: [], playTime: [] };
  const { ids, source } = build;
  for (let i = 0; i < ids.length; i++) {
    if (source.hidden.has(ids[i] as string) || !active(i)) continue;
    out.ids.push(ids[i] as string);
    GAIN_COLUMNS.forEach(([field], s) => {
      const value = (now[s] as Float64Array)[i] as number;
      const from = base(s, i);
      const gain = value >= from ? value - from : value;
      if (field === 'playTime') out.playTime.push(Number.isNaN(gain) ? null : gain);
      else out[field].push(Number.isNaN(gain) ? 0 : gain);
    });
  }
  return out;
}
