import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** µs between samples, the first from startTime (V8 writes them). */
  timeDeltas?: number[];
}

/** Where a sampled function lives, in the words of the question "where does a request go?". */
const AREAS: [RegExp, string][] = [
  [/\/pino\/|\/sonic-boom\/|thread-stream/, 'log line (pino)'],
  [/\/hono\/dist\/(hono-base|router|compose)|\/router\//, 'routing + middleware chain (hono)'],
  [/\/hono\/dist\/(context|request)|\/hono\/dist\/utils/, 'context, headers (hono)'],
  [/\/hono\/dist\/middleware\//, 'hono middleware'],
  [/@hono\/node-server/, 'node-server adapter (request, response)'],
  [/\/dist\/(main|chunk-[^/]+)\.js$/, 'this app (cache, ETag, parsing, handlers)'],
  [
    /^node:(_http|http|net|internal\/(http|stream|streams|net|timers|process\/task))/,
    'node http, sockets, streams',
  ],
  [/^node:/, 'node other'],
];

function area(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)' || functionName === '(root)') return 'V8 / native (program)';
  for (const [pattern, name] of AREAS) if (pattern.test(url)) return name;
  return url ? 'other JavaScript' : 'native (no frame)';
}

/** A profile's busy samples, by area and by function (self time), and what a sample is worth. */
export interface ProfileCounts {
  /** Busy samples (not idle) in all. */
  busy: number;
  usPerSample: number;
  areas: Map<string, number>;
  functions: Map<string, number>;
}

/** When samples count: from..to in µs of the monotonic clock (process.hrtime, V8's too). */
export interface SampleWindow {
  from: number;
  to: number;
}

/** The sample ids that fall in `window`, or all of them when none does (a clock mismatch). */
function samplesIn(profile: CpuProfile, window?: SampleWindow): number[] {
  if (!window || !profile.timeDeltas) return profile.samples;
  const kept: number[] = [];
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= window.from && at <= window.to) kept.push(id);
  }
  return kept.length > 0 ? kept : profile.samples;
}

/**
 * Counts the one profile in `dir`; with a window, only the samples taken in it (a load run, not
 * the process's start and stop). Null when no profile was written.
 */
export function readProfile(dir: string, window?: SampleWindow): ProfileCounts | null {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return null;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  return countSamples(profile, samplesIn(profile, window));
}

/** Busy samples per area and per function of `samples` (ids of `profile`'s nodes). */
export function countSamples(profile: CpuProfile, samples: readonly number[]): ProfileCounts {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<number, number>();
  for (const id of samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const usPerSample = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, count] of hits) {
    const node = byId.get(id) as ProfileNode;
    const name = area(node);
    if (name === 'idle') continue;
    busy += count;
    areas.set(name, (areas.get(name) ?? 0) + count);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${basename(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + count);
  }
  return { busy, usPerSample, areas, functions };
}

/** The `n` largest entries of a count, largest first. */
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/** Share of busy samples per area and the hottest functions of a profile's counts. */
export function summariseProfile(counts: ProfileCounts | null, requests: number): string {
  if (!counts) return '  (no CPU profile written)';
  const { busy, usPerSample, areas, functions } = counts;
  const us = (count: number) => ((count * usPerSample) / Math.max(1, requests)).toFixed(2);
  const pct = (count: number) => `${((100 * count) / Math.max(1, busy)).toFixed(1)} %`.padStart(7);
  const lines = [
    `  busy CPU per request: ${us(busy)} µs over ${requests} requests (sampled every ${usPerSample.toFixed(0)} µs)`,
    '  by area:',
    ...top(areas, 12).map(([name, n]) => `    ${pct(n)}  ${us(n).padStart(6)} µs  ${name}`),
    '  hottest functions (self time):',
    ...top(functions, 15).map(([name, n]) => `    ${pct(n)}  ${name}`),
  ];
  return lines.join('\n');
}

/** One build's profile of a load: its counts and the requests answered meanwhile. */
export interface ProfiledRun {
  label: string;
  counts: ProfileCounts | null;
  /** Requests answered during the load, and per second. */
  requests: number;
  rps: number;
}

/** Columns of the side-by-side table: each build's entry, this wide. */
const COLUMN = 62;

/** `text` cut to `width` characters (an ellipsis marks the cut), padded to it. */
const fit = (text: string, width: number) =>
  (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);

/**
 * The `n` hottest functions by self time of two or more builds' profiles of the same load, side
 * by side: per entry its share of busy time and its µs per request, so builds that answered
 * different numbers of requests compare per request.
 */
export function profilesSideBySide(runs: readonly ProfiledRun[], n = 15): string {
  const columns = runs.map(({ label, counts, requests, rps }) => {
    if (!counts) return { head: `${label}: no CPU profile written`, rows: [] };
    const us = (count: number) => (count * counts.usPerSample) / Math.max(1, requests);
    const rows = top(counts.functions, n).map(
      ([name, count]) =>
        `${`${((100 * count) / Math.max(1, counts.busy)).toFixed(1)} %`.padStart(6)} ${us(count).toFixed(1).padStart(6)} µs  ${name}`,
    );
    return {
      head: `${label}, ${rps} req/s: ${us(counts.busy).toFixed(0)} µs busy per request`,
      rows,
    };
  });
  const line = (cells: string[]) =>
    `  ${cells.map((cell) => fit(cell, COLUMN)).join(' | ')}`.trimEnd();
  return [
    line(columns.map((column) => column.head)),
    ...Array.from({ length: n }, (_, i) => line(columns.map((column) => column.rows[i] ?? ''))),
  ].join('\n');
}
