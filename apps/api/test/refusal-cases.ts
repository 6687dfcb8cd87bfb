import { PLAYER_TABLE, TRIBE_TABLE } from '../src/ingest/plugin-rows';
import {
  bareNumberJson,
  PLUGIN_PLAYERS,
  PLUGIN_TRIBES,
  phpMyAdminCsv,
  phpMyAdminJson,
} from './plugin-data';

// The broken exports an import refuses, each with the reason it gives
// (docs/adr/0034-ingestion-rules.md): the CLI and the files sync refuse the same ones alike.

export const goodPlayers = () => PLUGIN_PLAYERS.map((row) => ({ ...row }));
export const goodTribesJson = () => phpMyAdminJson(TRIBE_TABLE, PLUGIN_TRIBES);
const badUtf8 = (): { bytes: Buffer; offset: number } => {
  const csv = phpMyAdminCsv(
    ['SteamID', 'PlayerName'],
    [
      { SteamID: '1', PlayerName: 'Ann' },
      { SteamID: '2', PlayerName: 'Bob' },
    ],
  );
  const at = csv.indexOf('Bob');
  const bytes = Buffer.concat([
    Buffer.from(csv.slice(0, at)),
    Buffer.from([0xc3, 0x28]),
    Buffer.from(csv.slice(at)),
  ]);
  return { bytes, offset: Buffer.byteLength(csv.slice(0, at)) };
};

/** Each broken players export (the tribes export stays good) and the reason it is refused. */
export const REFUSALS: {
  name: string;
  file: string;
  content: () => string | Buffer;
  reason: RegExp;
}[] = [
  {
    name: 'a SteamID column renamed',
    file: `${PLAYER_TABLE}.json`,
    content: () =>
      JSON.stringify(goodPlayers().map(({ SteamID, ...row }) => ({ steam_id: SteamID, ...row }))),
    reason: /has no SteamID column/,
  },
  {
    name: 'no name column',
    file: `${PLAYER_TABLE}.json`,
    content: () => JSON.stringify(goodPlayers().map(({ PlayerName, SteamName, ...row }) => row)),
    reason: /has no PlayerName or SteamName column/,
  },
  {
    name: 'an empty source',
    file: `${PLAYER_TABLE}.csv`,
    content: () => '"SteamID","PlayerName","PlayerKills"\r\n',
    reason: /has no players; refusing to empty the cluster/,
  },
  {
    name: 'an empty JSON array',
    file: `${PLAYER_TABLE}.json`,
    content: () => '[]',
    reason: /has no players; refusing to empty the cluster/,
  },
  {
    name: 'invalid UTF-8',
    file: `${PLAYER_TABLE}.csv`,
    content: () => badUtf8().bytes,
    reason: new RegExp(`not valid UTF-8 at byte ${badUtf8().offset}$`),
  },
  {
    name: 'an unreadable number',
    file: `${PLAYER_TABLE}.json`,
    content: () =>
      bareNumberJson(goodPlayers()).replace('"PlayerKills": 5', '"PlayerKills": 1e400'),
    reason: /row 2: PlayerKills is too large: "1e400"$/,
  },
  {
    name: 'text in a number column',
    file: `${PLAYER_TABLE}.csv`,
    content: () =>
      phpMyAdminCsv(
        ['SteamID', 'PlayerName', 'PlayerKills'],
        [
          { SteamID: '1', PlayerName: 'Ann', PlayerKills: '3' },
          { SteamID: '2', PlayerName: 'Bob', PlayerKills: 'lots' },
        ],
      ),
    reason: /row 2: PlayerKills is not a number: "lots"$/,
  },
  {
    name: 'an unreadable id',
    file: `${PLAYER_TABLE}.csv`,
    content: () =>
      phpMyAdminCsv(
        ['SteamID', 'PlayerName'],
        [
          { SteamID: '1', PlayerName: 'Ann' },
          { SteamID: '2', PlayerName: 'Bob' },
          { SteamID: 'STEAM_0:1:4', PlayerName: 'Cy' },
        ],
      ),
    reason: /row 3: SteamID is not an id \(1 to 64 letters, digits, - or _\): "STEAM_0:1:4"$/,
  },
  {
    name: 'a shrink below half',
    file: `${PLAYER_TABLE}.json`,
    content: () => JSON.stringify(goodPlayers().slice(0, 3)),
    reason: /would shrink SOLO from 8 to 3 players \(below half\)/,
  },
];
