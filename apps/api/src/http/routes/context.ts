import { isRangeKey } from '@ark/core';
import type { Context, Handler, Hono } from 'hono';
import { periodStart } from '../../store/periods';
import { RANGE_KIND } from '../../store/range-slots';
import type { RankingStore } from '../../store/ranking-store';
import type { AnswerCache, AnswerKey } from '../answer-cache';
import type { Answers } from '../answers';
import type { Stack } from '../stack';

/** What the JSON routes share: the store's version, the answers, their cache and middleware. */
export interface AnswerRoutes {
  store: RankingStore;
  answers: Answers;
  cache: AnswerCache;
  stack: Stack;
  /** The clock: which period a range answer is of. */
  now: () => Date;
}

/** The request's path and query as the client sent them (its origin left out). */
export function addressOf(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * The address an answer is kept under: the request's own, and for one naming a period range the
 * start of that period now as well. A period can end with no new data version; the store's
 * periods are fixed per version, so the version and the period start decide which slot answers
 * (docs/adr/0047-range-baselines.md).
 */
export function keptAddress(address: string, store: RankingStore, now: () => Date): string {
  if (!address.includes('range=')) return address;
  const ranges = new URL(address, 'http://localhost').searchParams.getAll('range');
  const [range] = ranges;
  if (ranges.length !== 1 || !isRangeKey(range) || range === 'all') return address;
  return `${address}#${periodStart(RANGE_KIND[range], now(), store.periods).toISOString()}`;
}

/** Where the request's answer is kept: the data version known now and its kept address. */
export async function answerKey(
  c: Context,
  { store, now }: Pick<AnswerRoutes, 'store' | 'now'>,
): Promise<AnswerKey> {
  return { version: await store.version(), address: keptAddress(addressOf(c), store, now) };
}

/** The request's query parameters (parsed only on a cache miss). */
export const paramsOf = (c: Context): URLSearchParams => new URL(c.req.url).searchParams;

/** A GET route of `routes` behind the answer middleware of the stack (none with 'own'). */
export function getAnswer(routes: Hono, path: string, stack: Stack, handler: Handler): Hono {
  if (stack.answers.length > 0) routes.use(path, ...stack.answers);
  return routes.get(path, handler);
}
