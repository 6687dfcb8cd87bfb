// A board's, a hall's or a comparison's preview image as PNG bytes: satori lays the tree out and turns its text into paths
// (SVG), resvg's WebAssembly build rasterises that SVG. The WebAssembly build rather than the
// native addon: its memory is freed when asked, where the addon's is held until a garbage
// collection that its size does not prompt.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type BoardSummary, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { type BoardImageOptions, boardImageTexts, boardImageTree } from './board-image';
import { type CompareImageOptions, compareImageTexts, compareImageTree } from './compare-image';
import type { CompareSummary } from './compare-summary';
import { createFontLibrary, type FontLibrary } from './font-library';
import { type HallImageOptions, hallImageTexts, hallImageTree } from './hall-image';
import type { HallSummary } from './hall-summary';
import type { ImageNode } from './image-nodes';

export interface DrawBoardImageOptions extends BoardImageOptions {
  /** Where fonts come from; one library shared by every draw in the process by default. */
  fonts?: FontLibrary;
}

interface Engines {
  satori: typeof import('satori').default;
  Resvg: typeof import('@resvg/resvg-wasm').Resvg;
}

const require = createRequire(import.meta.url);
let shared: FontLibrary | undefined;
let engines: Promise<Engines> | undefined;

/** Satori and resvg, loaded on the first draw: a server that draws none keeps their memory. */
function loadEngines(): Promise<Engines> {
  engines ??= (async () => {
    const [satori, resvg, wasm] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-wasm'),
      readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
    ]);
    await resvg.initWasm(wasm);
    return { satori: satori.default, Resvg: resvg.Resvg };
  })();
  // A failed load is tried again by the next draw.
  engines.catch(() => {
    engines = undefined;
  });
  return engines;
}

/** The process's font library, made on the first draw: nothing is read before one is asked. */
function sharedFonts(): FontLibrary {
  shared ??= createFontLibrary();
  return shared;
}

/** What an image is drawn from: its tree and the texts its fonts must cover, for an options. */
interface Picture<Options extends { logo?: BoardImageOptions['logo'] }> {
  tree(options: Options): ImageNode;
  texts(options: Options): string[];
}

async function toSvg<Options extends { logo?: BoardImageOptions['logo'] }>(
  picture: Picture<Options>,
  options: Options,
  fonts: FontLibrary,
): Promise<string> {
  const { satori } = await loadEngines();
  return satori(picture.tree(options), {
    ...PREVIEW_IMAGE_SIZE,
    fonts: await fonts.fontsFor(picture.texts(options)),
  });
}

/**
 * An image (PREVIEW_IMAGE_SIZE) as PNG bytes. A logo that cannot be drawn (unreadable bytes) is
 * left out rather than failing the image.
 */
async function drawPicture<Options extends { logo?: BoardImageOptions['logo'] }>(
  picture: Picture<Options>,
  options: Options,
  fonts: FontLibrary,
): Promise<Buffer> {
  let svg: string;
  try {
    svg = await toSvg(picture, options, fonts);
  } catch (error) {
    if (!options.logo) throw error;
    svg = await toSvg(picture, { ...options, logo: undefined }, fonts);
  }
  const { Resvg } = await loadEngines();
  // Satori draws every glyph as a path: resvg needs no font of its own.
  const renderer = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  });
  try {
    const image = renderer.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}

/** The preview image of a board (PREVIEW_IMAGE_SIZE) as PNG bytes. */
export function drawBoardImage(
  summary: BoardSummary,
  { fonts = sharedFonts(), ...options }: DrawBoardImageOptions = {},
): Promise<Buffer> {
  const picture: Picture<BoardImageOptions> = {
    tree: (shown) => boardImageTree(summary, shown),
    texts: (shown) => boardImageTexts(summary, shown),
  };
  return drawPicture(picture, options, fonts);
}

/** The preview image of a cluster's hall of fame (PREVIEW_IMAGE_SIZE) as PNG bytes. */
export function drawHallImage(
  summary: HallSummary,
  { fonts = sharedFonts(), ...options }: HallImageOptions & { fonts?: FontLibrary } = {},
): Promise<Buffer> {
  const picture: Picture<HallImageOptions> = {
    tree: (shown) => hallImageTree(summary, shown),
    texts: () => hallImageTexts(summary),
  };
  return drawPicture(picture, options, fonts);
}

/** The preview image of a comparison (PREVIEW_IMAGE_SIZE) as PNG bytes. */
export function drawCompareImage(
  summary: CompareSummary,
  { fonts = sharedFonts(), ...options }: CompareImageOptions & { fonts?: FontLibrary } = {},
): Promise<Buffer> {
  const picture: Picture<CompareImageOptions> = {
    tree: (shown) => compareImageTree(summary, shown),
    texts: () => compareImageTexts(summary),
  };
  return drawPicture(picture, options, fonts);
}
