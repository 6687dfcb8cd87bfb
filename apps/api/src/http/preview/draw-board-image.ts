// A board's preview image as PNG bytes: satori lays the tree out and turns its text into paths
// (SVG), resvg rasterises that SVG on libuv's thread pool, off the event loop.
import { type BoardSummary, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { type BoardImageOptions, boardImageTexts, boardImageTree } from './board-image';
import { createFontLibrary, type FontLibrary } from './font-library';

export interface DrawBoardImageOptions extends BoardImageOptions {
  /** Where fonts come from; one library shared by every draw in the process by default. */
  fonts?: FontLibrary;
}

let shared: FontLibrary | undefined;

/** The process's font library, made on the first draw: nothing is read before one is asked. */
function sharedFonts(): FontLibrary {
  shared ??= createFontLibrary();
  return shared;
}

async function toSvg(summary: BoardSummary, options: DrawBoardImageOptions, fonts: FontLibrary) {
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
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    // Satori draws every glyph as a path: resvg needs no font of its own.
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  return image.asPng();
}
