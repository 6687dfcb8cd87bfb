import { SEASONS_PATH } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, respondRead } from './context';

/** GET the archived seasons (docs/adr/0037-moderation-and-seasons.md). */
export function seasonsRoutes(deps: AnswerRoutes): Hono {
  return new Hono().get(SEASONS_PATH, (c) =>
    respondRead(c, deps, (version) => deps.answers.seasons(version)),
  );
}
