import { describe, expect, it } from 'vitest';
import { mapPluginRows, UNNAMED_TRIBE_NAME, unknownPlayerName } from './map-plugin-rows';
import { describeFixes } from './map-report';
import type { PluginRow } from './plugin-rows';

const cluster = { key: 'SOLO', display: 'Solos', order: 1 };

function makePlayer(overrides: Record<string, unknown> = {}): PluginRow {
  return {
    SteamID: '76561198000000001',
    PlayerName: 'Rex',
    SteamName: 'rexsteam',
    TribeName: 'Alpha',
    TribeID: '100',
    PlayTime: '600',
    PlayerKills: 10,
    DinoKills: 4,
    DeathByPlayer: 2,
    ...overrides,
  };
}

function makeTribe(overrides: Record<string, unknown> = {}): PluginRow {
  return { TribeID: '100', TribeName: 'Alpha', DamageScore: '123456', ...overrides };
}

function map(players: PluginRow[], tribes: PluginRow[] = []) {
  return mapPluginRows({ cluster, tables: { players, tribes } });
}

describe('mapPluginRows', () => {
  it('maps a player row field by field, keeping the SteamID as exact text', () => {
    const extras = { WildDinoKills: '7', DinosTamed: 3, DeathByDino: null, DeathByWildDino: '1' };
    const { data } = map([makePlayer({ SteamID: '76561198123456789', ...extras })], [makeTribe()]);
    expect(data.cluster).toEqual(cluster);
    expect(data.players).toEqual([
      {
        id: '76561198123456789',
        name: 'Rex',
        tribeName: 'Alpha',
        tribeId: '100',
        playTime: 600,
        kills: 10,
        dinoKills: 4,
        deaths: 2,
        wildDinoKills: 7,
        dinosTamed: 3,
        deathsByDino: 0,
        deathsByWildDino: 1,
      },
    ]);
    expect(data.tribes[0]?.members).toBe(1);
  });

  it('sums kills, deaths, tame kills and play time over the tribe players by TribeID', () => {
    const { data } = map(
      [
        makePlayer({ SteamID: '1', PlayerKills: 10, DeathByPlayer: 2, DinoKills: 4, PlayTime: 60 }),
        makePlayer({
          SteamID: '2',
          PlayerKills: '5',
          DeathByPlayer: '3',
          DinoKills: 1,
          PlayTime: 30,
        }),
        makePlayer({ SteamID: '3', TribeID: '200', TribeName: 'Beta', PlayerKills: 7 }),
      ],
      [makeTribe(), makeTribe({ TribeID: '200', TribeName: 'Beta', DamageScore: 5 })],
    );
    expect(data.tribes).toEqual([
      {
        id: '100',
        name: 'Alpha',
        damageScore: 123456,
        kills: 15,
        deaths: 5,
        tameKills: 5,
        playTime: 90,
        members: 2,
      },
      {
        id: '200',
        name: 'Beta',
        damageScore: 5,
        kills: 7,
        deaths: 2,
        tameKills: 4,
        playTime: 600,
        members: 1,
      },
    ]);
  });

  it('lists a tribe with no players, with zero sums', () => {
    const loner = makePlayer({ SteamID: '7', TribeID: '0' });
    const { data } = map([loner], [makeTribe({ TribeID: '300', TribeName: 'Empty' })]);
    expect(data.tribes).toEqual([
      {
        id: '300',
        name: 'Empty',
        damageScore: 123456,
        kills: 0,
        deaths: 0,
        tameKills: 0,
        playTime: 0,
        members: 0,
      },
    ]);
  });

  it("shows players under the tribe row's name when their own TribeName differs", () => {
    const { data } = map(
      [makePlayer({ TribeName: 'Old name' })],
      [makeTribe({ TribeName: 'New name' })],
    );
    expect(data.players[0]?.tribeName).toBe('New name');
  });

  it('reads BIGINT strings, bigint and numbers alike and counts the text ones', () => {
    const { data, report } = map(
      [makePlayer({ PlayTime: '9007199254740991', PlayerKills: 3n, DinoKills: 2, TribeID: 100n })],
      [makeTribe({ DamageScore: '42' })],
    );
    expect(data.players[0]).toMatchObject({ playTime: 9007199254740991, kills: 3, tribeId: '100' });
    expect(data.tribes[0]?.damageScore).toBe(42);
    expect(report.numbersFromText).toBe(2); // PlayTime and DamageScore
  });

  it('reads NULLs as 0 and empty text, and counts them', () => {
    const { data, report } = map([
      makePlayer({ PlayTime: null, PlayerKills: null, TribeName: null, TribeID: null }),
    ]);
    expect(data.players[0]).toMatchObject({ playTime: 0, kills: 0, tribeName: '', tribeId: null });
    // A NULL TribeID means "in no tribe", not a fix: only the other three are counted.
    expect(report.nulls).toBe(3);
    expect(data.tribes).toEqual([]);
  });

  it('treats TribeID 0 as no tribe', () => {
    const { data, report } = map([makePlayer({ TribeID: '0', TribeName: '' })]);
    expect(data.players[0]?.tribeId).toBeNull();
    expect(data.tribes).toEqual([]);
    expect(report.syntheticTribes).toBe(0);
  });

  it('falls back to the SteamName, then to "Survivor" and the id\'s last 4 digits, for an empty PlayerName', () => {
    const { data, report } = map([
      makePlayer({ SteamID: '1', PlayerName: '  ', SteamName: 'steamy' }),
      makePlayer({ SteamID: '76561198000001234', PlayerName: null, SteamName: '' }),
      makePlayer({ SteamID: '3', PlayerName: '', SteamName: undefined }),
    ]);
    expect(data.players.map((p) => p.name)).toEqual(['steamy', 'Survivor 1234', 'Survivor 3']);
    expect(unknownPlayerName('76561198000001234')).toBe('Survivor 1234');
    expect(report.playerNamesFromSteam).toBe(1);
    expect(report.unknownPlayerNames).toBe(2);
  });

  it('names an unnamed tribe row after its players\' TribeName, else "Unnamed tribe"', () => {
    const { data, report } = map(
      [makePlayer({ TribeID: '100', TribeName: 'From player' })],
      [
        makeTribe({ TribeID: '100', TribeName: '' }),
        makeTribe({ TribeID: '200', TribeName: null }),
      ],
    );
    expect(data.tribes.map((t) => t.name)).toEqual(['From player', UNNAMED_TRIBE_NAME]);
    expect(report.unnamedTribes).toBe(1);
  });

  it('creates a tribe from the players when their TribeID has no tribe row, and counts it', () => {
    const { data, report } = map([
      makePlayer({ SteamID: '1', TribeID: '900', TribeName: 'Ghosts', PlayerKills: 2 }),
      makePlayer({ SteamID: '2', TribeID: '900', TribeName: 'Ghosts', PlayerKills: 3 }),
      makePlayer({ SteamID: '3', TribeID: '901', TribeName: '' }),
    ]);
    expect(data.tribes).toEqual([
      {
        id: '900',
        name: 'Ghosts',
        damageScore: 0,
        kills: 5,
        deaths: 4,
        tameKills: 8,
        playTime: 1200,
        members: 2,
      },
      {
        id: '901',
        name: UNNAMED_TRIBE_NAME,
        damageScore: 0,
        kills: 10,
        deaths: 2,
        tameKills: 4,
        playTime: 600,
        members: 1,
      },
    ]);
    expect(data.players[2]?.tribeName).toBe(UNNAMED_TRIBE_NAME);
    expect(report.syntheticTribes).toBe(2);
  });

  it('keeps the first row of a duplicated SteamID or TribeID and counts the rest', () => {
    const { data, report } = map(
      [
        makePlayer({ SteamID: '7', PlayerName: 'First' }),
        makePlayer({ SteamID: '007', PlayerName: 'Second' }),
      ],
      [makeTribe({ TribeName: 'First tribe' }), makeTribe({ TribeName: 'Second tribe' })],
    );
    expect(data.players.map((p) => p.name)).toEqual(['First']);
    expect(data.tribes.map((t) => t.name)).toEqual(['First tribe']);
    expect(data.tribes[0]?.kills).toBe(10);
    expect(report).toMatchObject({ duplicatePlayers: 1, duplicateTribes: 1 });
  });

  it('refuses 50 SteamIDs a tool rounded to 4 players', () => {
    // A tool that read the ids as doubles wrote them back rounded: 50 players became 4.
    const rounded = Array.from({ length: 50 }, (_, i) =>
      makePlayer({ SteamID: BigInt(Number(76561198000000001n + BigInt(i))).toString() }),
    );
    expect(new Set(rounded.map((row) => row.SteamID)).size).toBe(4);
    expect(() => map(rounded)).toThrow(
      /46 of 50 rows repeat a SteamID \(at most 10 may\): ids rounded\? quote them/,
    );
  });

  it('clamps negative counters to 0 and counts them', () => {
    const { data, report } = map(
      [makePlayer({ PlayerKills: -5, DeathByPlayer: '-1' })],
      [makeTribe({ DamageScore: '-99' })],
    );
    expect(data.players[0]).toMatchObject({ kills: 0, deaths: 0 });
    expect(data.tribes[0]).toMatchObject({ damageScore: 0, kills: 0, deaths: 0 });
    expect(report.negativesClamped).toBe(3);
  });

  it('clamps values past the safe range', () => {
    const { data, report } = map([makePlayer({ PlayTime: '99999999999999999999' })]);
    expect(data.players[0]).toMatchObject({ playTime: Number.MAX_SAFE_INTEGER });
    expect(report).toMatchObject({ oversizedClamped: 1 });
  });

  it('refuses a number it cannot read, naming the table, row and column', () => {
    const refusal = (cell: unknown) => {
      try {
        map([makePlayer(), makePlayer({ SteamID: '9', PlayerKills: cell })]);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('lots')).toBe(
      'advancedachievements_playerdata: row 2: PlayerKills is not a number: "lots"',
    );
    expect(refusal('1e400')).toBe(
      'advancedachievements_playerdata: row 2: PlayerKills is too large: "1e400"',
    );
    expect(refusal(Number.POSITIVE_INFINITY)).toContain('row 2: PlayerKills is not a number');
  });

  it('refuses a source without players, without SteamID, or without any name column', () => {
    const message = (players: Record<string, unknown>[]) => {
      try {
        map(players, [makeTribe()]);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(message([])).toContain('has no players');
    expect(message([{ steam_id: '1', PlayerName: 'Rex' }])).toContain('has no SteamID column');
    expect(message([{ SteamID: '1', Name: 'Rex' }])).toContain('no PlayerName or SteamName');
  });

  it('accepts a source without players when the admin allows it (a real wipe)', () => {
    const { data } = mapPluginRows({
      cluster: { key: 'SOLO', display: 'Solos', order: 1 },
      tables: { players: [], tribes: [] },
      allowEmpty: true,
    });
    expect(data.players).toEqual([]);
    expect(data.tribes).toEqual([]);
  });

  it('honours tribe totals a file carries, and sums the rest over the players', () => {
    const { data } = map(
      [makePlayer({ SteamID: '1', PlayerKills: 5, DeathByPlayer: 2 })],
      [makeTribe({ TotalKills: '40', TotalDeaths: null })],
    );
    expect(data.tribes[0]).toMatchObject({ kills: 40, deaths: 2 });
  });

  it('removes control characters and cuts names to 64 characters, counting both', () => {
    const long = '李'.repeat(900);
    const { data, report } = map([
      makePlayer({ SteamID: '1', PlayerName: long }),
      makePlayer({ SteamID: '2', PlayerName: 'Re\u0000x\u001b' }),
    ]);
    expect([...(data.players[0]?.name ?? '')]).toHaveLength(64);
    expect(data.players[1]?.name).toBe('Rex');
    expect(report).toMatchObject({ namesCut: 1, controlCharsRemoved: 1 });
  });

  it('drops rows without a SteamID or TribeID and counts them', () => {
    const { data, report } = map(
      [makePlayer({ SteamID: null }), makePlayer({ SteamID: ' ' }), makePlayer({ SteamID: '5' })],
      [makeTribe({ TribeID: null }), makeTribe({ TribeID: '0' }), makeTribe()],
    );
    expect(data.players.map((p) => p.id)).toEqual(['5']);
    expect(data.tribes.map((t) => t.id)).toEqual(['100']);
    expect(report).toMatchObject({ skippedPlayers: 2, skippedTribes: 2, players: 1, tribes: 1 });
  });

  it('refuses an id outside the id rule, naming the row and column, its text escaped', () => {
    expect(() => map([makePlayer({ SteamID: 'STEAM_0:1:4' })], [makeTribe()])).toThrow(
      /row 1: SteamID is not an id \(1 to 64 letters, digits, - or _\): "STEAM_0:1:4"$/,
    );
    expect(() => map([makePlayer()], [makeTribe({ TribeID: 'S 1' })])).toThrow(
      /row 1: TribeID is not an id .*: "S 1"/,
    );
    expect(() => map([makePlayer({ TribeID: 1.5 })], [makeTribe()])).toThrow(
      /row 1: TribeID is not an id .*: 1.5/,
    );
    // A right-to-left override or an escape cannot reach a terminal or the health report raw.
    expect(() => map([makePlayer(), makePlayer({ SteamID: 'a\u202eb\u001b[31m' })])).toThrow(
      /row 2: SteamID is not an id .*: "a\\u202eb\\u001b\[31m"$/,
    );
  });

  it('reads a SteamID as a number, and every other id as exact text', () => {
    const { data } = map([makePlayer({ SteamID: '076561198000000001', TribeID: 'guild-7' })]);
    expect(data.players[0]).toMatchObject({ id: '76561198000000001', tribeId: 'guild-7' });
    expect(data.tribes.map((t) => t.id)).toEqual(['guild-7']);
  });

  it('trims names', () => {
    const { data } = map(
      [makePlayer({ PlayerName: '  Rex  ' })],
      [makeTribe({ TribeName: ' Alpha ' })],
    );
    expect(data.players[0]).toMatchObject({ name: 'Rex', tribeName: 'Alpha' });
  });
});

describe('describeFixes', () => {
  it('lists only the non-zero fixes', () => {
    const { report } = map([makePlayer({ PlayerKills: -1 }), makePlayer()], [makeTribe()]);
    expect(describeFixes(report)).toBe(
      '1 negative values clamped to 0, 1 duplicate SteamIDs dropped',
    );
  });

  it('says "no fixes" for clean rows', () => {
    expect(describeFixes(map([makePlayer()], [makeTribe()]).report)).toBe('no fixes');
  });
});
