import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import {
  readPlayerSessions,
  readSessionState,
  type Session,
  writeSessions,
} from './game-log-sessions';
import { readLogOffset, writeLogOffset } from './log-offsets';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const t = (time: string) => new Date(`2026-04-05T${time}Z`);

const makeSession = (overrides: Partial<Session> = {}): Session => ({
  playerId: A,
  name: 'Ann',
  byName: false,
  joinedAt: t('10:00:00'),
  leftAt: t('11:30:00'),
  ended: 'leave',
  ...overrides,
});

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the game log's sessions on ${engine.name}`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    it('writes each session once by player and join time, however often it is written', async () => {
      const sessions = [
        makeSession(),
        makeSession({ joinedAt: t('12:00:00'), leftAt: null, ended: null }),
        makeSession({ playerId: B, name: 'Bob', joinedAt: t('10:15:00'), leftAt: t('10:45:30') }),
      ];
      await writeSessions(db, 'LOG', sessions);
      await writeSessions(db, 'LOG', sessions);
      const rows = await db.query('SELECT count(*)::int AS n FROM game_log_sessions');
      expect(rows).toEqual([{ n: 3 }]);
      expect(await readPlayerSessions(db, 'LOG', t('12:30:00'))).toEqual([
        { id: A, name: 'Ann', byName: false, minutes: 120, sessions: 2, lastSeen: null },
        {
          id: B,
          name: 'Bob',
          byName: false,
          minutes: 30,
          sessions: 1,
          lastSeen: t('10:45:30'),
        },
      ]);
    });

    it('reads back the open sessions to go on from, and closes one when it is written again', async () => {
      const state = await readSessionState(db, 'LOG', t('12:30:00'));
      expect([...state.open.keys()]).toEqual([A]);
      expect(state.open.get(A)?.joinedAt).toEqual(t('12:00:00'));
      await writeSessions(db, 'LOG', [
        makeSession({ joinedAt: t('12:00:00'), leftAt: t('12:10:00'), name: 'Ann II' }),
      ]);
      expect((await readSessionState(db, 'LOG', null)).open.size).toBe(0);
      const [ann] = await readPlayerSessions(db, 'LOG', null);
      expect(ann).toMatchObject({ name: 'Ann II', minutes: 100, lastSeen: t('12:10:00') });
    });

    it('keeps each cluster apart', async () => {
      expect(await readPlayerSessions(db, 'OTHER', null)).toEqual([]);
    });

    it("keeps a cluster's place in its log, replaced by each read, and the first line's time it met first", async () => {
      expect(await readLogOffset(db, 'LOG')).toBeNull();
      const offset = {
        fingerprint: 'f'.repeat(64),
        fingerprintBytes: 256,
        position: 5_000_000_000,
      };
      await writeLogOffset(db, 'LOG', { ...offset, lastAt: null, firstAt: null });
      await writeLogOffset(db, 'LOG', { ...offset, lastAt: t('12:10:00'), firstAt: t('12:00:00') });
      // A rotated file's read starts a file, not the log: the first time kept stays.
      await writeLogOffset(db, 'LOG', { ...offset, lastAt: t('12:20:00'), firstAt: t('12:15:00') });
      expect(await readLogOffset(db, 'LOG')).toEqual({
        ...offset,
        lastAt: t('12:20:00'),
        firstAt: t('12:00:00'),
      });
    });
  });
}
