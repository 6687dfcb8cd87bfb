import { describe, expect, it } from 'vitest';
import { PopulationAnswerSchema } from './population-answer';
import {
  ClusterListSchema,
  ClusterSchema,
  NameSchema,
  PaginationSchema,
  PlayerRankingResponseSchema,
  PlayerRowSchema,
  RangesAnswerSchema,
  RankChangeSchema,
  RowIdSchema,
  readErrorCode,
  readRankingAnswer,
  SeasonListSchema,
  StatNumberSchema,
  TribeRankingResponseSchema,
  TribeRowSchema,
} from './schemas';

describe('StatNumberSchema', () => {
  it('reads numbers and numeric strings (BIGINTs may arrive as strings)', () => {
    expect(StatNumberSchema.parse(12)).toBe(12);
    expect(StatNumberSchema.parse('9007199254')).toBe(9007199254);
    expect(StatNumberSchema.parse('-1.25')).toBe(-1.25);
  });

  it('reads a missing or null statistic as undefined, so formatters can show N/A or 0', () => {
    expect(StatNumberSchema.parse(undefined)).toBeUndefined();
    expect(StatNumberSchema.parse(null)).toBeUndefined();
  });

  it('rejects text that is not a number', () => {
    for (const value of ['abc', '', '1e5', true, {}]) {
      expect(StatNumberSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('NameSchema', () => {
  it('reads text and numbers as text, missing as empty', () => {
    expect(NameSchema.parse('Alpha')).toBe('Alpha');
    expect(NameSchema.parse(42)).toBe('42');
    expect(NameSchema.parse(null)).toBe('');
  });
});

describe('ClusterSchema', () => {
  it('reads a key and a display name', () => {
    expect(ClusterSchema.parse({ key: 'SOLO', display: 'Solos' })).toEqual({
      key: 'SOLO',
      display: 'Solos',
    });
  });

  it('reads its players online now where the backend gives a count, and keeps a cluster whose is unreadable', () => {
    const online = (value: unknown) =>
      ClusterSchema.parse({ key: 'ASA', display: 'Ascended', online: value }).online;
    expect(online(3)).toBe(3);
    expect(online(0)).toBe(0);
    expect(online(undefined)).toBeUndefined();
    expect(online(-1)).toBeUndefined();
    expect(online('2')).toBeUndefined();
    expect(ClusterSchema.parse({ key: 'SOLO', display: 'Solos' })).not.toHaveProperty('online');
  });

  it('rejects a cluster without a key or display name', () => {
    expect(ClusterSchema.safeParse({ key: '', display: 'Solos' }).success).toBe(false);
    expect(ClusterSchema.safeParse({ key: 'SOLO' }).success).toBe(false);
  });
});

describe('ClusterListSchema', () => {
  it('reads a list, empty included (the client turns empty into the fallback)', () => {
    expect(ClusterListSchema.parse([])).toEqual([]);
    expect(ClusterListSchema.safeParse({ key: 'SOLO' }).success).toBe(false);
  });
});

describe('PaginationSchema', () => {
  it('reads total_pages, current_page, next, prev and total_records, numbers or numeric strings', () => {
    expect(
      PaginationSchema.parse({
        total_pages: '2',
        current_page: 0,
        next: '1',
        prev: null,
        total_records: 40,
      }),
    ).toEqual({ total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 40 });
  });

  it('reads a missing next or prev as null', () => {
    const parsed = PaginationSchema.parse({ total_pages: 1, current_page: 0, total_records: 3 });
    expect(parsed).toMatchObject({ next: null, prev: null });
  });

  it('reads next and prev sent as links as the page numbers they stand for', () => {
    const links = { next: 'https://x.example/?page=1', prev: '/api?page=0', total_records: 9 };
    expect(PaginationSchema.parse({ total_pages: 2, current_page: 0, ...links })).toMatchObject({
      next: 1,
      prev: null,
    });
    expect(PaginationSchema.parse({ total_pages: 2, current_page: 1, ...links })).toMatchObject({
      next: null,
      prev: 0,
    });
  });

  it('accepts a missing total_records', () => {
    expect(
      PaginationSchema.parse({ total_pages: 1, current_page: 0 }).total_records,
    ).toBeUndefined();
  });

  it('rejects a missing or non-numeric total', () => {
    expect(PaginationSchema.safeParse({ current_page: 0, total_records: 0 }).success).toBe(false);
    const wrong = { total_pages: 'two', current_page: 0, total_records: 0 };
    expect(PaginationSchema.safeParse(wrong).success).toBe(false);
  });

  it('rejects counts and page numbers that are negative or not whole (total_pages is at least 0)', () => {
    const base = { total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 40 };
    for (const bad of [
      { total_pages: -1 },
      { current_page: 0.5 },
      { next: '-1' },
      { total_records: '1e3' },
    ]) {
      expect(PaginationSchema.safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });
});

describe('TribeRowSchema', () => {
  it('reads every field of a tribe row and ignores unknown ones', () => {
    const row = { rank: '1', TribeName: 'Alpha', DamageScore: '5000', TotalKills: 3, extra: true };
    expect(TribeRowSchema.parse(row)).toEqual({
      rank: 1,
      TribeName: 'Alpha',
      DamageScore: 5000,
      TotalKills: 3,
      TotalDeaths: undefined,
      KD: undefined,
      TotalTameKills: undefined,
      TotalPlayTime: undefined,
    });
  });

  it('rejects a statistic of the wrong type', () => {
    expect(TribeRowSchema.safeParse({ TribeName: 'Alpha', TotalKills: 'many' }).success).toBe(
      false,
    );
  });
});

describe('PlayerRowSchema', () => {
  it('reads every field of a player row, a missing KD as undefined so it can be computed', () => {
    const row = { rank: 2, PlayerName: 'Rex', TribeName: null, PlayTime: '90', PlayerKills: 7 };
    expect(PlayerRowSchema.parse(row)).toEqual({
      rank: 2,
      PlayerName: 'Rex',
      TribeName: '',
      PlayTime: 90,
      PlayerKills: 7,
      DinoKills: undefined,
      DeathByPlayer: undefined,
      KD: undefined,
    });
  });

  it('reads a count the source lacks (null) as null, shown N/A, and an absent one as undefined', () => {
    const row = PlayerRowSchema.parse({ PlayerName: 'Rex', PlayerKills: null, DinoKills: '3' });
    expect(row).toMatchObject({ PlayerKills: null, DinoKills: 3 });
    expect(row.DeathByPlayer).toBeUndefined();
  });

  it('keeps a KD as the backend wrote it, trailing zeros included', () => {
    const kd = (KD: unknown) => PlayerRowSchema.parse({ PlayerName: 'Rex', KD }).KD;
    expect([kd('1999.00'), kd('2.50'), kd(3.25), kd(4), kd(null)]).toEqual([
      '1999.00',
      '2.50',
      '3.25',
      '4',
      undefined,
    ]);
  });

  it('reads a game log’s last seen (a time, or null: online now) and sessions, and keeps a row whose are unreadable', () => {
    const read = (LastSeen: unknown, Sessions: unknown) => {
      const row = PlayerRowSchema.parse({ PlayerName: 'Rex', LastSeen, Sessions });
      return [row.LastSeen, row.Sessions];
    };
    expect(read('2026-04-05T11:30:00.000Z', 3)).toEqual(['2026-04-05T11:30:00.000Z', 3]);
    expect(read(null, 1)).toEqual([null, 1]);
    expect(read(undefined, undefined)).toEqual([undefined, undefined]);
    expect(read('yesterday-ish', -1)).toEqual([undefined, undefined]);
    expect(read(42, '2')).toEqual([undefined, undefined]);
  });

  it('rejects a statistic of the wrong type', () => {
    expect(PlayerRowSchema.safeParse({ PlayerName: 'Rex', KD: [] }).success).toBe(false);
    expect(PlayerRowSchema.safeParse({ PlayerName: 'Rex', KD: 'lots' }).success).toBe(false);
  });
});

const pagination = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 };

describe('TribeRankingResponseSchema', () => {
  it('reads ranking_data, pagination and an optional updated_at', () => {
    const parsed = TribeRankingResponseSchema.parse({
      ranking_data: [{ rank: 1, TribeName: 'Alpha' }],
      pagination,
    });
    expect(parsed.ranking_data[0]?.TribeName).toBe('Alpha');
    expect(parsed.updated_at).toBeUndefined();
  });

  it('rejects an answer without ranking_data', () => {
    expect(TribeRankingResponseSchema.safeParse({ pagination }).success).toBe(false);
  });
});

describe('PlayerRankingResponseSchema', () => {
  it('reads ranking_data, pagination and updated_at', () => {
    const parsed = PlayerRankingResponseSchema.parse({
      ranking_data: [{ rank: 1, PlayerName: 'Rex' }],
      pagination,
      updated_at: '2026-11-01T00:00:00Z',
    });
    expect(parsed.updated_at).toBe('2026-11-01T00:00:00Z');
  });

  it('rejects an answer whose ranking_data is not a list', () => {
    expect(PlayerRankingResponseSchema.safeParse({ ranking_data: {}, pagination }).success).toBe(
      false,
    );
  });
});

describe('readRankingAnswer', () => {
  it("reads an answer in the community sites' shape: links for next/prev, no total_records", () => {
    const answer = readRankingAnswer('tribes', {
      ranking_data: [
        { rank: 1, TribeName: 'Alpha', Kills: '12', Deaths: 3, DinoKills: 4, PlayTime: 90 },
      ],
      pagination: {
        total_pages: 3,
        current_page: 1,
        next: 'https://ark.example/api/ark/tribe_rankings?page=2',
        prev: 'https://ark.example/api/ark/tribe_rankings?page=0',
      },
    });
    expect(answer.rows[0]).toMatchObject({
      TribeName: 'Alpha',
      TotalKills: 12,
      TotalDeaths: 3,
      TotalTameKills: 4,
      TotalPlayTime: 90,
    });
    expect(answer.pagination).toEqual({ total_pages: 3, current_page: 1, next: 2, prev: 0 });
    expect(answer.dropped).toEqual([]);
  });

  it('drops a bad row on its own and says which and why', () => {
    const answer = readRankingAnswer('players', {
      ranking_data: [
        { PlayerName: 'Rex', KD: '2.50' },
        { PlayerName: 'Bad', PlayerKills: 'lots' },
      ],
      pagination,
    });
    expect(answer.rows.map((row) => row.PlayerName)).toEqual(['Rex']);
    expect(answer.dropped).toEqual([{ index: 1, reason: 'PlayerKills: Expected a number' }]);
  });

  it('reads an empty board as an empty board', () => {
    expect(readRankingAnswer('tribes', { ranking_data: [], pagination }).rows).toEqual([]);
  });

  it('throws when rows came and none could be read, or the envelope is unusable', () => {
    const bad = { ranking_data: [{ TribeName: 'X', TotalKills: {} }], pagination };
    expect(() => readRankingAnswer('tribes', bad)).toThrow(/none of the 1 rows/);
    expect(() => readRankingAnswer('tribes', { ranking_data: [] })).toThrow();
    expect(() => readRankingAnswer('tribes', { pagination })).toThrow();
  });
});

describe('RowIdSchema', () => {
  it('reads ids by the id rule, and whole numbers a double holds exactly, as text', () => {
    expect(RowIdSchema.parse('76561198000000001')).toBe('76561198000000001');
    expect(RowIdSchema.parse('0002a1b2c3d4e5f60718293a4b5c6d7e')).toBe(
      '0002a1b2c3d4e5f60718293a4b5c6d7e',
    );
    expect(RowIdSchema.parse(1001)).toBe('1001');
  });

  it('reads what cannot be an id as no id, without failing the row', () => {
    // A SteamID sent as a bare JSON number has lost its last digits by the time it is read.
    const rounded: unknown = JSON.parse('76561198000000001');
    for (const value of [
      undefined,
      null,
      0,
      '0',
      '',
      '<b>',
      'x'.repeat(65),
      -5,
      1.5,
      rounded,
      {},
    ]) {
      expect(RowIdSchema.parse(value)).toBeUndefined();
    }
  });
});

describe('RankChangeSchema', () => {
  it('reads whole numbers, as numbers or text, and null as a new row', () => {
    expect([3, '-2', 0, null].map((value) => RankChangeSchema.parse(value))).toEqual([
      3,
      -2,
      0,
      null,
    ]);
  });

  it('reads a missing or unreadable movement as none', () => {
    for (const value of [undefined, 'up', 1.5, '1e3', true]) {
      expect(RankChangeSchema.parse(value)).toBeUndefined();
    }
  });
});

describe('row ids and movement', () => {
  it('reads SteamID, TribeID and rank_change of a player row', () => {
    const row = PlayerRowSchema.parse({
      PlayerName: 'Rex',
      SteamID: '76561198000000001',
      TribeID: null,
      rank_change: -2,
    });
    expect(row).toMatchObject({ SteamID: '76561198000000001', rank_change: -2 });
    expect(row.TribeID).toBeUndefined();
  });

  it('reads TribeID and a new row of a tribe row', () => {
    const row = TribeRowSchema.parse({ TribeName: 'Alpha', TribeID: 1001, rank_change: null });
    expect(row).toMatchObject({ TribeID: '1001', rank_change: null });
  });

  it('keeps a row without ids or movement, as a backend in the wild sends it', () => {
    const answer = readRankingAnswer('players', {
      ranking_data: [{ rank: 1, PlayerName: 'Rex', SteamID: 'n/a', rank_change: 'up' }],
      pagination,
    });
    expect(answer.dropped).toEqual([]);
    expect(answer.rows[0]).toMatchObject({ PlayerName: 'Rex' });
    expect(answer.rows[0]?.SteamID).toBeUndefined();
    expect(answer.rows[0]?.rank_change).toBeUndefined();
  });
});

describe('RangesAnswerSchema', () => {
  it('reads the ranges offered in RANGE_KEYS order, the period facts aside', () => {
    const body = {
      ranges: ['week', 'all', 'day'],
      timezone: 'Europe/Berlin',
      week_start: 'monday',
    };
    expect(RangesAnswerSchema.parse(body)).toEqual({ ranges: ['all', 'day', 'week'] });
  });

  it('leaves out ranges it does not know and reads an empty list as none', () => {
    expect(RangesAnswerSchema.parse({ ranges: ['all', 'year', 7, 'week'] }).ranges).toEqual([
      'all',
      'week',
    ]);
    expect(RangesAnswerSchema.parse({ ranges: [] }).ranges).toEqual([]);
  });

  it('refuses what is not a list of ranges: the probe then says a backend without ranges', () => {
    for (const body of [[], { ranges: 'all,week' }, null, '<!doctype html>', {}]) {
      expect(RangesAnswerSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('SeasonListSchema', () => {
  it('reads the archived seasons, ids as numbers or text, and an empty list', () => {
    const list = [{ id: '4', name: 'Season 4', closed_at: '2026-10-01T00:00:00Z' }];
    expect(SeasonListSchema.parse(list)).toEqual([
      { id: 4, name: 'Season 4', closed_at: '2026-10-01T00:00:00Z' },
    ]);
    expect(SeasonListSchema.parse([])).toEqual([]);
  });

  it('refuses what is not a list of seasons: the probe then says seed-only backend', () => {
    for (const body of [
      { seasons: [] },
      [{ id: 0, name: 'Zero' }],
      [{ id: 1, name: '' }],
      [{ name: 'No id' }],
      '<!doctype html>',
    ]) {
      expect(SeasonListSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('readErrorCode', () => {
  it('reads the code of an error answer', () => {
    expect(readErrorCode({ error: { code: 'not_found', message: 'No player 1 in SOLO' } })).toBe(
      'not_found',
    );
  });

  it('is null for a body that is not an error answer', () => {
    for (const body of ['Not Found', null, { message: 'missing' }, { error: 'x' }]) {
      expect(readErrorCode(body)).toBeNull();
    }
  });
});

describe('PopulationAnswerSchema', () => {
  it('reads the zone, the first hour and each hour’s players, an unreadable count a gap and never 0', () => {
    expect(
      PopulationAnswerSchema.parse({
        timezone: 'Europe/Berlin',
        start: '2026-03-06T12:00:00.000Z',
        hours: [0, 3, 'x', -2, 5],
      }),
    ).toEqual({
      timezone: 'Europe/Berlin',
      start: '2026-03-06T12:00:00.000Z',
      hours: [0, 3, undefined, undefined, 5],
    });
  });

  it('reads an unreadable start as no series, and refuses an answer without hours', () => {
    expect(PopulationAnswerSchema.parse({ timezone: 'UTC', start: 'soon', hours: [] }).start).toBe(
      null,
    );
    expect(PopulationAnswerSchema.safeParse({ timezone: 'UTC', start: null }).success).toBe(false);
  });
});
