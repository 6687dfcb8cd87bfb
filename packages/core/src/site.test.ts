import { describe, expect, it } from 'vitest';
import { cleanSiteName, LOGO_URL_MAX, SITE_NAME_MAX, SiteBrandingSchema } from './site';

describe('cleanSiteName', () => {
  it('drops control characters and bidi overrides and makes white space one space', () => {
    expect(cleanSiteName('  The\tIsland\u0000 \n PvE ')).toBe('The Island PvE');
    expect(cleanSiteName('\u202eEvil\u202c Tribe\u2066')).toBe('Evil Tribe');
  });

  it('keeps markup as text: it is drawn as text', () => {
    expect(cleanSiteName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it(`cuts a long name to ${SITE_NAME_MAX} characters without splitting one`, () => {
    const name = '🦖'.repeat(SITE_NAME_MAX + 5);
    expect(Array.from(cleanSiteName(name))).toHaveLength(SITE_NAME_MAX);
    expect(cleanSiteName(`${'a'.repeat(SITE_NAME_MAX - 1)} b`)).toBe('a'.repeat(SITE_NAME_MAX - 1));
  });
});

describe('SiteBrandingSchema', () => {
  it('reads a whole site, the accent lower-cased and the name cleaned', () => {
    expect(
      SiteBrandingSchema.parse({
        name: ' The Island ',
        logoUrl: '/site/logo.1a2b3c.png',
        logoType: 'image/png',
        accent: '#1B2A4A',
        publicUrl: 'https://ark.example',
      }),
    ).toEqual({
      name: 'The Island',
      logoUrl: '/site/logo.1a2b3c.png',
      logoType: 'image/png',
      accent: '#1b2a4a',
    });
  });

  it('reads an empty site, and a blank name as no name', () => {
    expect(SiteBrandingSchema.parse({})).toEqual({});
    expect(SiteBrandingSchema.parse({ name: ' \u0000 ' }).name).toBeUndefined();
  });

  it('gives back what it read when it reads its own output (the page reads what was embedded)', () => {
    const site = SiteBrandingSchema.parse({
      name: `  ${'x '.repeat(80)}`,
      logoUrl: 'https://cdn.example/logo.svg',
      logoType: 'image/svg+xml',
      accent: '#ABCDEF',
    });
    expect(SiteBrandingSchema.parse(JSON.parse(JSON.stringify(site)))).toEqual(site);
  });

  it('refuses a logo address that is not root-relative or http(s), or that could bend HTML', () => {
    for (const logoUrl of [
      'javascript:alert(1)',
      '//evil.example/logo.png',
      '/\\evil.example/logo.png',
      'logo.png',
      '/logo.png" onerror="alert(1)',
      '/logo one.png',
      `/${'a'.repeat(LOGO_URL_MAX)}`,
    ]) {
      expect(SiteBrandingSchema.safeParse({ logoUrl }).success, logoUrl).toBe(false);
    }
  });

  it('refuses a logo type other than PNG, SVG or WebP, and an accent that is not #rrggbb', () => {
    expect(SiteBrandingSchema.safeParse({ logoType: 'text/html' }).success).toBe(false);
    for (const accent of ['red', '#fff', 'f2a541', '#f2a541;color:red']) {
      expect(SiteBrandingSchema.safeParse({ accent }).success, accent).toBe(false);
    }
  });

  it('carries a default cluster of the cluster-key shape, and refuses any other', () => {
    expect(SiteBrandingSchema.parse({ defaultCluster: '3MAN' })).toEqual({
      defaultCluster: '3MAN',
    });
    for (const defaultCluster of ['', 'SO LO', '<b>', 'x'.repeat(33)]) {
      expect(SiteBrandingSchema.safeParse({ defaultCluster }).success, defaultCluster).toBe(false);
    }
  });

  it('refuses a name that is not text', () => {
    expect(SiteBrandingSchema.safeParse({ name: 42 }).success).toBe(false);
  });
});
