import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { compareCodePoints, rankRows } from './rank-rows';

// Names whose UTF-16 order differs from their code-point (UTF-8 byte) order, prefixes, equal
// names, and values that tie (0 and -0 included).
const NAMES = [
  'rex',
  'rex',
  're',
  'rex hunter',
  '\uffff',
  '\u{1f995} dino',
  '\ue000 private',
  '\ufb01 ligature',
  '\u{10000}',
  'zoë',
  'zoe',
  '李小龙',
  '',
  ' spaced',
];
const STATS = [5, 5, 0, -0, 1e15, 2.5, 2.5, 0, 7, 5, -1, 0, 1e-9, 5];

describe('compareCodePoints', () => {
  it('orders strings as their UTF-8 bytes order (COLLATE "C")', () => {
    const sorted = [...NAMES].sort(compareCodePoints);
    const bytes = [...NAMES].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(sorted).toEqual(bytes);
    expect(compareCodePoints('\uffff', '\u{10000}')).toBeLessThan(0);
    expect(compareCodePoints('re', 'rex')).toBeLessThan(0);
    expect(compareCodePoints('rex', 'rex')).toBe(0);
  });
});

for (const engine of engines())
  describe.skipIf(engine.skip !== null)(`rankRows against ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    it("gives the positions and ranks of PostgreSQL's row_number() and rank() over the rank rules", async () => {
      // Unique ids not in name order (5 is coprime to the 14 names).
      const ids = NAMES.map((_, i) => `id-${(i * 5) % NAMES.length}`);
      // Fractions, and whole numbers too far apart to pack, take the comparator; whole numbers
      // close enough (ties, negatives and -0 included) the packed native sort.
      const whole = [5, 5, 0, -0, -3, 2, 2, 0, 7, 5, -1, 0, 900, 5];
      const wide = [1e15, 5, 0, -0, -1e15, 2, 2, 0, 7, 5, -1, 0, 900, 5];
      const stats = [STATS, STATS.map((v) => -v), whole, wide].map((list) =>
        Float64Array.from(list),
      );
      const { positions, ranks } = rankRows({ nameKeys: NAMES, ids, stats });
      for (const [s, values] of stats.entries()) {
        const rows = await db.query<{ id: string; pos: number; rank: number }>(
          `SELECT id, row_number() OVER w::int AS pos, rank() OVER (ORDER BY stat DESC)::int AS rank
           FROM unnest($1::text[], $2::text[], $3::float8[]) AS t(id, name_key, stat)
           WINDOW w AS (ORDER BY stat DESC, name_key COLLATE "C", id COLLATE "C")`,
          [ids, NAMES, [...values]],
        );
        const expected = Object.fromEntries(rows.map((r) => [r.id, [r.pos, r.rank]]));
        const actual = Object.fromEntries(
          ids.map((id, i) => [id, [positions[s]?.[i], ranks[s]?.[i]]]),
        );
        expect(actual).toEqual(expected);
      }
    });
  });
