import { SEASONS_PATH } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, answerKey, getAnswer } from './context';

/** GET the archived seasons (docs/adr/0037-moderation-and-seasons.md). */
export function seasonsRoutes(deps: AnswerRoutes): Hono {
  const { answers, cache, stack } = deps;
  return getAnswer(new Hono(), SEASONS_PATH, stack, async (c) =>
    cache.respond(c, await answerKey(c, deps), () => answers.seasons()),
  );
}
