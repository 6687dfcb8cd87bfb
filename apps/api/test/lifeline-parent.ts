// Parent process of the lifeline test: forks lifeline-child.ts as the server forks the demo's
// worker, prints "child <pid>" once the child holds its lifeline, and waits to be killed.
import { forkModule } from '../src/lib/spawn-worker';

const child = forkModule(import.meta.url, 'lifeline-child');
child.once('message', () => process.stdout.write(`child ${child.pid}\n`));
// Alive until a signal ends it.
setInterval(() => {}, 60_000);
