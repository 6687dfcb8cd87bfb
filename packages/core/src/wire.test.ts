import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ERROR_CODES,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  MAX_SEASON_ID,
  POPULATION_HOURS,
  paginate,
  RANGE_KEYS,
  VIEWS,
} from './contract';
import {
  type PlayerAnswer,
  type RankFact,
  readDetailAnswer,
  type TribeAnswer,
} from './detail-answer';
import { SAMPLE_PLAYERS, SAMPLE_TRIBES } from './sample';
import { PaginationSchema, PlayerRowSchema, SeasonListSchema, TribeRowSchema } from './schemas';
import {
  makePlayerAnswer,
  makePlayerRow,
  makeSeasons,
  makeTribeAnswer,
  makeTribeRow,
} from './testing';
import {
  ClusterListWireSchema,
  ClustersQuerySchema,
  clustersParamsWireSchema,
  DETAIL_ANSWER_WIRE_SCHEMAS,
  DetailQuerySchema,
  detailParamsWireSchema,
  ErrorBodyWireSchema,
  PaginationWireSchema,
  PlayerRowWireSchema,
  PopulationAnswerWireSchema,
  RANKING_ANSWER_WIRE_SCHEMAS,
  RangesAnswerWireSchema,
  RangeWireSchema,
  RankFactWireSchema,
  RankingQuerySchema,
  RowIdWireSchema,
  rankingParamsWireSchema,
  SeasonListWireSchema,
  TribeRowWireSchema,
} from './wire';

describe('RankingQuerySchema', () => {
  it('reads search (trimmed), filter, cluster and a zero-based page', () => {
    expect(
      RankingQuerySchema.parse({ search: ' rex ', filter: 'kills', cluster: 'DUO', page: '2' }),
    ).toEqual({
      search: 'rex',
      filter: 'kills',
      cluster: 'DUO',
      page: 2,
      season: null,
      range: undefined,
      online: false,
    });
  });

  it('reads online=1 as only the players online now, missing or empty as everyone, and refuses any other value', () => {
    expect(RankingQuerySchema.parse({ online: '1' }).online).toBe(true);
    expect(RankingQuerySchema.parse({ online: '' }).online).toBe(false);
    expect(RankingQuerySchema.parse({}).online).toBe(false);
    for (const online of ['0', 'true', 'yes', ' 1']) {
      expect(RankingQuerySchema.safeParse({ online }).success).toBe(false);
    }
  });

  it('reads a missing search as empty and a missing page as 0', () => {
    expect(RankingQuerySchema.parse({})).toMatchObject({ search: '', page: 0 });
  });

  it('rejects a search over 64 characters', () => {
    expect(RankingQuerySchema.safeParse({ search: 'x'.repeat(65) }).success).toBe(false);
    expect(RankingQuerySchema.safeParse({ search: 'x'.repeat(64) }).success).toBe(true);
  });

  it('rejects a page that is not a whole number >= 0', () => {
    for (const page of ['-1', '1.5', 'abc', '']) {
      expect(RankingQuerySchema.safeParse({ page }).success).toBe(false);
    }
  });

  it('reads a season id, and a missing or empty season as null (the current season)', () => {
    expect(RankingQuerySchema.parse({ season: '4' }).season).toBe(4);
    expect(RankingQuerySchema.parse({ season: '' }).season).toBeNull();
    expect(RankingQuerySchema.parse({}).season).toBeNull();
  });

  it('rejects a season that cannot be an id, naming the season param', () => {
    for (const season of ['0', '-1', 'abc', '1.5', String(MAX_SEASON_ID + 1)]) {
      const read = RankingQuerySchema.safeParse({ season });
      expect(read.success).toBe(false);
      expect(read.error?.issues[0]?.path).toEqual(['season']);
    }
  });

  it('reads every range key, and a missing or empty range as not asked', () => {
    for (const range of RANGE_KEYS) expect(RankingQuerySchema.parse({ range }).range).toBe(range);
    expect(RankingQuerySchema.parse({}).range).toBeUndefined();
    expect(RankingQuerySchema.parse({ range: '' }).range).toBeUndefined();
  });

  it('rejects any other range, naming the range param', () => {
    for (const range of ['year', 'WEEK', ' week', 'all,week']) {
      const read = RankingQuerySchema.safeParse({ range });
      expect(read.success).toBe(false);
      expect(read.error?.issues[0]?.path).toEqual(['range']);
    }
  });
});

describe('DetailQuerySchema', () => {
  it('reads cluster, season and the members page as the rankings do', () => {
    expect(DetailQuerySchema.parse({ cluster: 'SOLO', season: '2', page: '1' })).toEqual({
      cluster: 'SOLO',
      season: 2,
      page: 1,
    });
    expect(DetailQuerySchema.parse({})).toEqual({ season: null, page: 0, range: undefined });
    expect(DetailQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(DetailQuerySchema.safeParse({ season: 'x' }).success).toBe(false);
  });

  it('reads a range as the rankings do and rejects an unknown one on the range param', () => {
    expect(DetailQuerySchema.parse({ range: 'last_week' }).range).toBe('last_week');
    expect(DetailQuerySchema.safeParse({ range: 'fortnight' }).error?.issues[0]?.path).toEqual([
      'range',
    ]);
  });
});

describe('ClustersQuerySchema', () => {
  it('reads a season or none', () => {
    expect(ClustersQuerySchema.parse({ season: '3' })).toEqual({ season: 3 });
    expect(ClustersQuerySchema.parse({})).toEqual({ season: null });
  });
});

describe('clustersParamsWireSchema', () => {
  it('documents the season param only', () => {
    expect(clustersParamsWireSchema().safeParse({ season: 3 }).success).toBe(true);
    expect(clustersParamsWireSchema().safeParse({ season: 0 }).success).toBe(false);
    expect(clustersParamsWireSchema().safeParse({ page: 1 }).success).toBe(false);
  });
});

describe('detailParamsWireSchema', () => {
  it('pages the members of a tribe, not a player', () => {
    const params = { cluster: 'SOLO', season: 2, page: 1 };
    expect(detailParamsWireSchema('tribe').safeParse(params).success).toBe(true);
    expect(detailParamsWireSchema('player').safeParse(params).success).toBe(false);
    expect(detailParamsWireSchema('player').safeParse({ cluster: 'SOLO' }).success).toBe(true);
  });

  it('documents the range of both calls', () => {
    for (const kind of ['player', 'tribe'] as const) {
      expect(detailParamsWireSchema(kind).safeParse({ range: 'week' }).success).toBe(true);
      expect(detailParamsWireSchema(kind).safeParse({ range: 'year' }).success).toBe(false);
    }
  });

  it('accepts what the server reads and refuses what it refuses', () => {
    for (const [raw, ok] of [
      [{ season: '1' }, true],
      [{ page: String(MAX_PAGE) }, true],
      [{ page: String(MAX_PAGE + 1) }, false],
      [{ season: String(MAX_SEASON_ID + 1) }, false],
    ] as const) {
      const typed = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]));
      expect(DetailQuerySchema.safeParse(raw).success).toBe(ok);
      expect(detailParamsWireSchema('tribe').safeParse(typed).success).toBe(ok);
    }
  });

  it('converts to JSON Schema with a description of every param', () => {
    const json = z.toJSONSchema(detailParamsWireSchema('tribe'), { io: 'input' }) as {
      properties: Record<string, { description?: string }>;
    };
    expect(Object.keys(json.properties)).toEqual(['cluster', 'season', 'page', 'range']);
    for (const param of Object.values(json.properties)) expect(param.description).toBeTruthy();
  });
});

describe('RowIdWireSchema', () => {
  it('accepts the id rule (a SteamID64, an EOS id) and nothing else', () => {
    expect(RowIdWireSchema.safeParse('76561198000000001').success).toBe(true);
    expect(RowIdWireSchema.safeParse('0002a1b2c3d4e5f60718293a4b5c6d7e').success).toBe(true);
    for (const id of ['', 'a b', '../x', 'x'.repeat(65)]) {
      expect(RowIdWireSchema.safeParse(id).success).toBe(false);
    }
  });
});

describe('rankingParamsWireSchema', () => {
  // The document's params must say what the server's reader accepts: the same limits.
  const agree = (params: Record<string, string>) => {
    const typed = {
      ...params,
      ...(params.page === undefined ? {} : { page: Number(params.page) }),
    };
    return {
      reader: RankingQuerySchema.safeParse(params).success,
      document: rankingParamsWireSchema('tribes').safeParse(typed).success,
    };
  };

  it('accepts the longest search and the highest page the server reads, and no more', () => {
    const longest = 'x'.repeat(MAX_SEARCH_LENGTH);
    expect(agree({ search: longest })).toEqual({ reader: true, document: true });
    expect(agree({ search: `${longest}x` })).toEqual({ reader: false, document: false });
    expect(agree({ page: String(MAX_PAGE) })).toEqual({ reader: true, document: true });
    expect(agree({ page: String(MAX_PAGE + 1) })).toEqual({ reader: false, document: false });
    expect(agree({ page: '-1' })).toEqual({ reader: false, document: false });
  });

  it('accepts the range keys the server reads, and no other', () => {
    for (const range of RANGE_KEYS)
      expect(agree({ range })).toEqual({ reader: true, document: true });
    expect(agree({ range: 'year' })).toEqual({ reader: false, document: false });
  });

  it("offers each view's filters only", () => {
    expect(rankingParamsWireSchema('players').safeParse({ filter: 'kills' }).success).toBe(true);
    expect(rankingParamsWireSchema('players').safeParse({ filter: 'tribe_score' }).success).toBe(
      false,
    );
    expect(rankingParamsWireSchema('tribes').safeParse({ filter: 'tribe_score' }).success).toBe(
      true,
    );
  });

  it('converts to JSON Schema with a description of every param', () => {
    for (const view of VIEWS) {
      const json = z.toJSONSchema(rankingParamsWireSchema(view), { io: 'input' }) as {
        properties: Record<string, { description?: string }>;
      };
      expect(Object.keys(json.properties)).toEqual([
        'search',
        'filter',
        'cluster',
        'page',
        'season',
        'range',
        // Only the players board filters to who is online now.
        ...(view === 'players' ? ['online'] : []),
      ]);
      for (const param of Object.values(json.properties)) expect(param.description).toBeTruthy();
    }
  });
});

describe('PaginationWireSchema', () => {
  it('accepts what paginate builds, on, before and past the last page', () => {
    for (const [page, total] of [
      [0, 0],
      [1, 45],
      [9, 45],
    ] as const) {
      expect(PaginationWireSchema.parse(paginate(page, total))).toEqual(paginate(page, total));
    }
  });

  it('refuses a missing total_records or an extra field, which the tolerant reader allows', () => {
    const { total_records: _, ...withoutTotal } = paginate(0, 3);
    expect(PaginationWireSchema.safeParse(withoutTotal).success).toBe(false);
    expect(PaginationSchema.safeParse(withoutTotal).success).toBe(true);
    expect(PaginationWireSchema.safeParse({ ...paginate(0, 3), extra: 1 }).success).toBe(false);
  });
});

describe('TribeRowWireSchema', () => {
  it('accepts the built-in sample, which the page reads to the same row', () => {
    for (const row of SAMPLE_TRIBES) {
      expect(TribeRowWireSchema.parse(row)).toEqual(row);
      expect(TribeRowSchema.parse(row)).toEqual(row);
    }
  });

  it('refuses a KD without two decimals, a rank below 1 and a number as text', () => {
    const [row] = SAMPLE_TRIBES;
    for (const bad of [{ KD: '2.5' }, { rank: 0 }, { TotalKills: '12' }]) {
      expect(TribeRowWireSchema.safeParse({ ...row, ...bad }).success).toBe(false);
    }
  });
});

describe('PlayerRowWireSchema', () => {
  it('accepts the built-in sample, which the page reads to the same row', () => {
    for (const row of SAMPLE_PLAYERS) {
      expect(PlayerRowWireSchema.parse(row)).toEqual(row);
      expect(PlayerRowSchema.parse(row)).toEqual(row);
    }
  });

  it('refuses a row with a field the contract does not name', () => {
    expect(PlayerRowWireSchema.safeParse({ ...SAMPLE_PLAYERS[0], Level: 3 }).success).toBe(false);
  });
});

describe('RANKING_ANSWER_WIRE_SCHEMAS', () => {
  it('accepts an answer with its import time, or null for it', () => {
    const answer = { ranking_data: SAMPLE_TRIBES.slice(0, 2), pagination: paginate(0, 2) };
    const { tribes } = RANKING_ANSWER_WIRE_SCHEMAS;
    expect(tribes.safeParse({ ...answer, updated_at: '2026-11-01T10:00:00.000Z' }).success).toBe(
      true,
    );
    expect(tribes.safeParse({ ...answer, updated_at: null }).success).toBe(true);
    expect(tribes.safeParse({ ...answer, updated_at: 'yesterday' }).success).toBe(false);
    expect(tribes.safeParse(answer).success).toBe(false);
  });

  it("refuses the other view's rows", () => {
    const answer = { ranking_data: SAMPLE_PLAYERS.slice(0, 1), pagination: paginate(0, 1) };
    expect(
      RANKING_ANSWER_WIRE_SCHEMAS.tribes.safeParse({ ...answer, updated_at: null }).success,
    ).toBe(false);
  });
});

describe('RangeWireSchema', () => {
  it('accepts a period with its start and its import, and nulls for all or an empty period', () => {
    const week = { key: 'week', from: '2026-11-16T00:00:00+01:00', to: '2026-11-20T10:00:00.000Z' };
    expect(RangeWireSchema.parse(week)).toEqual(week);
    expect(RangeWireSchema.safeParse({ key: 'all', from: null, to: null }).success).toBe(true);
    expect(RangeWireSchema.safeParse({ ...week, to: null }).success).toBe(true);
  });

  it('refuses an unknown key, a time that is not ISO, and a missing end', () => {
    const week = { key: 'week', from: null, to: null };
    expect(RangeWireSchema.safeParse({ ...week, key: 'year' }).success).toBe(false);
    expect(RangeWireSchema.safeParse({ ...week, from: 'monday' }).success).toBe(false);
    expect(RangeWireSchema.safeParse({ key: 'week', from: null }).success).toBe(false);
  });
});

describe('range answers on the wire', () => {
  const { tribes, players } = RANKING_ANSWER_WIRE_SCHEMAS;
  const range = { key: 'week', from: '2026-11-16T00:00:00.000Z', to: '2026-11-20T10:00:00.000Z' };
  const rows = (view: 'tribes' | 'players') =>
    (view === 'tribes' ? SAMPLE_TRIBES : SAMPLE_PLAYERS).slice(0, 2);
  const answer = (view: 'tribes' | 'players', extra: object = {}) => ({
    ranking_data: rows(view).map((row) => ({ ...row, ...extra })),
    pagination: paginate(0, 2),
    updated_at: range.to,
  });

  it('accepts a range answer whose rows carry no movement', () => {
    expect(tribes.safeParse({ ...answer('tribes'), range }).success).toBe(true);
    expect(players.safeParse({ ...answer('players'), range }).success).toBe(true);
  });

  it('refuses movement on the rows of a range, and keeps it on the all-time board', () => {
    const moved = answer('players', { rank_change: 2 });
    expect(players.safeParse({ ...moved, range }).success).toBe(false);
    expect(players.safeParse(moved).success).toBe(true);
  });

  // A detail body as a range answer sends it: no movement anywhere, one rank not held.
  const inRange = <Body extends { ranks: RankFact[] }>(body: Body) => ({
    ...body,
    ranks: body.ranks.map(({ rank_change: _, ...fact }, index) =>
      index === 0 ? { ...fact, rank: null } : fact,
    ),
    range,
  });

  it('accepts the range block on both detail answers, with ranks not held and no movement', () => {
    const player = inRange(playerBody(makePlayerAnswer()));
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.safeParse(player).success).toBe(true);
    const tribe = inRange(tribeBody(makeTribeAnswer()));
    const rows = tribe.members.ranking_data.map(({ rank_change: _, ...row }) => row);
    const members = { ...tribe.members, ranking_data: rows };
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.tribe.safeParse({ ...tribe, members }).success).toBe(true);
  });

  it('refuses movement in a range detail, and a missing rank or movement on the all-time board', () => {
    const player = playerBody(makePlayerAnswer());
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.safeParse({ ...player, range }).success).toBe(false);
    const { range: _, ...allTime } = inRange(player);
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.safeParse(allTime).success).toBe(false);
    const tribe = inRange(tribeBody(makeTribeAnswer()));
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.tribe.safeParse(tribe).success).toBe(false);
  });

  it('converts to JSON Schema with the range block optional', () => {
    const json = z.toJSONSchema(players) as { properties: object; required: string[] };
    expect(Object.keys(json.properties)).toContain('range');
    expect(json.required).not.toContain('range');
  });
});

describe('PopulationAnswerWireSchema', () => {
  const answer = {
    cluster: 'ASA',
    timezone: 'Europe/Berlin',
    start: '2026-03-06T12:00:00.000Z',
    hours: Array.from({ length: POPULATION_HOURS }, (_, hour) => hour % 4),
  };

  it('accepts a cluster, the zone, the first hour and a count for each hour, or no series at all', () => {
    expect(PopulationAnswerWireSchema.parse(answer)).toEqual(answer);
    expect(
      PopulationAnswerWireSchema.safeParse({ ...answer, start: null, hours: [] }).success,
    ).toBe(true);
  });

  it('refuses more hours than the call looks back over, a count below 0 or a blank zone', () => {
    for (const bad of [
      { hours: [...answer.hours, 1] },
      { hours: [-1] },
      { hours: [0.5] },
      { timezone: '' },
      { start: 'yesterday' },
    ]) {
      expect(PopulationAnswerWireSchema.safeParse({ ...answer, ...bad }).success).toBe(false);
    }
  });
});

describe('RangesAnswerWireSchema', () => {
  const answer = { ranges: [...RANGE_KEYS], timezone: 'Europe/Berlin', week_start: 'monday' };

  it('accepts the ranges offered, the time zone and the first day of the week', () => {
    expect(RangesAnswerWireSchema.parse(answer)).toEqual(answer);
  });

  it('refuses an unknown range, a blank time zone, an unknown day or a missing field', () => {
    for (const bad of [
      { ranges: ['all', 'year'] },
      { timezone: '' },
      { week_start: 'Monday' },
      { week_start: undefined },
    ]) {
      expect(RangesAnswerWireSchema.safeParse({ ...answer, ...bad }).success).toBe(false);
    }
  });
});

describe('row ids and movement on the wire', () => {
  it('accepts rows with ids and movement, new rows and players without a tribe', () => {
    expect(
      TribeRowWireSchema.safeParse(makeTribeRow({ TribeID: '1001', rank_change: 3 })).success,
    ).toBe(true);
    const player = { ...makePlayerRow({ SteamID: '76561198000000001', rank_change: null }) };
    expect(PlayerRowWireSchema.safeParse({ ...player, TribeID: null }).success).toBe(true);
  });

  it('carries null for a statistic the source keeps none of: play time, a tribe score', () => {
    const player = makePlayerRow({ SteamID: '0002a1b2c3d4e5f60718293a4b5c6d7e' });
    expect(PlayerRowWireSchema.safeParse({ ...player, PlayTime: null }).success).toBe(true);
    const tribe = makeTribeRow({ TribeID: 'guild_7' });
    const missing = { DamageScore: null, TotalPlayTime: null };
    expect(TribeRowWireSchema.safeParse({ ...tribe, ...missing }).success).toBe(true);
  });

  it('refuses an id outside the id rule or not text, or a movement that is not whole', () => {
    const [row] = SAMPLE_PLAYERS;
    const bads = [
      { SteamID: 76561198 },
      { TribeID: 'x 1' },
      { SteamID: '<b>' },
      { rank_change: 1.5 },
    ];
    for (const bad of bads) {
      expect(PlayerRowWireSchema.safeParse({ ...row, ...bad }).success).toBe(false);
    }
  });
});

const UPDATED_AT = '2026-11-20T10:00:00.000Z';

/** The wire body of a player answer the page's factories describe. */
function playerBody(answer: PlayerAnswer) {
  return { player: answer.player, ranks: answer.ranks, updated_at: UPDATED_AT };
}

/** The wire body of a tribe answer the page's factories describe. */
function tribeBody(answer: TribeAnswer) {
  const { rows, pagination } = answer.members;
  const members = { ranking_data: rows, pagination };
  return { tribe: answer.tribe, ranks: answer.ranks, members, updated_at: UPDATED_AT };
}

describe('DETAIL_ANSWER_WIRE_SCHEMAS', () => {
  it('accepts a full player answer, which the page reads to the same player', () => {
    const body = playerBody(makePlayerAnswer());
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.parse(body)).toEqual(body);
    expect(readDetailAnswer('player', body).answer.player).toEqual(body.player);
  });

  it('accepts a tribe answer with a page of members, which the page reads the same', () => {
    const body = tribeBody(makeTribeAnswer({ count: 3, totalPages: 2 }));
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.tribe.parse(body)).toEqual(body);
    expect(readDetailAnswer('tribe', body).answer.members.rows).toEqual(body.members.ranking_data);
  });

  it('refuses a player answer that misses one of the extra statistics', () => {
    const body = playerBody(makePlayerAnswer());
    const { DeathByWildDino: _, ...player } = body.player;
    expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.safeParse({ ...body, player }).success).toBe(false);
  });
});

describe('RankFactWireSchema', () => {
  it('names a Filter by option, a rank within how many, and the movement', () => {
    const fact = { filter: 'kills', rank: 3, of: 3000, rank_change: null };
    expect(RankFactWireSchema.safeParse(fact).success).toBe(true);
    expect(RankFactWireSchema.safeParse({ ...fact, filter: 'level' }).success).toBe(false);
    expect(RankFactWireSchema.safeParse({ ...fact, rank: 0 }).success).toBe(false);
  });

  it('takes a range rank: null for nothing gained, 0 ranked, no movement', () => {
    expect(RankFactWireSchema.safeParse({ filter: 'kills', rank: null, of: 0 }).success).toBe(true);
    expect(RankFactWireSchema.safeParse({ filter: 'kills', rank: 2, of: 40 }).success).toBe(true);
    expect(RankFactWireSchema.safeParse({ filter: 'kills', rank: 2, of: -1 }).success).toBe(false);
  });
});

describe('SeasonListWireSchema', () => {
  it('accepts seasons with a name and an ISO time of closing, which the page reads the same', () => {
    const seasons = makeSeasons(2);
    expect(SeasonListWireSchema.parse(seasons)).toEqual(seasons);
    expect(SeasonListSchema.parse(seasons)).toEqual(seasons);
    expect(SeasonListWireSchema.parse([])).toEqual([]);
  });

  it('refuses a season without a closing time or with a blank name', () => {
    const [season] = makeSeasons(1);
    expect(SeasonListWireSchema.safeParse([{ ...season, closed_at: 'last week' }]).success).toBe(
      false,
    );
    expect(SeasonListWireSchema.safeParse([{ ...season, name: '' }]).success).toBe(false);
  });
});

describe('ClusterListWireSchema', () => {
  it('accepts keys with display names and refuses a blank one', () => {
    expect(ClusterListWireSchema.safeParse([{ key: 'SOLO', display: 'Solos' }]).success).toBe(true);
    expect(ClusterListWireSchema.safeParse([{ key: 'SOLO', display: '' }]).success).toBe(false);
  });

  it('accepts a count of players online now, whole and >= 0, and refuses any other', () => {
    const list = (online: unknown) => [{ key: 'ASA', display: 'Ascended', online }];
    expect(ClusterListWireSchema.safeParse(list(0)).success).toBe(true);
    expect(ClusterListWireSchema.safeParse(list(12)).success).toBe(true);
    for (const bad of [-1, 1.5, '3', null]) {
      expect(ClusterListWireSchema.safeParse(list(bad)).success).toBe(false);
    }
  });
});

describe('ErrorBodyWireSchema', () => {
  it('needs a code, a message and the allowed values', () => {
    const error = { code: 'bad_page', message: 'page must be a whole number', allowed: [] };
    expect(ErrorBodyWireSchema.safeParse({ error }).success).toBe(true);
    expect(ErrorBodyWireSchema.safeParse({ error: { ...error, allowed: undefined } }).success).toBe(
      false,
    );
  });

  it('takes the codes of the contract only, the detail and season codes included', () => {
    const error = (code: string) => ({ error: { code, message: 'x', allowed: [] } });
    for (const code of ['not_found', 'bad_id', 'unknown_season', 'unknown_range']) {
      expect(ERROR_CODES).toContain(code);
      expect(ErrorBodyWireSchema.safeParse(error(code)).success).toBe(true);
    }
    expect(ErrorBodyWireSchema.safeParse(error('oops')).success).toBe(false);
  });
});
