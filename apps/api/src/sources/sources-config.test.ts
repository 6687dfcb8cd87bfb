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
});
