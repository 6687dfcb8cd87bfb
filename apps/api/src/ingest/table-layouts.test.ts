import { describe, expect, it } from 'vitest';
import { type MappedCluster, mapPluginRows } from './map-plugin-rows';
import { describeFixes } from './map-report';
import type { PluginRow } from './plugin-rows';
import { layoutOf, playerColumnsOf, recogniseLayout, tribeColumnsOf } from './table-layouts';

const cluster = { key: 'ASA', display: 'Ascended', order: 1 };
const EOS = (n: number) => `0002${n.toString(16).padStart(28, '0')}`;

/** A PointRewards row as the plugin writes it. */
function makeReward(n: number, overrides: Record<string, unknown> = {}): PluginRow {
  return {
    Id: n,
    EosId: EOS(n),
    PlayerId: String(n),
    PlayerName: `Survivor ${n}`,
    Kill: 10 * n,
    Death: n,
    DinoKill: 2 * n,
    TamedKill: 3 * n,
    CreateAt: '2026-01-02 03:04:05',
    ...overrides,
  };
}

function mapRewards(rows: PluginRow[], allowEmpty = false): MappedCluster {
  const tables = { players: rows, layout: layoutOf({ layout: 'point-rewards' }) };
  return mapPluginRows({ cluster, tables, allowEmpty });
}

describe('layoutOf', () => {
  it("reads AdvancedAchievements' two tables by default", () => {
    const layout = layoutOf();
    expect(layout.players.table).toBe('advancedachievements_playerdata');
    expect(layout.tribes?.table).toBe('advancedachievements_tribedata');
    expect(playerColumnsOf(layout)).toContain('SteamID');
    expect(tribeColumnsOf(layout)).toEqual(expect.arrayContaining(['TribeID', 'DamageScore']));
  });

  it("reads PointRewards' one table, by its default name or a renamed one", () => {
    expect(layoutOf({ layout: 'point-rewards' }).players.table).toBe('PointsReward');
    const renamed = layoutOf({ layout: 'point-rewards', table: 'Stats' });
    expect(renamed.players.table).toBe('Stats');
    expect(renamed.tribes).toBeNull();
    expect(playerColumnsOf(renamed)).toEqual(
      expect.arrayContaining(['EosId', 'PlayerName', 'Kill', 'Death', 'TamedKill']),
    );
  });

  it('reads any other table by the columns its mapping names', () => {
    const layout = layoutOf({
      players: { table: 'kills', columns: { id: 'uid', name: 'nick', kills: 'k' } },
    });
    expect(layout.players.table).toBe('kills');
    expect(playerColumnsOf(layout)).toEqual(['uid', 'nick', 'k']);
  });
});

describe('recogniseLayout', () => {
  it('knows a file by its id column', () => {
    expect(recogniseLayout([{ SteamID: '1', PlayerName: 'a' }], 'p.json')).toBe(
      'advanced-achievements',
    );
    expect(recogniseLayout([makeReward(1)], 'p.csv')).toBe('point-rewards');
  });

  it('takes the default for a file without rows, and refuses one it cannot tell', () => {
    expect(recogniseLayout([], 'p.json')).toBe('advanced-achievements');
    expect(() => recogniseLayout([{ uid: '1', nick: 'a' }], 'p.json')).toThrow(
      /p.json: has no SteamID column \(AdvancedAchievements\) nor EosId column \(PointRewards\): name its layout/,
    );
  });
});

describe('mapPluginRows on the point-rewards layout', () => {
  it('ranks players by EOS id, with no tribes and no play time (missing, not 0)', () => {
    const { data, report } = mapRewards([makeReward(1), makeReward(2)]);
    expect(data.tribes).toEqual([]);
    expect(data.players[1]).toEqual({
      id: EOS(2),
      name: 'Survivor 2',
      tribeName: '',
      tribeId: null,
      playTime: null,
      kills: 20,
      dinoKills: 6,
      deaths: 2,
      wildDinoKills: 4,
      dinosTamed: 0,
      deathsByDino: 0,
      deathsByWildDino: 0,
    });
    expect(report).toMatchObject({ players: 2, tribes: 0, nulls: 0 });
  });

  it('applies the normaliser: names, NULLs, negatives, duplicates, missing ids', () => {
    const { data, report } = mapRewards([
      makeReward(1, { PlayerName: null }),
      makeReward(2, { PlayerName: ' Rex\u0007 ', Kill: -5, Death: null }),
      makeReward(3, { EosId: EOS(2) }),
      makeReward(4, { EosId: '' }),
    ]);
    expect(data.players.map((p) => [p.id, p.name, p.kills, p.deaths])).toEqual([
      [EOS(1), `Survivor ${EOS(1).slice(-4)}`, 10, 1],
      [EOS(2), 'Rex', 0, 0],
    ]);
    expect(report).toMatchObject({
      unknownPlayerNames: 1,
      controlCharsRemoved: 1,
      negativesClamped: 1,
      duplicatePlayers: 1,
      skippedPlayers: 1,
    });
  });

  it('names EosId, not SteamID, in the line of its fixes', () => {
    const { report } = mapRewards([
      makeReward(1),
      makeReward(2, { EosId: '' }),
      makeReward(3, { EosId: EOS(1) }),
    ]);
    expect(describeFixes(report)).toBe(
      '1 duplicate EosIds dropped, 1 player rows without EosId dropped',
    );
  });

  it('refuses ids rounded into repeats, naming EosId', () => {
    const rows = Array.from({ length: 50 }, (_, i) => makeReward(i + 1, { EosId: EOS(i % 4) }));
    expect(() => mapRewards(rows)).toThrow(
      /PointsReward: 46 of 50 rows repeat a EosId \(at most 10 may\): ids rounded\? quote them \(write each EosId as text\)/,
    );
  });

  it('refuses hostile ids, naming the row and the EosId column', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '"quoted"',
      "1'; DROP TABLE players;--",
      '../../etc/passwd',
      'ａｂｃ', // fullwidth lookalikes
      'аbc', // a Cyrillic а
      'x'.repeat(65),
    ];
    for (const id of hostile) {
      expect(() => mapRewards([makeReward(1), makeReward(2, { EosId: id })]), id).toThrow(
        /PointsReward: row 2: EosId is not an id \(1 to 64 letters, digits, - or _\)/,
      );
    }
    // 64 characters, `-` and `_` are ids.
    const { data } = mapRewards([makeReward(1, { EosId: `a-_${'x'.repeat(61)}` })]);
    expect(data.players[0]?.id).toHaveLength(64);
  });

  it('refuses a table without EosId or PlayerName, or without players unless allowed', () => {
    expect(() => mapRewards([{ PlayerName: 'a' }])).toThrow(/PointsReward: has no EosId column/);
    expect(() => mapRewards([{ EosId: EOS(1) }])).toThrow(/has no PlayerName column/);
    expect(() => mapRewards([])).toThrow(/has no players; refusing to empty the cluster/);
    expect(mapRewards([], true).data.players).toEqual([]);
  });

  it('refuses ids a tool collapsed, naming the EosId column', () => {
    const rows = Array.from({ length: 50 }, (_, i) => makeReward(i, { EosId: EOS(i % 4) }));
    expect(() => mapRewards(rows)).toThrow(/46 of 50 rows repeat a EosId/);
  });
});

describe('mapPluginRows on a column mapping', () => {
  const mapping = (columns: Record<string, string>) =>
    layoutOf({ players: { table: 'stats', columns: { id: 'uid', name: 'nick', ...columns } } });

  it('reads the mapped columns; an unmapped count or play time is missing (null), not 0', () => {
    const layout = mapping({ kills: 'k' });
    const rows = [{ uid: 'p1', nick: 'Ann', k: '7', other: 'x' }];
    const { data } = mapPluginRows({ cluster, tables: { players: rows, layout } });
    expect(data.players[0]).toMatchObject({
      id: 'p1',
      kills: 7,
      deaths: null,
      dinoKills: null,
      playTime: null,
    });
    expect(data.tribes).toEqual([]);
  });

  it('sums tribes from their players where a tribe column is mapped; no score kept', () => {
    const layout = mapping({ tribe_id: 'tid', tribe: 'tname', kills: 'k', time_played: 'mins' });
    const rows = [
      { uid: 'a', nick: 'A', tid: 't1', tname: 'Wolves', k: 3, mins: 60 },
      { uid: 'b', nick: 'B', tid: 't1', tname: 'Wolves', k: 4, mins: 30 },
      { uid: 'c', nick: 'C', tid: '0', tname: '', k: 1, mins: 5 },
    ];
    const { data, report } = mapPluginRows({ cluster, tables: { players: rows, layout } });
    expect(data.tribes).toEqual([
      {
        id: 't1',
        name: 'Wolves',
        damageScore: null,
        kills: 7,
        deaths: 0,
        tameKills: 0,
        playTime: 90,
        members: 2,
      },
    ]);
    expect(data.players[2]?.tribeId).toBeNull();
    expect(report.syntheticTribes).toBe(0);
  });

  it('makes a tribe id from the name where only the tribe name is mapped', () => {
    const layout = mapping({ tribe: 'tname' });
    const rows = [
      { uid: 'a', nick: 'A', tname: 'Wolves <3' },
      { uid: 'b', nick: 'B', tname: 'Wolves <3' },
      { uid: 'c', nick: 'C', tname: null },
    ];
    const { data } = mapPluginRows({ cluster, tables: { players: rows, layout } });
    expect(data.tribes).toHaveLength(1);
    expect(data.tribes[0]?.id).toMatch(/^t[0-9a-f]{31}$/);
    expect(data.tribes[0]).toMatchObject({ name: 'Wolves <3', members: 2, playTime: null });
    expect(data.players.map((p) => p.tribeId)).toEqual([
      data.tribes[0]?.id,
      data.tribes[0]?.id,
      null,
    ]);
  });
});

describe('mapPluginRows on a column mapping', () => {
  const tables = (players: PluginRow[]) => ({
    players,
    layout: layoutOf({ players: { table: 'kills', columns: { id: 'uid', name: 'nick' } } }),
  });

  it("names the mapping's id column in its fixes and its refusals", () => {
    const { report } = mapPluginRows({
      cluster,
      tables: tables([
        { uid: 'a', nick: 'A' },
        { uid: null, nick: 'B' },
      ]),
    });
    expect(describeFixes(report)).toBe('1 player rows without uid dropped');
    expect(() => mapPluginRows({ cluster, tables: tables([{ uid: 'a b', nick: 'A' }]) })).toThrow(
      /kills: row 1: uid is not an id/,
    );
    expect(() => mapPluginRows({ cluster, tables: tables([{ nick: 'A' }]) })).toThrow(
      /kills: has no uid column/,
    );
  });
});
