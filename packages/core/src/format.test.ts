import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  dayInZone,
  dayNumber,
  formatCount,
  formatDate,
  formatDateTime,
  formatHours,
  formatLastSeen,
  formatPlayerKd,
  formatScore,
  formatTribeKd,
  lastSeenOf,
  movementText,
  type RowViewModel,
  toMovement,
  toRowViewModel,
  trophyFor,
  trophyName,
} from './format';
import de from './i18n/catalogs/de';
import en from './i18n/catalogs/en';
import type { PlayerRow, TribeRow } from './schemas';
import { makePlayerRow, makeTribeRow } from './testing';

describe('formatScore', () => {
  it('shows Tribe Score with thousands separators', () => {
    expect(formatScore(1234567)).toBe('1,234,567');
    expect(formatScore(999)).toBe('999');
  });

  it('shows N/A when Tribe Score is missing', () => {
    expect(formatScore(undefined)).toBe('N/A');
  });

  it('shows a score of 0 as 0, not N/A', () => {
    expect(formatScore(0)).toBe('0');
  });

  it('shows N/A for a score that is not a finite number', () => {
    expect(formatScore(Number.NaN)).toBe('N/A');
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

// The formatters write by hand what Intl.NumberFormat('en-US') writes: compared with it here.
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// Integers of every size, halves and near-halves at the rounding digit, fractions, negatives.
const NUMBERS = [
  0,
  1,
  5,
  999,
  1000,
  9999.9995,
  12345.6785,
  0.0005,
  0.0015,
  1.0005,
  2.675,
  1.005,
  0.125,
  0.1 + 0.2,
  123456789.987654,
  2 ** 53 - 1,
  2 ** 60,
  1e18,
  1e-7,
  -1e-9,
  0.000001,
  -1234.5,
  -0.0004,
  4995336,
  62168 / 60,
  ...Array.from({ length: 400 }, (_, i) => ((i * 7919) % 100003) / 10 ** (i % 6)),
];

describe('formatScore (written as Intl writes it)', () => {
  it('writes every number as Intl.NumberFormat en-US with up to three decimals', () => {
    for (const n of NUMBERS) expect(formatScore(n), String(n)).toBe(GROUPED.format(n));
  });
});

describe('formatScore past what a leaderboard holds', () => {
  it('writes 1e21 and more in exponent form', () => {
    expect(formatScore(1e21)).toBe('1e+21');
    expect(formatScore(-2.5e22)).toBe('-2.5e+22');
  });
});

describe('formatHours (written as Intl writes it)', () => {
  it('writes every number of hours as Intl.NumberFormat en-US with two decimals', () => {
    for (const n of NUMBERS) {
      expect(formatHours(n * 60), String(n)).toBe(`${TWO_DECIMALS.format((n * 60) / 60)} hrs`);
    }
  });
});

describe('formatDateTime', () => {
  const INTL = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

  it('writes a medium date and a short time in the local time zone, as Intl does', () => {
    const moments = [
      new Date(2026, 0, 5, 0, 7),
      new Date(2026, 10, 24, 12, 0),
      new Date(2026, 11, 31, 23, 59),
      new Date(1999, 5, 15, 9, 30),
      ...Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 7_777_777_7)),
    ];
    for (const date of moments) {
      // Some ICU versions put a narrow no-break space before AM/PM; the page writes a space.
      expect(formatDateTime(date), date.toISOString()).toBe(
        INTL.format(date).replace(/\u202f/g, ' '),
      );
    }
  });

  it('writes noon as 12 PM and midnight as 12 AM', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 12, 5))).toBe('Nov 24, 2026, 12:05 PM');
    expect(formatDateTime(new Date(2026, 10, 24, 0, 5))).toBe('Nov 24, 2026, 12:05 AM');
  });
});

describe('formatDate', () => {
  const INTL = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

  it('writes the day of a moment in the local time zone, as Intl writes a medium date', () => {
    const moments = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 7e8));
    for (const date of moments)
      expect(formatDate(date), date.toISOString()).toBe(INTL.format(date));
  });

  it('writes the day as the language does', () => {
    expect(formatDate(new Date(2026, 3, 5, 13, 36), de)).toBe('05.04.2026');
  });
});

describe('formatLastSeen', () => {
  it('says Online now while a session is open', () => {
    expect(formatLastSeen({ LastSeen: null, Sessions: 2 })).toBe('Online now');
  });

  it("writes the day of the player's latest leave", () => {
    const left = new Date(2026, 3, 5, 13, 36).toISOString();
    expect(formatLastSeen({ LastSeen: left, Sessions: 1 })).toBe('Apr 5, 2026');
  });

  it('shows a dash for a player the log has no sessions of', () => {
    expect(formatLastSeen({})).toBe('—');
    expect(formatLastSeen({ Sessions: 1 })).toBe('—');
  });
});

describe('lastSeenOf', () => {
  it('says nothing of a player the game log has no sessions of', () => {
    expect(lastSeenOf({})).toBeNull();
    expect(lastSeenOf({ LastSeen: '2026-04-05T13:36:00Z' })).toBeNull();
  });

  it('says online while a session is open, else the moment, with the count of sessions', () => {
    expect(lastSeenOf({ LastSeen: null, Sessions: 3 })).toEqual({ sessions: 3, seen: 'online' });
    expect(lastSeenOf({ LastSeen: '2026-04-05T13:36:00Z', Sessions: 1 })).toEqual({
      sessions: 1,
      seen: new Date('2026-04-05T13:36:00Z'),
    });
  });

  it('leaves the moment unknown when there is none or it is no time at all', () => {
    expect(lastSeenOf({ Sessions: 2 })).toEqual({ sessions: 2, seen: undefined });
    expect(lastSeenOf({ LastSeen: 'yesterday', Sessions: 2 })).toEqual({
      sessions: 2,
      seen: undefined,
    });
  });
});

describe('dayInZone', () => {
  it('gives the day a moment falls on in the community zone, not in UTC', () => {
    const evening = Date.parse('2026-12-01T20:00:00Z');
    expect(dayInZone('Asia/Tokyo')(evening)).toBe(dayNumber('2026-12-02'));
    expect(dayInZone('America/Los_Angeles')(evening)).toBe(dayNumber('2026-12-01'));
    expect(dayInZone('UTC')(new Date(evening))).toBe(dayNumber('2026-12-01'));
  });

  it('keeps the day across a clock change', () => {
    const berlin = dayInZone('Europe/Berlin');
    expect(berlin(Date.parse('2026-03-28T23:30:00Z'))).toBe(dayNumber('2026-03-29'));
    expect(berlin(Date.parse('2026-03-29T21:59:00Z'))).toBe(dayNumber('2026-03-29'));
    expect(berlin(Date.parse('2026-03-29T22:00:00Z'))).toBe(dayNumber('2026-03-30'));
  });

  it('counts in UTC when the zone is none Intl knows', () => {
    expect(dayInZone('Mars/Olympus')(Date.parse('2026-12-01T23:00:00Z'))).toBe(
      dayNumber('2026-12-01'),
    );
  });
});

describe('formatCount', () => {
  it('shows 0 when a tribe kill, death or tame kill count is missing', () => {
    expect(formatCount(undefined)).toBe('0');
  });

  it('shows N/A for a count its source lacks (null), never 0', () => {
    expect(formatCount(null)).toBe('N/A');
  });

  it('uses thousands separators when a count exceeds 999', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(1000000)).toBe('1,000,000');
  });

  it('shows small counts as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(42)).toBe('42');
  });
});

describe('formatHours', () => {
  it('shows minutes divided by 60 to two decimals followed by hrs', () => {
    expect(formatHours(90)).toBe('1.50 hrs');
    expect(formatHours(61)).toBe('1.02 hrs');
    expect(formatHours(0)).toBe('0.00 hrs');
  });

  it('shows N/A when the time is missing', () => {
    expect(formatHours(undefined)).toBe('N/A');
  });

  it('shows N/A when the time is not a finite number', () => {
    expect(formatHours(Number.NaN)).toBe('N/A');
  });

  it('uses thousands separators when the hours exceed 999', () => {
    expect(formatHours(74070)).toBe('1,234.50 hrs');
  });
});

describe('formatTribeKd', () => {
  it('shows a tribe KD as given', () => {
    expect(formatTribeKd('1.57')).toBe('1.57');
    expect(formatTribeKd('4.00')).toBe('4.00');
    expect(formatTribeKd('4')).toBe('4');
  });

  it('shows 0 when the tribe KD is missing', () => {
    expect(formatTribeKd(undefined)).toBe('0');
  });
});

const makeRow = (overrides: Partial<PlayerRow> = {}): PlayerRow =>
  makePlayerRow({ KD: undefined, PlayerKills: 10, DeathByPlayer: 4, ...overrides });

describe('formatPlayerKd', () => {
  it('shows N/A for a player whose source keeps no kills (a game log)', () => {
    expect(formatPlayerKd({ PlayerKills: null, DeathByPlayer: null })).toBe('N/A');
  });

  it('shows a KD present in the response as given', () => {
    expect(formatPlayerKd(makeRow({ KD: '2.35' }))).toBe('2.35');
    expect(formatPlayerKd(makeRow({ KD: '1999.00' }))).toBe('1999.00');
    expect(formatPlayerKd(makeRow({ KD: '3' }))).toBe('3');
  });

  it('computes a missing KD as kills divided by deaths, shown to one decimal', () => {
    expect(formatPlayerKd(makeRow())).toBe('2.5');
    expect(formatPlayerKd(makeRow({ PlayerKills: 10, DeathByPlayer: 3 }))).toBe('3.3');
  });

  it('divides by 1 when the player has no deaths (the larger of deaths and 1)', () => {
    expect(formatPlayerKd(makeRow({ PlayerKills: 7, DeathByPlayer: 0 }))).toBe('7.0');
    expect(formatPlayerKd(makeRow({ PlayerKills: 7, DeathByPlayer: undefined }))).toBe('7.0');
  });

  it('counts missing kills as 0', () => {
    expect(formatPlayerKd(makeRow({ PlayerKills: undefined }))).toBe('0.0');
  });
});

describe('trophyFor', () => {
  it('gives ranks 1, 2 and 3 a gold, silver and bronze trophy', () => {
    expect(trophyFor(1)).toBe(1);
    expect(trophyFor(2)).toBe(2);
    expect(trophyFor(3)).toBe(3);
  });

  it('gives trophies only to ranks 1 to 3', () => {
    expect(trophyFor(4)).toBeNull();
    expect(trophyFor(0)).toBeNull();
    expect(trophyFor(-1)).toBeNull();
    expect(trophyFor(1.5)).toBeNull();
  });

  it('gives no trophy when the rank is missing', () => {
    expect(trophyFor(undefined)).toBeNull();
    expect(trophyFor(null)).toBeNull();
  });
});

describe('trophyName', () => {
  it('names ranks 1-3 for the trophy accessible name ("1st place" ...)', () => {
    expect(trophyName(1)).toBe('1st place');
    expect(trophyName(2)).toBe('2nd place');
    expect(trophyName(3)).toBe('3rd place');
  });
});

const labels = (view: 'tribes' | 'players') => columnsFor(view).map((column) => column.label);

describe('columnsFor', () => {
  it('gives the tribe view the columns RANK, TRIBE NAME, TRIBE SCORE, KILLS, DEATHS, KD, TAMED DINO KILLS, TIME PLAYED', () => {
    expect(labels('tribes')).toEqual([
      'RANK',
      'TRIBE NAME',
      'TRIBE SCORE',
      'KILLS',
      'DEATHS',
      'KD',
      'TAMED DINO KILLS',
      'TIME PLAYED',
    ]);
  });

  it('gives the player view the columns RANK, PLAYER NAME, TRIBE, KILLS, DEATHS, KD, TAMED DINO KILLS, TIME PLAYED', () => {
    expect(labels('players')).toEqual([
      'RANK',
      'PLAYER NAME',
      'TRIBE',
      'KILLS',
      'DEATHS',
      'KD',
      'TAMED DINO KILLS',
      'TIME PLAYED',
    ]);
  });

  it('adds LAST SEEN after the player statistics of a board with a game log, never to tribes', () => {
    expect(columnsFor('players', en, true).map((column) => column.label)).toEqual([
      ...labels('players'),
      'LAST SEEN',
    ]);
    expect(columnsFor('tribes', en, true)).toBe(columnsFor('tribes'));
    expect(columnsFor('players', en, true)).toBe(columnsFor('players', en, true));
  });

  it('gives every column a distinct id', () => {
    for (const view of ['tribes', 'players'] as const) {
      const ids = columnsFor(view).map((column) => column.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

const makeTribe = (overrides: Partial<TribeRow> = {}): TribeRow =>
  makeTribeRow({
    DamageScore: 1234567,
    TotalKills: 1500,
    TotalDeaths: 300,
    KD: '5.00',
    TotalTameKills: 42,
    TotalPlayTime: 90,
    ...overrides,
  });

const makePlayer = (overrides: Partial<PlayerRow> = {}): PlayerRow =>
  makePlayerRow({
    rank: 4,
    PlayerName: 'Dodo Slayer',
    PlayTime: 74070,
    PlayerKills: 10,
    DinoKills: 2500,
    DeathByPlayer: 4,
    KD: undefined,
    ...overrides,
  });

const texts = (model: RowViewModel) =>
  Object.fromEntries(model.cells.map((c) => [c.label, c.text]));

describe('toRowViewModel', () => {
  it('formats every tribe cell in column order', () => {
    expect(texts(toRowViewModel('tribes', makeTribe(), 0))).toEqual({
      RANK: '1',
      'TRIBE NAME': 'Alpha Rex',
      'TRIBE SCORE': '1,234,567',
      KILLS: '1,500',
      DEATHS: '300',
      KD: '5.00',
      'TAMED DINO KILLS': '42',
      'TIME PLAYED': '1.50 hrs',
    });
  });

  it('formats every player cell in column order, computing the missing KD', () => {
    const model = toRowViewModel('players', makePlayer(), 3);
    expect(model.cells.map((c) => c.column)).toEqual([
      'rank',
      'name',
      'tribe',
      'kills',
      'deaths',
      'kd',
      'tameKills',
      'timePlayed',
    ]);
    expect(texts(model)).toEqual({
      RANK: '4',
      'PLAYER NAME': 'Dodo Slayer',
      TRIBE: 'Alpha Rex',
      KILLS: '10',
      DEATHS: '4',
      KD: '2.5',
      'TAMED DINO KILLS': '2,500',
      'TIME PLAYED': '1,234.50 hrs',
    });
  });

  it('shows N/A for a missing Tribe Score and 0 for missing tribe kills, deaths, KD and tame kills', () => {
    const row = makeTribe({
      DamageScore: undefined,
      TotalKills: undefined,
      TotalDeaths: undefined,
      KD: undefined,
      TotalTameKills: undefined,
      TotalPlayTime: undefined,
    });
    const cells = texts(toRowViewModel('tribes', row, 0));
    expect(cells['TRIBE SCORE']).toBe('N/A');
    expect([cells.KILLS, cells.DEATHS, cells.KD, cells['TAMED DINO KILLS']]).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(cells['TIME PLAYED']).toBe('N/A');
  });

  it('shows 0 for missing player counts', () => {
    const row = makePlayer({
      PlayerKills: undefined,
      DeathByPlayer: undefined,
      DinoKills: undefined,
    });
    const cells = texts(toRowViewModel('players', row, 0));
    expect([cells.KILLS, cells.DEATHS, cells['TAMED DINO KILLS']]).toEqual(['0', '0', '0']);
  });

  it('shows — for a player without a tribe', () => {
    expect(texts(toRowViewModel('players', makePlayer({ TribeName: '' }), 0)).TRIBE).toBe('—');
  });

  it('shows — and no trophy when the rank is missing', () => {
    const model = toRowViewModel('tribes', makeTribe({ rank: undefined }), 0);
    expect(model.rank).toBeNull();
    expect(model.trophy).toBeNull();
    expect(model.cells[0]?.text).toBe('—');
  });

  it('gives ranks 1 to 3 a trophy, following the rank so a tie for first earns two gold', () => {
    expect(toRowViewModel('tribes', makeTribe({ rank: 1 }), 0).trophy).toBe(1);
    expect(toRowViewModel('tribes', makeTribe({ rank: 1 }), 1).trophy).toBe(1);
    expect(toRowViewModel('tribes', makeTribe({ rank: 3 }), 2).trophy).toBe(3);
    expect(toRowViewModel('players', makePlayer({ rank: 4 }), 3).trophy).toBeNull();
  });

  it('gives keys unique within a page even for identical rows', () => {
    const keys = [0, 1, 2].map((i) => toRowViewModel('tribes', makeTribe(), i).key);
    expect(new Set(keys).size).toBe(3);
    expect(toRowViewModel('tribes', makeTribe(), 1).key).toBe(keys[1]);
  });

  it('carries the name and each cell its column label for the small-screen card', () => {
    const model = toRowViewModel('players', makePlayer(), 0);
    expect(model.name).toBe('Dodo Slayer');
    expect(model.cells.every((cell) => cell.label.length > 0)).toBe(true);
  });
});

describe('toRowViewModel with last seen', () => {
  it('fills the LAST SEEN cell of the columns it is given', () => {
    const columns = columnsFor('players', en, true);
    const model = toRowViewModel(
      'players',
      makePlayer({ LastSeen: null, Sessions: 4 }),
      0,
      en,
      columns,
    );
    expect(texts(model)['LAST SEEN']).toBe('Online now');
    expect(toRowViewModel('players', makePlayer(), 0).cells.map((c) => c.column)).not.toContain(
      'lastSeen',
    );
  });
});

describe('movementText', () => {
  it('says up or down and how many places, singular for one', () => {
    expect(movementText(3)).toBe('up 3 places since the last update');
    expect(movementText(-2)).toBe('down 2 places since the last update');
    expect(movementText(1)).toBe('up 1 place since the last update');
    expect(movementText(-1500)).toBe('down 1,500 places since the last update');
  });

  it('calls a row that was not in the previous import new', () => {
    expect(movementText(null)).toBe('new since the last update');
  });

  it('has words for no movement too', () => {
    expect(movementText(0)).toBe('unchanged since the last update');
  });
});

describe('toMovement', () => {
  it('shows up and down with an arrow and the places, and says them in words', () => {
    expect(toMovement(3)).toEqual({
      direction: 'up',
      shown: '▲3',
      spoken: 'up 3 places since the last update',
    });
    expect(toMovement(-1200)).toEqual({
      direction: 'down',
      shown: '▼1,200',
      spoken: 'down 1,200 places since the last update',
    });
  });

  it('shows a row that was not in the previous import as new', () => {
    expect(toMovement(null)).toEqual({
      direction: 'new',
      shown: 'new',
      spoken: 'new since the last update',
    });
  });

  it('shows nothing for an unchanged rank or a row without movement', () => {
    expect(toMovement(0)).toBeNull();
    expect(toMovement(undefined)).toBeNull();
  });
});

describe('row ids and movement in the view model', () => {
  it("carries a tribe's TribeID and a player's SteamID, or null without one", () => {
    expect(toRowViewModel('tribes', makeTribeRow({ TribeID: '1001' }), 0).id).toBe('1001');
    const player = makePlayerRow({ SteamID: '76561198000000001', TribeID: '1001' });
    expect(toRowViewModel('players', player, 0).id).toBe('76561198000000001');
    expect(toRowViewModel('players', makePlayerRow(), 0).id).toBeNull();
  });

  it("carries the row's movement", () => {
    expect(toRowViewModel('tribes', makeTribeRow({ rank_change: -2 }), 0).movement?.shown).toBe(
      '▼2',
    );
    expect(toRowViewModel('tribes', makeTribeRow(), 0).movement).toBeNull();
  });
});
