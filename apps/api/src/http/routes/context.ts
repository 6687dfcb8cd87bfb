import type { Context, Handler, Hono } from 'hono';
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
}

/** The request's path and query as the client sent them (its origin left out). */
export function addressOf(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/** Where the request's answer is kept: the data version known now and the request's address. */
export async function answerKey(c: Context, store: RankingStore): Promise<AnswerKey> {
  return { version: await store.version(), address: addressOf(c) };
}

/** The request's query parameters (parsed only on a cache miss). */
export const paramsOf = (c: Context): URLSearchParams => new URL(c.req.url).searchParams;

/** A GET route of `routes` behind the answer middleware of the stack (none with 'own'). */
export function getAnswer(routes: Hono, path: string, stack: Stack, handler: Handler): Hono {
  if (stack.answers.length > 0) routes.use(path, ...stack.answers);
  return routes.get(path, handler);
}
