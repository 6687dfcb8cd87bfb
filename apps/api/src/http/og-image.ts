import { PREVIEW_IMAGE_ROWS, translate } from '@ark/core';
import type { CacheBudget } from '../lib/cache-budget';
import { catalogOf } from '../lib/catalogs';
import type { ServedSite } from '../site/site-config';
import type { RankingStore } from '../store/ranking-store';
import { BadRequest } from './api-error';
import type { Boards } from './board-address';
import { strongEtag } from './etag';
import type { PreviewDrawer } from './preview/preview-drawer';
import { PREVIEW_RETRY_AFTER_S, PreviewBusyError } from './preview/preview-queue';
import { keyOf, type Read, type ReadAt, type Sent, sent } from './read-door';
import { type Representation, replyOf } from './representation';
import { addressLanguage } from './request-language';
import { SECURITY_HEADERS } from './security-headers';

export interface OgImageOptions {
  store: RankingStore;
  /** The clock: which period a range address is kept under. */
  now: () => Date;
  boards: Boards;
  drawer: PreviewDrawer;
  site: ServedSite;
  /** The memory budget whose `images` share keeps the drawn images. */
  budget: CacheBudget;
}

/** A board's drawn image as kept: its bytes, their ETag, and what it was drawn for. */
interface KeptImage {
  /** The data version and board address it shows, with a range's period start. */
  drawnFor: string;
  png: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Cache-Control of the images: as the JSON answers', which they are drawn from. */
const CACHE_CONTROL = 'public, max-age=30';

/** The image as one representation: the one answerTo decides 200 or 304 for it. */
function imageOf({ png, etag }: KeptImage, cacheControl: string): Representation {
  const notModified = { ...SECURITY_HEADERS, ETag: etag, 'Cache-Control': cacheControl };
  const headers = { ...notModified, 'Content-Type': 'image/png' };
  return {
    body: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
    etag,
    headers,
    notModified,
  };
}

/** The image as sent: 200, or 304 when the client has it. */
const sendImage = (at: ReadAt, image: KeptImage, cacheControl = CACHE_CONTROL): Sent =>
  replyOf(imageOf(image, cacheControl), at.asked);

/** A refusal's short text, not kept. */
const textSent = (status: number, text: string, headers: Record<string, string>) =>
  sent(
    status,
    { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=UTF-8', ...headers },
    text,
  );

/**
 * GET /og.png?<the page's query>: the link-preview image of that board's top rows
 * (docs/adr/0044-link-preview-image.md), drawn off the event loop by the preview drawer, in the
 * language the query names (`lang=`), else `site.language` (docs/adr/0064-languages-wired.md). Kept
 * per board and language (docs/adr/0058-hostile-traffic-and-hard-restarts.md): the board's own address, not the
 * request's, so page, search and unknown parameters get the board's image and ETag, drawn once
 * per data version; a second request for an image being drawn waits for that draw. At most the
 * drawer's capacity of boards are read and drawn at once: past it, or when a drawing runs past
 * its time, the board's last drawn image (an older data version's) if it is still kept, else a
 * 503 with Retry-After, the store not read. A bad query is a 400 with a short text.
 */
export function ogImageRead({ store, now, boards, drawer, site, budget }: OgImageOptions): Read {
  // One image per board: the newest drawn, kept in the `images` share of the budget.
  const images = budget.cache<KeptImage>('images', (image) => image.png.length);
  // The boards being read and drawn, by what they are drawn for.
  const drawing = new Map<string, Promise<KeptImage>>();
  const imageOptions = {
    ...(site.logo && { logo: site.logo }),
    ...(site.timeZone && { timeZone: site.timeZone }),
  };

  /** Reads the board of `search` and draws it; kept under its address once drawn. */
  const draw = async (search: string, drawnFor: string, version: number): Promise<KeptImage> => {
    const board = await boards.ofQuery(search, PREVIEW_IMAGE_ROWS, version);
    const png = await drawer.draw(board.summary, { ...imageOptions, catalog: board.catalog });
    const image = { drawnFor, png: new Uint8Array(png), etag: strongEtag(png) };
    images.set(board.address, image);
    return image;
  };

  /** The image of the board at `address` for `drawnFor`: kept, being drawn, or drawn now. */
  const imageOfBoard = (
    address: string,
    drawnFor: string,
    search: string,
    version: number,
  ): Promise<KeptImage> => {
    const kept = images.get(address);
    if (kept?.drawnFor === drawnFor) return Promise.resolve(kept);
    const pending = drawing.get(drawnFor);
    if (pending) return pending;
    // Refused before the store is read: a flood of boards costs no reads past the bound.
    if (drawing.size >= drawer.capacity) return Promise.reject(new PreviewBusyError('full'));
    const drawn = draw(search, drawnFor, version).finally(() => drawing.delete(drawnFor));
    drawing.set(drawnFor, drawn);
    return drawn;
  };

  return async (at) => {
    const { version } = at;
    const search = at.query === '' ? '' : `?${at.query}`;
    let address: string;
    try {
      address = await boards.addressOf(search, version);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      // The reason is the API's, for whoever wrote the address; the sentence is the language's.
      const catalog = catalogOf(addressLanguage(search, site.language));
      return textSent(400, translate(catalog, 'preview.error', { reason: error.message }), {
        'Cache-Control': 'no-store',
      });
    }
    // A range's board is drawn again when its period turns, data version or not.
    const drawnFor = `${version}|${keyOf(address, address.slice(1), store, now)}`;
    try {
      return sendImage(at, await imageOfBoard(address, drawnFor, search, version));
    } catch (error) {
      if (!(error instanceof PreviewBusyError)) throw error;
      const last = images.get(address);
      if (last) return sendImage(at, last, 'no-cache');
      return textSent(503, 'The preview drawer is busy; try again shortly.', {
        'Cache-Control': 'no-store',
        'Retry-After': String(PREVIEW_RETRY_AFTER_S),
      });
    }
  };
}
