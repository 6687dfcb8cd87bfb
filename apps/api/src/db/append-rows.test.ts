import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db, SqlCell } from './db';

// Text COPY and JSON both must carry these intact: their delimiters, escapes and markers.
const ROWS: SqlCell[][] = [
  [1, 'tab\there', 1.5],
  [2, 'line\nbreak\r\n', -0.25],
  [3, 'back\\slash \\N \\.', 1e21],
  [4, null, 0],
  [5, 'Zoë 🦕 李 "quoted"', 123456789.125],
];

// copyText (PGlite) and jsonInsert (PostgreSQL), through each engine's Session.appendRows.
for (const engine of engines())
  describe.skipIf(engine.skip !== null)(`appendRows on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
      await db.query('CREATE TABLE appended (n integer, label text, value float8)');
    });
    afterAll(() => db?.close());

    it('writes text with tabs, newlines, backslashes and nulls, and numbers, exactly', async () => {
      await db.session((s) => s.appendRows('appended', ['n', 'label', 'value'], ROWS));
      const back = await db.query<{ n: number; label: string | null; value: number }>(
        'SELECT n, label, value FROM appended ORDER BY n',
      );
      expect(back.map((r) => [r.n, r.label, r.value])).toEqual(ROWS);
    });
  });
