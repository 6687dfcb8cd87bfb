import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runArk } from '../../test/run-cli';
import { openPgliteDb } from '../db/pglite-db';

describe('ark import (CLI)', () => {
  let dir = '';
  const ark = (...args: string[]) => runArk(args, { ARK_DATA_DIR: join(dir, 'data') });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-cli-'));
    await writeFile(
      join(dir, 'players.csv'),
      'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer\n' +
        '1,Ann,Red,10,60,5,1,2\n2,Bob,Red,10,30,9,0,1\n',
    );
    await writeFile(
      join(dir, 'tribes.json'),
      JSON.stringify([{ TribeID: '10', TribeName: 'Red', DamageScore: '1500', TotalKills: 14 }]),
    );
    await writeFile(join(dir, 'bad.csv'), 'SteamID,PlayerName,PlayerKills\n3,Cy,7\n4,Di,many\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('imports a cluster from CSV and JSON files', async () => {
    const result = await ark(
      'import',
      '--cluster',
      'SOLO',
      '--display',
      'Solos',
      '--players',
      join(dir, 'players.csv'),
      '--tribes',
      join(dir, 'tribes.json'),
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"players":2');
  });

  it('refuses a bad file with its row number and changes nothing', async () => {
    const result = await ark(
      'import',
      '--cluster',
      'SOLO',
      '--players',
      join(dir, 'bad.csv'),
      '--tribes',
      join(dir, 'tribes.json'),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('bad.csv: row 2: PlayerKills is not a number: "many"');
    const db = await openPgliteDb(join(dir, 'data'));
    try {
      const rows = await db.query('SELECT name FROM players ORDER BY pos_kills');
      expect(rows).toEqual([{ name: 'Bob' }, { name: 'Ann' }]);
    } finally {
      await db.close();
    }
  });

  it('imports as of an ISO time, and refuses one before the last import or in the future with one line', async () => {
    const files = ['--players', join(dir, 'players.csv'), '--tribes', join(dir, 'tribes.json')];
    const back = (asOf: string) => ark('import', '--cluster', 'BACK', ...files, '--as-of', asOf);
    expect((await back('2026-01-05T10:00:00Z')).status).toBe(0);
    const earlier = await back('2026-01-01T00:00:00+01:00');
    expect(earlier.status).toBe(1);
    expect(earlier.stderr.trim()).toBe(
      "import refused, nothing changed: as-of: 2025-12-31T23:00:00.000Z is before BACK's last import (2026-01-05T10:00:00.000Z)",
    );
    const future = await back('2999-01-01T00:00:00Z');
    expect(future.status).toBe(1);
    expect(future.stderr.trim()).toBe(
      'import refused, nothing changed: as-of: 2999-01-01T00:00:00.000Z is in the future',
    );
    const malformed = await back('last tuesday');
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toContain('--as-of must be an ISO time');
    const db = await openPgliteDb(join(dir, 'data'));
    try {
      const rows = await db.query(
        `SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
         FROM clusters WHERE key = 'BACK'`,
      );
      expect(rows).toEqual([{ at: '2026-01-05T10:00:00Z' }]);
    } finally {
      await db.close();
    }
  });

  it('prints the usage for an unknown command', async () => {
    const result = await ark('frobnicate');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage:');
  });

  it("exits 2 with the command's usage on a bad argument", async () => {
    const sync = await ark('sync', '--clusterr');
    expect(sync.status).toBe(2);
    expect(sync.stderr).toContain("Unknown option '--clusterr'");
    expect(sync.stderr).toContain('usage: ark sync [--cluster KEY]');
    const missing = await ark('sync', '--cluster');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('usage: ark sync [--cluster KEY]');
    const partial = await ark('import', '--cluster', 'SOLO');
    expect(partial.status).toBe(2);
    expect(partial.stderr).toContain('usage: ark import --cluster KEY');
  });
});
