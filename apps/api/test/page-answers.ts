import { clustersPath, FILTER_TABLE, RANKINGS_PATHS, VIEWS } from '@ark/core';
import { expect } from 'vitest';
import type { Db } from '../src/db/db';
import { createApp } from '../src/http/app';
import { createRankingStore } from '../src/store/ranking-store';

/**
 * The page's four calls against `db` over createApp, as JSON, keyed by path: both cluster lists,
 * then both rankings of `cluster` under every filter and under `searches`. The import time is left
 * out (it differs by store); every answer must be 200.
 */
export async function pageAnswers(
  db: Db,
  { cluster = 'SOLO', searches = [] as readonly string[] } = {},
): Promise<Record<string, unknown>> {
  const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
  const paths: string[] = VIEWS.map((view) => clustersPath(view));
  for (const view of VIEWS) {
    for (const { wire } of FILTER_TABLE[view]) {
      paths.push(`${RANKINGS_PATHS[view]}?cluster=${cluster}&filter=${wire}`);
    }
    for (const search of searches) {
      paths.push(`${RANKINGS_PATHS[view]}?cluster=${cluster}&search=${encodeURIComponent(search)}`);
    }
  }
  const answers: Record<string, unknown> = {};
  for (const path of paths) {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    const body = (await res.json()) as unknown;
    if (Array.isArray(body)) answers[path] = body;
    else {
      const { updated_at: _differs, ...rest } = body as Record<string, unknown>;
      answers[path] = rest;
    }
  }
  return answers;
}
