import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migratedPostgresUrl } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import { runArk } from '../../test/run-cli';
import { openPostgresDb } from '../db/postgres-db';
import { createApp } from '../http/app';
import { importCluster } from '../ingest/import-cluster';
import { migrate } from '../store/migrations';
import { createRankingStore } from '../store/ranking-store';
import { SEASON_STEPS } from '../store/seasons';

describe('ark hide, unhide, hidden and season (CLI, PGlite)', () => {
  let dir = '';
  const ark = (...args: string[]) => runArk(args, { ARK_DATA_DIR: join(dir, 'data') });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-cli-mod-'));
    await writeFile(
      join(dir, 'players.csv'),
      'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer\n' +
        '76561198000000001,Ann,Red,10,60,5,1,2\n76561198000000002,Bob,Red,10,30,9,0,1\n',
    );
    await writeFile(
      join(dir, 'tribes.json'),
      JSON.stringify([{ TribeID: '10', TribeName: 'Red', DamageScore: '1500' }]),
    );
    const imported = await ark(
      'import',
      '--cluster',
      'SOLO',
      '--players',
      join(dir, 'players.csv'),
      '--tribes',
      join(dir, 'tribes.json'),
    );
    expect(imported.status).toBe(0);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('hides a player with one line naming it, and lists it with its reason, time and user', async () => {
    const hidden = await ark(
      'hide',
      '--cluster',
      'SOLO',
      '--player',
      '76561198000000002',
      '--reason',
      'aimbot',
    );
    expect(hidden.stderr).toBe('');
    expect(hidden.status).toBe(0);
    expect(hidden.stdout.trim().split('\n')).toHaveLength(1);
    expect(hidden.stdout).toMatch(
      new RegExp(
        `^hidden player 76561198000000002 \\(Bob\\) in SOLO, by ${userInfo().username}: ranks closed up, 1 players shown`,
      ),
    );
    const list = await ark('hidden');
    expect(list.status).toBe(0);
    const [header, row] = list.stdout.trim().split('\n');
    expect(header?.split(/\s+/)).toEqual(['cluster', 'kind', 'id', 'name', 'reason', 'when', 'by']);
    expect(row?.split(/\s{2,}/)).toEqual([
      'SOLO',
      'player',
      '76561198000000002',
      'Bob',
      'aimbot',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      userInfo().username,
    ]);
    expect((await ark('hidden', '--cluster', 'DUO')).stdout.trim()).toBe('nothing is hidden');
  });

  it('refuses with exit 1 and one line what cannot be done, and exit 2 on bad arguments', async () => {
    const again = await ark(
      'hide',
      '--cluster',
      'SOLO',
      '--player',
      '76561198000000002',
      '--reason',
      'x',
    );
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(
      'refused, nothing changed: player 76561198000000002 in SOLO is already hidden',
    );
    const unknown = await ark('hide', '--cluster', 'SOLO', '--tribe', '99', '--reason', 'x');
    expect([unknown.status, unknown.stderr.trim()]).toEqual([
      1,
      'refused, nothing changed: no tribe 99 in SOLO',
    ]);
    const cluster = await ark('unhide', '--cluster', 'MOON', '--player', '1');
    expect([cluster.status, cluster.stderr.trim()]).toEqual([
      1,
      'refused, nothing changed: no cluster MOON',
    ]);
    for (const args of [
      ['hide', '--cluster', 'SOLO', '--player', '1'],
      ['hide', '--cluster', 'SOLO', '--player', 'STEAM_0:1', '--reason', 'x'],
      ['hide', '--cluster', 'SOLO', '--player', '1', '--tribe', '2', '--reason', 'x'],
      ['unhide', '--player', '1'],
      ['season'],
      ['season', 'close'],
      ['season', 'open', '--name', 'x'],
    ]) {
      const result = await ark(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain('usage: ark');
    }
  });

  it('unhides the player', async () => {
    const result = await ark('unhide', '--cluster', 'SOLO', '--player', '76561198000000002');
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout.trim()).toMatch(
      /^unhidden player 76561198000000002 \(Bob\) in SOLO: 2 players shown/,
    );
    expect((await ark('hidden')).stdout.trim()).toBe('nothing is hidden');
  });

  it('closes a season with one summary line, lists it, and refuses a second with the same name', async () => {
    expect((await ark('season', 'list')).stdout.trim()).toBe('no season was closed');
    const closed = await ark('season', 'close', '--name', 'Season 4');
    expect([closed.status, closed.stderr]).toEqual([0, '']);
    // In a pipe, a JSON line per step of the close comes first (docs/adr/0054), the summary last.
    const lines = closed.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^closed season 1 \(Season 4\): 1 clusters, 2 players, 1 tribes archived, data version \d+$/,
    );
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toMatchObject(
      SEASON_STEPS.map((step) => ({ msg: 'season close step', season: 'Season 4', step })),
    );
    const list = await ark('season', 'list');
    const [header, row] = list.stdout.trim().split('\n');
    expect(header?.split(/\s+/)).toEqual(['id', 'name', 'closed', 'by']);
    expect(row?.split(/\s{2,}/)).toEqual([
      '1',
      'Season 4',
      expect.stringMatching(/^\d{4}-/),
      userInfo().username,
    ]);
    const again = await ark('season', 'close', '--name', 'Season 4');
    expect([again.status, again.stderr.trim()]).toEqual([
      1,
      'refused, nothing changed: a season named "Season 4" is already closed',
    ]);
  });
});

const adminUrl = inject('pgAdminUrl');
describe.skipIf(!adminUrl)('ark hide on PostgreSQL while a server reads', () => {
  it('takes the player off the running server’s answers within its version TTL', async () => {
    const url = await migratedPostgresUrl(adminUrl as string);
    const db = await openPostgresDb({ connectionString: url });
    try {
      await migrate(db);
      const fixture = soloFixture();
      await importCluster(db, fixture);
      const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
      const top = async () => {
        const res = await app.request(`${RANKINGS_PATHS.players}?cluster=SOLO`);
        return ((await res.json()) as { ranking_data: { PlayerName: string }[] }).ranking_data[0];
      };
      expect((await top())?.PlayerName).toBe('alpha');
      const alpha = fixture.players.find((p) => p.name === 'alpha')?.id as string;
      const result = await runArk(
        ['hide', '--cluster', 'SOLO', '--player', alpha, '--reason', 'test'],
        { DATABASE_URL: url },
      );
      expect([result.status, result.stderr]).toEqual([0, '']);
      expect((await top())?.PlayerName).toBe('Bravo');
    } finally {
      await db.close();
    }
  });
});
