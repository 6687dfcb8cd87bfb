// `pnpm bench:import [--players N] [--tribes N] [--db pglite,postgres]`: writes
// the plugin's two tables as phpMyAdmin JSON files (SteamIDs as bare 17-digit numbers, so the
// long-id pass has work to do) and as CSV, times reading and normalising each, then times the
// whole pipeline `ark import` runs (read the JSON files, normalise, import) on each store against
// the 60 s budget, then a re-import where most players gained something and a few cheat: its
// suspects step (the gains since the previous import, the rules, the report kept) and `ark
// suspects`' read. Not a test: figures depend on the machine.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createPrng,
  type Db,
  findPostgresBin,
  importAudited,
  mapPluginRows,
  migrate,
  openPgliteDb,
  openPostgresDb,
  parseJsonRows,
  readSuspectReports,
  readTableFile,
  startTempPostgres,
} from '@ark/api/internals';
import { startRun } from './record-run';

const run = startRun('pnpm bench:import');

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '1000000' },
    tribes: { type: 'string', default: '200000' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const players = Number(values.players);
const tribes = Number(values.tribes);
const dir = mkdtempSync(join(tmpdir(), 'ark-bench-import-'));
const cleanups: (() => void | Promise<void>)[] = [
  () => rmSync(dir, { recursive: true, force: true }),
];

/** Seconds since `from`, one decimal. */
const since = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

function writeExports(): { json: [string, string]; csv: [string, string] } {
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
  const files = {
    json: [join(dir, 'players.json'), join(dir, 'tribes.json')] as [string, string],
    csv: [join(dir, 'players.csv'), join(dir, 'tribes.csv')] as [string, string],
  };
  writeFileSync(files.json[0], phpMyAdmin('advancedachievements_playerdata', playerRows));
  writeFileSync(files.json[1], phpMyAdmin('advancedachievements_tribedata', tribeRows));
  writeFileSync(files.csv[0], csvRows.join('\n'));
  writeFileSync(files.csv[1], tribeCsv.join('\n'));
  return files;
}

/**
 * CPU seconds a PostgreSQL server has used so far: its postmaster (with the children it has
 * reaped) and its live backends, from /proc. On a shared machine wall time says how busy the
 * others were; CPU time says how much work the import was. 0 where /proc cannot tell (PGlite runs
 * in this process, counted by process.cpuUsage()).
 */
async function serverCpuSeconds(db: Db): Promise<number> {
  if (db.kind !== 'postgres' || !existsSync('/proc/self/stat')) return 0;
  const [row] = await db.query<{ dir: string }>(
    "SELECT setting AS dir FROM pg_settings WHERE name = 'data_directory'",
  );
  const postmaster = Number(
    readFileSync(join(row?.dir ?? '', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((i) => Number(fields[i]));
    if (Number(pid) === postmaster)
      ticks += (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0);
    else if (ppid === postmaster) ticks += (utime ?? 0) + (stime ?? 0);
  }
  return ticks / ticksPerSecond;
}

const processCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function openStore(kind: string): Promise<Db> {
  if (kind === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries');
    const pg = await startTempPostgres(bin, { durable: true });
    cleanups.push(() => pg.stop());
    return openPostgresDb({ connectionString: pg.url, max: 4 });
  }
  const data = join(dir, 'pglite');
  return openPgliteDb(data);
}

type ImportInput = Parameters<typeof importAudited>[1];

/**
 * The next import of the same cluster: 9 players in 10 gained a little (a session's play time,
 * a few kills and deaths), and 1 in 10,000 cheats (hundreds of kills, hardly a death). Times the
 * audited re-import, its suspects step, and the read `ark suspects` makes.
 */
async function timeSuspects(
  db: Db,
  kind: string,
  data: ImportInput,
  report: Parameters<typeof importAudited>[2]['report'],
): Promise<void> {
  const rand = createPrng(20261123);
  const n = (max: number) => Math.floor(rand() * max);
  const players = data.players.map((p, i) => {
    if (i % 10 === 0) return p;
    const cheat = i % 10_000 === 1;
    return {
      ...p,
      playTime: p.playTime + 30 + n(300),
      kills: p.kills + (cheat ? 500 + n(500) : n(8)),
      deaths: p.deaths + (cheat ? n(3) : n(6)),
      dinoKills: p.dinoKills + n(4),
    };
  });
  const steps: string[] = [];
  let auditMs = 0;
  const started = performance.now();
  const summary = await importAudited(
    db,
    { ...data, players },
    {
      report,
      onStep: (name, ms) => {
        steps.push(`${name} ${ms} ms`);
        if (name === 'audit') auditMs = ms;
      },
    },
  );
  const total = since(started);
  const t = performance.now();
  const [stored] = await readSuspectReports(db, { cluster: 'SOLO' });
  run.say(
    `${kind}: re-import with gains ${total} s; suspects ${(auditMs / 1000).toFixed(1)} s ` +
      `(${summary.findings?.suspects.length ?? 0} found); ark suspects' read ${since(t)} s ` +
      `(${stored?.suspects.length ?? 0} rows)\n  import steps: ${steps.join(', ')}`,
  );
}

try {
  let t = performance.now();
  const files = writeExports();
  run.say(
    `wrote ${players.toLocaleString('en-US')} players, ${tribes.toLocaleString('en-US')} tribes as JSON and CSV in ${since(t)} s`,
  );

  // The long-id pass on its own: JSON.parse of the same text with and without it.
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(files.json[0], 'utf8');
  t = performance.now();
  JSON.parse(text);
  const plain = since(t);
  t = performance.now();
  parseJsonRows(text, 'players.json');
  run.say(`JSON players: JSON.parse alone ${plain} s, with the long-id pass ${since(t)} s`);

  for (const format of ['json', 'csv'] as const) {
    t = performance.now();
    const [playerFile, tribeFile] = files[format];
    const tables = {
      players: await readTableFile(playerFile),
      tribes: await readTableFile(tribeFile),
    };
    run.say(`${format}: read ${since(t)} s`);
    t = performance.now();
    mapPluginRows({ cluster: { key: 'SOLO', display: 'Solos', order: 1 }, tables });
    run.say(`${format}: normalise ${since(t)} s`);
  }

  // The whole pipeline per store, as `ark import` runs it: read both files, normalise, import.
  for (const kind of String(values.db).split(',')) {
    const db = await openStore(kind);
    try {
      await migrate(db);
      const cpuBefore = { node: processCpuSeconds(), db: await serverCpuSeconds(db) };
      const started = performance.now();
      const laps: string[] = [];
      t = started;
      const lap = (name: string) => {
        laps.push(`${name} ${since(t)} s`);
        t = performance.now();
      };
      const [playerFile, tribeFile] = files.json;
      const tables = {
        players: await readTableFile(playerFile),
        tribes: await readTableFile(tribeFile),
        sources: { players: playerFile, tribes: tribeFile },
      };
      lap('read');
      const { data, report } = mapPluginRows({
        cluster: { key: 'SOLO', display: 'Solos', order: 1 },
        tables,
      });
      lap('normalise');
      const steps: string[] = [];
      await importAudited(db, data, {
        report,
        onStep: (name, ms) => steps.push(`${name} ${ms} ms`),
      });
      lap('import');
      const total = (performance.now() - started) / 1000;
      const cpuNode = processCpuSeconds() - cpuBefore.node;
      const cpuDb = (await serverCpuSeconds(db)) - cpuBefore.db;
      run.say(
        `${kind}: pipeline ${total.toFixed(1)} s (${laps.join(', ')}); ` +
          `${total <= 60 ? 'within' : 'OVER'} the 60 s budget\n` +
          `  CPU ${(cpuNode + cpuDb).toFixed(1)} s (this process ${cpuNode.toFixed(1)} s` +
          `${kind === 'postgres' ? `, PostgreSQL ${cpuDb.toFixed(1)} s` : ''})\n` +
          `  import steps: ${steps.join(', ')}`,
      );
      await timeSuspects(db, kind, data, report);
    } finally {
      await db.close();
    }
  }
  run.finish();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
