import { hallAddress } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { freshPglite } from '../../test/engines';
import { importFame } from '../../test/hall-fixture';
import type { Db } from '../db/db';
import type { PeriodSettings } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';
import { countedStore } from './test/counted-store';

const UTC: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };
const now = () => new Date('2026-12-09T00:00:00Z');

/** The page's embedded answers, read as the page reads them. */
function embedded(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="ark-answers">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no embedded answers');
  return JSON.parse(match[1]);
}

// The hall of fame tab in the first HTML (docs/adr/0084-the-hall-on-the-page.md).
describe('the hall of fame page drawn on the server', () => {
  let db: Db;

  beforeAll(async () => {
    db = await freshPglite();
    await importFame(db, now);
  });
  afterAll(() => db?.close());

  it('draws ?view=hall with its sections, from the hall calls’ own answers', async () => {
    const counted = countedStore(createRankingStore(db, { versionTtlMs: 0, now, periods: UTC }));
    const app = createApp({ store: counted.store, now, ...(await builtPage()) });
    const res = await app.request('/?view=hall&cluster=FAME');
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const heading of ['Records', 'Champions', 'Medal table']) {
      expect(html).toContain(`>${heading}</h3>`);
    }
    expect(html).toContain('Bob');
    expect(html).toContain('aria-selected="true"');
    const answers = embedded(html);
    const records = hallAddress({
      section: 'records',
      cluster: 'FAME',
      season: null,
      board: null,
      page: null,
    });
    // The page's answer is the JSON call's, kept in the one answer cache: asked again, it is read
    // from there and the store is not asked.
    const reads = counted.reads.length;
    const call = await app.request(records);
    expect(await call.json()).toEqual(answers[records]);
    expect(counted.reads.length).toBe(reads);
  });

  it('draws the hall in German, its tab and sections in the catalog’s words', async () => {
    const app = createApp({
      store: createRankingStore(db, { versionTtlMs: 0, now, periods: UTC }),
      now,
      ...(await builtPage()),
    });
    const html = await (await app.request('/?view=hall&cluster=FAME&lang=de')).text();
    expect(html).toContain('Ruhmeshalle');
    expect(html).toContain('>Rekorde</h3>');
    expect(html).toContain('Medaillenspiegel');
  });
});
