import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RENDERER, readConfig, readStoreConfig, readSyncConfig } from './config';

describe('readStoreConfig', () => {
  it('resolves ARK_DATA_DIR from the folder pnpm was invoked in, default data', () => {
    expect(readStoreConfig({ INIT_CWD: '/srv/ark' })).toEqual({
      dataDir: '/srv/ark/data',
      databaseUrl: undefined,
    });
    expect(readStoreConfig({ INIT_CWD: '/srv/ark', ARK_DATA_DIR: 'store' }).dataDir).toBe(
      '/srv/ark/store',
    );
    expect(readStoreConfig({ INIT_CWD: '/srv/ark', ARK_DATA_DIR: '/var/ark' }).dataDir).toBe(
      '/var/ark',
    );
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
    });
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
