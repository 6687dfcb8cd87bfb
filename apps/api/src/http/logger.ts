import { clip } from './clip';

/** Structured logging: one JSON object per line. */
export interface Logger {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

/** Every string field cut to MAX_ECHO, except a stack (ours, not the client's). */
function clipFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = typeof value === 'string' && key !== 'stack' ? clip(value) : value;
  }
  return out;
}

/** Writes JSON lines to stdout (info) and stderr (error), each string field clipped. */
export function jsonLogger(now: () => Date = () => new Date()): Logger {
  const line = (level: string, fields: Record<string, unknown>) =>
    `${JSON.stringify({ time: now().toISOString(), level, ...clipFields(fields) })}\n`;
  return {
    info: (fields) => process.stdout.write(line('info', fields)),
    error: (fields) => process.stderr.write(line('error', fields)),
  };
}

/** Drops everything (tests, benchmarks). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };
