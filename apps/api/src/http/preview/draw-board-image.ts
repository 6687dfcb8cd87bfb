// A board's preview image as PNG bytes: satori lays the tree out and turns its text into paths
// (SVG), resvg's WebAssembly build rasterises that SVG. The WebAssembly build rather than the
// native addon: its memory is freed when asked, where the addon's is held until a garbage
// collection that its size does not prompt.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type BoardSummary, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { type BoardImageOptions, boardImageTexts, boardImageTree } from './board-image';
import { createFontLibrary, type FontLibrary } from './font-library';

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

async function toSvg(
  summary: BoardSummary,
  options: DrawBoardImageOptions,
  fonts: FontLibrary,
): Promise<string> {
  const { satori } = await loadEngines();
  return satori(boardImageTree(summary, options), {
    ...PREVIEW_IMAGE_SIZE,
    fonts: await fonts.fontsFor(boardImageTexts(summary, options)),
  });
}

/**
 * The preview image of a board (PREVIEW_IMAGE_SIZE) as PNG bytes. A logo that cannot be drawn
 * (unreadable bytes) is left out rather than failing the image.
 */
export async function drawBoardImage(
  summary: BoardSummary,
  { fonts = sharedFonts(), ...options }: DrawBoardImageOptions = {},
): Promise<Buffer> {
  let svg: string;
  try {
    svg = await toSvg(summary, options, fonts);
  } catch (error) {
    if (!options.logo) throw error;
    svg = await toSvg(summary, { ...options, logo: undefined }, fonts);
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
