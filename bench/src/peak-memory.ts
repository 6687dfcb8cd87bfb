// The most memory one run held, sampled: this process's RSS (PGlite's WebAssembly heap included)
// and, for a PostgreSQL store, its server's processes' proportional set size (shared buffers
// counted once across backends, where RSS would count them in each). A sampler rather than
// process.resourceUsage().maxRSS, which is the process's lifetime peak and cannot tell a second
// run from the first. Not a test.
import { readFileSync } from 'node:fs';
import { procStats } from './proc-stats';

/** How often the sampler looks: a peak shorter than this may be missed. */
export const PEAK_SAMPLE_MS = 200;

/** Kilobytes of proportional set size of a process and its direct children, 0 where unreadable. */
function treePssKb(root: number): number {
  let kb = 0;
  for (const { pid, fields } of procStats()) {
    if (pid !== root && Number(fields[1]) !== root) continue;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // A backend that ended between the listing and the read holds nothing.
    }
  }
  return kb;
}

/** The server's postmaster from its data directory, or null where it cannot be read. */
export function postmasterOf(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface PeakMemory {
  /** This process's highest RSS seen, in MB. */
  nodeMb: number;
  /** This process's RSS when the sampling started, in MB: what it held before the run. */
  nodeStartMb: number;
  /** The database server's highest PSS seen, in MB; null for an in-process store. */
  serverMb: number | null;
}

/** Starts sampling; `stop()` ends it and gives the peaks seen since the start. */
export function watchPeakMemory(server: number | null): { stop(): PeakMemory } {
  const start = process.memoryUsage.rss();
  let node = start;
  let db = server === null ? 0 : treePssKb(server) * 1024;
  const sample = () => {
    node = Math.max(node, process.memoryUsage.rss());
    if (server !== null) db = Math.max(db, treePssKb(server) * 1024);
  };
  const timer = setInterval(sample, PEAK_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const mb = (bytes: number) => bytes / 1024 / 1024;
      return {
        nodeMb: mb(node),
        nodeStartMb: mb(start),
        serverMb: server === null ? null : mb(db),
      };
    },
  };
}

/** "peak memory 1,234 MB this process (456 MB at the run's start), PostgreSQL 567 MB (...)". */
export function describePeak({ nodeMb, nodeStartMb, serverMb }: PeakMemory): string {
  const mb = (value: number) => `${Math.round(value).toLocaleString('en-US')} MB`;
  const server = serverMb === null ? '' : `, PostgreSQL ${mb(serverMb)}`;
  return `peak memory ${mb(nodeMb)} this process (${mb(nodeStartMb)} at the run's start)${server} (RSS, PostgreSQL's PSS, sampled every ${PEAK_SAMPLE_MS} ms)`;
}
