import { RANGES_PATH } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, answerKey, getAnswer } from './context';

/** GET the range capability probe: the ranges offered and the community's periods (docs/adr/0041-time-ranges.md). */
export function rangesRoutes(deps: AnswerRoutes): Hono {
  const { answers, cache, stack } = deps;
  return getAnswer(new Hono(), RANGES_PATH, stack, async (c) =>
    cache.respond(c, await answerKey(c, deps), () => answers.ranges()),
  );
}
