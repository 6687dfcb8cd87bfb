// Test support: Discord's API stand-in on 127.0.0.1 over real HTTP, recording every request
// (method, path, Authorization, JSON body) and answering 200: what registration and a deferred
// answer's follow-up are proven against.
import { startTestServer } from '@ark/test-support';

/** One request the stand-in received. */
export interface ApiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface DiscordApiReceiver {
  /** The API base: `http://127.0.0.1:<port>/api/v10`. */
  api: string;
  requests: ApiRequest[];
  /** Resolves with the next request received (or the first not yet waited for). */
  next(): Promise<ApiRequest>;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port. */
export async function startDiscordApiReceiver(): Promise<DiscordApiReceiver> {
  const requests: ApiRequest[] = [];
  const waiting: ((request: ApiRequest) => void)[] = [];
  let taken = 0;
  const server = await startTestServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: text === '' ? undefined : JSON.parse(text),
      };
      requests.push(request);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(Array.isArray(request.body) ? request.body : { id: '1' }));
      const wake = waiting.shift();
      if (wake) {
        taken += 1;
        wake(request);
      }
    });
  });
  return {
    api: `${server.baseUrl}/api/v10`,
    requests,
    next() {
      const ready = requests[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => server.close(),
  };
}
