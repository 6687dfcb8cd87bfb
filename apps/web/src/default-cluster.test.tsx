// The page's default cluster on the server and in the browser (docs/adr/0076-default-cluster.md):
// the server draws `/` on the site's default and embeds the setting with the site's look; the
// browser reads it there and starts on the same cluster, with no call and no mismatch.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paginate, type RankingAnswerWire, type RankingRequest } from '@ark/core';
import { act } from '@testing-library/react';
import { App } from './app';
import { renderDocument } from './entry-server';
import { answeringFrom, readFirstAnswers, readSite } from './first-answers';
import { startPage } from './start-page';
import { createFakeClient } from './test/fake-client';
import { hydratePage } from './test/hydrate-page';
import { loose } from './test/render-input';

const template = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
/** SOLO listed, but not first; the site's default is 3MAN. */
const CLUSTERS = [
  { key: 'DUO', display: 'Duos' },
  { key: 'SOLO', display: 'Solos' },
  { key: '3MAN', display: '3 Man' },
];

/** A server whose every board has one tribe naming its cluster. */
function server(asked: RankingRequest[]) {
  return {
    clusters: async () => CLUSTERS,
    rankings: async (request: RankingRequest) => {
      asked.push(request);
      return loose<RankingAnswerWire>({
        ranking_data: [{ rank: 1, TribeName: `Tribe of ${request.cluster}` }],
        pagination: paginate(request.page, 1),
        updated_at: null,
      });
    },
  };
}

describe("the page's default cluster", () => {
  it("is the site's on the server and in the browser, which learns it from the embedded site", async () => {
    const asked: RankingRequest[] = [];
    const site = { defaultCluster: '3MAN' };
    const html = await renderDocument(template, { search: '', site, ...server(asked) });
    expect(asked.map((request) => request.cluster)).toEqual(['3MAN']);
    const served = new DOMParser().parseFromString(html, 'text/html');
    expect(served.getElementById('root')?.textContent).toContain('Tribe of 3MAN');
    const answers = readFirstAnswers(served);
    if (!answers) throw new Error('no embedded answers');

    const live = createFakeClient();
    window.history.replaceState(null, '', '/');
    const clusterSetting = readSite(answers)?.defaultCluster ?? null;
    const { store, stop } = startPage({
      client: answeringFrom(answers, live.client),
      clusterSetting,
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect([live.rankingCalls, live.clusterCalls, live.seasonCalls]).toEqual([[], [], []]);
    expect(store.getState().state).toMatchObject({ cluster: '3MAN', loading: false });
    expect(window.location.search).toBe('');

    const container = document.createElement('div');
    container.innerHTML = served.getElementById('root')?.innerHTML ?? '';
    document.body.append(container);
    const { root, mismatch } = await hydratePage(
      container,
      <App store={store} site={readSite(answers)} />,
    );
    expect(mismatch).toBeNull();
    act(() => root.unmount());
    container.remove();
    stop();
  });

  it('is SOLO, listed though not first, without a setting', async () => {
    const asked: RankingRequest[] = [];
    await renderDocument(template, { search: '', ...server(asked) });
    expect(asked.map((request) => request.cluster)).toEqual(['SOLO']);
  });
});
