import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrng } from '@ark/api/internals';

/** The two plugin tables written as files, in one format. */
export type ExportFiles = [players: string, tribes: string];

/** Both formats of one export. */
export interface PluginExports {
  json: ExportFiles;
  csv: ExportFiles;
}

export interface PluginExportsOptions {
  players: number;
  tribes: number;
  /**
   * Every fifth player has played, killed and died a little more (1 in 10,000 players cheats:
   * hundreds of kills, hardly a death), and every fifth tribe scored: the re-import of a week.
   */
  changed?: boolean;
}

/** Every fifth player and tribe: the share of the export that changes for a re-import. */
export const CHANGED_EVERY = 5;

/**
 * Writes the plugin's two tables for `players` players and `tribes` tribes into `dir` (created if
 * needed), named as the plugin's tables (a `files` source reads the folder), as phpMyAdmin JSON
 * exports (SteamIDs as bare 17-digit numbers, so the long-id pass has work to do) and as CSV.
 */
export function writePluginExports(
  dir: string,
  { players, tribes, changed = false }: PluginExportsOptions,
): PluginExports {
  mkdirSync(dir, { recursive: true });
  const rand = createPrng(20261122);
  const n = (max: number) => Math.floor(rand() * max);
  const playerRows: string[] = [];
  const csvRows = [
    'SteamID,PlayerName,SteamName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer,WildDinoKills,DinosTamed,DeathByDino,DeathByWildDino',
  ];
  for (let i = 0; i < players; i++) {
    const id = `7656119${String(8_000_000_000 + i).padStart(10, '0')}`;
    const tribe = i % 10 === 0 ? 0 : 1 + (i % tribes);
    const name = i % 50 === 0 ? null : `Survivor ${i}`;
    const stats = [n(600_000), n(5_000), n(2_000), n(3_000), n(9_000), n(300), n(800), n(400)];
    if (changed && i % CHANGED_EVERY === 0) {
      // Play time, kills, dino kills and deaths grow; the same rows the first export had.
      const cheat = i % 10_000 === 5;
      const more = [30 + (i % 600), cheat ? 500 + (i % 500) : 1 + (i % 9), i % 4, i % 5];
      more.forEach((add, s) => {
        stats[s] = (stats[s] as number) + add;
      });
    }
    playerRows.push(
      `{"SteamID":${id},"PlayerName":${JSON.stringify(name)},"SteamName":"steam${i}","TribeName":"Tribe ${tribe}","TribeID":"${tribe}",` +
        `"PlayTime":"${stats[0]}","PlayerKills":"${stats[1]}","DinoKills":"${stats[2]}","DeathByPlayer":"${stats[3]}",` +
        `"WildDinoKills":"${stats[4]}","DinosTamed":"${stats[5]}","DeathByDino":"${stats[6]}","DeathByWildDino":"${stats[7]}"}`,
    );
    csvRows.push(`${id},${name ?? '\\N'},steam${i},Tribe ${tribe},${tribe},${stats.join(',')}`);
  }
  const tribeRows: string[] = [];
  const tribeCsv = ['TribeID,TribeName,DamageScore'];
  for (let t = 1; t <= tribes; t++) {
    const score = n(10_000_000) + (changed && t % CHANGED_EVERY === 0 ? 1000 + t : 0);
    tribeRows.push(`{"TribeID":"${t}","TribeName":"Tribe ${t}","DamageScore":"${score}"}`);
    tribeCsv.push(`${t},Tribe ${t},${score}`);
  }
  const phpMyAdmin = (table: string, rows: string[]) =>
    `[{"type":"header","version":"5.2.1"},{"type":"table","name":"${table}","data":[\n${rows.join(',\n')}\n]}]`;
  const file = (name: string) => join(dir, name);
  const files: PluginExports = {
    json: [
      file('advancedachievements_playerdata.json'),
      file('advancedachievements_tribedata.json'),
    ],
    csv: [file('advancedachievements_playerdata.csv'), file('advancedachievements_tribedata.csv')],
  };
  writeFileSync(files.json[0], phpMyAdmin('advancedachievements_playerdata', playerRows));
  writeFileSync(files.json[1], phpMyAdmin('advancedachievements_tribedata', tribeRows));
  writeFileSync(files.csv[0], csvRows.join('\n'));
  writeFileSync(files.csv[1], tribeCsv.join('\n'));
  return files;
}

/**
 * Writes AsaApi's PointRewards table for `players` players as a phpMyAdmin JSON export
 * (`PointsReward.json` in `dir`): EOS ids (32 hexadecimal characters), no tribes, no play time, the
 * statistics as numbers in text as mysql2 and phpMyAdmin give them.
 */
export function writePointRewardsExport(dir: string, { players }: { players: number }): string {
  mkdirSync(dir, { recursive: true });
  const rand = createPrng(20261122);
  const n = (max: number) => Math.floor(rand() * max);
  const rows: string[] = [];
  for (let i = 0; i < players; i++) {
    const eos =
      `0002${(i * 2654435761).toString(16).padStart(12, '0')}${i.toString(16).padStart(16, '0')}`.slice(
        -32,
      );
    const name = i % 50 === 0 ? '' : `Survivor ${i}`;
    rows.push(
      `{"Id":"${i + 1}","EosId":"${eos}","PlayerId":"${i + 1}","PlayerName":${JSON.stringify(name)},` +
        `"Kill":"${n(5_000)}","Death":"${n(3_000)}","DinoKill":"${n(9_000)}","TamedKill":"${n(2_000)}",` +
        `"CreateAt":"2026-01-01 00:00:00"}`,
    );
  }
  const file = join(dir, 'PointsReward.json');
  writeFileSync(
    file,
    `[{"type":"header","version":"5.2.1"},{"type":"table","name":"PointsReward","data":[\n${rows.join(',\n')}\n]}]`,
  );
  return file;
}
