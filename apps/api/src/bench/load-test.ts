import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/** Requests/s and latency of one autocannon run. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

/** Runs autocannon for `seconds` at `connections`; `path` is called per request. */
export async function loadTest(
  origin: string,
  path: () => string,
  { connections = 50, seconds = 5 } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${path()}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = path();
          return request;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** A bare node:http server answering a fixed JSON body: the ceiling for this machine. */
export async function startBareServer(body: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** Percentile (0-100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
