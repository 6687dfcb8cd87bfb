// V8's flags for the short-lived CLI and server children the tests start (the API suite's and
// end-to-end's): PGlite's WebAssembly on Liftoff, V8's baseline compiler, alone. A child lives
// seconds; TurboFan's tier-up of what PGlite's boot runs cost more CPU than it won back (an `ark`
// run 1.8 s of CPU, 0.8 s on Liftoff alone: docs/benchmarks.md, "The suite's time";
// docs/adr/0082-tests-start-from-images.md). What a child does is the same either way.

/**
 * The flags: `--liftoff-only`, or the words of ARK_TEST_V8 when it is set ('' for none, to
 * measure against).
 * @example childV8Flags({ ARK_TEST_V8: '--max-old-space-size=512' }) // ['--max-old-space-size=512']
 */
export function childV8Flags(env: NodeJS.ProcessEnv = process.env): string[] {
  const asked = env.ARK_TEST_V8;
  return asked === undefined ? ['--liftoff-only'] : asked.split(' ').filter(Boolean);
}
