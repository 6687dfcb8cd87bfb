import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { freshPglite } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';

/** The `<html>` start tag of a page. */
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

// docs/adr/0057-the-page-before-its-script.md: the theme toggle and the name links work without
// script, because the server remembers the choice and draws the page the address asks for.
describe('the page before its script, on the server', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, soloFixture());
    app = createApp({
      store: createRankingStore(db, { versionTtlMs: 0 }),
      ...(await builtPage()),
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('GET /prefs', () => {
    it('keeps the theme in a cookie for a year and sends the visitor back', async () => {
      const res = await app.request('/prefs?back=%2F%3Fview%3Dplayers%26page%3D2&theme=light');
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/?view=players&page=2');
      expect(res.headers.get('Set-Cookie')).toBe(
        'ark-theme=light; Path=/; Max-Age=31536000; SameSite=Lax',
      );
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    });

    it('never sends the visitor to another site', async () => {
      for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
        const res = await app.request(`/prefs?theme=dark&back=${encodeURIComponent(back)}`);
        expect(res.headers.get('Location')).toBe('/');
      }
    });

    it('refuses a value no choice takes and keeps nothing', async () => {
      const res = await app.request('/prefs?theme=%3Cscript%3E&back=/');
      expect(res.status).toBe(400);
      expect(res.headers.get('Set-Cookie')).toBeNull();
      expect(await res.text()).toBe('theme takes light or dark; nothing was changed.');
    });

    it('goes back with nothing kept when no choice is named', async () => {
      const res = await app.request('/prefs?back=/');
      expect(res.status).toBe(303);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    });
  });

  describe('GET /', () => {
    it("draws the page in the theme of the visitor's cookie, and each theme under its own ETag", async () => {
      const chosen = await app.request('/?view=players', {
        headers: { Cookie: 'other=1; ark-theme=light' },
      });
      const none = await app.request('/?view=players');
      expect(htmlTag(await chosen.text())).toContain('data-theme="light"');
      expect(htmlTag(await none.text())).not.toContain('data-theme');
      expect(chosen.headers.get('ETag')).not.toBe(none.headers.get('ETag'));
    });

    it('ignores a theme cookie of nonsense', async () => {
      const res = await app.request('/', { headers: { Cookie: 'ark-theme="><script>' } });
      expect(htmlTag(await res.text())).not.toContain('data-theme');
    });

    it('draws the panel an address opens, its answer embedded', async () => {
      const board = await (await app.request('/?view=players')).text();
      const id = /player=(\d+)"/.exec(board)?.[1];
      if (!id) throw new Error('no name links to a panel');
      const html = await (await app.request(`/?view=players&player=${id}`)).text();
      // An open <dialog> (modal once the page's script runs: docs/adr/0099), named by its heading.
      const label =
        /<dialog open="" class="ark-panel-dialog" aria-modal="true" aria-labelledby="([^"]+)"/.exec(
          html,
        )?.[1];
      expect(label).toBeTruthy();
      expect(html).toMatch(new RegExp(`<h2 id="${label}" class="ark-panel__title"`));
      const answers = JSON.parse(/id="ark-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
      expect(Object.keys(answers)).toContain(
        JSON.stringify(['player', id, 'SOLO', null, 'all', 0]),
      );
    });
  });
});
