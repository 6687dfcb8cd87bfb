import { describe, expect, it } from 'vitest';
import { boardLack, KEEPS_EVERYTHING, keepsOf, keptFilterOptions, lackText } from './cluster-keeps';
import { loadCatalog } from './i18n/catalog';
import en from './i18n/catalogs/en';
import { ClusterListSchema } from './schemas';
import { selectTableContent } from './selectors';
import { makeResult, makeState } from './testing';

const pl = await loadCatalog('pl');

const POINT_REWARDS = { tribes: false, stats: ['kills', 'deaths', 'tamed_dino_kills'] } as const;

describe('the clusters answer’s keeps', () => {
  it('is read when sent, and a statistic it does not know is dropped', () => {
    const [cluster] = ClusterListSchema.parse([
      { key: 'ASA', display: 'Ascended', keeps: { tribes: false, stats: ['kills', 'spins'] } },
    ]);
    expect(cluster?.keeps).toEqual({ tribes: false, stats: ['kills'] });
  });

  it('reads a backend without it, or with one it cannot read, as keeping everything', () => {
    const clusters = ClusterListSchema.parse([
      { key: 'SOLO', display: 'Solos' },
      { key: 'DUO', display: 'Duos', keeps: 'all' },
    ]);
    expect(clusters.map((cluster) => cluster.keeps)).toEqual([undefined, undefined]);
    expect(keepsOf(clusters, 'SOLO')).toBe(KEEPS_EVERYTHING);
    expect(keepsOf(clusters, 'DUO')).toBe(KEEPS_EVERYTHING);
    expect(keepsOf(clusters, 'unknown')).toBe(KEEPS_EVERYTHING);
  });
});

describe('what a board lacks', () => {
  it('offers only the statistics the cluster counts in Filter by', () => {
    expect(keptFilterOptions('players', POINT_REWARDS).map((o) => o.wire)).toEqual([
      'kills',
      'deaths',
      'tamed_dino_kills',
    ]);
    expect(keptFilterOptions('tribes', KEEPS_EVERYTHING)).toHaveLength(5);
  });

  it('names the tribe board of a source without tribes and a statistic it does not count', () => {
    expect(boardLack('tribes', 'kills', POINT_REWARDS)).toBe('tribes');
    expect(boardLack('players', 'time_played', POINT_REWARDS)).toBe('stat');
    expect(boardLack('players', 'kills', POINT_REWARDS)).toBeNull();
    expect(boardLack('tribes', 'time_played', KEEPS_EVERYTHING)).toBeNull();
  });

  it('says so in the visitor’s language', () => {
    expect(lackText('tribes', 'tribe_score', POINT_REWARDS, en)).toBe(
      'This server’s stats keep players only: it has no tribe board.',
    );
    expect(lackText('players', 'time_played', POINT_REWARDS, en)).toBe(
      'This server’s stats don’t keep time played, so there is no board by it.',
    );
    expect(lackText('players', 'time_played', POINT_REWARDS, pl)).toContain('czas gry');
    expect(lackText('players', 'kills', POINT_REWARDS, en)).toBeNull();
  });
});

describe('the table area of a cluster that lacks its board', () => {
  const clusters = [{ key: 'ASA', display: 'Ascended', keeps: POINT_REWARDS }];
  const loaded = (view: 'tribes' | 'players', filter: string) =>
    makeState({
      view,
      filter: filter as never,
      cluster: 'ASA',
      clusters,
      result: makeResult({ view, count: view === 'tribes' ? 0 : 3 }),
    });

  it('says the tribe tab’s own words, never the wipe message', () => {
    const content = selectTableContent(loaded('tribes', 'tribe_score'));
    expect(content).toMatchObject({
      kind: 'message',
      text: 'This server’s stats keep players only: it has no tribe board.',
    });
    expect(content).not.toHaveProperty('lastSeason');
  });

  it('says a statistic is not kept instead of a board of ties', () => {
    expect(selectTableContent(loaded('players', 'time_played'))).toMatchObject({
      kind: 'message',
      text: 'This server’s stats don’t keep time played, so there is no board by it.',
    });
  });
});
