import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { readSyncConfig } from '../config';
import type { Db } from '../db/db';
import { createRankingStore } from '../store/ranking-store';
import { makeFakeImport, storeImports } from '../sync/test/fake-import';
import { runSyncCommand } from './sync';

describe('runSyncCommand', () => {
  let dir: string;
  let lines: string[];
  const print = (line: string) => lines.push(line);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-sync-cmd-'));
    lines = [];
    await writeFile(join(dir, 'pnpm-workspace.yaml'), '');
    await mkdir(join(dir, 'exports/solo'), { recursive: true });
    await writeFile(
      join(dir, 'exports/solo/advancedachievements_playerdata.json'),
      JSON.stringify([{ SteamID: '1', PlayerName: 'Rex', TribeID: '5', PlayerKills: -2 }]),
    );
    await writeFile(
      join(dir, 'exports/solo/advancedachievements_tribedata.json'),
      JSON.stringify([{ TribeID: '5', TribeName: 'Alpha', DamageScore: '10' }]),
    );
    await writeFile(
      join(dir, 'ark.config.json'),
      JSON.stringify({
        clusters: [
          {
            key: 'SOLO',
            display: 'Solos',
            order: 1,
            source: { type: 'files', dir: './exports/solo' },
          },
          {
            key: 'DUO',
            display: 'Duos',
            order: 2,
            source: { type: 'files', dir: './exports/duo' },
          },
        ],
      }),
    );
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('syncs one cluster with --cluster and exits 0', async () => {
    const fake = makeFakeImport();
    const code = await runSyncCommand({
      cluster: 'SOLO',
      sync: readSyncConfig({ INIT_CWD: dir }),
      imports: () => fake.imports,
      env: {},
      print,
    });
    expect(code).toBe(0);
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['SOLO']);
    expect(lines[0]).toMatch(
      /^SOLO: ok, 1 players, 1 tribes in \d+ ms; .*1 negative values clamped to 0/,
    );
    expect(lines.at(-1)).toBe('sync ok');
  });

  it('exits 1 when any cluster fails, after importing the others', async () => {
    const fake = makeFakeImport();
    const code = await runSyncCommand({
      sync: readSyncConfig({ INIT_CWD: dir }),
      imports: () => fake.imports,
      env: {},
      print,
    });
    expect(code).toBe(1);
    expect(fake.calls.map((c) => c.cluster.key)).toEqual(['SOLO']);
    expect(lines).toContainEqual(
      expect.stringMatching(/^DUO: FAILED, its data is unchanged: no export of/),
    );
    expect(lines.at(-1)).toBe('sync: 1 of 2 clusters failed');
  });

  it('exits 2 on an unknown cluster or no config', async () => {
    // A bad argument (exit 2 with the usage) is the CLI's: cli.test.ts.
    const fake = makeFakeImport();
    const imports = () => fake.imports;
    const sync = readSyncConfig({ INIT_CWD: dir });
    expect(await runSyncCommand({ cluster: 'TRIO', sync, imports, env: {}, print })).toBe(2);
    expect(lines.at(-1)).toBe('unknown cluster TRIO; configured: SOLO, DUO');
    const empty = await mkdtemp(join(tmpdir(), 'ark-sync-empty-'));
    try {
      const none = readSyncConfig({ INIT_CWD: empty });
      expect(await runSyncCommand({ sync: none, imports, env: {}, print })).toBe(2);
      expect(lines.at(-1)).toMatch(/^no sources config/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

// `ark sync` hands its store to the runner, so a game-log cluster keeps its place and sessions.
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`ark sync of a game-log cluster on ${engine.name}`, () => {
    let db: Db;
    let dir: string;

    beforeAll(async () => {
      db = await engine.open();
      dir = await mkdtemp(join(tmpdir(), 'ark-sync-log-'));
      await writeFile(join(dir, 'pnpm-workspace.yaml'), '');
      await mkdir(join(dir, 'logs'));
      const id = 'b'.repeat(32);
      const at = (time: string, text: string) =>
        `[2026.04.05-${time}:000][  1]2026.04.05_${time}: ${text}\n`;
      await writeFile(
        join(dir, 'logs/ShooterGame.log'),
        at('10.00.00', `Bea [UniqueNetId:${id} Platform:PC] joined this ARK!`) +
          at('11.00.00', `Bea [UniqueNetId:${id} Platform:PC] left this ARK!`),
      );
      await writeFile(
        join(dir, 'ark.config.json'),
        JSON.stringify({
          clusters: [
            { key: 'LOG', display: 'Log', order: 1, source: { type: 'game-log', dir: './logs' } },
          ],
        }),
      );
    });
    afterAll(async () => {
      await db?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('syncs it into the store it was given', async () => {
      const lines: string[] = [];
      const code = await runSyncCommand({
        sync: readSyncConfig({ INIT_CWD: dir }),
        imports: () => storeImports(db),
        env: {},
        print: (line) => lines.push(line),
        db,
      });
      expect(lines.at(-1)).toBe('sync ok');
      expect(code).toBe(0);
      const store = createRankingStore(db, { versionTtlMs: 0 });
      expect(await store.clusters()).toMatchObject([{ key: 'LOG', players: 1 }]);
    });
  });
}
