import { RANGES_PATH } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, respondRead } from './context';

/** GET the range capability probe: the ranges offered and the community's periods (docs/adr/0041-time-ranges.md). */
export function rangesRoutes(deps: AnswerRoutes): Hono {
  return new Hono().get(RANGES_PATH, (c) =>
    respondRead(c, deps, (version) => deps.answers.ranges(version)),
  );
}
