// A forked child's lifeline to its parent (docs/adr/0058-hostile-traffic-and-hard-restarts.md):
// a pipe the parent holds open for as long as it lives. The kernel closes it when the parent dies,
// kill -9 included, and a watch thread in the child then ends the child, however long its main
// thread is busy (a PGlite statement blocks it). So no seeding or importing child outlives its
// parent and holds the store.
import { Worker } from 'node:worker_threads';

/** The child's file descriptor of the lifeline: the slot after stdin, stdout, stderr and IPC. */
export const LIFELINE_FD = 4;

/** The `stdio` slots of a fork with a lifeline, the first three as `stdio` gives them. */
export function lifelineStdio(
  stdio: 'inherit' | 'ignore' | 'pipe' = 'inherit',
): [
  'inherit' | 'ignore' | 'pipe',
  'inherit' | 'ignore' | 'pipe',
  'inherit' | 'ignore' | 'pipe',
  'ipc',
  'pipe',
] {
  return [stdio, stdio, stdio, 'ipc', 'pipe'];
}

// The watch thread: reads the lifeline until it ends, then kills its own process (a thread's
// process.exit ends only the thread).
const WATCH = `
const { Socket } = require('node:net');
const { workerData } = require('node:worker_threads');
const die = () => process.kill(process.pid, 'SIGKILL');
const line = new Socket({ fd: workerData.fd, readable: true, writable: false });
line.on('end', die);
line.on('error', die);
line.resume();
`;

/**
 * In a child forked with a lifeline: ends this process the moment its parent dies. A no-op in a
 * process that was not forked so (no IPC channel).
 */
export function holdLifeline(): void {
  if (!process.send) return;
  const watch = new Worker(WATCH, { eval: true, workerData: { fd: LIFELINE_FD } });
  // The watch never keeps the child alive once its work is done.
  watch.unref();
}
