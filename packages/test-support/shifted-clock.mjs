// A test's clock for a real process, preloaded with `node --import` (see src/shifted-clock.ts):
// every `Date` in the process reads the wall clock plus ARK_TEST_CLOCK_OFFSET_MS, so the test
// decides where "now" falls (mid-day, mid-week) and it runs on from there as time does. Worker
// threads started from a file load it too; timers and performance.now() are left alone.
// Plain JavaScript: it runs before any loader (tsx) is there.
const offset = Number(process.env.ARK_TEST_CLOCK_OFFSET_MS);

if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = globalThis.Date;
  let shifted;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  // Dates Node makes itself (file times, dates copied from another thread) are dates too; a
  // subclass (`class Stamp extends Date`) still checks its own instances.
  Object.defineProperty(ShiftedDate, Symbol.hasInstance, {
    value(value) {
      if (this === shifted || this === ShiftedDate) return value instanceof RealDate;
      return Function.prototype[Symbol.hasInstance].call(this, value);
    },
  });
  // `Date()` without `new` gives the time as text, as the real one does.
  shifted = new Proxy(ShiftedDate, { apply: () => new ShiftedDate().toString() });
  globalThis.Date = shifted;
}
