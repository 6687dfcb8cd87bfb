/** A non-2xx answer. */
export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}`);
    this.name = 'HttpError';
  }
}

export interface GetJsonOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * GETs a URL and parses its JSON body. Rejects on a non-2xx answer, a body that is not JSON, or
 * the timeout (which covers reading the body too); when the caller's signal aborts, rejects with
 * the signal's reason. A plain fetch wrapper rather than ky: the page's JS budget (80 KB gzip,
 * React 19 alone is 68) leaves no room for ky's 4 KB, and the client needs nothing more.
 * @example await getJson(clustersPath('tribes'), { timeoutMs: 10_000 })
 */
export async function getJson(
  url: string,
  { timeoutMs, signal, fetch: fetchImpl }: GetJsonOptions,
): Promise<unknown> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  // Called through a local function, never as a method, so the browser's fetch keeps its `this`.
  const doFetch = fetchImpl ?? ((input: string, init?: RequestInit) => fetch(input, init));
  try {
    const response = await doFetch(url, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new HttpError(response.status);
    return await response.json();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
