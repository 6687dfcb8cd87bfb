import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { readExportFiles } from './read-export-files';

describe('readExportFiles', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-export-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a CSV player export and a phpMyAdmin JSON tribe export through the same mapper', async () => {
    await writeFile(
      join(dir, 'advancedachievements_playerdata.csv'),
      'SteamID,PlayerName,SteamName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer\n' +
        '76561198000000001,Rex,rex,Alpha,100,120,5,2,1\n' +
        '76561198000000002,,steamy,Alpha,100,NULL,3,1,4\n',
    );
    await writeFile(
      join(dir, 'advancedachievements_tribedata.json'),
      JSON.stringify([
        { type: 'header', version: '5.2.1' },
        {
          type: 'table',
          name: 'advancedachievements_tribedata',
          data: [{ TribeID: '100', TribeName: 'Alpha', DamageScore: '777' }],
        },
      ]),
    );
    const tables = await readExportFiles(dir);
    const { data, report } = mapPluginRows({
      cluster: { key: 'DUO', display: 'Duos', order: 2 },
      tables,
    });
    expect(data.players.map((p) => [p.id, p.name, p.playTime])).toEqual([
      ['76561198000000001', 'Rex', 120],
      ['76561198000000002', 'steamy', 0],
    ]);
    expect(data.tribes).toEqual([
      {
        id: '100',
        name: 'Alpha',
        damageScore: 777,
        kills: 8,
        deaths: 5,
        tameKills: 3,
        playTime: 120,
        members: 2,
      },
    ]);
    // The empty PlayerName cell and the NULL PlayTime: both NULL in CSV.
    expect(report).toMatchObject({ nulls: 2, playerNamesFromSteam: 1 });
  });

  it('keeps SteamIDs written as JSON numbers exact', async () => {
    await writeFile(
      join(dir, 'advancedachievements_playerdata.json'),
      '[{"SteamID": 76561198000000001, "PlayTime": 5},{"SteamID":76561198000000003,"PlayTime":-1}]',
    );
    await writeFile(join(dir, 'advancedachievements_tribedata.json'), '[]');
    const { players } = await readExportFiles(dir);
    expect([...players]).toEqual([
      { SteamID: '76561198000000001', PlayTime: 5 },
      { SteamID: '76561198000000003', PlayTime: -1 },
    ]);
  });

  it('reads a plain JSON array', async () => {
    await writeFile(
      join(dir, 'advancedachievements_playerdata.json'),
      '[{"SteamID": 1, "PlayerName": "A"}]',
    );
    await writeFile(join(dir, 'advancedachievements_tribedata.json'), '[]');
    const { players, tribes = [], layout, ...rest } = await readExportFiles(dir);
    expect(layout?.name).toBe('advanced-achievements');
    expect({ players: [...players], tribes: [...tribes], ...rest }).toEqual({
      players: [{ SteamID: 1, PlayerName: 'A' }],
      tribes: [],
      sources: {
        players: join(dir, 'advancedachievements_playerdata.json'),
        tribes: join(dir, 'advancedachievements_tribedata.json'),
      },
    });
  });

  it('names the missing table when an export is absent', async () => {
    await writeFile(join(dir, 'advancedachievements_playerdata.json'), '[]');
    await expect(readExportFiles(dir)).rejects.toThrow(
      /no export of advancedachievements_tribedata in .*\(expected advancedachievements_tribedata\.json or/,
    );
  });

  it('rejects JSON that is not rows', async () => {
    await writeFile(join(dir, 'advancedachievements_playerdata.json'), '{"rows": 1}');
    await writeFile(join(dir, 'advancedachievements_tribedata.json'), '[]');
    await expect(readExportFiles(dir)).rejects.toThrow(/expected a JSON array of row objects/);
  });
});
