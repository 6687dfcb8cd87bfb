import { PREVIEW_IMAGE_PATH, PREVIEW_IMAGE_ROWS, publicAddress } from '@ark/core';
import { discordText } from '@ark/core/discord';
import { readCompareSummary } from '../draw/preview/compare-summary';
import { readHallSummary } from '../draw/preview/hall-summary';
import { catalogOf } from '../lib/catalogs';
import { type ServedSite, siteNameIn } from '../site/site-config';
import type { AnswerCache, Computed } from './answer-cache';
import { BadRequest } from './api-error';
import { type Boards, isHallAddress } from './board-address';
import { isCompareAddress } from './compare-address';
import type { PreviewDrawer } from './preview/preview-drawer';
import { PREVIEW_RETRY_AFTER_S, PreviewBusyError } from './preview/preview-queue';
import { type Miss, type ReadRow, readRow } from './read-row';
import { sent } from './representation';
import { addressLanguage } from './request-language';
import { SECURITY_HEADERS } from './security-headers';

export interface OgImageOptions {
  boards: Boards;
  drawer: PreviewDrawer;
  site: ServedSite;
  /** The answer cache whose `images` share keeps the drawn images. */
  cache: AnswerCache;
}

/** Cache-Control of the images: as the JSON answers', which they are drawn from. */
const CACHE_CONTROL = 'public, max-age=30';

/** A refusal's short text, not kept. */
const textSent = (status: number, text: string, headers: Record<string, string>) =>
  sent(
    status,
    { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=UTF-8', ...headers },
    text,
  );

/** A board's drawing found no place in the drawer (or ran past its time): the key it is kept under. */
class BoardBusy extends Error {
  constructor(readonly key: string) {
    super('the preview drawer is busy');
  }
}

/** How a picture is read and drawn: the board, hall or comparison an address names. */
type PictureOptions = Pick<OgImageOptions, 'boards' | 'drawer' | 'site'>;

/** Reads the board a checked query names and draws its image. */
async function drawnBoard(
  search: string,
  version: number,
  { boards, drawer, site }: PictureOptions,
) {
  const board = await boards.ofQuery(search, PREVIEW_IMAGE_ROWS, version);
  return drawer.draw(board.summary, {
    ...(site.logo && { logo: site.logo }),
    ...(site.timeZone && { timeZone: site.timeZone }),
    catalog: board.catalog,
  });
}

/**
 * A comparison's picture (docs/adr/0083-compare.md): kept under its rows' own address, drawn from
 * the compare call's answer read through the door; with fewer than two of its rows found, its
 * board's image.
 */
async function comparePicture(
  search: string,
  { version, valueAt }: Pick<Miss, 'version' | 'valueAt'>,
  options: PictureOptions,
): Promise<{ address: string; read: () => Promise<Buffer> }> {
  const { boards, drawer, site } = options;
  const shown = await boards.compareOfQuery(search, version);
  const names = {
    siteName: siteNameIn(site, shown.catalog),
    url: publicAddress(site.publicUrl, '/', shown.address),
  };
  const read = async () => {
    const summary = await readCompareSummary(valueAt, shown, names);
    if (summary === null) return drawnBoard(shown.boardQuery, version, options);
    return drawer.drawCompare(summary, {
      ...(site.logo && { logo: site.logo }),
      catalog: shown.catalog,
    });
  };
  return { address: shown.address, read };
}

/**
 * What `search` names: the address its image is kept under, and how to read and draw it (a
 * hall's records and champions, a comparison's rows, read through the door's answers, as its
 * page reads them).
 */
async function pictureOf(
  search: string,
  miss: Pick<Miss, 'version' | 'valueAt'>,
  options: PictureOptions,
): Promise<{ address: string; read: () => Promise<Buffer> }> {
  const { boards, drawer, site } = options;
  const { version, valueAt } = miss;
  const logo = site.logo && { logo: site.logo };
  if (isCompareAddress(search)) return comparePicture(search, miss, options);
  if (isHallAddress(search)) {
    const hall = await boards.hallOfQuery(search, version);
    const names = {
      siteName: siteNameIn(site, hall.catalog),
      url: publicAddress(site.publicUrl, '/', hall.address),
    };
    const read = async () =>
      drawer.drawHall(await readHallSummary(valueAt, hall, names), {
        ...logo,
        catalog: hall.catalog,
      });
    return { address: hall.address, read };
  }
  const read = () => drawnBoard(search, version, options);
  return { address: await boards.addressOf(search, version), read };
}

/**
 * GET /og.png?<the page's query>: the link-preview image of that board's top rows
 * (docs/adr/0044-link-preview-image.md), for `view=hall` of that cluster's records and current
 * champions (docs/adr/0084-the-hall-on-the-page.md), for `view=compare` of its rows side by side
 * (docs/adr/0083-compare.md), drawn off the event loop by the preview drawer, in the
 * language the query names (`lang=`), else `site.language` (docs/adr/0064-languages-wired.md). One
 * more representation of a keyed answer (docs/adr/0081-one-answer-cache.md): the request's address
 * is looked up first, before any store read; on a miss the board's own address is read (page,
 * search and unknown parameters are not the board's, docs/adr/0058-hostile-traffic-and-hard-restarts.md)
 * and its image, kept under that address, is sent: drawn once per data version, a second request
 * for an image being drawn waiting for that draw. At most the drawer's capacity of boards are read
 * and drawn at once: past it, or when a drawing runs past its time, the board's last drawn image
 * (an older data version's) if it is still kept, else a 503 with Retry-After, the store not read.
 * A bad query is a 400 with a short text.
 */
export function imageRow({ boards, drawer, site, cache }: OgImageOptions): ReadRow {
  const images = cache.kind({
    share: 'images',
    contentType: 'image/png',
    cacheControl: CACHE_CONTROL,
    identityOnly: true,
  });
  // The boards being read and drawn now.
  let drawing = 0;

  /** Reads a picture and draws it; refused before the store is read past the bound. */
  const draw = async (read: () => Promise<Buffer>): Promise<Computed> => {
    // A flood of boards costs no reads past the bound.
    if (drawing >= drawer.capacity) throw new PreviewBusyError('full');
    drawing += 1;
    try {
      return { value: null, bytes: Buffer.from(await read()) };
    } finally {
      drawing -= 1;
    }
  };

  return readRow({
    path: PREVIEW_IMAGE_PATH,
    parse: ({ query }) => (query === '' ? '' : `?${query}`),
    compute: async (search, miss) => {
      const { version, key: asked } = miss;
      const { address, read } = await pictureOf(search, miss, { boards, drawer, site });
      // A range's board is drawn again when its period turns, data version or not.
      const key = images.keyOf(`${PREVIEW_IMAGE_PATH}${address}`);
      try {
        // The board's own address asked: this computation is the one the cache waits for.
        if (key === asked) return await draw(read);
        return { value: null, kept: await images.kept(version, key, () => draw(read)) };
      } catch (error) {
        if (error instanceof PreviewBusyError) throw new BoardBusy(key);
        throw error;
      }
    },
    draw: images,
    refuse: (error, at) => {
      if (error instanceof BadRequest) {
        // The reason is the API's, for whoever wrote the address; the sentence is the language's.
        const catalog = catalogOf(addressLanguage(at.query, site.language));
        return textSent(
          400,
          discordText(catalog.code, 'preview.error', { reason: error.message }),
          {
            'Cache-Control': 'no-store',
          },
        );
      }
      if (!(error instanceof BoardBusy)) return null;
      return (
        images.last(error.key, at.asked, 'no-cache') ??
        textSent(503, 'The preview drawer is busy; try again shortly.', {
          'Cache-Control': 'no-store',
          'Retry-After': String(PREVIEW_RETRY_AFTER_S),
        })
      );
    },
  });
}
