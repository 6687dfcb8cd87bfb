import { siteRules } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshPglite } from '../../test/engines';
import { fame, IMPORTS, importFame, type Kills } from '../../test/hall-fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { servedSite } from '../site/site-config';
import { hideEntry, unhideEntry } from '../store/moderation';
import type { PeriodSettings } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { type DiscordPost, discordConfigSchema } from './discord-config';
import { createPostBoards, fallenRecord, postBoardQuery } from './post-board';
import { composeMessages } from './post-delivery';

const parsePost = (post: unknown): DiscordPost =>
  discordConfigSchema({ allowLocalWebhooks: true }).parse({ posts: [post] })
    .posts[0] as DiscordPost;

const webhook = 'https://discord.com/api/webhooks/1/token';

describe('postBoardQuery', () => {
  it('names the board with its range, the defaults filled in', () => {
    const post = parsePost({ webhook, every: 'week', cluster: 'SOLO' });
    expect(postBoardQuery(post)).toBe('view=players&cluster=SOLO&filter=kills&range=last_week');
  });

  it('leaves the all-time range out, as the page does', () => {
    const post = parsePost({ webhook, every: 'day', cluster: 'SOLO', view: 'tribes' });
    expect(postBoardQuery(post)).toBe('view=tribes&cluster=SOLO&filter=tribe_score');
  });

  it('names an archived season instead of a range', () => {
    const post = parsePost({ webhook, every: 'season', cluster: 'SOLO' });
    expect(postBoardQuery(post, 4)).toBe('view=players&cluster=SOLO&filter=kills&season=4');
  });
});

// A post's record line (docs/adr/0091-records-said-and-rebuilt.md), from the hall fixture's
// hand-worked periods: players' kills a week 10 (Ann, week 11-02), 12 (Bob, 11-09), 10 (11-16),
// 12 (Cy, 11-30, a tie: the record stays Bob's); the tribe's 24, 14, 30, 22. A day: 10 (Ann,
// 11-04), 3 (Bob, 11-05), 12 (Bob, 11-09), 10 (11-16), 12 (Cy, 12-01, a tie). November is the
// only month closed.
const UTC: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };
const site = servedSite({ look: { name: 'Rex Valley', publicUrl: 'https://ark.example/' } });
const weekly = { webhook, every: 'week', cluster: 'FAME' };
const hall = '[Hall of fame](https://ark.example/?view=hall&cluster=FAME)';

/** The built body (and its description) of one post due at `periodStart`, read at `now`. */
const postOf =
  (db: () => Db, now: () => Date) =>
  async (post: unknown, periodStart: string, language = site.language) => {
    const store = createRankingStore(db(), { versionTtlMs: 0, now, periods: UTC });
    const told = { ...site, language };
    const boards = createPostBoards({ store, site: told, rules: siteRules(told.defaultCluster) });
    const due = [{ post: parsePost(post), periodStart: new Date(periodStart) }];
    const { messages } = await composeMessages({ due, boards, site: told });
    const body = messages[0]?.body;
    return { description: body?.embeds[0]?.description ?? '', body };
  };

describe('a post’s record line', () => {
  const now = () => new Date('2026-12-09T00:00:00Z');
  let db: Db;

  beforeAll(async () => {
    db = await freshPglite();
    await importFame(db, now);
  });
  afterAll(() => db?.close());

  const postedAt = postOf(() => db, now);

  it('says the record that fell in the week before it, by how much and whose it was', async () => {
    const { description, body } = await postedAt(weekly, '2026-11-16T00:00:00Z');
    expect(description.split('\n').at(-1)).toBe(
      `🏆 New weekly record for kills: **Bob** with **12**, 2 more than Ann (10). ${hall}`,
    );
    expect(body?.allowed_mentions).toEqual({ parse: [] });
  });

  it('says a tribe’s record on a tribe board’s post', async () => {
    const post = { ...weekly, view: 'tribes', filter: 'kills' };
    const { description } = await postedAt(post, '2026-11-23T00:00:00Z');
    expect(description).toContain(
      `🏆 New weekly record for kills: **Keepers** with **30**, 6 more than Keepers (24). ${hall}`,
    );
  });

  it('says nothing when the week only tied the record, or fell short of it', async () => {
    for (const week of ['2026-12-07T00:00:00Z', '2026-11-23T00:00:00Z']) {
      expect((await postedAt(weekly, week)).description, week).not.toContain('🏆');
    }
  });

  it('says nothing in a board’s first week (no record stood), nor in a season’s post', async () => {
    expect((await postedAt(weekly, '2026-11-09T00:00:00Z')).description).not.toContain('🏆');
    const daily = { ...weekly, every: 'day' };
    expect((await postedAt(daily, '2026-11-05T00:00:00Z')).description).not.toContain('🏆');
    const store = createRankingStore(db, { versionTtlMs: 0, now, periods: UTC });
    const boards = createPostBoards({ store, site, rules: siteRules(site.defaultCluster) });
    const season = parsePost({ ...weekly, every: 'season' });
    expect(await boards.recordFell(season, new Date('2026-11-16T00:00:00Z'))).toBeNull();
  });

  it('says the day’s record in a daily post, and nothing on a day that only tied it', async () => {
    const daily = { ...weekly, every: 'day' };
    expect((await postedAt(daily, '2026-11-10T00:00:00Z')).description).toContain(
      `🏆 New daily record for kills: **Bob** with **12**, 2 more than Ann (10). ${hall}`,
    );
    for (const day of ['2026-11-06T00:00:00Z', '2026-12-02T00:00:00Z']) {
      expect((await postedAt(daily, day)).description, day).not.toContain('🏆');
    }
  });

  it('says nothing in a monthly post after a board’s first month: no record stood', async () => {
    const monthly = { ...weekly, every: 'month' };
    expect((await postedAt(monthly, '2026-12-01T00:00:00Z')).description).not.toContain('🏆');
  });

  it('says it in the post’s language', async () => {
    const { description } = await postedAt(weekly, '2026-11-16T00:00:00Z', 'fr');
    expect(description).toContain(
      '🏆 Nouveau record hebdomadaire (éliminations) : **Bob** avec **12**, 2 de plus que Ann (10). [Panthéon](https://ark.example/?view=hall&cluster=FAME)',
    );
  });
});

// A post goes out at its period's start; the import that closes the period, and keeps its hall
// rows, comes later (docs/adr/0095-the-post-reads-its-closed-period.md). The fixture's first
// imports (to Mon 11-09), then the clock past the week's end with no import since.
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(
    `a post before its period's import on ${engine.name}`,
    () => {
      const clock = { at: new Date('2026-11-10T00:00:00Z') };
      const now = () => clock.at;
      let db: Db;
      const load = ([day, kills]: [string, Kills]) =>
        importCluster(db, fame(kills), { asOf: new Date(`${day}T12:00:00Z`), now, periods: UTC });
      const postedAt = postOf(() => db, now);
      const lastLine = async (post: unknown, periodStart: string) =>
        (await postedAt(post, periodStart)).description.split('\n').at(-1);
      const weekRecord = `🏆 New weekly record for kills: **Bob** with **12**, 2 more than Ann (10). ${hall}`;

      beforeAll(async () => {
        db = await engine.open();
        for (const one of IMPORTS.slice(0, 4)) await load(one);
      });
      afterAll(() => db?.close());

      it('says the day’s record that fell the day before, no import of the new day landed', async () => {
        clock.at = new Date('2026-11-10T00:00:00Z');
        expect(await lastLine({ ...weekly, every: 'day' }, '2026-11-10T00:00:00Z')).toBe(
          `🏆 New daily record for kills: **Bob** with **12**, 2 more than Ann (10). ${hall}`,
        );
      });

      it('says the week’s record that fell, the import closing the week still to come', async () => {
        clock.at = new Date('2026-11-16T00:00:00Z');
        expect(await lastLine(weekly, '2026-11-16T00:00:00Z')).toBe(weekRecord);
      });

      it('leaves a hidden player out of the closed week’s #1, as the hall does', async () => {
        clock.at = new Date('2026-11-16T00:00:00Z');
        const bob = { cluster: 'FAME', kind: 'player', id: '2' } as const;
        await hideEntry(db, { ...bob, reason: 'test', by: 't' });
        // Week 11-09's #1 is then Ann with 2, short of her 10 of week 11-02.
        expect((await postedAt(weekly, '2026-11-16T00:00:00Z')).description).not.toContain('🏆');
        await unhideEntry(db, bob);
      });

      it('says the same once the import that closes the week has kept it', async () => {
        clock.at = new Date('2026-11-16T13:00:00Z');
        await load(IMPORTS[4] as [string, Kills]);
        expect(await lastLine(weekly, '2026-11-16T00:00:00Z')).toBe(weekRecord);
      });
    },
  );
}

describe('fallenRecord', () => {
  const month = (start: string, name: string, value: number) => ({ start, name, value });

  it('says a month that beat every earlier month’s best, with that best', () => {
    const firsts = [month('2026-09-01', 'Ann', 30), month('2026-10-01', 'Cy', 25)];
    const fell = fallenRecord([...firsts, month('2026-11-01', 'Bob', 41)], '2026-11-01');
    expect(fell).toEqual({ now: month('2026-11-01', 'Bob', 41), old: firsts[0] });
  });

  it('keeps a tie with the first to reach it, and says nothing without an earlier month', () => {
    const firsts = [month('2026-09-01', 'Ann', 30), month('2026-10-01', 'Bob', 30)];
    expect(fallenRecord(firsts, '2026-10-01')).toBeNull();
    expect(fallenRecord(firsts, '2026-09-01')).toBeNull();
  });
});
