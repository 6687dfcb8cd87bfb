import { type PageRenderInput, paginate } from '@ark/core';

/**
 * An answer's value in a test: the page reads every answer as a tolerant reader
 * (docs/adr/0008-tolerant-reader.md), so a test gives only the fields it draws.
 */
export const loose = <T>(value: unknown): T => value as T;

/**
 * What the API server passes to the page's render for `/`: one cluster, SOLO, with one tribe,
 * Alpha Rex, and the community's look `site` when given.
 */
export function makeRenderInput(site?: PageRenderInput['site']): PageRenderInput {
  return {
    search: '',
    clusters: async () => loose([{ key: 'SOLO', display: 'Solos' }]),
    rankings: async (request) =>
      loose({
        ranking_data: [{ rank: 1, TribeName: 'Alpha Rex' }],
        pagination: paginate(request.page, 1),
        updated_at: null,
      }),
    ...(site && { site }),
  };
}
