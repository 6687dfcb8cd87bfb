import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFontLibrary, PRIMARY_FONT } from './font-library';

/** A library on the real files that records the name of every file it reads. */
function makeLibrary(failFirst?: RegExp) {
  const reads: string[] = [];
  let failed = false;
  const library = createFontLibrary({
    readFile: async (path) => {
      reads.push(basename(path));
      if (failFirst?.test(path) && !failed) {
        failed = true;
        throw new Error(`cannot read ${path}`);
      }
      return readFile(path);
    },
  });
  const fontFiles = () => reads.filter((name) => name.endsWith('.woff'));
  return { library, reads, fontFiles };
}

describe('createFontLibrary', () => {
  it('reads nothing until fonts are asked for', () => {
    const { reads } = makeLibrary();
    expect(reads).toEqual([]);
  });

  it('reads only the Latin subset, regular and bold, for a Latin text', async () => {
    const { library, fontFiles } = makeLibrary();
    const fonts = await library.fontsFor(['Rex Hunter', '1,234 kills']);
    expect(fontFiles().sort()).toEqual([
      'noto-sans-latin-400-normal.woff',
      'noto-sans-latin-700-normal.woff',
    ]);
    expect(fonts.map((font) => [font.name, font.weight])).toEqual([
      [PRIMARY_FONT, 400],
      [PRIMARY_FONT, 700],
    ]);
  });

  it('adds the subset of each script a text holds', async () => {
    const { library } = makeLibrary();
    const names = async (text: string) =>
      (await library.fontsFor([text])).map((font) => font.name).filter((n) => n !== PRIMARY_FONT);
    expect(await names('Иван')).toEqual(['noto-sans-cyrillic', 'noto-sans-cyrillic']);
    expect(await names('Αλέξανδρος')).toEqual(['noto-sans-greek', 'noto-sans-greek']);
    expect(await names('דוד')).toEqual(['noto-sans-hebrew-hebrew']);
    expect(await names('محمد')).toEqual(['noto-sans-arabic-arabic']);
    expect(await names('😀')).toEqual([expect.stringMatching(/^noto-emoji-\d+$/)]);
    expect(await names('张伟')).toEqual([
      expect.stringMatching(/^noto-sans-sc-\d+$/),
      expect.stringMatching(/^noto-sans-sc-\d+$/),
    ]);
    expect(await names('김민준')).toContainEqual(expect.stringMatching(/^noto-sans-kr-\d+$/));
  });

  it('reads a CJK subset once and gives the same fonts to later calls', async () => {
    const { library, fontFiles } = makeLibrary();
    const first = await library.fontsFor(['山田太郎']);
    const read = fontFiles().length;
    const again = await library.fontsFor(['山田太郎', 'Rex']);
    expect(fontFiles()).toHaveLength(read);
    expect(again.map((font) => font.data)).toEqual(first.map((font) => font.data));
    expect(again[again.length - 1]?.data).toBe(first[first.length - 1]?.data);
  });

  it('reads the same file once when draws ask for it at the same time', async () => {
    const { library, fontFiles } = makeLibrary();
    await Promise.all([library.fontsFor(['张伟']), library.fontsFor(['张伟'])]);
    expect(new Set(fontFiles()).size).toBe(fontFiles().length);
  });

  it('skips characters no font covers', async () => {
    const { library } = makeLibrary();
    const fonts = await library.fontsFor(['\u{10FFFD}']);
    expect(fonts.map((font) => font.name)).toEqual([PRIMARY_FONT, PRIMARY_FONT]);
  });

  it('tries a file again after a failed read', async () => {
    const { library } = makeLibrary(/noto-sans-cyrillic-400/);
    await expect(library.fontsFor(['Иван'])).rejects.toThrow(/cannot read/);
    const fonts = await library.fontsFor(['Иван']);
    expect(fonts.map((font) => font.name)).toContain('noto-sans-cyrillic');
  });
});
