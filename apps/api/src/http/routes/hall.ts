import { HALL_PATH } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, paramsOf, respondRead } from './context';

/**
 * GET one section of a cluster's hall of fame (docs/adr/0074-the-hall-of-fame.md), cached per data
 * version like the other calls: an import, a hide or an unhide is what changes it.
 */
export function hallRoutes(deps: AnswerRoutes): Hono {
  return new Hono().get(HALL_PATH, (c) =>
    respondRead(c, deps, (version) => deps.answers.hall(paramsOf(c), version)),
  );
}
