import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_PAGE, MAX_SEARCH_LENGTH, paginate } from './contract';
import { VIEWS } from './filters';
import { SAMPLE_PLAYERS, SAMPLE_TRIBES } from './sample';
import { PaginationSchema, PlayerRowSchema, TribeRowSchema } from './schemas';
import {
  ClusterListWireSchema,
  ErrorBodyWireSchema,
  PaginationWireSchema,
  PlayerRowWireSchema,
  RANKING_ANSWER_WIRE_SCHEMAS,
  RankingQuerySchema,
  rankingParamsWireSchema,
  TribeRowWireSchema,
} from './wire';

describe('RankingQuerySchema', () => {
  it('reads search (trimmed), filter, cluster and a zero-based page', () => {
    expect(
      RankingQuerySchema.parse({ search: ' rex ', filter: 'kills', cluster: 'DUO', page: '2' }),
    ).toEqual({ search: 'rex', filter: 'kills', cluster: 'DUO', page: 2 });
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
      expect(Object.keys(json.properties)).toEqual(['search', 'filter', 'cluster', 'page']);
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

describe('ClusterListWireSchema', () => {
  it('accepts keys with display names and refuses a blank one', () => {
    expect(ClusterListWireSchema.safeParse([{ key: 'SOLO', display: 'Solos' }]).success).toBe(true);
    expect(ClusterListWireSchema.safeParse([{ key: 'SOLO', display: '' }]).success).toBe(false);
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
});
