/** A pause a test lets go of: `paused` resolves once `resume` is called, never on a clock. */
export function pause(): { paused: Promise<void>; resume: () => void } {
  let resume = () => {};
  const paused = new Promise<void>((resolve) => {
    resume = resolve;
  });
  return { paused, resume: () => resume() };
}
