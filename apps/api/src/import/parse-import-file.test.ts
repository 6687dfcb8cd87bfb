import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import {
  assertUniqueIds,
  parseRecords,
  readRecords,
  toPlayers,
  toTribes,
} from './parse-import-file';

const PLAYER_HEADER =
  'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer';

function refusal(fn: () => unknown): ImportError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('toPlayers', () => {
  it('reads CSV with quotes, commas, doubled quotes and BIGINT ids as text', () => {
    const csv = `${PLAYER_HEADER}\r\n76561198000000001,"Rex, ""the"" Hunter",Alpha,7,90,"12",3,4\r\n76561198000000002,Solo,,,0,0,0,0\n`;
    const players = toPlayers(parseRecords(csv, 'p.csv', 'csv'), 'p.csv');
    expect(players).toEqual([
      {
        id: '76561198000000001',
        name: 'Rex, "the" Hunter',
        tribeName: 'Alpha',
        tribeId: '7',
        playTime: 90,
        kills: 12,
        dinoKills: 3,
        deaths: 4,
      },
      {
        id: '76561198000000002',
        name: 'Solo',
        tribeName: '',
        tribeId: null,
        playTime: 0,
        kills: 0,
        dinoKills: 0,
        deaths: 0,
      },
    ]);
  });

  it('reads JSON with numbers given as strings', () => {
    const json = JSON.stringify([{ SteamID: '1', PlayerName: 'A', PlayerKills: '5', PlayTime: 7 }]);
    expect(toPlayers(parseRecords(json, 'p.json', 'json'), 'p.json')[0]).toMatchObject({
      kills: 5,
      playTime: 7,
    });
  });

  it('refuses a non-numeric statistic with the row number', () => {
    const csv = `${PLAYER_HEADER}\n1,A,,,0,0,0,0\n2,B,,,0,lots,0,0\n`;
    const error = refusal(() => toPlayers(parseRecords(csv, 'p.csv', 'csv'), 'p.csv'));
    expect(error.row).toBe(2);
    expect(error.message).toBe('p.csv: row 2: PlayerKills must be a number, got "lots"');
  });

  it('refuses a row without an id or a name', () => {
    const json = JSON.stringify([{ SteamID: '1', PlayerName: 'A' }, { PlayerName: 'B' }]);
    expect(refusal(() => toPlayers(parseRecords(json, 'p.json', 'json'), 'p.json')).message).toBe(
      'p.json: row 2: SteamID is missing',
    );
    const noName = JSON.stringify([{ SteamID: '1' }]);
    expect(refusal(() => toPlayers(parseRecords(noName, 'x', 'json'), 'x')).row).toBe(1);
  });

  it('refuses a CSV row with the wrong number of fields', () => {
    const csv = `${PLAYER_HEADER}\n1,A,,,0,0,0,0\n2,B,,0,0\n`;
    expect(refusal(() => parseRecords(csv, 'p.csv', 'csv')).message).toBe(
      'p.csv: row 2: expected 8 fields, found 5',
    );
  });

  it('refuses broken JSON, a non-array and a non-object row', () => {
    expect(refusal(() => parseRecords('{', 'x.json', 'json')).row).toBeNull();
    expect(refusal(() => parseRecords('{}', 'x.json', 'json')).reason).toContain('array');
    expect(refusal(() => parseRecords('[{}, 3]', 'x.json', 'json')).row).toBe(2);
  });

  it('refuses an unterminated quote and an empty file', () => {
    expect(refusal(() => parseRecords(`${PLAYER_HEADER}\n"1,A`, 'p.csv', 'csv')).reason).toContain(
      'unterminated',
    );
    expect(refusal(() => parseRecords('', 'p.csv', 'csv')).reason).toContain('empty');
  });
});

describe('toTribes', () => {
  it('maps the tribe fields', () => {
    const csv =
      'TribeID,TribeName,DamageScore,TotalKills,TotalDeaths,KD,TotalTameKills,TotalPlayTime\n9,Red,100,5,2,2.5,1,60\n';
    expect(toTribes(parseRecords(csv, 't.csv', 'csv'), 't.csv')).toEqual([
      { id: '9', name: 'Red', damageScore: 100, kills: 5, deaths: 2, tameKills: 1, playTime: 60 },
    ]);
  });
});

describe('assertUniqueIds', () => {
  it('names both rows of a duplicate id', () => {
    const error = refusal(() => assertUniqueIds([{ id: 'a' }, { id: 'b' }, { id: 'a' }], 't.csv'));
    expect(error.message).toBe('t.csv: row 3: duplicate id a (first on row 1)');
  });
});

describe('readRecords', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('picks the format by extension', async () => {
    await writeFile(join(dir, 'p.csv'), 'SteamID,PlayerName\n1,A\n');
    await writeFile(join(dir, 'p.json'), '[{"SteamID":"1","PlayerName":"A"}]');
    expect(await readRecords(join(dir, 'p.csv'))).toEqual([{ SteamID: '1', PlayerName: 'A' }]);
    expect(await readRecords(join(dir, 'p.json'))).toEqual([{ SteamID: '1', PlayerName: 'A' }]);
  });
});
