import ky from 'ky';

export interface GetJsonOptions {
  /** For the whole call, retries included (ky's `timeout`). */
  timeoutMs: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Told about each retry, so a flaky backend shows in the console before any fallback. */
  logger?: Partial<Pick<Console, 'warn'>>;
}

/** Retries of a GET after a network error or a 5xx/408/429: two, 250 ms then 500 ms apart. */
export const RETRY = {
  limit: 2,
  methods: ['get'],
  statusCodes: [408, 429, 500, 502, 503, 504],
  backoffLimit: 1000,
  delay: (attempt: number) => 250 * 2 ** (attempt - 1),
} as const;

/**
 * GETs a URL with ky and parses its JSON body. Retries as RETRY says, all within `timeoutMs`;
 * rejects on a non-2xx answer that is not retried (ky's HTTPError, with `response.status`), a
 * body that is not JSON, or the timeout (a TimeoutError); when the caller's signal aborts, rejects
 * with the signal's reason (docs/decisions.md#api-client).
 * @example await getJson(clustersPath('tribes'), { timeoutMs: 10_000 })
 */
export async function getJson(
  url: string,
  { timeoutMs, signal, fetch: fetchImpl, logger }: GetJsonOptions,
): Promise<unknown> {
  // A path ('/api/ark/...') means the page's own origin, as a browser reads it; ky builds a
  // Request, which needs an absolute address where there is no document (tests, a worker).
  const { location } = globalThis as { location?: { href: string } };
  const target = location ? new URL(url, location.href).href : url;
  try {
    return await ky
      .get(target, {
        timeout: timeoutMs,
        retry: { ...RETRY, methods: [...RETRY.methods], statusCodes: [...RETRY.statusCodes] },
        headers: { accept: 'application/json' },
        ...(signal ? { signal } : {}),
        // Called through a local function, never as a method, so the browser's fetch keeps its `this`.
        fetch: fetchImpl ?? ((input, init) => fetch(input, init)),
        hooks: {
          beforeRetry: [
            ({ error, retryCount }) => {
              logger?.warn?.(`[ark] ${url} failed (${error.message}); retry ${retryCount}`);
            },
          ],
        },
      })
      .json();
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw error;
  }
}
