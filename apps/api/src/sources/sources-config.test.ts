import { describe, expect, it } from 'vitest';
import { readSyncConfig } from '../config';
import {
  ClusterSourceSchema,
  configSecrets,
  resolveSourceDirs,
  resolveSyncIntervalSeconds,
  type SourcesConfig,
} from './sources-config';

const config: SourcesConfig = {
  clusters: [
    {
      key: 'SOLO',
      display: 'Solos',
      order: 1,
      source: { type: 'mysql', url: 'mysql://ark:pa55word@127.0.0.1:3306/solo' },
    },
  ],
  syncIntervalSeconds: 60,
};

describe('resolveSyncIntervalSeconds', () => {
  const fromEnv = (env: NodeJS.ProcessEnv) => readSyncConfig(env).intervalSeconds;

  it('prefers ARK_SYNC_INTERVAL, then the config, then 300', () => {
    expect(resolveSyncIntervalSeconds(config, fromEnv({ ARK_SYNC_INTERVAL: '30' }))).toBe(30);
    expect(resolveSyncIntervalSeconds(config, fromEnv({}))).toBe(60);
    expect(resolveSyncIntervalSeconds(undefined, fromEnv({}))).toBe(300);
    expect(resolveSyncIntervalSeconds(config, fromEnv({ ARK_SYNC_INTERVAL: '0' }))).toBe(0);
  });

  it('rejects an ARK_SYNC_INTERVAL that is not whole seconds', () => {
    expect(() => resolveSyncIntervalSeconds(config, fromEnv({ ARK_SYNC_INTERVAL: '5m' }))).toThrow(
      /ARK_SYNC_INTERVAL/,
    );
  });
});

describe('configSecrets', () => {
  it('collects URL passwords (decoded) and password fields', () => {
    const clusters: SourcesConfig['clusters'] = [
      { key: 'A', display: 'A', order: 1, source: { type: 'mysql', url: 'mysql://u:p%40ss@h/a' } },
      {
        key: 'B',
        display: 'B',
        order: 2,
        source: { type: 'mysql', url: 'mysql://u@h/b', password: 'from-env' },
      },
    ];
    expect(configSecrets({ clusters })).toEqual(['p@ss', 'from-env']);
  });
});

describe('ClusterSourceSchema', () => {
  const parse = (source: unknown) => ClusterSourceSchema.safeParse(source);

  it('takes a layout by name, a renamed PointRewards table, or a column mapping', () => {
    const url = 'mysql://ark@db/asa';
    expect(parse({ type: 'mysql', url }).success).toBe(true);
    expect(parse({ type: 'mysql', url, layout: 'point-rewards', table: 'Stats' }).success).toBe(
      true,
    );
    expect(parse({ type: 'files', dir: './x', layout: 'advanced-achievements' }).success).toBe(
      true,
    );
    expect(
      parse({ type: 'sqlite', path: './PointRewards.db', layout: 'point-rewards' }).success,
    ).toBe(true);
    const players = { table: 'stats', columns: { id: 'uid', name: 'nick', time_played: 'mins' } };
    expect(parse({ type: 'sqlite', path: 'a.db', players }).success).toBe(true);
  });

  it('refuses an unknown layout or column key, a mapping beside a layout, a table for the default', () => {
    const url = 'mysql://ark@db/asa';
    const players = { table: 'stats', columns: { id: 'uid', name: 'nick' } };
    for (const bad of [
      { type: 'mysql', url, layout: 'ascended' },
      {
        type: 'sqlite',
        path: 'a.db',
        players: { table: 't', columns: { id: 'a', name: 'b', score: 'c' } },
      },
      { type: 'sqlite', path: 'a.db', players: { table: 't', columns: { id: 'a' } } },
      { type: 'mysql', url, layout: 'point-rewards', players },
      { type: 'files', dir: 'x', table: 'Stats' },
      { type: 'sqlite' },
    ]) {
      expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("resolves a sqlite source's path against the config file's folder", () => {
    const resolved = resolveSourceDirs(
      {
        clusters: [
          {
            key: 'ASA',
            display: 'Ascended',
            order: 1,
            source: { type: 'sqlite', path: 'db/p.db' },
          },
        ],
      },
      '/etc/ark',
    );
    expect(resolved.clusters[0]?.source).toEqual({ type: 'sqlite', path: '/etc/ark/db/p.db' });
  });

  it("takes a game log's folder, with UTC, ShooterGame.log and a 24 h cut by default", () => {
    expect(ClusterSourceSchema.parse({ type: 'game-log', dir: './Logs' })).toEqual({
      type: 'game-log',
      dir: './Logs',
      file: 'ShooterGame.log',
      timezone: 'UTC',
      sessionLimitHours: 24,
    });
    const given = { type: 'game-log', dir: 'L', timezone: 'Europe/Berlin', sessionLimitHours: 6 };
    expect(parse(given).success).toBe(true);
  });

  it('refuses a game log without a folder, in an unknown zone, with a layout, or cut past a week', () => {
    for (const bad of [
      { type: 'game-log' },
      { type: 'game-log', dir: 'L', timezone: 'Mars/Olympus' },
      { type: 'game-log', dir: 'L', layout: 'point-rewards' },
      { type: 'game-log', dir: 'L', sessionLimitHours: 24 * 8 },
      { type: 'game-log', dir: 'L', sessionLimitHours: 0 },
      { type: 'game-log', dir: 'L', file: '../etc/passwd' },
    ]) {
      expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("resolves a game log's folder against the config file's folder", () => {
    const source = ClusterSourceSchema.parse({ type: 'game-log', dir: 'Saved/Logs' });
    const resolved = resolveSourceDirs(
      { clusters: [{ key: 'ASA', display: 'Ascended', order: 1, source }] },
      '/srv/ark',
    );
    expect(resolved.clusters[0]?.source).toMatchObject({ dir: '/srv/ark/Saved/Logs' });
  });

  it("takes a game log's folder on an FTP server: not resolved here, its password a secret", () => {
    const source = ClusterSourceSchema.parse({
      type: 'game-log',
      dir: 'arksa/ShooterGame/Saved/Logs',
      ftp: { host: 'ftp.host.example', user: 'u1', password: 'ftp-pa55', secure: true },
    });
    expect(source).toMatchObject({
      ftp: { port: 21, secure: true, allowSelfSigned: false },
    });
    const clusters = [{ key: 'ASA', display: 'Ascended', order: 1, source }];
    expect(resolveSourceDirs({ clusters }, '/srv/ark').clusters[0]?.source).toMatchObject({
      dir: 'arksa/ShooterGame/Saved/Logs',
    });
    expect(configSecrets({ clusters })).toEqual(['ftp-pa55']);
    expect(parse({ type: 'game-log', dir: 'L', ftp: { host: 'h' } }).success).toBe(false);
    expect(
      parse({ type: 'game-log', dir: 'L', ftp: { host: 'h', user: 'u', secure: 'tls' } }).success,
    ).toBe(false);
  });
});
