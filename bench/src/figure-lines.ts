// How bench:api prints a figure: latency as p50 / p95 / p99 / max in ms, throughput as req/s and
// p99, a share as a whole percentage. One column layout for every part of the run.
import type { LoadResult } from './load-process';
import { percentile } from './load-test';

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(times: readonly number[]): Timing {
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: Math.max(...times),
  };
}

const ms = (n: number) => n.toFixed(2).padStart(7);

export const timingLine = (label: string, t: Timing, extra = ''): string =>
  `  ${label.padEnd(44)} p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  p99 ${ms(t.p99)}  max ${ms(t.max)} ms${extra}`;

/** `part` as a whole percentage of `whole`: `52 %`. */
export const share = (part: number, whole: number): string =>
  `${Math.round((100 * part) / Math.max(1, whole))} %`;

/** Requests/s, p99, failures and, for drawn addresses, how many were drawn before in the run. */
export const rpsLine = (label: string, r: LoadResult, extra = ''): string =>
  `  ${label.padEnd(44)} ${String(r.rps).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms${r.bad ? `   (${r.bad} non-2xx/errors)` : ''}${extra}${r.repeated === undefined ? '' : `   (${(100 * r.repeated).toFixed(1)} % of addresses repeated)`}`;

/** The mean requests/s of runs. */
export const meanRps = (runs: readonly { rps: number }[]): number =>
  Math.round(runs.reduce((sum, r) => sum + r.rps, 0) / Math.max(1, runs.length));
