import { describe, expect, it } from 'vitest';
import { readSyncConfig } from '../config';
import { configSecrets, resolveSyncIntervalSeconds, type SourcesConfig } from './sources-config';

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
