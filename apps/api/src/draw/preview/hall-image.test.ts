import { type HallChampion, type HallRecord, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { QUOTE_NAME, RTL_NAME, SCRIPT_NAME } from '../../../test/hostile-fixture';
import { catalogOf } from '../../lib/catalogs';
import { drawHallImage } from './draw-board-image';
import { hallImageTexts, hallImageTree } from './hall-image';
import { hallSummary } from './hall-summary';
import type { ImageNode } from './image-nodes';

const held = { board: 'players', stat: 'kills', id: '1', name: 'Ann', value: 10 } as const;
const record = (over: Partial<HallRecord>): HallRecord => ({
  ...held,
  span: 'week',
  start: '2026-11-02',
  ...over,
});
const champion = (over: Partial<HallChampion>): HallChampion => ({
  ...held,
  span: 'week',
  start: '2026-11-30',
  ...over,
});

const shown = { cluster: 'HOST', display: 'Hostile <i>Cluster</i>', season: null };
const names = { siteName: 'The Island', url: 'https://ark.example/?view=hall&cluster=HOST' };

/** A hostile hall: the three names of the hostile fixture hold its records and champions. */
const hostile = hallSummary(
  {
    records: [
      record({ name: SCRIPT_NAME, value: 30 }),
      record({ name: QUOTE_NAME, span: 'day', value: 29 }),
      record({ board: 'tribes', name: RTL_NAME, stat: 'time_played', value: 1500 }),
    ],
    champions: [
      champion({ name: RTL_NAME }),
      champion({ board: 'tribes', name: '<b>Tribe</b>', value: 40 }),
      champion({ name: 'Older', start: '2026-11-23' }),
    ],
  },
  { shown: { ...shown, catalog: catalogOf('en') }, ...names },
);

/** Every text child of a tree, in order. */
function texts(node: ImageNode | string): string[] {
  if (typeof node === 'string') return [node];
  const { children } = node.props;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

/** Every tag of a tree. */
function tags(node: ImageNode | string): string[] {
  if (typeof node === 'string') return [];
  const { children } = node.props;
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return [node.type, ...list.flatMap(tags)];
}

describe('the hall of fame’s preview', () => {
  it('shows a week’s records before a day’s, and only the newest week’s champions', () => {
    expect(hostile.records.map((row) => row.label)).toEqual([
      'Players · Kills · Best week',
      'Tribes · Time Played · Best week',
      'Players · Kills · Best day',
    ]);
    expect(hostile.records[1]?.value).toBe('25.00 hrs');
    expect(hostile.champions.map((row) => row.name)).toEqual([RTL_NAME, '<b>Tribe</b>']);
    expect(hostile.championsHeading).toBe('Champions · Week of Nov 30, 2026');
  });

  it('draws hostile names as text children, never as markup', () => {
    const tree = hallImageTree(hostile);
    const drawn = texts(tree).join('\n').replaceAll('\u00a0', ' ');
    for (const name of [SCRIPT_NAME, QUOTE_NAME, RTL_NAME, '<b>Tribe</b>', shown.display]) {
      expect(drawn).toContain(name);
    }
    expect(new Set(tags(tree))).toEqual(new Set(['div']));
    expect(hallImageTexts(hostile)).toContain(SCRIPT_NAME);
  });

  it('draws a 1200x630 PNG of a hostile hall, and of an empty one', async () => {
    const empty = hallSummary(
      { records: [], champions: [] },
      { shown: { ...shown, catalog: catalogOf('ja') }, ...names },
    );
    expect(empty.empty).toBe(catalogOf('ja').messages['hall.emptyNoWeek']);
    expect(empty.description).toBe(empty.empty);
    for (const summary of [hostile, empty]) {
      const png = decode(await drawHallImage(summary));
      expect([png.width, png.height]).toEqual([
        PREVIEW_IMAGE_SIZE.width,
        PREVIEW_IMAGE_SIZE.height,
      ]);
    }
  });
});
