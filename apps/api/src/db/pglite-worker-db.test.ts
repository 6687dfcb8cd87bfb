import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openDbHandle } from './open-db';
import { openPgliteWorkerDb } from './pglite-worker-db';

describe('openPgliteWorkerDb', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteWorkerDb();
    await db.query('CREATE TABLE t (n integer PRIMARY KEY, label text)');
  });
  afterAll(() => db.close());

  it("runs queries and transactions in its worker, and throws the database's errors with their code", async () => {
    expect(await db.query('SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1, $1)', ['one']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2, $1)', ['two']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT n, label FROM t ORDER BY n')).toEqual([{ n: 1, label: 'one' }]);
    await expect(db.query('INSERT INTO t VALUES (1, null)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
  });

  it("never runs another caller's statement inside an open transaction", async () => {
    let counted: unknown;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (3, $1)', ['uncommitted']);
        // Another caller asks meanwhile: it must wait for the transaction, not run inside it.
        const other = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE n = 3');
        void other.then((rows) => {
          counted = rows;
        });
        // The worker takes one port's messages in order: when it answers this later statement of
        // the transaction, it holds the other caller's, and has kept it waiting.
        await tx.query('SELECT 1');
        expect(counted).toBeUndefined();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect.poll(() => counted).toEqual([{ n: 0 }]);
  });

  it("runs other callers' statements between a session's statements, and sessions in turns", async () => {
    const order: string[] = [];
    const first = db.session(async (s) => {
      order.push('first starts');
      const step = s.query('SELECT 1 AS step');
      // Asked before the session's statement is answered: answered before the session's next one
      // (a session holding the connection would keep it waiting until the session ends, and the
      // session waits for it below).
      const read = db.query('SELECT 1').then(() => order.push('read'));
      await step;
      await s.query('SELECT 2');
      order.push('first next step');
      await read;
      order.push('first ends');
    });
    const second = db.session(async () => {
      order.push('second starts');
    });
    await Promise.all([first, second]);
    expect(order).toEqual([
      'first starts',
      'read',
      'first next step',
      'first ends',
      'second starts',
    ]);
  });

  it('appends rows by COPY, text with tabs, newlines, backslashes and nulls intact', async () => {
    const rows = [
      [10, 'tab\there'],
      [11, 'line\nbreak\r\n'],
      [12, 'back\\slash \\N \\.'],
      [13, null],
      [14, 'Zoë 🦕 李'],
    ];
    await db.session((s) => s.appendRows('t', ['n', 'label'], rows));
    const back = await db.query<{ n: number; label: string | null }>(
      'SELECT n, label FROM t WHERE n >= 10 ORDER BY n',
    );
    expect(back.map((r) => [r.n, r.label])).toEqual(rows);
  });

  it('shares the store through a handle another thread opens', async () => {
    const handle = db.share?.();
    expect(handle?.kind).toBe('pglite');
    const other = await openDbHandle(handle as NonNullable<typeof handle>);
    try {
      expect(await other.query('SELECT label FROM t WHERE n = 1')).toEqual([{ label: 'one' }]);
    } finally {
      await other.close();
    }
    // The opener's store is still open after the other side let go.
    expect(await db.query('SELECT count(*)::int AS n FROM t WHERE n = 1')).toEqual([{ n: 1 }]);
  });
});
