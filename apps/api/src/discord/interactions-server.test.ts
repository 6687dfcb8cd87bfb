// The interactions endpoint on the real server process (src/main.ts), its store the demo's, its
// requests signed in the test as Discord signs them: what a community's server answers Discord.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryOf } from '../../test/run-cli';
import { interaction, makeTestApplication, signedHeaders } from './test/sign-interaction';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const APPLICATION_ID = '112233445566778899';
const application = makeTestApplication();

type Server = ChildProcessByStdio<null, Readable, Readable>;

/**
 * Starts the server (this run's build of src/main.ts, on the children's V8 flags: test/run-cli.ts)
 * on a free port with `config` as its ark.config.json and a small demo.
 */
function spawnServer(dir: string): Server {
  const { execArgv, script } = entryOf('main');
  return spawn(process.execPath, [...execArgv, script], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ARK_DATA_DIR: join(dir, 'data'),
      ARK_DEMO_PLAYERS: '200',
      ARK_WEB_DIR: join(dir, 'no-web'),
      ARK_CONFIG: join(dir, 'ark.config.json'),
      ARK_TEST_PUBLIC_KEY: application.publicKeyHex,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The server's first line matching `pattern` on stdout, or its stderr when it exits first. */
function firstLine(proc: Server, pattern: RegExp): Promise<RegExpExecArray | string> {
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) resolve(match);
    });
    proc.stderr.on('data', (chunk) => {
      err += chunk;
    });
    proc.on('exit', () => resolve(err));
  });
}

const config = (publicKey: string) =>
  JSON.stringify({
    site: { name: 'Rex Valley', publicUrl: 'https://ark.example', language: 'pl' },
    discord: { commands: { applicationId: APPLICATION_ID, publicKey } },
  });

describe('POST /discord/interactions on the server process', () => {
  let dir = '';
  let server: Server;
  let url = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-discord-server-'));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own placeholder.
    await writeFile(join(dir, 'ark.config.json'), config('${ARK_TEST_PUBLIC_KEY}'));
    server = spawnServer(dir);
    const ready = await firstLine(server, /"msg":"listening","url":"([^"]+)"/);
    if (typeof ready === 'string') throw new Error(`the server did not start: ${ready}`);
    url = `${ready[1]}discord/interactions`;
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  });

  /** POSTs `body` signed now (or at `at`), as Discord would. */
  const post = (body: string, at = new Date()) =>
    fetch(url, { method: 'POST', body, headers: signedHeaders(application, body, at) });
  const answerOf = async (body: string) => {
    const res = await post(body);
    expect(res.status).toBe(200);
    return (await res.json()) as {
      type: number;
      data: {
        choices?: { name: string; value: string }[];
        content?: string;
        flags?: number;
        allowed_mentions?: unknown;
        embeds?: { title: string; url: string; image?: { url: string } }[];
      };
    };
  };

  it('answers a signed PING with a PONG', async () => {
    const res = await post(JSON.stringify({ type: 1 }));
    expect([res.status, await res.json()]).toEqual([200, { type: 1 }]);
  });

  it('refuses what Discord did not sign or cannot have sent', async () => {
    const ping = JSON.stringify({ type: 1 });
    const unsigned = await fetch(url, { method: 'POST', body: ping });
    const byOther = await fetch(url, {
      method: 'POST',
      body: ping,
      headers: signedHeaders(makeTestApplication(), ping, new Date()),
    });
    const stale = await post(ping, new Date(Date.now() - 10 * 60_000));
    const big = await post(JSON.stringify({ type: 1, pad: 'x'.repeat(70_000) }));
    const notJson = await post('{"type":');
    const unknownType = await post('{"type":42}');
    const read = await fetch(url);
    expect([
      unsigned.status,
      byOther.status,
      stale.status,
      big.status,
      notJson.status,
      unknownType.status,
      read.status,
    ]).toEqual([401, 401, 401, 413, 400, 400, 405]);
    expect(read.headers.get('allow')).toBe('POST');
  });

  it('offers names by autocomplete, then answers /rank and /tribe for the id chosen', async () => {
    const players = await answerOf(
      interaction(4, 'rank', [{ name: 'player', value: '', focused: true }]),
    );
    expect(players.type).toBe(8);
    const [first] = players.data.choices ?? [];
    expect(first?.value).toMatch(/^[A-Za-z0-9_-]+$/);
    const rank = await answerOf(
      interaction(2, 'rank', [{ name: 'player', value: first?.value ?? '' }]),
    );
    expect(rank.type).toBe(4);
    expect(rank.data.allowed_mentions).toEqual({ parse: [] });
    expect(rank.data.embeds?.[0]?.url).toContain(`player=${first?.value}`);

    const tribes = await answerOf(
      interaction(4, 'tribe', [{ name: 'tribe', value: '', focused: true }]),
    );
    const tribeId = tribes.data.choices?.[0]?.value ?? '';
    const tribe = await answerOf(interaction(2, 'tribe', [{ name: 'tribe', value: tribeId }]));
    expect(tribe.data.embeds?.[0]?.url).toContain(`tribe=${tribeId}`);
  });

  it("answers /top in the site's language, or the asker's", async () => {
    const site = await answerOf(
      interaction(2, 'top', [{ name: 'board', value: 'players' }], { locale: 'ko' }),
    );
    expect(site.data.embeds?.[0]?.title).toMatch(/^Najlepsi gracze/);
    const german = await answerOf(
      interaction(2, 'top', [{ name: 'board', value: 'players' }], { locale: 'de' }),
    );
    // Escaped for Discord's markdown, as the posts' titles are; it shows as Top-Spieler.
    expect(german.data.embeds?.[0]?.title).toMatch(/^Top\\-Spieler nach Kills/);
    expect(german.data.embeds?.[0]?.image?.url).toMatch(
      /^https:\/\/ark\.example\/og\.png\?.*lang=de/,
    );
  });

  it('refuses an unknown name to the asker only', async () => {
    const answer = await answerOf(
      interaction(2, 'rank', [{ name: 'player', value: 'no such player 0' }], { locale: 'ko' }),
    );
    expect(answer.data.flags).toBe(64);
    expect(answer.data.content).toMatch(/^Brak gracza „no such player 0”/);
  });

  it('stops the start with one line naming the key when the public key cannot be used', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'ark-discord-bad-'));
    try {
      await writeFile(join(bad, 'ark.config.json'), config('not-a-key'));
      const refused = await firstLine(spawnServer(bad), /"msg":"listening"/);
      expect(typeof refused).toBe('string');
      const lines = String(refused).trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}').msg).toMatch(
        /ark\.config\.json: discord\.commands\.publicKey: the public key from the Developer Portal, 64 hex characters$/,
      );
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
