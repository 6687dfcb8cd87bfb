import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ClusterSeed,
  DUO_CLUSTER,
  type PlayerRecord,
  RANGES_AFTER,
  RANGES_BEFORE,
  RANGES_DAYS_BEFORE,
  REXINGTON,
  SOLO_AFTER,
  SOLO_BEFORE,
} from '../fixtures/seed';
import { type ArkServer, type ArkServerOptions, startArkServer } from './ark-server';

// The boards: data sets that specs read and never change, each served by one server the run
// starts once, in the background of global setup while the first specs run, instead of one
// server per worker that runs such a spec (docs/adr/0082-tests-start-from-images.md).

const DAY_MS = 86_400_000;
/** Where global setup writes each board's address (or why it failed) for the workers. */
const BOARDS_DIR = 'ARK_E2E_BOARDS';
/** The time the boards' dated imports count back from, the same in the runner and every worker. */
const BOARDS_AT = 'ARK_E2E_BOARDS_AT';

/** The time the boards' dated imports count back from (now in global setup, handed to workers). */
export const boardsAt = (): number => Number(process.env[BOARDS_AT] ?? Date.now());
const daysAgo = (n: number) => new Date(boardsAt() - n * DAY_MS).toISOString();

/** SOLO with Rexington at `kills` and Dodo Feeder at `feeder` (so every import changes something). */
const soloWith = (kills: number, feeder: number): ClusterSeed => ({
  ...SOLO_BEFORE,
  players: SOLO_BEFORE.players.map(
    (player): PlayerRecord =>
      player.SteamID === REXINGTON.SteamID
        ? { ...player, PlayerKills: kills }
        : player.PlayerName === 'Dodo Feeder'
          ? { ...player, PlayerKills: feeder }
          : player,
  ),
});

/** Each board's data, in the order global setup starts them (the first needed first). */
const BOARDS = {
  // detail.spec.ts and themes.spec.ts: SOLO imported twice (ranks moved, a tie, one new), DUO.
  moved: (): ArkServerOptions => ({ clusters: [SOLO_BEFORE, DUO_CLUSTER, SOLO_AFTER] }),
  // ranges.spec.ts and taps.spec.ts: SOLO 40 days ago, then changed now.
  past: (): ArkServerOptions => ({
    clusters: [{ cluster: RANGES_BEFORE, asOf: daysAgo(RANGES_DAYS_BEFORE) }, RANGES_AFTER],
  }),
  // keeps.spec.ts: the demo the server seeds an empty store with, 60 players a cluster.
  demo: (): ArkServerOptions => ({ clusters: [], demoPlayers: 60 }),
  // history-chart.spec.ts: Rexington's kills change on three days in a row, again two days
  // later, and not on the last import, today.
  history: (): ArkServerOptions => ({
    clusters: [
      { cluster: soloWith(400, 1), asOf: daysAgo(6) },
      { cluster: soloWith(900, 2), asOf: daysAgo(5) },
      { cluster: soloWith(1600, 3), asOf: daysAgo(4) },
      { cluster: soloWith(1700, 4), asOf: daysAgo(2) },
      { cluster: soloWith(1700, 5) },
    ],
  }),
} as const;
export type BoardName = keyof typeof BOARDS;

/**
 * Starts every board, one after another, without waiting: each worker asks for the one it needs
 * (`boardURL`). Returns the teardown, which stops the board being made and every started one.
 */
export function startBoards(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ark-e2e-boards-'));
  process.env[BOARDS_DIR] = dir;
  process.env[BOARDS_AT] = String(Date.now());
  const abort = new AbortController();
  const servers: ArkServer[] = [];
  const made = (async () => {
    for (const [name, options] of Object.entries(BOARDS)) {
      if (abort.signal.aborted) return;
      // Written whole, then renamed: a worker never reads half a file.
      const tell = (answer: { baseURL: string } | { error: string }) => {
        writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(answer));
        renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
      };
      try {
        const server = await startArkServer({ ...options(), signal: abort.signal });
        servers.push(server);
        tell({ baseURL: server.baseURL });
      } catch (error) {
        tell({ error: String((error as Error).stack ?? error) });
      }
    }
  })();
  return async () => {
    abort.abort();
    await made;
    await Promise.all(servers.map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true });
  };
}

const asked = new Map<BoardName, Promise<string>>();

/** The address of board `name` once its server answers (global setup is still making it). */
export function boardURL(name: BoardName): Promise<string> {
  const known = asked.get(name);
  if (known) return known;
  const dir = process.env[BOARDS_DIR];
  if (!dir) throw new Error(`${BOARDS_DIR} is not set: run through playwright.config.ts`);
  const file = join(dir, `${name}.json`);
  const url = (async () => {
    // The file appears once the server answers, or its start failed.
    while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
    const { baseURL, error } = JSON.parse(readFileSync(file, 'utf8'));
    if (error) throw new Error(`the ${name} board did not start:\n${error}`);
    return baseURL as string;
  })();
  asked.set(name, url);
  return url;
}
