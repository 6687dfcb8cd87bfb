import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeUtf8,
  parseCsvRows,
  parseJsonRows,
  quoteBigIntegers,
  readTableFile,
} from './read-table-file';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('parseCsvRows', () => {
  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsvRows('a,b\r\n"x, ""y""","two\nlines"\r\n', 'f.csv')).toEqual([
      { a: 'x, "y"', b: 'two\nlines' },
    ]);
  });

  it('reads unquoted NULL, \\N and an empty cell as NULL, but a quoted "NULL" as text', () => {
    expect(parseCsvRows('a,b,c,d\nNULL,\\N,"NULL",', 'f.csv')).toEqual([
      { a: null, b: null, c: 'NULL', d: null },
    ]);
    expect(
      parseCsvRows('a,b,c,d,e\r\n"say ""hi"", x",NULL,"","\\N","line\nNULL"\r\n', 'f.csv'),
    ).toEqual([{ a: 'say "hi", x', b: null, c: '', d: '\\N', e: 'line\nNULL' }]);
  });

  it('skips blank trailing lines; short rows read missing cells as NULL', () => {
    expect(parseCsvRows('a,b\n1\n\n', 'f.csv')).toEqual([{ a: '1', b: null }]);
  });

  it('reads a header-only file as no rows', () => {
    expect(parseCsvRows('SteamID,PlayerName\n', 'f.csv')).toEqual([]);
  });

  it('refuses a row with more cells than the header, naming the file and line', () => {
    expect(refusal(() => parseCsvRows('a,b\n1,2,3\n', 'p.csv'))).toMatch(
      /^p\.csv: row 2: not valid CSV/,
    );
  });
});

describe('parseJsonRows', () => {
  it("reads an array of rows and phpMyAdmin's export (strings and nulls)", () => {
    const phpMyAdmin = JSON.stringify([
      { type: 'header', version: '5.2.1' },
      {
        type: 'table',
        name: 'advancedachievements_playerdata',
        data: [{ SteamID: '1', PlayerName: null }],
      },
    ]);
    expect(parseJsonRows(phpMyAdmin, 'p.json')).toEqual([{ SteamID: '1', PlayerName: null }]);
    expect(parseJsonRows('[{"SteamID":"2"}]', 'p.json')).toEqual([{ SteamID: '2' }]);
  });

  it('reads 17- to 19-digit ids written as numbers exactly', () => {
    const rows = parseJsonRows(
      '[{"SteamID":76561198000000001,"TribeID":1},{"SteamID": 9223372036854775807}]',
      'p.json',
    );
    expect(rows.map((row) => row.SteamID)).toEqual(['76561198000000001', '9223372036854775807']);
  });

  it('refuses text that is not a JSON array of objects', () => {
    expect(refusal(() => parseJsonRows('{', 'x.json'))).toMatch(/^x\.json: not valid JSON/);
    expect(refusal(() => parseJsonRows('{}', 'x.json'))).toContain('array');
    expect(refusal(() => parseJsonRows('[{}, 3]', 'x.json'))).toBe(
      'x.json: row 2: expected an object',
    );
  });
});

describe('quoteBigIntegers', () => {
  it('quotes long integers outside strings and leaves strings alone', () => {
    expect(quoteBigIntegers('{"id":76561198000000001,"name":": 76561198000000002,"}')).toBe(
      '{"id":"76561198000000001","name":": 76561198000000002,"}',
    );
    const escapedQuote = '{"n":"a\\" 76561198000000003 ,","id":76561198000000004}';
    expect(quoteBigIntegers(escapedQuote)).toBe(
      '{"n":"a\\" 76561198000000003 ,","id":"76561198000000004"}',
    );
  });

  it('quotes numbers with a 3-digit exponent, so 1e400 is refused as written', () => {
    expect(quoteBigIntegers('[{"k":1e400},{"k":-2.5E-300,"n":"x 1e400,"},{"k":1e99}]')).toBe(
      '[{"k":"1e400"},{"k":"-2.5E-300","n":"x 1e400,"},{"k":1e99}]',
    );
  });
});

describe('decodeUtf8', () => {
  it('drops a byte order mark', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF[]'), 'f.json')).toBe('[]');
  });

  it('refuses invalid UTF-8, naming the byte offset, and keeps a real U+FFFD', () => {
    const bytes = Buffer.concat([Buffer.from('ab\uFFFDc'), Buffer.from([0xc3, 0x28])]);
    expect(refusal(() => decodeUtf8(bytes, 'p.csv'))).toBe('p.csv: not valid UTF-8 at byte 6');
  });
});

describe('readTableFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-table-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Rows whose text spans several 1 MB chunks: multi-byte names, quotes, commas, line breaks. */
  const manyRows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      SteamID: `7656119800${String(i).padStart(7, '0')}`,
      PlayerName: i % 7 === 0 ? null : `Zoë 🦕 李 "${i}", line\nbreak ${'é'.repeat(i % 13)}`,
      PlayerKills: String(i % 997),
    }));

  it('reads a JSON export of megabytes row by row, rows and characters split across chunks intact', async () => {
    const rows = manyRows(40_000);
    const text = JSON.stringify([
      { type: 'header', version: '5.2.1' },
      { type: 'database', name: 'ark' },
      { type: 'table', name: 'advancedachievements_playerdata', database: 'ark', data: rows },
    ]).replace(/"SteamID":"(\d+)"/g, '"SteamID":$1');
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * 2 ** 20);
    await writeFile(join(dir, 'p.json'), text);
    const read = [...(await readTableFile(join(dir, 'p.json')))];
    expect(read).toEqual(rows);
    expect(read).toEqual(parseJsonRows(text, 'p.json'));
  });

  it('reads a CSV export of megabytes row by row, quoted line breaks across chunks intact', async () => {
    const rows = manyRows(40_000);
    const cell = (value: string | null) =>
      value === null ? 'NULL' : `"${value.replaceAll('"', '""').replaceAll('\\n', '\n')}"`;
    const text = `SteamID,PlayerName,PlayerKills\r\n${rows
      .map((row) => `${row.SteamID},${cell(row.PlayerName)},${row.PlayerKills}\r\n`)
      .join('')}`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 2 ** 20);
    await writeFile(join(dir, 'p.csv'), text);
    const read = [...(await readTableFile(join(dir, 'p.csv')))];
    expect(read).toHaveLength(rows.length);
    expect(read).toEqual(parseCsvRows(text, 'p.csv'));
    expect(read[1]).toEqual({ ...rows[1], PlayerName: rows[1]?.PlayerName?.replace('\\n', '\n') });
  });

  it('refuses invalid UTF-8 and bad rows past the first chunk, naming the byte and the line', async () => {
    const rows = manyRows(30_000);
    const text = `SteamID,PlayerName\n${rows.map((row) => `${row.SteamID},${'x'.repeat(40)}`).join('\n')}\n`;
    const at = Buffer.byteLength(text) - 20;
    const bytes = Buffer.from(text);
    bytes[at] = 0xff;
    await writeFile(join(dir, 'bad.csv'), bytes);
    const rowsOf = async (file: string) => [...(await readTableFile(join(dir, file)))];
    await expect(rowsOf('bad.csv')).rejects.toThrow(`bad.csv: not valid UTF-8 at byte ${at}`);
    expect(at).toBeGreaterThan(2 ** 20);
    await writeFile(join(dir, 'long.csv'), `${text}1,2,3\n`);
    await expect(rowsOf('long.csv')).rejects.toThrow(/long\.csv: row 30002: not valid CSV/);
    const json = JSON.stringify(rows).replace(/\]$/, ',7]');
    await writeFile(join(dir, 'bad.json'), json);
    await expect(rowsOf('bad.json')).rejects.toThrow('bad.json: row 30001: expected an object');
  });

  it('reads a phpMyAdmin table whose data comes before its type, and refuses what is no array', async () => {
    const data = manyRows(3000);
    await writeFile(
      join(dir, 'p.json'),
      JSON.stringify([{ data, type: 'table', name: 'advancedachievements_playerdata' }]),
    );
    expect([...(await readTableFile(join(dir, 'p.json')))]).toEqual(data);
    await writeFile(join(dir, 'o.json'), '{"rows": []}');
    await expect(readTableFile(join(dir, 'o.json'))).rejects.toThrow(
      'o.json: expected a JSON array of row objects',
    );
    await expect(readTableFile(join(dir, 'missing.json'))).rejects.toThrow(/ENOENT/);
  });

  it('reads .csv and .json (with a BOM) the same way', async () => {
    await writeFile(join(dir, 'p.csv'), '\uFEFFSteamID,PlayerName\n1,A\n');
    await writeFile(join(dir, 'p.json'), '\uFEFF[{"SteamID":"1","PlayerName":"A"}]');
    expect([...(await readTableFile(join(dir, 'p.csv')))]).toEqual([
      { SteamID: '1', PlayerName: 'A' },
    ]);
    expect([...(await readTableFile(join(dir, 'p.json')))]).toEqual([
      { SteamID: '1', PlayerName: 'A' },
    ]);
  });
});
