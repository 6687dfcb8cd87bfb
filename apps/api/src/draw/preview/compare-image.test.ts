import {
  type CompareAnswerWire,
  describedName,
  filterOptions,
  PREVIEW_IMAGE_SIZE,
} from '@ark/core';
import { makePlayerDetail } from '@ark/core/testing';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { QUOTE_NAME, RTL_NAME, SCRIPT_NAME } from '../../../test/hostile-fixture';
import { catalogOf } from '../../lib/catalogs';
import type { ComparePick } from '../compare-answer';
import { compareImageTexts, compareImageTree } from './compare-image';
import { type CompareShown, compareCallAddress, compareSummary } from './compare-summary';
import { drawCompareImage } from './draw-board-image';
import type { ImageNode } from './image-nodes';

type Entry = CompareAnswerWire['entries'][number];

/** A player with `kills`, ranked `rank` by every statistic. */
const player = (SteamID: string, PlayerName: string, kills: number, rank: number): Entry => ({
  // The detail call's player: its wire type has every statistic the maker fills.
  player: makePlayerDetail({ SteamID, PlayerName, PlayerKills: kills }) as Extract<
    Entry,
    { player: unknown }
  >['player'],
  ranks: filterOptions('players').map(({ wire }) => ({ filter: wire, rank, of: 3000 })),
});

const answer = (entries: Entry[], over: Partial<CompareAnswerWire> = {}): CompareAnswerWire => ({
  board: 'players',
  cluster: 'HOST',
  entries,
  best: [],
  left_out: [],
  updated_at: null,
  ...over,
});

const pick: ComparePick = {
  view: 'players',
  ids: ['1', '2'],
  leftOut: [],
  cluster: 'HOST',
  season: null,
};
const shownIn = (code: 'en' | 'de' | 'ja', over: Partial<ComparePick> = {}): CompareShown => ({
  pick: { ...pick, ...over },
  display: 'Hostile <i>Cluster</i>',
  seasonName: null,
  catalog: catalogOf(code),
});
const names = { siteName: 'The Island', url: 'https://ark.example/?view=compare' };

/** Every text child of a tree, in order, no-break spaces read as spaces. */
function texts(node: ImageNode | string): string[] {
  if (typeof node === 'string') return [node.replaceAll('\u00a0', ' ')];
  const { children } = node.props;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

/** Every node of a tree, depth first. */
function nodes(node: ImageNode | string): ImageNode[] {
  if (typeof node === 'string') return [];
  const { children } = node.props;
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return [node, ...list.flatMap(nodes)];
}

const hostile = compareSummary(
  answer(
    [
      player('1', SCRIPT_NAME, 30, 1),
      player('2', `${QUOTE_NAME}\u202e\u0000`, 12_345, 2),
      player('3', RTL_NAME, 30, 3),
    ],
    { left_out: [{ id: 'nobody', reason: 'not_found' }] },
  ),
  { shown: shownIn('en'), ...names },
);

describe('the comparison’s preview', () => {
  it('is titled by the names side by side, "vs" between them, and the cluster', () => {
    // A name is cut and isolated as every description writes it.
    expect(describedName(SCRIPT_NAME)).toBe(`${SCRIPT_NAME.slice(0, 31)}…`);
    expect(hostile?.title).toBe(
      `${describedName(SCRIPT_NAME)} vs ${QUOTE_NAME} vs \u2068${RTL_NAME}\u2069 · Hostile <i>Cluster</i>`,
    );
    expect(hostile?.heading).toBe('Compare players · Hostile <i>Cluster</i>');
  });

  it('gives each row its value and rank of the board’s statistic, the best marked', () => {
    expect(hostile?.statLabel).toBe('Kills');
    expect(hostile?.columns).toEqual([
      { name: SCRIPT_NAME, value: '30', rank: '#1', best: false },
      { name: `${QUOTE_NAME}\u202e\u0000`, value: '12,345', rank: '#2', best: true },
      { name: RTL_NAME, value: '30', rank: '#3', best: false },
    ]);
    expect(hostile?.description).toBe(
      `Kills: ${describedName(SCRIPT_NAME)} — 30 (#1) · ${QUOTE_NAME} — 12,345 (#2) ✓ best · \u2068${RTL_NAME}\u2069 — 30 (#3)`,
    );
    expect(hostile?.leftOut).toBe('Left out: 1 id not found or hidden.');
  });

  it('marks every holder of a tie as the best', () => {
    const tie = compareSummary(answer([player('1', 'Ann', 9, 1), player('2', 'Bob', 9, 1)]), {
      shown: shownIn('en'),
      ...names,
    });
    expect(tie?.columns.map((column) => column.best)).toEqual([true, true]);
  });

  it('is told in the catalog’s language and names the period', () => {
    const german = compareSummary(answer([player('1', 'Ann', 1234, 1), player('2', 'Bob', 9, 2)]), {
      shown: shownIn('de', { range: 'week' }),
      ...names,
    });
    expect(german?.title).toBe('Ann vs. Bob · Hostile <i>Cluster</i> · Diese Woche');
    expect(german?.columns[0]).toMatchObject({ value: '1.234', best: true });
    expect(german?.bestWord).toBe(catalogOf('de').messages['compare.best']);
  });

  it('is none when fewer than two rows were found', () => {
    expect(
      compareSummary(answer([player('1', 'Ann', 1, 1)]), { shown: shownIn('en'), ...names }),
    ).toBeNull();
  });

  it('reads the compare call at its rows’ address', () => {
    expect(compareCallAddress(pick)).toBe('/api/ark/compare?players=1,2&cluster=HOST');
    expect(compareCallAddress({ ...pick, view: 'tribes', season: 3 })).toBe(
      '/api/ark/compare?tribes=1,2&cluster=HOST&season=3',
    );
  });
});

describe('the comparison’s image', () => {
  if (!hostile) throw new Error('expected a summary');

  it('draws hostile names as cleaned text children in boxes of their own, never as markup', () => {
    const tree = compareImageTree(hostile);
    const drawn = texts(tree);
    expect(drawn).toEqual(expect.arrayContaining([SCRIPT_NAME, QUOTE_NAME, RTL_NAME]));
    expect(drawn.join('')).not.toMatch(/[\p{Cc}\u202e]/u);
    expect(new Set(nodes(tree).map((node) => node.type))).toEqual(new Set(['div', 'svg', 'path']));
    const rtl = nodes(tree).find((node) => node.props.children === RTL_NAME);
    expect(rtl?.props.style).toMatchObject({ direction: 'rtl', textOverflow: 'ellipsis' });
  });

  it('draws the names side by side with "vs" between each two', () => {
    const drawn = texts(compareImageTree(hostile));
    const at = (text: string) => drawn.indexOf(text);
    expect(at(SCRIPT_NAME)).toBeLessThan(at('vs'));
    expect(drawn.filter((text) => text === 'vs')).toHaveLength(2);
    expect(drawn).toEqual(expect.arrayContaining(['KILLS', '12,345', '#2', 'ark.example']));
  });

  it('marks the best by a trophy named by the word, the word itself and a border', () => {
    const tree = compareImageTree(hostile);
    const trophies = nodes(tree).filter((node) => node.type === 'svg');
    expect(trophies.map((node) => node.props['aria-label'])).toEqual(['best']);
    expect(texts(tree).filter((text) => text === 'BEST')).toHaveLength(1);
  });

  it('says what the call left out', () => {
    expect(texts(compareImageTree(hostile))).toContain('Left out: 1 id not found or hidden.');
    expect(compareImageTexts(hostile)).toContain('Left out: 1 id not found or hidden.');
  });

  it('draws a 1200x630 PNG of two, and of four in Japanese', async () => {
    const four = compareSummary(
      answer([
        player('1', '山田太郎', 4, 1),
        player('2', 'W'.repeat(64), 3, 2),
        player('3', '😀🦖 rex', 2, 3),
        player('4', RTL_NAME, 1, 4),
      ]),
      { shown: shownIn('ja', { ids: ['1', '2', '3', '4'] }), ...names },
    );
    for (const summary of [hostile, four]) {
      if (!summary) throw new Error('expected a summary');
      const png = decode(await drawCompareImage(summary));
      expect([png.width, png.height]).toEqual([
        PREVIEW_IMAGE_SIZE.width,
        PREVIEW_IMAGE_SIZE.height,
      ]);
    }
  });
});
