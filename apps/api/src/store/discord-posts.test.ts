import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import type { Db } from '../db/db';
import { lastPostPeriods, markPostPeriod, postPeriods } from './discord-posts';

const WEEK_1 = new Date('2026-11-15T23:00:00Z');
const WEEK_2 = new Date('2026-11-22T23:00:00Z');
const SENT = new Date('2026-11-22T23:00:04Z');

describe('discord posts kept in the store', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('markPostPeriod', () => {
    it('lets a send overwrite a pass-over of the same period, never the other way', async () => {
      await markPostPeriod(db, { postId: 'a', periodStart: WEEK_1, postedAt: null });
      await markPostPeriod(db, {
        postId: 'a',
        periodStart: WEEK_1,
        postedAt: SENT,
        messageId: '7',
      });
      await markPostPeriod(db, { postId: 'a', periodStart: WEEK_1, postedAt: null });
      expect(await postPeriods(db, 'a')).toEqual([
        { postId: 'a', periodStart: WEEK_1, postedAt: SENT, messageId: '7' },
      ]);
    });
  });

  describe('lastPostPeriods', () => {
    it('answers the latest period kept per post, and nothing for a post never seen', async () => {
      await markPostPeriod(db, { postId: 'b', periodStart: WEEK_2, postedAt: SENT });
      await markPostPeriod(db, { postId: 'b', periodStart: WEEK_1, postedAt: null });
      const last = await lastPostPeriods(db, ['a', 'b', 'never']);
      expect(last).toEqual(
        new Map([
          ['a', WEEK_1],
          ['b', WEEK_2],
        ]),
      );
      expect(await lastPostPeriods(db, [])).toEqual(new Map());
    });
  });

  describe('postPeriods', () => {
    it('lists a post’s periods oldest first, a pass-over without a send time', async () => {
      expect((await postPeriods(db, 'b')).map((p) => [p.periodStart, p.postedAt])).toEqual([
        [WEEK_1, null],
        [WEEK_2, SENT],
      ]);
    });
  });
});
