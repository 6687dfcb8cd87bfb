// Child process of the lifeline test: holds its lifeline, says so, then blocks its main thread
// (as a long PGlite statement does) so only the lifeline's watch thread can end it.
import { holdLifeline } from '../src/lib/lifeline';

holdLifeline();
process.send?.('ready');
// A minute of a blocked main thread; the test ends long before.
setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000), 50);
