import { THEME_STORAGE_KEY } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { freshPglite } from '../../test/engines';
import { fakeStore } from '../../test/fake-store';
import { makePlayer, soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { silentLogger } from '../lib/logger';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';
import { loadPageRenderer } from './page-render';
import { countedStore } from './test/counted-store';

const HOSTILE = '</script><script>alert(1)</script><!-- \u2028\u2029';

/** DUO: 45 players, "Duo 01" dying most, so the deaths board's page 2 is Duo 21..Duo 40. */
function duoFixture(): ClusterImport {
  return {
    cluster: { key: 'DUO', display: 'Duos', order: 0 },
    players: Array.from({ length: 45 }, (_, i) =>
      makePlayer(i === 44 ? HOSTILE : `Duo ${String(i + 1).padStart(2, '0')}`, {
        deaths: 100 - i,
        kills: i,
      }),
    ),
    tribes: [],
  };
}

/** The text of the page's embedded answers, as it stands in the HTML. */
function embeddedText(html: string): string {
  const match = /<script type="application\/json" id="ark-answers">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no embedded answers');
  return match[1];
}

/** The page's embedded answers, read as the page reads them. */
const embedded = (html: string): Record<string, unknown> => JSON.parse(embeddedText(html));

describe('the page drawn on the server', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, soloFixture());
    await importCluster(db, duoFixture());
    app = createApp({
      store: createRankingStore(db, { versionTtlMs: 0 }),
      ...(await builtPage()),
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("carries a deep link's rows and its Page X of N in the first HTML", async () => {
    const res = await app.request('/?view=players&cluster=DUO&filter=deaths&page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('PLAYER LEADERBOARDS');
    for (const n of [21, 30, 40]) expect(html).toContain(`Duo ${n}`);
    expect(html).not.toContain('Duo 20<');
    expect(html).not.toContain('Duo 41');
    expect(html).not.toContain('Loading...');
  });

  it('embeds the answers byte for byte as the JSON calls send them', async () => {
    const html = await (
      await app.request('/?view=players&cluster=DUO&filter=deaths&page=2')
    ).text();
    const call = '/api/ark/player_rankings?search=&filter=deaths&cluster=DUO&page=1';
    const rankings = await (await app.request(call)).text();
    const clusters = await (await app.request('/api/ark/player_rankings/clusters')).text();
    const seasons = await (await app.request('/api/ark/seasons')).text();
    const answers = embedded(html);
    expect(JSON.stringify(answers.players)).toBe(clusters);
    expect(JSON.stringify(answers['["players","DUO","deaths","",1,null]'])).toBe(rankings);
    // The capability probes' answers too, so the page does not probe again.
    expect(JSON.stringify(answers.seasons)).toBe(seasons);
    expect(Object.keys(answers).sort()).toEqual(
      ['players', '["players","DUO","deaths","",1,null]', 'ranges', 'seasons'].sort(),
    );
  });

  it('escapes the embedded JSON: a name cannot close the script or open a comment', async () => {
    const html = await (await app.request('/?view=players&cluster=DUO&filter=kills')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(embeddedText(html)).not.toMatch(/[<>\u2028\u2029]/);
    // The data block, the theme script (allowed by its hash) and the page's own module script:
    // nothing else runs.
    expect(html.match(/<script/g)).toHaveLength(3);
    const answers = embedded(html);
    const rows = (
      answers['["players","DUO","kills","",0,null]'] as { ranking_data: { PlayerName: string }[] }
    ).ranking_data;
    expect(rows[0]?.PlayerName).toBe(HOSTILE);
    // Drawn as text in the row: React's server render escapes every `<` and `>`.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps the CSP at script-src self', async () => {
    const res = await app.request('/');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('answers a revalidation with 304 by its ETag, per address', async () => {
    const first = await app.request('/?view=players');
    const tag = first.headers.get('ETag') as string;
    expect(tag).toMatch(/^"/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const again = await app.request('/?view=players', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const other = await app.request('/?view=tribes', { headers: { 'If-None-Match': tag } });
    expect(other.status).toBe(200);
  });

  it('sends the page compressed when the client accepts it', async () => {
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    // Its language came from the cookie or Accept-Language (neither said one): both are named.
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('draws a new page after an import (a new data version)', async () => {
    const before = await app.request('/?cluster=DUO');
    const duo = duoFixture();
    duo.players.push(makePlayer('Newcomer', { kills: 1 }));
    await importCluster(db, duo);
    const after = await app.request('/?cluster=DUO&view=players', {
      headers: { 'If-None-Match': before.headers.get('ETag') as string },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Page 1 of 3');
  });

  it('draws the defaults for an address that makes no sense, never a 500', async () => {
    const res = await app.request('/?view=nope&filter=bogus&page=-3&search=%00%00');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('TRIBE LEADERBOARDS');
    expect(html).toContain('Red');
  });

  it('draws the default cluster for a cluster the list does not have', async () => {
    const res = await app.request('/?view=players&cluster=NOPE');
    expect(res.status).toBe(200);
    const html = await res.text();
    // SOLO, listed after DUO, as the page does when the list arrives
    // (docs/adr/0016-first-paint.md, docs/adr/0076-default-cluster.md).
    expect(html).toContain('alpha');
    expect(html).not.toContain('Duo 44');
    // The clusters, the probes and the one rankings call kept: not the one given up on.
    expect(Object.keys(embedded(html)).sort()).toEqual(
      ['players', '["players","SOLO","kills","",0,null]', 'ranges', 'seasons'].sort(),
    );
  });

  it('lands a link past the last page on the last page, as the page does', async () => {
    const html = await (await app.request('/?view=players&cluster=DUO&page=99')).text();
    expect(html).toContain('Page 3 of 3');
    expect(html).toContain('Duo 01');
  });
  it('draws a page asked again from the one answer cache, reading nothing of the store', async () => {
    const counted = countedStore(createRankingStore(db, { versionTtlMs: 0 }));
    const served = createApp({ store: counted.store, ...(await builtPage()) });
    const address = '/?view=players&cluster=DUO&filter=deaths&page=2';
    const first = await (await served.request(address)).text();
    const read = counted.reads.length;
    expect(read).toBeGreaterThan(0);
    expect(await (await served.request(address)).text()).toBe(first);
    expect(counted.reads.length).toBe(read);
  });

  it("sends a JSON call's rows as the database wrote them, and draws a page over it from typed rows", async () => {
    const counted = countedStore(createRankingStore(db, { versionTtlMs: 0 }));
    const served = createApp({ store: counted.store, ...(await builtPage()) });
    const call = await served.request('/api/ark/player_rankings?cluster=DUO&filter=deaths&page=1');
    expect(call.status).toBe(200);
    expect(counted.reads).toContain('pageText');
    expect(counted.reads).not.toContain('page');
    const html = await (
      await served.request('/?view=players&cluster=DUO&filter=deaths&page=2')
    ).text();
    expect(counted.reads).toContain('page');
    // The page's rows are the call's: the same answer, drawn from its value.
    expect(embedded(html)['["players","DUO","deaths","",1,null]']).toEqual(await call.json());
  });

  it('draws a page from the JSON answers another page kept: its rows are not read again', async () => {
    const counted = countedStore(createRankingStore(db, { versionTtlMs: 0 }));
    const served = createApp({ store: counted.store, ...(await builtPage()) });
    const address = '/?view=players&cluster=DUO&filter=deaths&page=2';
    const plain = await (await served.request(address)).text();
    // The second page of rows (page 1 of the call) was read once, for the first page drawn.
    expect(counted.pages.filter((page) => page === 1)).toHaveLength(1);
    const light = await served.request(address, {
      headers: { Cookie: `${THEME_STORAGE_KEY}=light` },
    });
    expect(light.status).toBe(200);
    const html = await light.text();
    expect(html).not.toBe(plain);
    const rows = '["players","DUO","deaths","",1,null]';
    expect(embedded(html)[rows]).toEqual(embedded(plain)[rows]);
    expect(counted.pages.filter((page) => page === 1)).toHaveLength(1);
  });
});

describe('the page without a server render', () => {
  it('sends the built index.html when the render fails (the store is down)', async () => {
    const down = async (): Promise<never> => {
      throw new Error('store down');
    };
    const app = createApp({
      store: fakeStore({ page: down }),
      ...(await builtPage()),
    });
    const res = await app.request('/?view=players');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Loading...');
    expect(html).not.toContain('ark-answers');
  });

  it('loads no bundle from a path that is not one', async () => {
    const errors: unknown[] = [];
    const logger = { ...silentLogger, error: (fields: unknown) => errors.push(fields) };
    expect(await loadPageRenderer('/nowhere/entry-server.js', logger)).toBeNull();
    expect(await loadPageRenderer(null, logger)).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
