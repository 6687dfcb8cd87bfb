import { describe, expect, it } from 'vitest';
import { joinGameLog, logKey } from './game-log-merge';
import { mapPluginRows } from './map-plugin-rows';
import { keepsOfLayout, layoutOf } from './table-layouts';

const REX = '0002a1b2c3d4e5f60718293a4b5c6d7e';
const ANA = '00027f3e2d1c0b0a0908070605040302';
const SOLO_LOG = '0002ffffffffffffffffffffffff0001';
const cluster = { key: 'ASA', display: 'Ascended', order: 1 };
const rewards = (rows: Record<string, unknown>[]) => ({
  players: rows,
  layout: layoutOf({ layout: 'point-rewards' }),
  sources: { players: 'asa.PointsReward' },
});

/** The players the one normaliser makes of the joined tables, by id. */
function joined(
  plugin: Record<string, unknown>[],
  log: { id: string; name: string; minutes: number }[],
) {
  const tables = joinGameLog(rewards(plugin), {
    players: log,
    revision: 'r1',
    file: 'ShooterGame.log',
  });
  const { data } = mapPluginRows({ cluster, tables });
  return { data, byId: new Map(data.players.map((player) => [player.id, player])) };
}

describe('joinGameLog', () => {
  it("gives a player both sources know the plugin's kills and the log's minutes", () => {
    const { byId, data } = joined(
      [{ EosId: REX, PlayerName: 'Rex', Kill: 10, Death: 2, TamedKill: 4, DinoKill: 5 }],
      [{ id: REX, name: 'Rex', minutes: 95 }],
    );
    expect(byId.get(REX)).toMatchObject({ kills: 10, deaths: 2, dinoKills: 4, playTime: 95 });
    expect(data.keeps).toEqual({
      tribes: false,
      stats: ['kills', 'deaths', 'tamed_dino_kills', 'time_played'],
    });
    expect(data.revision).toBe('r1');
  });

  it("keeps a player one source alone knows, the other's statistics missing (null), never 0", () => {
    const { byId } = joined(
      [{ EosId: ANA, PlayerName: 'Ana', Kill: 3, Death: 0, TamedKill: 0, DinoKill: 1 }],
      [{ id: SOLO_LOG, name: 'Wanderer', minutes: 40 }],
    );
    expect(byId.get(ANA)).toMatchObject({ kills: 3, deaths: 0, dinoKills: 0, playTime: null });
    expect(byId.get(SOLO_LOG)).toMatchObject({
      name: 'Wanderer',
      kills: null,
      deaths: null,
      dinoKills: null,
      playTime: 40,
    });
  });

  it("joins an EOS id the plugin wrote in capitals to the log's, and names a nameless row from the log", () => {
    const { byId, data } = joined(
      [{ EosId: REX.toUpperCase(), PlayerName: '', Kill: 1, Death: 1, TamedKill: 0, DinoKill: 0 }],
      [{ id: REX, name: 'Rex', minutes: 7 }],
    );
    expect(data.players).toHaveLength(1);
    expect(byId.get(REX)).toMatchObject({ name: 'Rex', kills: 1, playTime: 7 });
  });

  it('leaves a plugin-only table as the plugin layout keeps it, but with play time offered', () => {
    const tables = joinGameLog(rewards([{ EosId: ANA, PlayerName: 'Ana', Kill: 1 }]), {
      players: [],
      file: 'ShooterGame.log',
    });
    expect(keepsOfLayout(tables.layout ?? layoutOf()).stats).toContain('time_played');
    expect(tables.revision).toBeUndefined();
  });
});

describe('logKey', () => {
  it('reads an EOS id in lower case, any other text as it is, and no text as none', () => {
    expect(logKey(` ${REX.toUpperCase()} `)).toBe(REX);
    expect(logKey('n1234')).toBe('n1234');
    expect(logKey(42)).toBeNull();
  });
});
