/**
 * `KEY=value` pairs separated by blanks, as a systemd `Environment=` line or a Dockerfile `ENV`
 * line writes them; a value may be double-quoted to hold blanks.
 */
export function parseAssignments(line: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const [, key, quoted, plain] of line.matchAll(
    /([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g,
  )) {
    if (key !== undefined) pairs[key] = quoted ?? plain ?? '';
  }
  return pairs;
}
