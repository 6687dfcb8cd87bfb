/** Runs async functions one at a time, in the order they were handed in. */
export interface Turns {
  take<T>(fn: () => Promise<T>): Promise<T>;
}

/** A FIFO mutex: each `take` starts when every earlier one has settled. */
export function createTurns(): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    take<T>(fn: () => Promise<T>): Promise<T> {
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
