import type { Db } from '../src/db/db';
import { importCluster } from '../src/ingest/import-cluster';
import type { ClusterImport } from '../src/ingest/import-types';
import type { PeriodSettings } from '../src/store/periods';
import { makePlayer, makeTribe } from './fixture';

// The hall of fame's fixture (docs/adr/0074-the-hall-of-fame.md): its every figure is worked out
// by hand below, and the store's and the HTTP tests check against them.
export const TRIBE = '9001';
export type Kills = [a: number, b: number, c: number, d: number];

/** FAME: Ann (1), Bob (2), Cy (3) and Dee (4), all of tribe 9001, with the kills given. */
export function fame(kills: Kills, key = 'FAME', tribes = true): ClusterImport {
  const names = ['Ann', 'Bob', 'Cy', 'Dee'];
  return {
    cluster: { key, display: key, order: 0 },
    players: names.map((name, i) =>
      makePlayer(name, {
        id: String(i + 1),
        kills: kills[i] as number,
        tribeId: tribes ? TRIBE : null,
        ...(tribes ? {} : { playTime: null }),
      }),
    ),
    tribes: tribes
      ? [
          makeTribe('Keepers', {
            id: TRIBE,
            damageScore: 5,
            members: 4,
            kills: kills.reduce((a, b) => a + b, 0),
          }),
        ]
      : [],
  };
}

/**
 * The fixture's imports (12:00 UTC), with each one's gains in kills, by hand:
 *   Mon 11-02  0 0 0 0 (the first: a baseline)
 *   Wed 11-04  Ann 10, Bob 5, Cy 5            (week 11-02, day 11-04)
 *   Thu 11-05  Bob 3, Dee 1                    (week 11-02, day 11-05)
 *   Mon 11-09  Ann 2, Bob 12                   (week 11-09)
 *   Mon 11-16  Bob 10, Cy 10, Dee 10           (week 11-16: a three-way tie)
 *   Tue 12-01  Ann 10, Cy 12                   (week 11-30, month 12; closes November)
 *   Tue 12-08  nothing                         (closes week 11-30 and day 12-01)
 */
export const IMPORTS: [string, Kills][] = [
  ['2026-11-02', [0, 0, 0, 0]],
  ['2026-11-04', [10, 5, 5, 0]],
  ['2026-11-05', [10, 8, 5, 1]],
  ['2026-11-09', [12, 20, 5, 1]],
  ['2026-11-16', [12, 30, 15, 11]],
  ['2026-12-01', [22, 30, 27, 11]],
  ['2026-12-08', [22, 30, 27, 11]],
];

/** Imports FAME as IMPORTS says, at 12:00 UTC each day, on weeks from Monday in UTC. */
export async function importFame(db: Db, now: () => Date): Promise<void> {
  const periods: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };
  for (const [day, kills] of IMPORTS) {
    await importCluster(db, fame(kills), { asOf: new Date(`${day}T12:00:00Z`), now, periods });
  }
}
