/** Structured logging: one JSON object per line. */
export interface Logger {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

/** Writes JSON lines to stdout (info) and stderr (error). */
export function jsonLogger(now: () => Date = () => new Date()): Logger {
  const line = (level: string, fields: Record<string, unknown>) =>
    `${JSON.stringify({ time: now().toISOString(), level, ...fields })}\n`;
  return {
    info: (fields) => process.stdout.write(line('info', fields)),
    error: (fields) => process.stderr.write(line('error', fields)),
  };
}

/** Drops everything (tests, benchmarks). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };
