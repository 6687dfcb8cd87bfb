// Process helpers of the tests that kill real processes.

/** Whether a process with this pid still exists (signal 0 checks without sending anything). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
