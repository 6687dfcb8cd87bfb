/** Longest text a response or a log line echoes back from a request (paths, error messages). */
export const MAX_ECHO = 200;

/**
 * Cuts client-controlled text to MAX_ECHO characters, marking the cut, so a 15,000-character path
 * costs neither the answer nor the log more than a normal one.
 * @example clip('/api/' + 'a'.repeat(500)).length // 201
 */
export function clip(text: string, max = MAX_ECHO): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
