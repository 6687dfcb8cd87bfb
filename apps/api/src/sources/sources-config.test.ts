// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} is the config placeholder syntax under test.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSyncConfig } from '../config';
import {
  ConfigError,
  configSecrets,
  loadSourcesConfig,
  parseSourcesConfig,
  resolveSyncIntervalSeconds,
} from './sources-config';

function makeConfig(overrides: Record<string, unknown> = {}) {
  return {
    clusters: [
      {
        key: 'SOLO',
        display: 'Solos',
        order: 1,
        source: { type: 'mysql', url: 'mysql://ark:${ARK_SOLO_DB_PASSWORD}@127.0.0.1:3306/solo' },
      },
      { key: 'DUO', display: 'Duos', order: 2, source: { type: 'files', dir: './exports/duo' } },
    ],
    ...overrides,
  };
}

const env = { ARK_SOLO_DB_PASSWORD: 'pa55word' };

function parseError(raw: unknown, withEnv: NodeJS.ProcessEnv = env): string {
  try {
    parseSourcesConfig(raw, { env: withEnv, source: 'ark.config.json' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseSourcesConfig', () => {
  it('fills ${NAME} placeholders from the environment', () => {
    const config = parseSourcesConfig(makeConfig(), { env });
    expect(config.clusters[0]?.source).toEqual({
      type: 'mysql',
      url: 'mysql://ark:pa55word@127.0.0.1:3306/solo',
    });
  });

  it('names the field and the variable when a placeholder is not set', () => {
    expect(parseError(makeConfig(), {})).toBe(
      'ark.config.json: clusters[0].source.url: environment variable ARK_SOLO_DB_PASSWORD is not set',
    );
  });

  it('names the field of a wrong value', () => {
    const raw = makeConfig();
    (raw.clusters[1] as { order: unknown }).order = 'two';
    expect(parseError(raw)).toMatch(/^ark\.config\.json: clusters\[1\]\.order: /);
  });

  it('rejects an unknown source type and an unknown field', () => {
    const raw = makeConfig();
    (raw.clusters[1] as { source: unknown }).source = { type: 'ftp', dir: 'x' };
    expect(parseError(raw)).toMatch(/clusters\[1\]\.source/);
    expect(parseError({ ...makeConfig(), syncInterval: 5 })).toMatch(/syncInterval/);
  });

  it('rejects duplicate cluster keys and an empty list', () => {
    const raw = makeConfig();
    (raw.clusters[1] as { key: string }).key = 'SOLO';
    expect(parseError(raw)).toMatch(/clusters\[1\]\.key: duplicate cluster key SOLO/);
    expect(parseError({ clusters: [] })).toMatch(/clusters: /);
  });

  it('rejects a URL that is not mysql:// or names no database, without echoing it', () => {
    const raw = makeConfig();
    const source = (raw.clusters[0] as { source: { url: string } }).source;
    source.url = 'postgres://ark:${ARK_SOLO_DB_PASSWORD}@db/solo';
    expect(parseError(raw)).toMatch(/clusters\[0\]\.source\.url: must start with mysql:\/\//);
    source.url = 'mysql://ark:${ARK_SOLO_DB_PASSWORD}@db:3306';
    const message = parseError(raw);
    expect(message).toMatch(/names no database/);
    expect(message).not.toContain('pa55word');
  });
});

describe('loadSourcesConfig', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-config-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads ark.config.json at the repository root and resolves files dirs against it', async () => {
    await writeFile(join(dir, 'pnpm-workspace.yaml'), 'packages: []\n');
    await writeFile(join(dir, 'ark.config.json'), JSON.stringify(makeConfig()));
    const nested = join(dir, 'apps');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(nested);
    const loaded = await loadSourcesConfig({ ...readSyncConfig({ INIT_CWD: nested }), env });
    expect(loaded?.path).toBe(join(dir, 'ark.config.json'));
    expect(loaded?.config.clusters[1]?.source).toEqual({
      type: 'files',
      dir: join(dir, 'exports/duo'),
    });
  });

  it('resolves to undefined when there is no config and ARK_CONFIG is unset', async () => {
    await writeFile(join(dir, 'pnpm-workspace.yaml'), '');
    expect(
      await loadSourcesConfig({ ...readSyncConfig({ INIT_CWD: dir }), env: {} }),
    ).toBeUndefined();
  });

  it('fails when ARK_CONFIG names a missing file, or the file is not JSON', async () => {
    const named = (file: string) => readSyncConfig({ ARK_CONFIG: file, INIT_CWD: dir });
    await expect(loadSourcesConfig(named('nope.json'))).rejects.toThrow(
      /ARK_CONFIG points to .*nope\.json/,
    );
    await writeFile(join(dir, 'bad.json'), '{ clusters: ');
    await expect(loadSourcesConfig(named('bad.json'))).rejects.toThrow(/bad\.json: not valid JSON/);
  });
});

describe('resolveSyncIntervalSeconds', () => {
  const config = parseSourcesConfig(makeConfig({ syncIntervalSeconds: 60 }), { env });

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
    const config = parseSourcesConfig(
      {
        clusters: [
          {
            key: 'A',
            display: 'A',
            order: 1,
            source: { type: 'mysql', url: 'mysql://u:p%40ss@h/a' },
          },
          {
            key: 'B',
            display: 'B',
            order: 2,
            source: { type: 'mysql', url: 'mysql://u@h/b', password: '${PW}' },
          },
        ],
      },
      { env: { PW: 'from-env' } },
    );
    expect(configSecrets(config)).toEqual(['p@ss', 'from-env']);
  });
});
