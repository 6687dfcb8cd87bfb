// Child process of the store-lock tests: takes the lock of the folder it is given, says
// "locked", and holds it until it is killed.
import { lockStoreDir } from '../src/db/store-lock';

const [dir = ''] = process.argv.slice(2);
await lockStoreDir(dir);
process.stdout.write('locked\n');
// Held open on purpose: only a signal ends this process.
setInterval(() => {}, 60_000);
