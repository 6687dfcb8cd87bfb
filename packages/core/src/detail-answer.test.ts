import { describe, expect, it } from 'vitest';
import { readDetailAnswer } from './detail-answer';

const pagination = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 };

describe('readDetailAnswer', () => {
  const player = {
    SteamID: '76561198000000001',
    PlayerName: 'Rex',
    TribeName: 'Alpha',
    TribeID: '1001',
    PlayTime: '90',
    PlayerKills: 7,
    WildDinoKills: '40',
    DeathByWildDino: 4,
  };

  it('reads a player with every statistic, its ranks and its import time', () => {
    const { answer, dropped } = readDetailAnswer('player', {
      player,
      ranks: [{ filter: 'kills', rank: 3, of: '3000', rank_change: 1 }],
      updated_at: '2026-11-20T10:00:00Z',
    });
    expect(answer).toMatchObject({
      kind: 'player',
      player: { SteamID: '76561198000000001', PlayTime: 90, WildDinoKills: 40 },
      ranks: [{ filter: 'kills', rank: 3, of: 3000, rank_change: 1 }],
      updatedAt: '2026-11-20T10:00:00Z',
    });
    expect(dropped).toEqual([]);
  });

  it('drops an unreadable rank fact alone and says which', () => {
    const { answer, dropped } = readDetailAnswer('player', {
      player,
      ranks: [
        { filter: 'kills', rank: 'first', of: 3 },
        { filter: 'deaths', rank: 2, of: 3 },
      ],
    });
    expect(answer.ranks.map((fact) => fact.filter)).toEqual(['deaths']);
    expect(answer.updatedAt).toBeNull();
    expect(dropped).toEqual([{ index: 0, reason: 'ranks.0: rank: Expected a whole number >= 0' }]);
  });

  it('reads a tribe with its totals (community names too) and a page of members', () => {
    const { answer } = readDetailAnswer('tribe', {
      tribe: { TribeID: '1001', TribeName: 'Alpha', Kills: 12, Members: '2' },
      ranks: [],
      members: {
        ranking_data: [{ rank: 4, PlayerName: 'Rex', SteamID: '76561198000000001' }],
        pagination: { total_pages: 1, current_page: 0, next: null, prev: null },
      },
    });
    expect(answer.tribe).toMatchObject({ TribeID: '1001', TotalKills: 12, Members: 2 });
    expect(answer.members.rows).toMatchObject([{ rank: 4, PlayerName: 'Rex' }]);
    expect(answer.members.pagination).toMatchObject({ total_pages: 1, current_page: 0 });
  });

  it('reports an unreadable member and keeps the others', () => {
    const { answer, dropped } = readDetailAnswer('tribe', {
      tribe: { TribeName: 'Alpha' },
      members: { ranking_data: [{ PlayerName: 'Rex' }, { PlayerKills: {} }], pagination },
    });
    expect(answer.members.rows).toHaveLength(1);
    expect(dropped).toEqual([{ index: 1, reason: 'members.1: PlayerKills: Expected a number' }]);
  });

  it('reads the range of a period answer: ranks not held, no movement', () => {
    const range = { key: 'week', from: '2026-11-16T00:00:00Z', to: '2026-11-20T10:00:00Z' };
    const { answer, dropped } = readDetailAnswer('player', {
      player,
      ranks: [
        { filter: 'kills', rank: null, of: 0 },
        { filter: 'deaths', rank: 1, of: '4' },
      ],
      range,
    });
    expect(answer.range).toEqual(range);
    expect(answer.ranks).toEqual([
      { filter: 'kills', rank: null, of: 0, rank_change: undefined },
      { filter: 'deaths', rank: 1, of: 4, rank_change: undefined },
    ]);
    expect(dropped).toEqual([]);
  });

  it('reads no range as the all-time board, and an unreadable one as none', () => {
    expect(readDetailAnswer('player', { player }).answer.range).toBeNull();
    for (const range of [{ key: 'year' }, 'week', 3]) {
      expect(readDetailAnswer('player', { player, range }).answer.range).toBeNull();
    }
    expect(readDetailAnswer('player', { player, range: { key: 'day' } }).answer.range).toEqual({
      key: 'day',
      from: null,
      to: null,
    });
  });

  it('reads the medals of the hall of fame, and leaves out medals it cannot read', () => {
    const read = (medals: unknown) => readDetailAnswer('player', { player, medals }).answer.medals;
    expect(read({ gold: 2, silver: '1', bronze: 0 })).toEqual({ gold: 2, silver: 1, bronze: 0 });
    expect(read({ gold: 'many' })).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
  });

  it('throws when the player, the tribe or the members are not there', () => {
    expect(() => readDetailAnswer('player', { ranks: [] })).toThrow(/no player/);
    expect(() => readDetailAnswer('tribe', { player })).toThrow(/no tribe/);
    expect(() => readDetailAnswer('tribe', { tribe: { TribeName: 'Alpha' } })).toThrow();
    expect(() => readDetailAnswer('player', '<!doctype html>')).toThrow();
  });
});
