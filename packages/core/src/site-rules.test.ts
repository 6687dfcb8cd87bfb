import { describe, expect, it } from 'vitest';
import { toQueryString } from './address';
import { DEFAULT_VIEW } from './contract';
import { siteRules } from './site-rules';

describe('siteRules', () => {
  it('shows the site’s default cluster when the store lists it', () => {
    expect(siteRules('3MAN').listed(['SOLO', '3MAN'])).toEqual({
      keys: ['SOLO', '3MAN'],
      shown: '3MAN',
    });
  });

  it('shows SOLO, else the first listed, when the setting is absent or not listed', () => {
    expect(siteRules(undefined).listed(['DUO', 'SOLO']).shown).toBe('SOLO');
    expect(siteRules('PVE').listed(['DUO', '3MAN']).shown).toBe('DUO');
  });

  it('shows no cluster when the store lists none', () => {
    expect(siteRules('3MAN').listed([]).shown).toBeNull();
  });

  it('starts the page on the default view and the set cluster, so its address leaves them out', () => {
    const { start } = siteRules('3MAN');
    expect(start.view).toBe(DEFAULT_VIEW);
    expect(toQueryString({ ...start, cluster: '3MAN' })).toBe('');
    expect(toQueryString({ ...start, cluster: 'SOLO' })).toBe('?cluster=SOLO');
  });
});
