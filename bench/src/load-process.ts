// The load generator's own process (`bench.js --role load`): autocannon never shares a process,
// or a core's event loop, with the server it measures. Prints one JSON LoadResult line.
import autocannon from 'autocannon';
import { type ChurnSpace, churnPath } from './churn';
import { drawRequest, requestPath, type Workload } from './workloads';

/** What the parent asks for: a fixed path, or a workload drawn per request. */
export interface LoadSpec {
  origin: string;
  /** A fixed path (pre-encoded once: the cheapest request for the generator) or a workload. */
  path?: string;
  workload?: Workload;
  /** Players in the cluster, for page and term draws. */
  players?: number;
  /** Distinct requests (churnPath) over these clusters instead: the n-th request asks churnPath(n). */
  churn?: ChurnSpace;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
}

/** Requests/s and latency of one run. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
  /**
   * Of a drawn workload's requests, the share whose address was drawn before in the run: at most
   * these can be cache hits, every other request is a miss.
   */
  repeated?: number;
}

/** Runs one load as `spec` says and resolves with its figures. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const { workload, churn, players = 0 } = spec;
  let sent = 0;
  const drawn = new Set<string>();
  let repeated = 0;
  const draw = (path: string) => {
    if (drawn.has(path)) repeated++;
    else drawn.add(path);
    sent++;
    return path;
  };
  const pathOf = churn
    ? () => churnPath(sent++, churn)
    : workload && (() => draw(requestPath(drawRequest(workload, players))));
  const result = await autocannon({
    url: `${spec.origin}${spec.path ?? '/'}`,
    connections: spec.connections,
    duration: spec.seconds,
    amount: spec.amount,
    headers: spec.headers,
    requests: pathOf
      ? [
          {
            setupRequest: (request) => {
              request.path = pathOf();
              return request;
            },
          },
        ]
      : undefined,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    ...(workload && !churn && { repeated: repeated / Math.max(1, sent) }),
  };
}

/** Entry of `--role load`: the spec is the JSON argument after it. */
export async function loadProcess(specJson: string): Promise<void> {
  const result = await runLoad(JSON.parse(specJson) as LoadSpec);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
