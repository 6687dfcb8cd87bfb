import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrng } from '@ark/api/internals';

/** The two plugin tables written as files, in one format. */
export type ExportFiles = [players: string, tribes: string];

/** Both formats of one export. */
export interface PluginExports {
  json: ExportFiles;
  csv: ExportFiles;
}

/**
 * Writes the plugin's two tables for `players` players and `tribes` tribes into `dir`, as
 * phpMyAdmin JSON exports (SteamIDs as bare 17-digit numbers, so the long-id pass has work to do)
 * and as CSV. `seed` varies the statistics, so two exports of one size are two imports.
 */
export function writePluginExports(
  dir: string,
  { players, tribes, seed = 20261122 }: { players: number; tribes: number; seed?: number },
): PluginExports {
  const rand = createPrng(seed);
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
    tribeRows.push(`{"TribeID":"${t}","TribeName":"Tribe ${t}","DamageScore":"${n(10_000_000)}"}`);
    tribeCsv.push(`${t},Tribe ${t},${n(10_000_000)}`);
  }
  const phpMyAdmin = (table: string, rows: string[]) =>
    `[{"type":"header","version":"5.2.1"},{"type":"table","name":"${table}","data":[\n${rows.join(',\n')}\n]}]`;
  const files: PluginExports = {
    json: [
      join(dir, 'advancedachievements_playerdata.json'),
      join(dir, 'advancedachievements_tribedata.json'),
    ],
    csv: [
      join(dir, 'advancedachievements_playerdata.csv'),
      join(dir, 'advancedachievements_tribedata.csv'),
    ],
  };
  writeFileSync(files.json[0], phpMyAdmin('advancedachievements_playerdata', playerRows));
  writeFileSync(files.json[1], phpMyAdmin('advancedachievements_tribedata', tribeRows));
  writeFileSync(files.csv[0], csvRows.join('\n'));
  writeFileSync(files.csv[1], tribeCsv.join('\n'));
  return files;
}
