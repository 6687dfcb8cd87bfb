// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} is the config placeholder syntax under test.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditSettings,
  loadArkConfig,
  PAGE_RENDERER,
  parseArkConfig,
  periodsOf,
  readConfig,
  readStoreConfig,
  readSyncConfig,
} from './config';
import { ConfigError } from './lib/config-file';
import { configSecrets, resolveSourceDirs } from './sources/sources-config';

describe('readStoreConfig', () => {
  it('resolves ARK_DATA_DIR from the folder pnpm was invoked in, default data', () => {
    expect(readStoreConfig({ INIT_CWD: '/srv/ark' })).toEqual({
      dataDir: '/srv/ark/data',
      databaseUrl: undefined,
      memory: 'lean',
      pgliteSettings: {},
    });
    expect(readStoreConfig({ INIT_CWD: '/srv/ark', ARK_DATA_DIR: 'store' }).dataDir).toBe(
      '/srv/ark/store',
    );
    expect(readStoreConfig({ INIT_CWD: '/srv/ark', ARK_DATA_DIR: '/var/ark' }).dataDir).toBe(
      '/var/ark',
    );
  });

  it('reads ARK_MEMORY and the PGlite settings ARK_PGLITE_SETTINGS lists', () => {
    const config = readStoreConfig({
      ARK_MEMORY: 'stock',
      ARK_PGLITE_SETTINGS: 'shared_buffers=128MB, work_mem=4MB maintenance_work_mem=64MB',
    });
    expect(config.memory).toBe('stock');
    expect(config.pgliteSettings).toEqual({
      shared_buffers: '128MB',
      work_mem: '4MB',
      maintenance_work_mem: '64MB',
    });
  });

  it('reads an empty DATABASE_URL as none', () => {
    expect(readStoreConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(readStoreConfig({ DATABASE_URL: 'postgres://db/ark' }).databaseUrl).toBe(
      'postgres://db/ark',
    );
  });
});

describe('readSyncConfig', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-config-'));
    await writeFile(join(dir, 'pnpm-workspace.yaml'), '');
    await mkdir(join(dir, 'apps'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('looks for ark.config.json at the repository root above the invocation folder', () => {
    expect(readSyncConfig({ INIT_CWD: join(dir, 'apps') })).toEqual({
      sourcesFile: join(dir, 'ark.config.json'),
      sourcesFileNamed: false,
      intervalSeconds: undefined,
    });
  });

  it('resolves ARK_CONFIG from the invocation folder, like ARK_DATA_DIR; blank is unset', () => {
    const config = readSyncConfig({ INIT_CWD: join(dir, 'apps'), ARK_CONFIG: 'my.json' });
    expect(config.sourcesFile).toBe(join(dir, 'apps', 'my.json'));
    expect(config.sourcesFileNamed).toBe(true);
    expect(readSyncConfig({ INIT_CWD: dir, ARK_CONFIG: ' ' }).sourcesFileNamed).toBe(false);
  });

  it('reads ARK_SYNC_INTERVAL as whole seconds and refuses anything else', () => {
    expect(readSyncConfig({ ARK_SYNC_INTERVAL: '0' }).intervalSeconds).toBe(0);
    expect(readSyncConfig({ ARK_SYNC_INTERVAL: ' 45 ' }).intervalSeconds).toBe(45);
    expect(() => readSyncConfig({ ARK_SYNC_INTERVAL: '-1' })).toThrow(/ARK_SYNC_INTERVAL/);
  });
});

describe('readConfig', () => {
  it('has the README defaults', () => {
    const config = readConfig({ INIT_CWD: '/srv/ark', ARK_WEB_DIR: '/nowhere' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/ark/data',
      webDir: null,
      pageRenderer: null,
      demoPlayers: 3000,
      serveSourceMaps: false,
      cacheMb: 64,
    });
  });

  it('reads each variable it is given, and a blank one as unset', () => {
    const config = readConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      ARK_DEMO_PLAYERS: ' 0 ',
      ARK_SERVE_SOURCEMAPS: '1',
      ARK_CACHE_MB: '8',
      ARK_PREVIEW_TIMEOUT_MS: '60000',
      ARK_DATA_DIR: '',
      INIT_CWD: '/srv/ark',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      demoPlayers: 0,
      serveSourceMaps: true,
      cacheMb: 8,
      previewTimeoutMs: 60_000,
      dataDir: '/srv/ark/data',
    });
  });

  const refusal = (env: NodeJS.ProcessEnv): string => {
    try {
      readConfig({ ARK_WEB_DIR: '/nowhere', ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it.each([
    ['PORT', 'eighty', 'PORT: expected a port, a whole number from 0 to 65535, got "eighty"'],
    ['PORT', '70000', 'PORT: expected a port, a whole number from 0 to 65535, got "70000"'],
    ['PORT', '-1', 'PORT: expected a port, a whole number from 0 to 65535, got "-1"'],
    [
      'ARK_DEMO_PLAYERS',
      '3k',
      'ARK_DEMO_PLAYERS: expected a whole number of players from 0 to 1000000 (0 = no demo), got "3k"',
    ],
    [
      'ARK_DEMO_PLAYERS',
      '1000001',
      'ARK_DEMO_PLAYERS: expected a whole number of players from 0 to 1000000 (0 = no demo), got "1000001"',
    ],
    [
      'ARK_SYNC_INTERVAL',
      '5m',
      'ARK_SYNC_INTERVAL: expected whole seconds from 0 to 604800 (a week), got "5m"',
    ],
    // Past Node's timers: it would sync every millisecond.
    [
      'ARK_SYNC_INTERVAL',
      '3000000',
      'ARK_SYNC_INTERVAL: expected whole seconds from 0 to 604800 (a week), got "3000000"',
    ],
    [
      'ARK_CACHE_MB',
      '0',
      'ARK_CACHE_MB: expected a whole number of megabytes from 1 to 1000000, got "0"',
    ],
    [
      'ARK_CACHE_MB',
      '1.5',
      'ARK_CACHE_MB: expected a whole number of megabytes from 1 to 1000000, got "1.5"',
    ],
    [
      'ARK_CACHE_MB',
      '1000001',
      'ARK_CACHE_MB: expected a whole number of megabytes from 1 to 1000000, got "1000001"',
    ],
    [
      'ARK_PREVIEW_TIMEOUT_MS',
      '0',
      'ARK_PREVIEW_TIMEOUT_MS: expected whole milliseconds from 1 to 600000, got "0"',
    ],
    [
      'ARK_PREVIEW_TIMEOUT_MS',
      '10s',
      'ARK_PREVIEW_TIMEOUT_MS: expected whole milliseconds from 1 to 600000, got "10s"',
    ],
    [
      'HOST',
      'h'.repeat(254),
      'HOST: expected a host name or address of at most 253 characters, got 254 characters',
    ],
    [
      'ARK_DATA_DIR',
      `/${'d'.repeat(4096)}`,
      'ARK_DATA_DIR: expected a folder path of at most 4096 characters, got 4097 characters',
    ],
    [
      'ARK_SERVE_SOURCEMAPS',
      'yes',
      'ARK_SERVE_SOURCEMAPS: expected 1 (serve them) or 0, got "yes"',
    ],
    ['ARK_MEMORY', 'small', 'ARK_MEMORY: expected lean or stock, got "small"'],
    [
      'ARK_PGLITE_SETTINGS',
      'shared_buffers 16MB',
      'ARK_PGLITE_SETTINGS: expected PostgreSQL settings as name=value pairs, e.g. shared_buffers=32MB, got "shared_buffers 16MB"',
    ],
  ])(
    'refuses a %s it cannot use (case %#) with one line naming it, its value (or length) and what it expects',
    (name, value, line) => {
      expect(refusal({ [name]: value })).toBe(line);
    },
  );

  it('names a bad DATABASE_URL without showing it (it may hold a password)', () => {
    const message = refusal({ DATABASE_URL: 'mysql://ark:s3cret@db/ark' });
    expect(message).toBe(
      'DATABASE_URL: expected a postgres:// URL, got (not shown: it may hold a password)',
    );
    expect(readStoreConfig({ DATABASE_URL: 'postgresql://db/ark' }).databaseUrl).toBe(
      'postgresql://db/ark',
    );
  });

  it('names the web build and its server-render bundle when both are there', async () => {
    const web = await mkdtemp(join(tmpdir(), 'ark-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html>');
    expect(readConfig({ ARK_WEB_DIR: web }).pageRenderer).toBeNull();
    await mkdir(join(web, 'server'));
    await writeFile(join(web, PAGE_RENDERER), 'export {}');
    expect(readConfig({ ARK_WEB_DIR: web })).toMatchObject({
      webDir: web,
      pageRenderer: join(web, PAGE_RENDERER),
    });
    await rm(web, { recursive: true });
  });
});

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
    parseArkConfig(raw, { env: withEnv, source: 'ark.config.json' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseArkConfig', () => {
  it("reads the site's time zone and week start, UTC and monday by default", () => {
    expect(parseArkConfig(makeConfig(), { env }).site).toMatchObject({
      timezone: 'UTC',
      weekStart: 'monday',
    });
    const site = { timezone: 'Europe/Berlin', weekStart: 'sunday' };
    expect(parseArkConfig(makeConfig({ site }), { env }).site).toMatchObject(site);
  });

  it("takes a PointRewards cluster's game log beside its source, its folder resolved and its FTP password masked", () => {
    const rewards = {
      type: 'mysql',
      url: 'mysql://ark@127.0.0.1:3306/asa',
      layout: 'point-rewards',
    };
    const config = parseArkConfig(
      {
        clusters: [
          { key: 'ASA', display: 'Ascended', order: 1, source: rewards, gameLog: { dir: 'Logs' } },
          {
            key: 'HOST',
            display: 'Hosted',
            order: 2,
            source: rewards,
            gameLog: {
              dir: 'arksa/Logs',
              ftp: { host: 'ftp.example', user: 'u', password: 'ftp-s3cret' },
            },
          },
        ],
      },
      { env },
    );
    const [asa, host] = resolveSourceDirs(config.sources, '/srv/ark').clusters;
    expect(asa?.gameLog).toEqual({
      dir: '/srv/ark/Logs',
      file: 'ShooterGame.log',
      timezone: 'UTC',
      sessionLimitHours: 24,
    });
    expect(host?.gameLog?.dir).toBe('arksa/Logs');
    expect(configSecrets(config.sources)).toContain('ftp-s3cret');
  });

  it('refuses a game log beside a source whose players carry no EOS id, or beside a game log', () => {
    const beside = (source: Record<string, unknown>) =>
      parseError({
        clusters: [{ key: 'ASA', display: 'A', order: 1, source, gameLog: { dir: 'L' } }],
      });
    expect(beside({ type: 'mysql', url: 'mysql://ark@127.0.0.1:3306/solo' })).toMatch(
      /clusters\[0\]\.gameLog: gameLog joins players by EOS id: only a point-rewards source/,
    );
    expect(beside({ type: 'game-log', dir: 'L' })).toMatch(
      /clusters\[0\]\.gameLog: the source is a game log already/,
    );
    expect(
      parseError({
        clusters: [
          {
            key: 'ASA',
            display: 'A',
            order: 1,
            source: { type: 'files', dir: 'x', layout: 'point-rewards' },
            gameLog: { dir: 'L', type: 'files' },
          },
        ],
      }),
    ).toMatch(/clusters\[0\]\.gameLog\.type/);
  });

  it('reads the example config the sync README shows', async () => {
    const example = new URL('./sync/ark.config.example.json', import.meta.url);
    const raw = JSON.parse(await readFile(example, 'utf8')) as unknown;
    const config = parseArkConfig(raw, {
      env: { ARK_SOLO_DB_PASSWORD: 'x', ARK_DUO_DB_PASSWORD: 'y' },
    });
    expect(config.site).toMatchObject({ timezone: 'Europe/Berlin', weekStart: 'monday' });
    expect(config.sources.clusters.map((c) => c.key)).toEqual(['SOLO', 'DUO', '100', 'ASA']);
  });

  it('accepts a config with a site section and no clusters (nothing to sync)', () => {
    const config = parseArkConfig({ site: { timezone: 'Asia/Kolkata' } }, { env });
    expect(config.sources.clusters).toEqual([]);
    expect(periodsOf(config)).toEqual({
      timezone: 'Asia/Kolkata',
      weekStart: 'monday',
      historyDays: 400,
    });
    expect(periodsOf(undefined)).toEqual({
      timezone: 'UTC',
      weekStart: 'monday',
      historyDays: 400,
    });
  });

  it('reads site.historyDays, the days of history kept, and refuses one that is no whole number of days', () => {
    expect(periodsOf(parseArkConfig({ site: { historyDays: 30 } }, { env })).historyDays).toBe(30);
    expect(parseError(makeConfig({ site: { historyDays: 0 } }))).toMatch(
      /site\.historyDays: at least 1 day/,
    );
    expect(parseError(makeConfig({ site: { historyDays: 1.5 } }))).toMatch(
      /site\.historyDays: a whole number of days/,
    );
  });

  it('refuses an unknown time zone, week day or site key, naming the field', () => {
    expect(parseError(makeConfig({ site: { timezone: 'Mars/Olympus' } }))).toMatch(
      /site\.timezone: an IANA time zone/,
    );
    expect(parseError(makeConfig({ site: { weekStart: 'funday' } }))).toMatch(/site\.weekStart: /);
    expect(parseError(makeConfig({ site: { colour: 'red' } }))).toMatch(/site: /);
  });

  it('fills ${NAME} placeholders from the environment', () => {
    const config = parseArkConfig(makeConfig(), { env });
    expect(config.sources.clusters[0]?.source).toEqual({
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

describe('parseArkConfig: limits', () => {
  const cluster = (n: number, display = `Cluster ${n}`) => ({
    key: `C${n}`,
    display,
    order: n,
    source: { type: 'files', dir: `./exports/${n}` },
  });
  const post = (n: number) => ({
    webhook: `https://discord.com/api/webhooks/${n}/token`,
    every: 'week',
    cluster: 'SOLO',
  });

  it.each([
    [
      'a site name of 10,000 characters',
      { site: { name: 'x'.repeat(10_000) } },
      'site.name: at most 60 characters (this one has 10000)',
    ],
    [
      'a site name of 61 emoji',
      { site: { name: '🦖'.repeat(61) } },
      'site.name: at most 60 characters (this one has 61)',
    ],
    [
      'a public address past 512 characters',
      { site: { publicUrl: `https://ark.example/${'p'.repeat(500)}` } },
      'site.publicUrl: at most 512 characters (this one has 520)',
    ],
    [
      '17 embed origins',
      { site: { embedOrigins: Array.from({ length: 17 }, (_, i) => `https://s${i}.example`) } },
      'site.embedOrigins: at most 16 origins (this one has 17)',
    ],
    [
      'an embed origin past 300 characters',
      { site: { embedOrigins: [`https://${'a'.repeat(300)}.example`] } },
      'site.embedOrigins[0]: at most 300 characters (this one has 316)',
    ],
    [
      '101 clusters',
      { clusters: Array.from({ length: 101 }, (_, i) => cluster(i)) },
      'clusters: at most 100 clusters (this one has 101)',
    ],
    [
      'a cluster display name past 64 characters',
      { clusters: [cluster(1, 'D'.repeat(65))] },
      'clusters[0].display: at most 64 characters (this one has 65)',
    ],
    [
      'a sync interval past a week',
      { syncIntervalSeconds: 3_000_000 },
      'syncIntervalSeconds: at most 604800 seconds (a week)',
    ],
    [
      '51 Discord posts',
      { discord: { posts: Array.from({ length: 51 }, (_, i) => post(i + 1)) } },
      'discord.posts: at most 50 posts (this one has 51)',
    ],
  ])('refuses %s in one line naming the key and its limit', (_, raw, line) => {
    const message = parseError(raw);
    expect(message).toBe(`ark.config.json: ${line}`);
  });

  it('takes every value at its limit, and cuts nothing', () => {
    const name = `${'🦖'.repeat(30)}${'x'.repeat(30)}`;
    const config = parseArkConfig(
      {
        site: { name, embedOrigins: Array.from({ length: 16 }, (_, i) => `https://s${i}.example`) },
        clusters: Array.from({ length: 100 }, (_, i) => cluster(i, 'D'.repeat(64))),
        syncIntervalSeconds: 604_800,
      },
      { env, source: 'ark.config.json' },
    );
    expect(config.site.name).toBe(name);
    expect(config.sources.clusters).toHaveLength(100);
    expect(config.site.embedOrigins).toHaveLength(16);
  });

  it('names three problems of a config at most, and counts the rest, in one line', () => {
    const message = parseError({
      clusters: Array.from({ length: 5 }, (_, i) => ({ ...cluster(i), order: 'first' })),
    });
    expect(message).toMatch(/^ark\.config\.json: clusters\[0\]\.order: .*; and 2 more$/);
    expect(message).not.toContain('\n');
  });
});

describe('parseArkConfig: the site section', () => {
  const site = (fields: Record<string, unknown>) => makeConfig({ site: fields });

  it('reads the look, the public address and the embed origins, defaulting to any framer', () => {
    const config = parseArkConfig(
      site({
        name: 'The Island',
        logo: 'brand/logo.svg',
        accent: '#1B2A4A',
        publicUrl: 'https://ark.example/boards/',
        embedOrigins: ['https://island.example', "'self'", 'https://*.island.example:8443'],
      }),
      { env },
    );
    expect(config.site).toMatchObject({
      name: 'The Island',
      logo: 'brand/logo.svg',
      accent: '#1B2A4A',
      publicUrl: 'https://ark.example/boards/',
      embedOrigins: ['https://island.example', "'self'", 'https://*.island.example:8443'],
    });
    expect(parseArkConfig(makeConfig(), { env }).site.embedOrigins).toEqual(['*']);
  });

  it('refuses an accent that is not a colour, in one line naming the field and the value', () => {
    for (const accent of ['red', '#fff', '#12345g', 'f2a541']) {
      expect(parseError(site({ accent }))).toBe(
        `ark.config.json: site.accent: expected a colour written #rrggbb, such as #f2a541, got "${accent}"`,
      );
    }
  });

  it('refuses a publicUrl that is not an absolute http(s) address without a query', () => {
    for (const publicUrl of [
      '/boards',
      'ark.example',
      'ftp://ark.example',
      'https://ark.example/?a=1',
      'https://ark.example/#top',
      'https://user:pw@ark.example',
      'https:// ark.example',
    ]) {
      expect(parseError(site({ publicUrl }))).toMatch(
        /^ark\.config\.json: site\.publicUrl: expected an absolute http\(s\) URL with no query/,
      );
    }
  });

  it('refuses an embed origin that could bend the policy, and an empty list', () => {
    for (const origin of ['https://a.example; script-src *', 'https://a.example/path', 'a b']) {
      expect(parseError(site({ embedOrigins: [origin] }))).toMatch(
        /site\.embedOrigins\[0\]: expected an origin such as https:\/\/example\.com/,
      );
    }
    expect(parseError(site({ embedOrigins: [] }))).toMatch(
      /site\.embedOrigins: expected at least one/,
    );
  });

  it("reads site.language, one of the board's language codes, and refuses any other", () => {
    expect(parseArkConfig(site({ language: 'pt-BR' }), { env }).site.language).toBe('pt-BR');
    expect(parseArkConfig(makeConfig(), { env }).site.language).toBeUndefined();
    for (const language of ['DE', 'de-AT', 'zh-TW', 'klingon']) {
      expect(parseError(site({ language }))).toBe(
        `ark.config.json: site.language: expected one of en, de, fr, es, pt-BR, ru, pl, zh-Hans, ja, got "${language}"`,
      );
    }
  });

  it('refuses an unknown site field and a logo that is no path', () => {
    expect(parseError(site({ colour: '#ffffff' }))).toMatch(/site: .*colour/);
    expect(parseError(site({ logo: '' }))).toMatch(/site\.logo: expected the path of a PNG/);
  });
});

describe('parseArkConfig sections', () => {
  const webhook = 'https://discord.com/api/webhooks/123/${ARK_ALERTS_TOKEN}';

  it('fills the suspect rules with their defaults and takes the alerts webhook', () => {
    const config = parseArkConfig(
      { ...makeConfig(), suspects: { kdLimit: 30 }, discord: { alerts: { webhook } } },
      { env: { ...env, ARK_ALERTS_TOKEN: 'tok3n' } },
    );
    expect(config.suspects).toEqual({ factor: 10, kdLimit: 30, minKills: 100 });
    expect(config.discord?.alerts?.webhook).toBe('https://discord.com/api/webhooks/123/tok3n');
    expect(parseArkConfig(makeConfig(), { env }).suspects).toEqual({
      factor: 10,
      kdLimit: 50,
      minKills: 100,
    });
  });

  it('names a bad suspects key, and a webhook that is not Discord’s without its token', () => {
    expect(parseError({ ...makeConfig(), suspects: { factor: -1 } })).toMatch(/suspects\.factor/);
    const message = parseError({
      ...makeConfig(),
      discord: { alerts: { webhook: 'https://evil.example/api/webhooks/1/s3cret' } },
    });
    expect(message).toMatch(/discord\.alerts\.webhook: not a Discord webhook URL/);
    expect(message).not.toContain('s3cret');
  });
});

describe('auditSettings', () => {
  it('takes the rules and the alerts webhook an audited import needs', () => {
    const config = parseArkConfig(
      { ...makeConfig(), discord: { alerts: { webhook: 'https://discord.com/api/webhooks/1/t' } } },
      { env },
    );
    expect(auditSettings(config)).toEqual({
      rules: { factor: 10, kdLimit: 50, minKills: 100 },
      alertWebhook: 'https://discord.com/api/webhooks/1/t',
    });
    expect(auditSettings(undefined)).toEqual({});
  });
});

describe('loadArkConfig', () => {
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
    const loaded = await loadArkConfig({ ...readSyncConfig({ INIT_CWD: nested }), env });
    expect(loaded?.path).toBe(join(dir, 'ark.config.json'));
    expect(loaded?.sources.clusters[1]?.source).toEqual({
      type: 'files',
      dir: join(dir, 'exports/duo'),
    });
  });

  it('resolves to undefined when there is no config and ARK_CONFIG is unset', async () => {
    await writeFile(join(dir, 'pnpm-workspace.yaml'), '');
    expect(await loadArkConfig({ ...readSyncConfig({ INIT_CWD: dir }), env: {} })).toBeUndefined();
  });

  it('fails when ARK_CONFIG names a missing file, or the file is not JSON', async () => {
    const named = (file: string) => readSyncConfig({ ARK_CONFIG: file, INIT_CWD: dir });
    await expect(loadArkConfig(named('nope.json'))).rejects.toThrow(
      /ARK_CONFIG points to .*nope\.json/,
    );
    await writeFile(join(dir, 'bad.json'), '{ clusters: ');
    await expect(loadArkConfig(named('bad.json'))).rejects.toThrow(/bad\.json: not valid JSON/);
  });
});
