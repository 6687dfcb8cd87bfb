import type { PluginRow } from './plugin-rows';

/**
 * Rows of an RFC 4180 CSV with a header line. Unquoted `NULL` and `\N` (mysqldump, SELECT INTO
 * OUTFILE) are NULL; every other cell stays text, as MySQL clients export it.
 * @example parseCsv('SteamID,PlayerName\n1,"Rex, the 2nd"') // [{ SteamID: '1', PlayerName: 'Rex, the 2nd' }]
 */
export function parseCsv(text: string): PluginRow[] {
  const records = parseRecords(text.replace(/^\uFEFF/, ''));
  const header = records.shift();
  if (header === undefined) return [];
  const names = header.map((cell) => String(cell ?? '').trim());
  return records
    .filter((record) => !(record.length === 1 && record[0] === ''))
    .map((record) => Object.fromEntries(names.map((name, i) => [name, record[i] ?? null])));
}

type Cell = string | null;

function parseRecords(text: string): Cell[][] {
  const records: Cell[][] = [];
  let record: Cell[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = (): void => {
    record.push(!wasQuoted && (cell === 'NULL' || cell === '\\N') ? null : cell);
    cell = '';
    wasQuoted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endCell();
      records.push(record);
      record = [];
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || wasQuoted || record.length > 0) {
    endCell();
    records.push(record);
  }
  return records;
}
