import { loadCatalog, PREVIEW_IMAGE_ROWS, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { describe, expect, it } from 'vitest';
import { boardImageTexts, boardImageTree } from './board-image';
import type { ImageNode } from './image-nodes';
import { makeBoardSummary } from './testing';

const HOSTILE = '"><script>alert(1)</script>';

/** Every node of a tree, depth first. */
function nodes(node: ImageNode): ImageNode[] {
  const children = [node.props.children ?? []].flat();
  return [node, ...children.flatMap((child) => (typeof child === 'string' ? [] : nodes(child)))];
}

/** The text children of a tree, as drawn (no-break spaces read as spaces). */
function texts(node: ImageNode): string[] {
  return nodes(node).flatMap((each) =>
    [each.props.children ?? []]
      .flat()
      .filter((child): child is string => typeof child === 'string')
      .map((text) => text.replaceAll('\u00a0', ' ')),
  );
}

/** The node whose own child is the text `text`. */
function nodeWithText(tree: ImageNode, text: string): ImageNode | undefined {
  return nodes(tree).find(
    (node) =>
      typeof node.props.children === 'string' &&
      node.props.children.replaceAll('\u00a0', ' ') === text,
  );
}

describe('boardImageTree', () => {
  it('is the size of a preview image', () => {
    expect(boardImageTree(makeBoardSummary()).props.style).toMatchObject(PREVIEW_IMAGE_SIZE);
  });

  it('shows the community, the title, the statistic and when the data is from', () => {
    const shown = texts(boardImageTree(makeBoardSummary()));
    expect(shown).toEqual(
      expect.arrayContaining([
        'Rex Hunters',
        'Top players by kills · Solos',
        'KILLS',
        'Data as of Nov 20, 2026, 3:04 PM UTC',
        'ark.example',
      ]),
    );
  });

  it('draws the first five rows: rank, name, tribe and value', () => {
    const shown = texts(boardImageTree(makeBoardSummary()));
    expect(shown).toEqual(expect.arrayContaining(['1', 'Player 1', 'Alpha Rex', '6000']));
    expect(shown).toContain(`Player ${PREVIEW_IMAGE_ROWS}`);
    expect(shown).not.toContain(`Player ${PREVIEW_IMAGE_ROWS + 1}`);
  });

  it('gives ranks 1 to 3 a trophy named by its place, and no other rank', () => {
    const trophies = nodes(boardImageTree(makeBoardSummary())).filter(
      (node) => node.type === 'svg',
    );
    expect(trophies.map((node) => node.props['aria-label'])).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
    ]);
  });

  it('keeps hostile and invisible text as cleaned text children', () => {
    const tree = boardImageTree(
      makeBoardSummary({
        siteName: HOSTILE,
        rows: [
          { rank: 1, name: HOSTILE, value: '1' },
          { rank: 2, name: '\u200b\u0000\u202e', value: '1' },
          { rank: 3, name: 'Re\u202ex', tribe: '\u0007', value: '1' },
        ],
      }),
    );
    const shown = texts(tree);
    expect(shown.filter((text) => text === HOSTILE)).toHaveLength(2);
    expect(shown).toEqual(expect.arrayContaining(['—', 'Rex']));
    expect(shown.join('')).not.toMatch(/[\p{Cc}\u200b\u202e]/u);
  });

  it('lays a right-to-left name out in its own direction, in a box of its own', () => {
    const tree = boardImageTree(
      makeBoardSummary({ rows: [{ rank: 1, name: 'محمد 7', value: '1' }] }),
    );
    const name = nodeWithText(tree, 'محمد 7');
    expect(name?.props.style).toMatchObject({ direction: 'rtl', textOverflow: 'ellipsis' });
    expect(nodeWithText(tree, 'Rex Hunters')?.props.style).toMatchObject({ direction: 'ltr' });
  });

  it('says so when the board has no rows', () => {
    expect(texts(boardImageTree(makeBoardSummary({ rows: [] })))).toContain('No rankings yet.');
  });

  it('embeds a PNG or SVG logo as a data URL and leaves a WebP one out', () => {
    const logoOf = (type: 'image/png' | 'image/svg+xml' | 'image/webp') =>
      nodes(
        boardImageTree(makeBoardSummary(), { logo: { bytes: Buffer.from('logo'), type } }),
      ).find((node) => node.type === 'img')?.props.src;
    expect(logoOf('image/png')).toBe(
      `data:image/png;base64,${Buffer.from('logo').toString('base64')}`,
    );
    expect(logoOf('image/svg+xml')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(logoOf('image/webp')).toBeUndefined();
  });

  it('draws its own words and numbers in the language given', async () => {
    const de = await loadCatalog('de');
    const summary = makeBoardSummary({
      valueLabel: 'Kills',
      rows: [{ rank: 1234, name: 'Rex', value: '1.234' }],
    });
    const drawn = texts(boardImageTree(summary, { catalog: de, timeZone: 'Europe/Berlin' }));
    expect(drawn).toEqual(
      expect.arrayContaining([
        'RANG',
        'KILLS',
        '1.234',
        'Stand: 20.11.2026, 16:04 (Europe/Berlin)',
      ]),
    );
    expect(texts(boardImageTree(makeBoardSummary({ rows: [] }), { catalog: de }))).toContain(
      'Noch keine Platzierungen.',
    );
    const trophies = nodes(boardImageTree(makeBoardSummary(), { catalog: de })).filter(
      (node) => node.type === 'svg',
    );
    expect(trophies.map((node) => node.props['aria-label'])).toEqual([
      '1. Platz',
      '2. Platz',
      '3. Platz',
    ]);
  });

  it("states the data's time in the community's time zone", () => {
    expect(texts(boardImageTree(makeBoardSummary(), { timeZone: 'Asia/Tokyo' }))).toContain(
      'Data as of Nov 21, 2026, 12:04 AM (Asia/Tokyo)',
    );
  });
});

describe('boardImageTexts', () => {
  it('lists every text the image draws, cleaned', () => {
    const listed = boardImageTexts(
      makeBoardSummary({ rows: [{ rank: 1, name: '张伟\u202e', tribe: 'דוד', value: '1,234' }] }),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        'Top players by kills · Solos',
        'Rex Hunters',
        'kills',
        '张伟',
        'דוד',
        '1,234',
      ]),
    );
  });
});
