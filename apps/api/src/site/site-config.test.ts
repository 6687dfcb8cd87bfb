import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArkConfig } from '../config';
import { EN_CATALOG } from '../lib/catalogs';
import { ConfigError } from '../lib/config-file';
import {
  defaultClusterWarning,
  LOGO_MAX_BYTES,
  loadSite,
  localUrl,
  readSiteLogo,
  servedSite,
  siteNameIn,
  sniffLogoType,
} from './site-config';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');

describe('sniffLogoType', () => {
  it('knows PNG, WebP and SVG by their content', () => {
    expect(sniffLogoType(PNG)).toBe('image/png');
    expect(sniffLogoType(WEBP)).toBe('image/webp');
    expect(sniffLogoType(SVG)).toBe('image/svg+xml');
  });

  it('reads an SVG behind a BOM, an XML declaration, comments and a doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg viewBox="0 0 1 1"></svg>';
    expect(sniffLogoType(Buffer.from(svg))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it pretends to be', () => {
    for (const text of ['GIF89a....', '<html><svg></svg></html>', '\xff\xd8\xff\xe0 JFIF', '']) {
      expect(sniffLogoType(Buffer.from(text, 'latin1'))).toBeNull();
    }
  });
});

describe('readSiteLogo', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-logo-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const refusal = async (path: string): Promise<string> => {
    const error = await readSiteLogo(path, 'ark.config.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  };

  it('serves a logo under the hash of its content, with the extension of its type', async () => {
    const path = join(dir, 'logo.bin');
    await writeFile(path, PNG);
    const logo = await readSiteLogo(path, 'ark.config.json');
    expect(logo.type).toBe('image/png');
    expect(logo.path).toMatch(/^\/site\/logo\.[0-9a-f]{12}\.png$/);
    expect(logo.bytes.equals(PNG)).toBe(true);
    await writeFile(path, SVG);
    expect((await readSiteLogo(path, 'x')).path).toMatch(/\.svg$/);
  });

  it('refuses a missing file in one line naming it', async () => {
    const path = join(dir, 'nope.png');
    expect(await refusal(path)).toBe(
      `ark.config.json: site.logo: ${path} does not exist or is not a file`,
    );
    expect(await refusal(dir)).toMatch(/is not a file$/);
  });

  it('refuses a logo over 512 KB', async () => {
    const path = join(dir, 'big.png');
    await writeFile(path, Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]));
    expect(await refusal(path)).toMatch(/big\.png is 513 KB; a logo may be at most 512 KB$/);
  });

  it('refuses a file whose content is not a PNG, SVG or WebP, whatever its name', async () => {
    const path = join(dir, 'fake.png');
    await writeFile(path, 'GIF89a');
    expect(await refusal(path)).toMatch(/fake\.png is not a PNG, SVG or WebP image/);
  });
});

describe('servedSite', () => {
  it('is the page as it is without a site: no name, no look, any framer, the local address, English', () => {
    const site = servedSite({ localUrl: 'http://127.0.0.1:9000' });
    expect(site).toEqual({
      language: 'en',
      publicUrl: 'http://127.0.0.1:9000',
      embedOrigins: ['*'],
    });
    expect(siteNameIn(site, EN_CATALOG)).toBe('ARK Leaderboards');
  });

  it("names a site without a name by the page's title in the language asked", async () => {
    const site = servedSite({ look: { language: 'de' } });
    expect(site.language).toBe('de');
    expect(siteNameIn(site, await loadCatalog('ja'))).toBe('ARK ランキング');
  });

  it("gives the render the community's cleaned name, logo address and type, and accent", async () => {
    const logo = { bytes: PNG, type: 'image/png' as const, path: '/site/logo.abc.png' };
    const site = servedSite({
      look: { name: ' The\u202e Island ', accent: '#1B2A4A', publicUrl: 'https://ark.example' },
      logo,
    });
    expect(site.branding).toEqual({
      name: 'The Island',
      logoUrl: '/site/logo.abc.png',
      logoType: 'image/png',
      accent: '#1b2a4a',
    });
    expect(siteNameIn(site, await loadCatalog('de'))).toBe('The Island');
    expect(site.publicUrl).toBe('https://ark.example');
  });
});

describe('site.defaultCluster', () => {
  /** The one line a config with `site.defaultCluster` set to `value` stops the start with. */
  const refusal = (value: unknown): string => {
    try {
      parseArkConfig({ site: { defaultCluster: value } }, { env: {}, source: 'ark.config.json' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`${JSON.stringify(value)} was accepted`);
  };

  it('is read from the site section, and the page gets it with the look', () => {
    const config = parseArkConfig({ site: { defaultCluster: '3MAN' } }, { env: {} });
    expect(config.site.defaultCluster).toBe('3MAN');
    const site = servedSite({ look: config.site });
    expect(site.defaultCluster).toBe('3MAN');
    expect(site.branding).toEqual({ defaultCluster: '3MAN' });
    expect(servedSite().defaultCluster).toBeUndefined();
  });

  it('refuses a value that is not a cluster key, in one line naming the field and the value', () => {
    for (const value of ['', 'SO LO', '<script>', 'x'.repeat(33)]) {
      expect(refusal(value)).toBe(
        `ark.config.json: site.defaultCluster: expected a cluster key of 1 to 32 letters, digits, _ or -, such as SOLO, got ${JSON.stringify(value)}`,
      );
    }
    expect(refusal(7)).toMatch(/^ark\.config\.json: site\.defaultCluster: [^\n]+$/);
  });

  it('warns in one line of a setting not imported, naming what is shown instead', () => {
    const site = { defaultCluster: 'PVE' };
    expect(defaultClusterWarning(site, ['DUO', 'SOLO'])).toBe(
      'site.defaultCluster: PVE is not an imported cluster (DUO, SOLO); showing SOLO instead',
    );
    expect(defaultClusterWarning(site, [])).toBe(
      'site.defaultCluster: PVE is not an imported cluster; none is imported yet',
    );
    expect(defaultClusterWarning(site, ['PVE'])).toBeNull();
    expect(defaultClusterWarning({}, ['DUO'])).toBeNull();
  });
});

describe('localUrl', () => {
  it('brackets an IPv6 host', () => {
    expect(localUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(localUrl('::1', 8080)).toBe('http://[::1]:8080');
  });
});

describe('loadSite', () => {
  it('reads the logo relative to the config file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ark-site-'));
    try {
      await writeFile(join(dir, 'logo.svg'), SVG);
      const site = await loadSite({ look: { logo: 'logo.svg' }, configDir: dir, source: 'x' });
      expect(site.logo?.type).toBe('image/svg+xml');
      expect(site.branding?.logoUrl).toBe(site.logo?.path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
