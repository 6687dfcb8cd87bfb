import { type DetailKind, historyPath } from '@ark/core';
import { Hono } from 'hono';
import { KIND_TABLE } from '../../store/hidden-entries';
import type { RankingStore } from '../../store/ranking-store';
import type { Computed } from '../answer-cache';
import { NotFound } from '../api-error';
import { parseDetailQuery } from '../parse-detail-query';
import { type AnswerRoutes, answerKey, getAnswer, paramsOf } from './context';
import { DETAIL_KINDS } from './detail';

/**
 * A history answer (docs/adr/0063-history.md): the id and `cluster` checked as the detail call
 * checks them (the current season: history is the current season's); an unknown or hidden id is
 * a 404, like the detail call's.
 */
async function historyAnswer(
  store: RankingStore,
  kind: DetailKind,
  rawId: string,
  params: URLSearchParams,
): Promise<Computed> {
  const keys = (await store.clusters(null)).map((cluster) => cluster.key);
  const call = parseDetailQuery(kind, rawId, params, keys, null);
  if (!call) throw new NotFound(`No ${kind} ${rawId}: the store has no cluster`);
  const { id, cluster } = call;
  const read = await store.history(KIND_TABLE[kind], { cluster, id });
  if (!read.points) throw new NotFound(`No ${kind} ${id} in ${cluster}`);
  return { version: read.version, value: { points: read.points } };
}

/**
 * GET a player's or tribe's history: one point a day, oldest first, cached per data version
 * like the detail calls (an import is the only thing that changes it).
 */
export function historyRoutes(deps: AnswerRoutes): Hono {
  const { store, cache, stack } = deps;
  const routes = new Hono();
  for (const kind of DETAIL_KINDS) {
    getAnswer(routes, historyPath(kind, ':id'), stack, async (c) =>
      cache.respond(c, await answerKey(c, deps), () =>
        historyAnswer(store, kind, c.req.param('id') ?? '', paramsOf(c)),
      ),
    );
  }
  return routes;
}
