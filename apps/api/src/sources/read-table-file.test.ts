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

  it('reads .csv and .json (with a BOM) the same way', async () => {
    await writeFile(join(dir, 'p.csv'), '\uFEFFSteamID,PlayerName\n1,A\n');
    await writeFile(join(dir, 'p.json'), '\uFEFF[{"SteamID":"1","PlayerName":"A"}]');
    expect(await readTableFile(join(dir, 'p.csv'))).toEqual([{ SteamID: '1', PlayerName: 'A' }]);
    expect(await readTableFile(join(dir, 'p.json'))).toEqual([{ SteamID: '1', PlayerName: 'A' }]);
  });
});
