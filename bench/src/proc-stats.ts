// The processes /proc lists, each with the fields of its `stat` line: what the benches read to
// sum a server's CPU time or memory over its processes (Linux only; nothing elsewhere).
import { readdirSync, readFileSync } from 'node:fs';

/** A live process: its pid and the `stat` fields after its command name (state [0], ppid [1]). */
export interface ProcStat {
  pid: number;
  fields: string[];
}

/** Every process /proc lists now; one that ends between the listing and its read is skipped. */
export function* procStats(): Generator<ProcStat> {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name, which may hold spaces and parentheses.
    yield { pid: Number(name), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  }
}
