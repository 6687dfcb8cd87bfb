import { describe, expect, it } from 'vitest';
import { toQueryString } from './address';
import { DEFAULT_VIEW } from './contract';
import { pickCluster, siteRules } from './site-rules';

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

describe('pickCluster', () => {
  const listed = siteRules('3MAN').listed(['SOLO', '3MAN']);

  it('takes the named cluster when the store lists it', () => {
    expect(pickCluster('SOLO', listed)).toBe('SOLO');
  });

  it('takes the shown cluster when none is named, empty included', () => {
    expect(pickCluster(undefined, listed)).toBe('3MAN');
    expect(pickCluster('', listed)).toBe('3MAN');
  });

  it('takes none when none is named and the store lists none', () => {
    expect(pickCluster(undefined, siteRules('3MAN').listed([]))).toBeNull();
  });

  it('says undefined for a named cluster the store does not list, so each reader refuses it', () => {
    expect(pickCluster('PVE', listed)).toBeUndefined();
    expect(pickCluster('solo', listed)).toBeUndefined();
    expect(pickCluster('SOLO', siteRules('SOLO').listed([]))).toBeUndefined();
  });
});
