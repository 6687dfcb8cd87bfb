// The fonts the preview image draws with, read from their npm packages (all SIL OFL): Noto Sans
// for Latin, Cyrillic and Greek, then Hebrew, Arabic, a monochrome emoji font, Chinese (with
// kana) and Korean. Each package is cut in unicode-range subsets; a subset file is read the first
// time a text needs one of its characters and kept, so the server starts with no font in memory
// and a Latin board never reads a CJK file.
import { readFile as readFromDisk } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'satori';

/** The weights the image uses: regular, and bold for titles, ranks and values. */
type Weight = 400 | 700;

interface Family {
  /** The @fontsource package. */
  pkg: string;
  /** Weights read from it; a missing weight is drawn with the nearest one. */
  weights: readonly Weight[];
  /** Its subsets to use, when not all (the others repeat what a family before covers). */
  subsets?: readonly string[];
}

// Fallback order: a character is drawn from the first family with a subset that covers it.
const FAMILIES: readonly Family[] = [
  { pkg: '@fontsource/noto-sans', weights: [400, 700] },
  { pkg: '@fontsource/noto-sans-hebrew', weights: [400], subsets: ['hebrew'] },
  { pkg: '@fontsource/noto-sans-arabic', weights: [400], subsets: ['arabic'] },
  { pkg: '@fontsource/noto-emoji', weights: [400] },
  { pkg: '@fontsource/noto-sans-sc', weights: [400] },
  { pkg: '@fontsource/noto-sans-kr', weights: [400] },
];

/** The subset every image needs (its own labels and digits), loaded with the first draw. */
const BASE_SUBSET = { family: 0, subset: 'latin' } as const;

/** The font family name of the image's text: Noto Sans, Latin subset. */
export const PRIMARY_FONT = 'noto-sans-latin';

/** One subset of a family: where its characters are. */
interface Subset {
  /** Satori's font name, unique per file: `noto-sans-sc-116`. */
  name: string;
  /** Its files by weight, without the weight: `…/files/noto-sans-sc-116`. */
  stem: string;
  ranges: [number, number][];
}

/** Reads a file's bytes; the real disk by default. */
export type ReadFile = (path: string) => Promise<Buffer>;

export interface FontLibraryOptions {
  readFile?: ReadFile;
}

/** Fonts for satori, read as the texts to draw need them. */
export interface FontLibrary {
  /**
   * The fonts that draw these texts: the base Latin subset, and each subset holding one of
   * their characters. Files are read once; later calls give the same Font objects.
   */
  fontsFor(texts: readonly string[]): Promise<Font[]>;
}

const require = createRequire(import.meta.url);

/** `U+0400-045F,U+0490` as [start, end] pairs. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-');
    const from = Number.parseInt(start, 16);
    return [from, end === undefined ? from : Number.parseInt(end, 16)];
  });
}

/** A library of the FAMILIES above, each read from disk on first need and kept for good. */
export function createFontLibrary({
  readFile = readFromDisk,
}: FontLibraryOptions = {}): FontLibrary {
  const subsets = new Map<number, Promise<Subset[]>>();
  const files = new Map<string, Promise<Font>>();

  const subsetsOf = (index: number): Promise<Subset[]> => {
    let read = subsets.get(index);
    if (!read) {
      const family = FAMILIES[index] as Family;
      const root = dirname(require.resolve(`${family.pkg}/package.json`));
      const id = family.pkg.slice(family.pkg.indexOf('/') + 1);
      read = readFile(join(root, 'unicode.json')).then((bytes) => {
        const table = JSON.parse(bytes.toString('utf8')) as Record<string, string>;
        return Object.entries(table)
          .filter(([key]) => !family.subsets || family.subsets.includes(key))
          .map(([key, ranges]) => {
            // Numbered subsets are `[116]` in the table and `116` in file names.
            const name = `${id}-${key.replace(/[[\]]/g, '')}`;
            return { name, stem: join(root, 'files', name), ranges: parseRanges(ranges) };
          });
      });
      // A failed read is tried again by the next draw.
      read.catch(() => subsets.delete(index));
      subsets.set(index, read);
    }
    return read;
  };

  const fontOf = (subset: Subset, weight: Weight): Promise<Font> => {
    const path = `${subset.stem}-${weight}-normal.woff`;
    let font = files.get(path);
    if (!font) {
      font = readFile(path).then(
        (data): Font => ({ name: subset.name, data, weight, style: 'normal' }),
      );
      font.catch(() => files.delete(path));
      files.set(path, font);
    }
    return font;
  };

  /** The family index and subset covering a character, or null when none does. */
  const locate = async (point: number): Promise<[number, Subset] | null> => {
    for (let index = 0; index < FAMILIES.length; index += 1) {
      const subset = (await subsetsOf(index)).find(({ ranges }) =>
        ranges.some(([from, to]) => point >= from && point <= to),
      );
      if (subset) return [index, subset];
    }
    return null;
  };

  return {
    async fontsFor(texts) {
      const base = (await subsetsOf(BASE_SUBSET.family)).find(
        (subset) => subset.name === `noto-sans-${BASE_SUBSET.subset}`,
      );
      if (!base) throw new Error('@fontsource/noto-sans has no latin subset');
      const needed = new Map<string, [number, Subset]>([[base.name, [0, base]]]);
      const points = new Set<number>();
      for (const text of texts) {
        for (const char of text) {
          const point = char.codePointAt(0) as number;
          // ASCII is in the base subset.
          if (point >= 0x80) points.add(point);
        }
      }
      for (const point of points) {
        const found = await locate(point);
        if (found) needed.set(found[1].name, found);
      }
      return Promise.all(
        [...needed.values()].flatMap(([index, subset]) =>
          (FAMILIES[index] as Family).weights.map((weight) => fontOf(subset, weight)),
        ),
      );
    },
  };
}
