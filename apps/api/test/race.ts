import type { Db } from '../src/db/db';
import { importCluster } from '../src/ingest/import-cluster';
import type { ClusterImport, PlayerInput, TribeInput } from '../src/ingest/import-types';
import type { PeriodSettings } from '../src/store/periods';

/** The community of the race tests: Berlin time, weeks from Monday. */
export const BERLIN: PeriodSettings = { timezone: 'Europe/Berlin', weekStart: 'monday' };

/** The race's imports and clock, in November 2026 (CET, UTC+1). */
export const RACE_TIMES = {
  /** The cluster's first import: Wednesday 4th, two weeks before. */
  history: new Date('2026-11-04T11:00:00Z'),
  /** Last week's export, as of Wednesday 11th. */
  lastWednesday: new Date('2026-11-11T11:00:00Z'),
  /** Today's export, Thursday 19th. */
  today: new Date('2026-11-19T11:00:00Z'),
  /** The clock during the tests, Thursday 19th afternoon. */
  now: new Date('2026-11-19T15:00:00Z'),
  /** Monday 23rd, 00:00:30 in Berlin: a new week with no import yet. */
  nextMonday: new Date('2026-11-22T23:00:30Z'),
  /** Period starts in UTC. */
  lastWeekStart: '2026-11-08T23:00:00.000Z',
  weekStart: '2026-11-15T23:00:00.000Z',
  nextWeekStart: '2026-11-22T23:00:00.000Z',
  dayStart: '2026-11-18T23:00:00.000Z',
  lastMonthStart: '2026-09-30T22:00:00.000Z',
} as const;

const RED = '9001';
const BLUE = '9002';

type Stats = Partial<PlayerInput>;

/** A player of the race; ids fixed so imports find each other's rows. */
const player = (id: string, name: string, tribeId: string | null, stats: Stats): PlayerInput => ({
  id,
  name,
  tribeName: tribeId === RED ? 'Red' : tribeId === BLUE ? 'Blue' : '',
  tribeId,
  playTime: 0,
  kills: 0,
  dinoKills: 0,
  deaths: 0,
  ...stats,
});

const tribe = (id: string, name: string, damageScore: number): TribeInput => ({
  id,
  name,
  damageScore,
  kills: 0,
  deaths: 0,
  tameKills: 0,
  playTime: 0,
});

/**
 * The RACE cluster at each import, kills by player (hand-computed gains in the tests):
 *
 * | player (tribe) | Nov 4 | Nov 11 | Nov 19              |
 * | Ann (Red)      | 10    | 30     | 35                  |
 * | Bob (Red)      | 50    | 55     | 95                  |
 * | Cid (Blue)     | 5     | 5      | 12                  |
 * | Dan (none)     | 100   | 100    | 100                 |
 * | Fay (Blue)     | 30    | 40     | 4 (a reset: wipe)   |
 * | Eve (none)     | -     | -      | 3 (new this week)   |
 *
 * Red's DamageScore 100, 150, 150; Blue's 10, 10, 30. Ann's deaths 2, 2, 4; play time moves with
 * kills for Ann only (100, 120, 130).
 */
export function raceImport(at: 'history' | 'lastWednesday' | 'today'): ClusterImport {
  const kills = {
    history: [10, 50, 5, 100, 30],
    lastWednesday: [30, 55, 5, 100, 40],
    today: [35, 95, 12, 100, 4],
  }[at];
  const [ann, bob, cid, dan, fay] = kills as [number, number, number, number, number];
  const annDeaths = at === 'today' ? 4 : 2;
  const annPlay = { history: 100, lastWednesday: 120, today: 130 }[at];
  const players = [
    player('101', 'Ann', RED, { kills: ann, deaths: annDeaths, playTime: annPlay }),
    player('102', 'Bob', RED, { kills: bob }),
    player('103', 'Cid', BLUE, { kills: cid }),
    player('104', 'Dan', null, { kills: dan }),
    player('105', 'Fay', BLUE, { kills: fay }),
    ...(at === 'today' ? [player('106', 'Eve', null, { kills: 3 })] : []),
  ];
  const red = { history: 100, lastWednesday: 150, today: 150 }[at];
  const blue = { history: 10, lastWednesday: 10, today: 30 }[at];
  return {
    cluster: { key: 'RACE', display: 'Race', order: 0 },
    players,
    tribes: [tribe(RED, 'Red', red), tribe(BLUE, 'Blue', blue)],
  };
}

/** This week's players by gained kills, as [name, kills, rank]: Nov 19 against Nov 11. */
export const THIS_WEEK_KILLS = [
  ['Bob', 40, 1],
  ['Cid', 7, 2],
  ['Ann', 5, 3],
  ['Fay', 4, 4],
  ['Eve', 3, 5],
] as const;

/** Imports the race's three exports, each as of its time, with the clock at `now`. */
export async function importRace(db: Db, now = RACE_TIMES.now): Promise<void> {
  for (const at of ['history', 'lastWednesday', 'today'] as const) {
    await importCluster(db, raceImport(at), {
      asOf: RACE_TIMES[at],
      now: () => now,
      periods: BERLIN,
    });
  }
}
