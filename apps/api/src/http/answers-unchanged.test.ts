// Every read's bytes as the tree at issue 46's start sent them (docs/adr/0075-one-read-door.md):
// a fixed demo store, imported at a fixed clock and read at it (so `updated_at`, ETags and range
// periods are pinned, not normalised), asked a set of addresses in each coding, with a 304 and a
// HEAD. `ARK_ANSWERS_FROM=<a checkout>/apps/api/src` records the fixture from that tree instead.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FIXTURE = new URL('../../test/answers-before.json', import.meta.url);
const RECORD_FROM = process.env.ARK_ANSWERS_FROM;
const SOURCE = resolve(RECORD_FROM ?? join(import.meta.dirname, '..'));
/** The web build beside the tree's API: its server render draws `/`. */
const WEB_DIST = join(SOURCE, '../../web/dist');

/** The clock every import and read runs at. */
const NOW = new Date('2026-06-03T12:00:00.000Z');
const now = () => new Date(NOW);

/** One answer as a client gets it: status, headers, and the body (its hash when not text). */
interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

async function record(fetch: Fetch, path: string, init: RequestInit = {}): Promise<Recorded> {
  const res = await fetch(path, init);
  const headers = Object.fromEntries([...res.headers].sort(([a], [b]) => a.localeCompare(b)));
  const bytes = Buffer.from(await res.arrayBuffer());
  const coding = headers['content-encoding'];
  if (!/json|html|text/.test(headers['content-type'] ?? '')) {
    return { status: res.status, headers, body: `sha256:${sha256(bytes)}` };
  }
  // A compressed text is compared as its text and its bytes' hash.
  const text =
    coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
  const body = coding ? `${coding} sha256:${sha256(bytes)}\n${text}` : text.toString('utf8');
  return { status: res.status, headers, body };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

const EMBEDDED = /(<script type="application\/json" id="ark-answers">)(.*?)(<\/script>)/s;

/**
 * A page as compared: its embedded answers each the same text, in any order (the page now embeds
 * them in the order it asked, not the order they came back: docs/adr/0075-one-read-door.md), so
 * its ETag and compressed bytes are left out, and so is its script loader (withoutLoader);
 * everything else byte for byte.
 */
function comparable(ask: string, { status, headers, body }: Recorded): Recorded {
  if (!/^(GET|HEAD) \/(\?|\s|$)/.test(ask)) return { status, headers, body };
  const { etag: _etag, ...rest } = headers;
  const text = body.replace(/^(br|gzip) sha256:\S+\n/, '$1\n');
  const sorted = text.replace(EMBEDDED, (_, open: string, json: string, close: string) => {
    const answers = JSON.parse(json) as Record<string, unknown>;
    const keys = Object.keys(answers).sort();
    return `${open}${JSON.stringify(Object.fromEntries(keys.map((key) => [key, answers[key]])))}${close}`;
  });
  return { status, ...withoutLoader(rest, sorted) };
}

/** The page's script loader: it names the web build's chunks, which change with any page code. */
const LOADER = /<script>\(\(\)=>\{let n=0;[\s\S]*?<\/script>/;
/** The policy's hashes of the page's scripts: the theme's, then the loader's. */
const LOADER_HASH = /(script-src 'self' 'sha256-[^']+') 'sha256-[^']+'/;

/**
 * A page with its loader (its chunk names and its hash in the policy) left out: what the web
 * build names is not the server's answer, and issue 51 changed the page's code in the same stop;
 * the rest byte for byte.
 */
function withoutLoader(
  headers: Record<string, string>,
  body: string,
): Pick<Recorded, 'headers' | 'body'> {
  const policy = headers['content-security-policy'];
  return {
    headers: policy
      ? { ...headers, 'content-security-policy': policy.replace(LOADER_HASH, "$1 'loader'") }
      : headers,
    body: body.replace(LOADER, '<script>loader</script>'),
  };
}

/** The tree's own modules, imported by path: the same code records and compares. */
async function treeApp() {
  const from = (path: string) => import(/* @vite-ignore */ join(SOURCE, path));
  const [
    { openPgliteDb },
    { migrate },
    { importDemo },
    { createRankingStore },
    app,
    render,
    preview,
  ] = await Promise.all([
    from('db/pglite-db.ts'),
    from('store/migrations.ts'),
    from('sources/seed-demo.ts'),
    from('store/ranking-store.ts'),
    from('http/app.ts'),
    from('http/page-render.ts'),
    from('http/preview/preview-drawer.ts'),
  ]);
  const db = await openPgliteDb();
  await migrate(db);
  await importDemo(db, { players: 120, history: true, now });
  const renderer = await render.loadPageRenderer(join(WEB_DIST, 'server/entry-server.js'), {
    info() {},
    warn() {},
    error() {},
  });
  if (!renderer) throw new Error(`no page build at ${WEB_DIST}`);
  const store = createRankingStore(db, { now, versionTtlMs: 0 });
  // The image's bytes are compared, not the drawer's time limit: on a loaded machine a first
  // drawing (its thread, its fonts) took longer than the 10 s a server gives it, and got a 503.
  const drawer = preview.createPreviewDrawer({ timeoutMs: 300_000 });
  const served = app.createApp({ store, now, renderer, staticDir: WEB_DIST, drawer });
  return { db, drawer, fetch: ((path, init) => served.request(path, init)) as Fetch };
}

const CODINGS = { identity: undefined, br: 'br', gzip: 'gzip' } as const;

/** The addresses asked, ids read from the store's first rows. */
async function addresses(fetch: Fetch): Promise<string[]> {
  const first = async (view: string) => {
    const res = await fetch(`/api/ark/${view}_rankings?cluster=SOLO`);
    const { ranking_data } = (await res.json()) as {
      ranking_data: { SteamID?: string; TribeID?: string }[];
    };
    const [row] = ranking_data;
    return (view === 'player' ? row?.SteamID : row?.TribeID) ?? 'none';
  };
  const player = await first('player');
  const tribe = await first('tribe');
  return [
    '/api/ark/tribe_rankings/clusters',
    '/api/ark/player_rankings/clusters',
    '/api/ark/player_rankings/clusters?season=1',
    '/api/ark/tribe_rankings',
    '/api/ark/player_rankings?cluster=SOLO&page=0&search=ab&filter=kills',
    '/api/ark/player_rankings?filter=kills&cluster=SOLO&page=0&search=ab',
    '/api/ark/tribe_rankings?cluster=SOLO&search=a&page=1',
    '/api/ark/player_rankings?cluster=SOLO&range=week',
    '/api/ark/player_rankings?cluster=SOLO&range=month&search=e&filter=deaths',
    '/api/ark/tribe_rankings?range=all',
    '/api/ark/player_rankings?page=999',
    '/api/ark/player_rankings?season=3',
    '/api/ark/player_rankings?filter=tribe_score',
    '/api/ark/player_rankings?page=-1',
    '/api/ark/player_rankings?cluster=NOPE',
    `/api/ark/players/${player}?cluster=SOLO`,
    `/api/ark/players/${player}?cluster=SOLO&range=week`,
    `/api/ark/tribes/${tribe}?cluster=SOLO&page=0`,
    '/api/ark/players/unknown-id?cluster=SOLO',
    `/api/ark/players/${player}/history?cluster=SOLO`,
    `/api/ark/tribes/${tribe}/history?cluster=SOLO`,
    '/api/ark/hall?cluster=SOLO',
    '/api/ark/hall?cluster=SOLO&section=records&board=players',
    '/api/ark/hall?section=nope',
    '/api/ark/seasons',
    '/api/ark/ranges',
    '/api/ark/nothing-here',
    '/',
    '/?view=players&search=ab&filter=kills',
    '/?view=players&range=week',
    `/?view=players&player=${player}`,
    '/?lang=de',
    '/embed?view=players&top=5',
    '/embed?filter=kills&range=week',
    '/embed?filter=nope',
  ];
}

/** Each address in each coding, a 304 on its ETag, and a HEAD; /og.png's headers. */
async function answersOf(fetch: Fetch): Promise<Record<string, Recorded>> {
  const answers: Record<string, Recorded> = {};
  for (const path of await addresses(fetch)) {
    for (const [coding, accept] of Object.entries(CODINGS)) {
      const headers: Record<string, string> = accept ? { 'Accept-Encoding': accept } : {};
      const answer = await record(fetch, path, { headers });
      answers[`GET ${path} ${coding}`] = answer;
      const etag = answer.headers.etag;
      if (etag) {
        const notModified = { headers: { ...headers, 'If-None-Match': etag } };
        answers[`GET ${path} ${coding} 304`] = await record(fetch, path, notModified);
      }
    }
    answers[`HEAD ${path}`] = await record(fetch, path, { method: 'HEAD' });
  }
  for (const path of ['/og.png', '/og.png?view=players&range=week', '/og.png?filter=nope']) {
    const { status, headers } = await record(fetch, path);
    answers[`GET ${path} headers`] = { status, headers, body: '' };
  }
  return answers;
}

describe('the answers, before and after the read door', () => {
  let served: Awaited<ReturnType<typeof treeApp>>;
  beforeAll(async () => {
    served = await treeApp();
  });
  afterAll(async () => {
    await served?.drawer.close();
    await served?.db.close();
  });

  it.runIf(RECORD_FROM !== undefined)('records the answers of the tree named', async () => {
    const answers = await answersOf(served.fetch);
    writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    expect(Object.keys(answers).length).toBeGreaterThan(100);
  });

  it.runIf(RECORD_FROM === undefined)('sends every answer byte for byte as before', async () => {
    const before: Record<string, Recorded> = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    const after = await answersOf(served.fetch);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [ask, answer] of Object.entries(before)) {
      expect(comparable(ask, after[ask] as Recorded), ask).toEqual(comparable(ask, answer));
    }
  });
});
