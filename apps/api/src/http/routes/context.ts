import { isRangeKey } from '@ark/core';
import type { Context } from 'hono';
import type { RankingStore } from '../../store/ranking-store';
import type { AnswerCache } from '../answer-cache';
import { type Answers, type CallRead, periodMark } from '../answers';
import type { AnswerKey } from '../kept-answers';

/** What the JSON routes share: the store's version, the answers and their cache. */
export interface AnswerRoutes {
  store: RankingStore;
  answers: Answers;
  cache: AnswerCache;
  /** The clock: which period a range answer is of. */
  now: () => Date;
}

/** The request's path and query as the client sent them (its origin left out). */
export function addressOf(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * The address a drawn answer (a page, an embed, an image) is kept under: the request's own, and
 * for one naming a period range the start of that period now as well (answers.ts: periodMark).
 */
export function keptAddress(address: string, store: RankingStore, now: () => Date): string {
  if (!address.includes('range=')) return address;
  const ranges = new URL(address, 'http://localhost').searchParams.getAll('range');
  const [range] = ranges;
  if (ranges.length !== 1 || !isRangeKey(range)) return address;
  return `${address}${periodMark(range, store, now)}`;
}

/** Where a drawn answer of the request is kept: the data version known now and its kept address. */
export async function answerKey(
  c: Context,
  { store, now }: Pick<AnswerRoutes, 'store' | 'now'>,
): Promise<AnswerKey> {
  return { version: await store.version(), address: keptAddress(addressOf(c), store, now) };
}

/** The request's query parameters. */
export const paramsOf = (c: Context): URLSearchParams => new URL(c.req.url).searchParams;

/**
 * A JSON call's answer (docs/adr/0055-one-read-path.md): the data version read once, the call
 * parsed and keyed at it (`read`), then the answer kept under that key, or computed and kept. An
 * address answered before at that version is its answer at once: its parse and key are known.
 */
export async function respondRead(
  c: Context,
  { store, cache, now }: Pick<AnswerRoutes, 'store' | 'cache' | 'now'>,
  read: (version: number) => CallRead | Promise<CallRead>,
): Promise<Response> {
  const version = await store.version();
  const address = keptAddress(addressOf(c), store, now);
  const known = cache.known(c, version, address);
  if (known) return known;
  const { key, compute } = await read(version);
  return cache.respond(c, key, () => compute(), address);
}
