import { readFile } from 'node:fs/promises';
import { type BoardSummary, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { type DecodedPng, decode, encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { drawBoardImage } from './draw-board-image';
import { createFontLibrary } from './font-library';
import { makeBoardSummary, oneRowSummary } from './testing';

interface Region {
  x: [number, number];
  y: [number, number];
}

// Where the layout puts the names: right of the rank column, left of the values.
const NAMES: Region = { x: [190, 900], y: [160, 560] };
const FIRST_NAME: Region = { x: [190, 900], y: [165, 235] };
const LOGO: Region = { x: [0, 200], y: [0, 160] };

function pixels(png: DecodedPng, { x, y }: Region): [number, number, number][] {
  const found: [number, number, number][] = [];
  for (let row = y[0]; row < y[1]; row += 1) {
    for (let column = x[0]; column < x[1]; column += 1) {
      const at = (row * png.width + column) * png.channels;
      found.push([png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0]);
    }
  }
  return found;
}

/** Pixels bright enough to be the text colour on the dark rows. */
function textPixels(png: DecodedPng, region: Region): number {
  return pixels(png, region).filter(([r, g, b]) => (r + g + b) / 3 > 150).length;
}

async function draw(summary: BoardSummary, options = {}): Promise<DecodedPng> {
  return decode(await drawBoardImage(summary, options));
}

describe('drawBoardImage', () => {
  it('draws a first image, loading its engines, and later ones with them (their times: pnpm bench:api)', async () => {
    const titles = ['Top players by kills · Solos', 'Top tribes · Duos', 'Top tribes · Trios'];
    for (const title of titles) {
      const png = decode(await drawBoardImage(makeBoardSummary({ title })));
      expect([png.width, png.height]).toEqual([
        PREVIEW_IMAGE_SIZE.width,
        PREVIEW_IMAGE_SIZE.height,
      ]);
      expect(textPixels(png, NAMES)).toBeGreaterThan(2000);
    }
  });

  it('answers a 1200x630 PNG', async () => {
    const bytes = await drawBoardImage(makeBoardSummary());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const png = decode(bytes);
    expect([png.width, png.height]).toEqual([PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height]);
  });

  it('is not blank: many colours, and text where the names are', async () => {
    const png = await draw(makeBoardSummary());
    const all = pixels(png, { x: [0, png.width], y: [0, png.height] });
    expect(new Set(all.map(([r, g, b]) => (r << 16) | (g << 8) | b)).size).toBeGreaterThan(200);
    expect(textPixels(png, NAMES)).toBeGreaterThan(2000);
  });

  it.each([
    ['Latin', 'Rex Hunter'],
    ['Cyrillic', 'Иван'],
    ['Greek', 'Αλέξανδρος'],
    ['Chinese', '张伟'],
    ['Japanese', '山田太郎'],
    ['Korean', '김민준'],
    ['Arabic', 'محمد'],
    ['Hebrew', 'דוד'],
    ['emoji', '😀🦖❤️ rex'],
    ['Discord markdown', '@everyone **x**'],
    ['markup', '"><script>alert(1)</script>'],
    ['64 characters', 'W'.repeat(64)],
    ['invisible characters only', '\u0000\u200b\u200d\u202e\u2066\ufeff'],
  ])('draws a %s name', async (_script, name) => {
    const png = await draw(oneRowSummary(name));
    expect(textPixels(png, FIRST_NAME)).toBeGreaterThan(20);
  });

  it('cuts a very long name before the value, which is drawn whole', async () => {
    const png = await draw(
      makeBoardSummary({ rows: [{ rank: 1, name: 'W'.repeat(64), value: '1,234,567,890' }] }),
    );
    const columnsWhere = (test: (pixel: [number, number, number]) => boolean) =>
      Array.from({ length: png.width - NAMES.x[0] }, (_, x) => NAMES.x[0] + x).filter((x) =>
        pixels(png, { x: [x, x + 1], y: FIRST_NAME.y }).some(test),
      );
    const name = columnsWhere(([, g, b]) => g > 180 && b > 160);
    const value = columnsWhere(([r, g, b]) => r > 200 && g > 120 && g < 200 && b < 110);
    expect(Math.max(...name)).toBeLessThan(Math.min(...value) - 10);
    expect(Math.max(...value)).toBeGreaterThan(1100);
  });

  it('draws a PNG logo, and the image without a logo it cannot read', async () => {
    const square = encode({
      width: 8,
      height: 8,
      channels: 4,
      data: new Uint8Array(8 * 8 * 4).map((_, i) => (i % 4 === 1 || i % 4 === 2 ? 0 : 255)),
    });
    const withLogo = await draw(makeBoardSummary(), {
      logo: { bytes: Buffer.from(square), type: 'image/png' },
    });
    const red = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
    const everywhere = pixels(withLogo, { x: [0, withLogo.width], y: [0, withLogo.height] });
    // A square of 70 px at least, all of it in the top left corner.
    expect(pixels(withLogo, LOGO).filter(red).length).toBeGreaterThan(70 * 70);
    expect(everywhere.filter(red).length).toBe(pixels(withLogo, LOGO).filter(red).length);
    for (const type of ['image/png', 'image/svg+xml', 'image/webp'] as const) {
      const png = await draw(makeBoardSummary(), {
        logo: { bytes: Buffer.from('not an image'), type },
      });
      expect(png.width).toBe(PREVIEW_IMAGE_SIZE.width);
    }
  });

  it('does not read font files again for a second draw of a CJK name', async () => {
    const reads: string[] = [];
    const fonts = createFontLibrary({
      readFile: (path) => {
        reads.push(path);
        return readFile(path);
      },
    });
    await drawBoardImage(oneRowSummary('山田太郎 张伟'), { fonts });
    const first = reads.filter((path) => path.endsWith('.woff'));
    expect(first.some((path) => /noto-sans-sc-\d+-400/.test(path))).toBe(true);
    reads.length = 0;
    await drawBoardImage(oneRowSummary('张伟 山田太郎'), { fonts });
    expect(reads).toEqual([]);
  });
});
