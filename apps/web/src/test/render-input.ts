import { type PageRenderInput, paginate } from '@ark/core';

/**
 * What the API server passes to the page's render for `/`: one cluster, SOLO, with one tribe,
 * Alpha Rex, and the community's look `site` when given.
 */
export function makeRenderInput(site?: PageRenderInput['site']): PageRenderInput {
  return {
    search: '',
    clusters: async () => JSON.stringify([{ key: 'SOLO', display: 'Solos' }]),
    rankings: async (request) =>
      JSON.stringify({
        ranking_data: [{ rank: 1, TribeName: 'Alpha Rex' }],
        pagination: paginate(request.page, 1),
        updated_at: null,
      }),
    ...(site && { site }),
  };
}
