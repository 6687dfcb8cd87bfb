import { ImportError } from './import-error';

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into records keyed by the
 * header row. Throws an ImportError with the data row number on a malformed row.
 */
export function parseCsv(text: string, source: string): Record<string, string>[] {
  const rows = splitRows(text.replace(/^\uFEFF/, ''), source);
  const header = rows.shift();
  if (!header) throw new ImportError(source, null, 'the file is empty: a header row is needed');
  const names = header.map((h) => h.trim());
  return rows
    .filter((cells) => !(cells.length === 1 && cells[0] === ''))
    .map((cells, index) => {
      if (cells.length !== names.length) {
        throw new ImportError(
          source,
          index + 1,
          `expected ${names.length} fields, found ${cells.length}`,
        );
      }
      return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
    });
}

function splitRows(text: string, source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += ch;
    i += 1;
  }
  if (quoted) throw new ImportError(source, Math.max(rows.length, 1), 'unterminated quoted field');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
