import { PREVIEW_IMAGE_PATH, PREVIEW_IMAGE_ROWS } from '@ark/core';
import { Hono } from 'hono';
import type { CacheBudget } from '../../lib/cache-budget';
import type { RankingStore } from '../../store/ranking-store';
import { BadRequest } from '../api-error';
import type { Boards } from '../board-address';
import { etagMatches, strongEtag } from '../etag';
import type { PreviewDrawer } from '../preview/preview-drawer';
import type { ServedSite } from '../site-config';
import { answerKey } from './context';

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

/** A drawn image as kept: its bytes and their ETag. */
interface KeptImage {
  png: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Cache-Control of the images: as the JSON answers', which they are drawn from. */
const CACHE_CONTROL = 'public, max-age=30';

/**
 * GET /og.png?<the page's query>: the link-preview image of that board's top rows
 * (docs/adr/0044-link-preview-image.md), drawn off the event loop by the preview drawer. Kept
 * per (data version, address) in the `images` share of the memory budget, with a strong ETag and
 * 304; a second request for an image being drawn waits for that draw. A bad query is a 400 with
 * a short text.
 */
export function ogImageRoutes({ store, now, boards, drawer, site, budget }: OgImageOptions): Hono {
  const images = budget.cache<KeptImage>('images', (image) => image.png.length);
  const drawing = new Map<string, Promise<KeptImage>>();

  const draw = async (search: string, version: number): Promise<KeptImage> => {
    const board = await boards.ofQuery(search, PREVIEW_IMAGE_ROWS, version);
    const png = await drawer.draw(board.summary, {
      ...(site.logo && { logo: site.logo }),
      ...(site.timeZone && { timeZone: site.timeZone }),
    });
    return { png: new Uint8Array(png), etag: strongEtag(png) };
  };

  /** The image of `key`, kept or drawn (once, however many ask meanwhile). */
  const imageOf = (key: string, search: string, version: number): Promise<KeptImage> => {
    const kept = images.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = drawing.get(key);
    if (pending) return pending;
    const drawn = draw(search, version)
      .then((image) => {
        images.set(key, image);
        return image;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  };

  return new Hono().get(PREVIEW_IMAGE_PATH, async (c) => {
    const { version, address } = await answerKey(c, { store, now });
    let image: KeptImage;
    try {
      image = await imageOf(`${version}|${address}`, new URL(c.req.url).search, version);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      return c.text(`No preview for this address: ${error.message}.`, 400, {
        'Cache-Control': 'no-store',
      });
    }
    const validators = { ETag: image.etag, 'Cache-Control': CACHE_CONTROL };
    if (etagMatches(c.req.header('If-None-Match'), image.etag)) {
      return c.body(null, 304, validators);
    }
    return c.body(image.png, 200, { ...validators, 'Content-Type': 'image/png' });
  });
}
