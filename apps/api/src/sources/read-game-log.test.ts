import { appendFile, mkdtemp, rename, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { readPlayerSessions } from '../store/game-log-sessions';
import { type LogFolder, localLogFolder } from './log-folder';
import { type ReadGameLogOptions, readGameLog } from './read-game-log';

const ANN = 'a'.repeat(32);
const BOB = 'b'.repeat(32);
const LIVE = 'ShooterGame.log';

/** A line as the game writes it at `time` (HH.mm.ss) on 2026-04-05. */
const line = (time: string, text: string) =>
  `[2026.04.05-${time}:000][  1]2026.04.05_${time}: ${text}\n`;
const join_ = (time: string, id = ANN, name = 'Ann') =>
  line(time, `${name} [UniqueNetId:${id} Platform:PC] joined this ARK!`);
const leave = (time: string, id = ANN, name = 'Ann') =>
  line(time, `${name} [UniqueNetId:${id} Platform:PC] left this ARK!`);
/** A log's first bytes as the engine writes them at a launch. */
const opened = (time: string) => `\uFEFFLog file open, 04/05/26 ${time.replaceAll('.', ':')}\n`;
const started = (time: string) =>
  `[2026.04.05-${time}:000][  0]Server: "Isle" has successfully started!\n`;

/** `folder`, with `act` done on the disk once the first chunk of a read is handed over. */
function onFirstChunk(folder: LogFolder, act: () => Promise<void>): LogFolder {
  let done = false;
  return {
    ...folder,
    async *stream(name, start, signal) {
      for await (const chunk of folder.stream(name, start, signal)) {
        yield chunk;
        if (!done) {
          done = true;
          await act();
        }
      }
    },
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`readGameLog from a folder on ${engine.name}`, () => {
    let db: Db;
    let dir: string;
    let cluster: string;
    let n = 0;

    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'ark-game-log-'));
      cluster = `LOG${++n}`;
      return () => rm(dir, { recursive: true, force: true });
    });

    const read = (overrides: Partial<ReadGameLogOptions> = {}) =>
      readGameLog({
        db,
        cluster,
        folder: localLogFolder(dir, { chunkBytes: 64 }),
        file: LIVE,
        timezone: 'UTC',
        sessionLimitMs: 24 * 60 * 60 * 1000,
        signal: new AbortController().signal,
        ...overrides,
      });
    const live = (text: string) => writeFile(join(dir, LIVE), text);
    const more = (text: string) => appendFile(join(dir, LIVE), text);
    const totals = () => readPlayerSessions(db, cluster, null);

    it("reads every line once: the next read starts where the last stopped, a restart's too", async () => {
      await live(opened('10.00.00') + join_('10.00.00') + line('10.01.00', 'Ann (Ann): hi'));
      const first = await read();
      expect(first.players).toEqual([{ id: ANN, name: 'Ann', minutes: 1 }]);
      expect(first.log).toMatchObject({ joins: 1, skipped: { chat: 1, other: 1 } });
      await more(join_('10.05.00', BOB, 'Bob') + leave('10.30.00'));
      // A new reader, as after the board's restart: only the new lines.
      const second = await read();
      expect(second.log).toMatchObject({ lines: 2, joins: 1, leaves: 1 });
      const third = await read();
      expect(third.log).toMatchObject({ lines: 0, bytes: 0 });
      expect(third.players).toEqual([
        { id: ANN, name: 'Ann', minutes: 30 },
        { id: BOB, name: 'Bob', minutes: 25 },
      ]);
    });

    it('leaves a line the server is still writing for the next read', async () => {
      await live(opened('10.00.00') + join_('10.00.00') + leave('10.20.00').slice(0, 20));
      expect((await read()).log).toMatchObject({ lines: 2, leaves: 0 });
      await more(leave('10.20.00').slice(20));
      expect((await read()).log).toMatchObject({ lines: 1, leaves: 1 });
      expect(await totals()).toMatchObject([{ minutes: 20, sessions: 1 }]);
    });

    it("follows a rotation: the old file's rest first, then the new log from its start", async () => {
      await live(opened('10.00.00') + join_('10.00.00'));
      await read();
      // Written after the last read, then renamed at the server's restart.
      await more(leave('10.40.00') + join_('10.45.00', BOB, 'Bob'));
      await rename(join(dir, LIVE), join(dir, 'ShooterGame-backup-2026.04.05-11.00.01.log'));
      await writeFile(join(dir, 'ShooterGame-backup-2026.04.04-09.00.00.log'), opened('09.00.00'));
      await live(opened('11.00.00') + started('11.00.00') + join_('11.05.00'));
      const after = await read();
      expect(after.log).toMatchObject({ rotated: true, restarted: false, starts: 1 });
      expect(await totals()).toEqual([
        expect.objectContaining({ id: ANN, minutes: 40, sessions: 2, lastSeen: null }),
        // Open at the start: closed at the old file's last line (a crash writes no leave).
        expect.objectContaining({ id: BOB, minutes: 0, sessions: 1 }),
      ]);
    });

    it('follows a rotation that happens while the log is read', async () => {
      const lines = Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? join_(`10.${String(i).padStart(2, '0')}.00`)
          : leave(`10.${String(i).padStart(2, '0')}.30`),
      );
      await live(opened('10.00.00') + lines.join(''));
      const rotating = onFirstChunk(localLogFolder(dir, { chunkBytes: 64 }), async () => {
        // The open file is renamed and grows on; a new one takes its name.
        await more(join_('11.00.00', BOB, 'Bob'));
        await rename(join(dir, LIVE), join(dir, 'ShooterGame-backup-2026.04.05-11.00.01.log'));
        await live(opened('11.00.01') + leave('11.30.00', BOB, 'Bob'));
      });
      await read({ folder: rotating });
      await read();
      await read();
      expect(await totals()).toEqual([
        expect.objectContaining({ id: ANN, minutes: 30, sessions: 20 }),
        expect.objectContaining({ id: BOB, minutes: 30, sessions: 1 }),
      ]);
    });

    it('reads a log truncated in place from its start', async () => {
      await live(opened('10.00.00') + join_('10.00.00') + leave('10.10.00'));
      await read();
      await truncate(join(dir, LIVE), 0);
      await live(opened('10.00.00') + join_('10.20.00'));
      expect((await read()).log).toMatchObject({ restarted: true, joins: 1 });
      expect(await totals()).toEqual([expect.objectContaining({ minutes: 10, sessions: 2 })]);
    });

    it('reads again a log truncated and written anew while it was read', async () => {
      await live(
        opened('10.00.00') + join_('10.00.00') + leave('10.10.00') + join_('10.15.00', BOB, 'Bob'),
      );
      const truncating = onFirstChunk(localLogFolder(dir, { chunkBytes: 64 }), async () => {
        await truncate(join(dir, LIVE), 0);
        await live(
          opened('11.00.00') + join_('11.00.00', BOB, 'Bob') + leave('11.20.00', BOB, 'Bob'),
        );
      });
      await read({ folder: truncating });
      expect(await totals()).toEqual([
        expect.objectContaining({ id: BOB, minutes: 20, sessions: 1 }),
      ]);
    });

    it('reads the same log twice into the same sessions', async () => {
      await live(opened('10.00.00') + join_('10.00.00') + leave('10.10.00') + join_('10.20.00'));
      const once = await read();
      await db.query('DELETE FROM game_log_offsets WHERE cluster = $1', [cluster]);
      const twice = await read();
      expect(twice.players).toEqual(once.players);
      expect(await totals()).toEqual([expect.objectContaining({ sessions: 2 })]);
    });

    it('keeps no skipped line: an IP address reaches neither the store nor the report', async () => {
      await live(
        opened('10.00.00') +
          line('10.00.00', `IP for incoming account ${ANN} - IP 203.0.113.77`) +
          join_('10.00.01'),
      );
      const result = await read();
      expect(JSON.stringify(result)).not.toContain('203.0.113.77');
      const rows = await db.query('SELECT * FROM game_log_sessions WHERE cluster = $1', [cluster]);
      expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
      expect(result.log.skipped.ip).toBe(1);
    });

    it('says the folder and the file when the log is not there', async () => {
      await expect(read()).rejects.toThrow(`no ${LIVE} in ${dir}`);
    });
  });
}
