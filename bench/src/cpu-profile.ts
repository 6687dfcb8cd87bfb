import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
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

/** Share of busy samples per area and the hottest functions, from the one profile in `dir`. */
export function summariseProfile(dir: string, requests: number): string {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return '  (no CPU profile written)';
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
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
  const us = (count: number) => ((count * usPerSample) / Math.max(1, requests)).toFixed(2);
  const pct = (count: number) => `${((100 * count) / Math.max(1, busy)).toFixed(1)} %`.padStart(7);
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  const lines = [
    `  busy CPU per request: ${us(busy)} µs over ${requests} requests (sampled every ${usPerSample.toFixed(0)} µs)`,
    '  by area:',
    ...top(areas, 12).map(([name, n]) => `    ${pct(n)}  ${us(n).padStart(6)} µs  ${name}`),
    '  hottest functions (self time):',
    ...top(functions, 15).map(([name, n]) => `    ${pct(n)}  ${name}`),
  ];
  return lines.join('\n');
}
