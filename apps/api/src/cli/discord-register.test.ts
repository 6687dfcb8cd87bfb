import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importArgs, runArk } from '../../test/run-cli';
import {
  type DiscordApiReceiver,
  startDiscordApiReceiver,
} from '../discord/test/discord-api-receiver';
import { makeTestApplication } from '../discord/test/sign-interaction';

const BOT_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.SeCrEt.bot-token_0123456789abcdef';
const APPLICATION_ID = '112233445566778899';

describe('ark discord register (CLI, PGlite, a local Discord API)', () => {
  let dir = '';
  let receiver: DiscordApiReceiver;
  const application = makeTestApplication();
  const ark = (...args: string[]) =>
    runArk(args, {
      ARK_DATA_DIR: join(dir, 'data'),
      ARK_CONFIG: join(dir, 'ark.config.json'),
      ARK_TEST_BOT_TOKEN: BOT_TOKEN,
      ARK_DISCORD_API_URL: receiver.api,
    });

  beforeAll(async () => {
    receiver = await startDiscordApiReceiver();
    dir = await mkdtemp(join(tmpdir(), 'ark-cli-register-'));
    await writeFile(
      join(dir, 'players.csv'),
      'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer\n1,Rex,,,60,5,1,2\n',
    );
    await writeFile(join(dir, 'tribes.json'), '[]');
    await writeFile(
      join(dir, 'ark.config.json'),
      JSON.stringify({
        site: { name: 'Rex Valley', publicUrl: 'https://ark.example' },
        discord: {
          commands: {
            applicationId: APPLICATION_ID,
            publicKey: application.publicKeyHex,
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own placeholder.
            botToken: '${ARK_TEST_BOT_TOKEN}',
          },
        },
      }),
    );
    const imported = await ark(
      ...importArgs({
        display: 'Solos',
        players: join(dir, 'players.csv'),
        tribes: join(dir, 'tribes.json'),
      }),
    );
    expect([imported.status, imported.stderr]).toEqual([0, '']);
  });
  afterAll(async () => {
    await receiver.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('PUTs the whole command set to the application with the bot token, printing no token', async () => {
    const result = await ark('discord', 'register');
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout + result.stderr).not.toContain(BOT_TOKEN);
    const request = receiver.requests.at(-1);
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe(`/api/v10/applications/${APPLICATION_ID}/commands`);
    expect(request?.authorization).toBe(`Bot ${BOT_TOKEN}`);
    const body = request?.body as {
      name: string;
      options: { name: string; choices?: { value: string }[] }[];
    }[];
    expect(body.map((command) => command.name)).toEqual(['rank', 'top', 'tribe', 'compare']);
    const cluster = body[0]?.options.find((option) => option.name === 'cluster');
    expect(cluster?.choices?.map((choice) => choice.value)).toEqual(['SOLO']);
  });

  it('PUTs to one guild with --guild', async () => {
    const result = await ark('discord', 'register', '--guild', '998877665544332211');
    expect(result.status).toBe(0);
    expect(receiver.requests.at(-1)?.path).toBe(
      `/api/v10/applications/${APPLICATION_ID}/guilds/998877665544332211/commands`,
    );
  });

  it('prints the JSON and sends nothing on a dry run', async () => {
    const before = receiver.requests.length;
    const result = await ark('discord', 'register', '--dry-run');
    expect(result.status).toBe(0);
    expect(receiver.requests).toHaveLength(before);
    const printed = JSON.parse(result.stdout) as { method: string; url: string; body: unknown[] };
    expect([printed.method, printed.url, printed.body.length]).toEqual([
      'PUT',
      `${receiver.api}/applications/${APPLICATION_ID}/commands`,
      4,
    ]);
    expect(result.stdout + result.stderr).not.toContain(BOT_TOKEN);
  });

  it('refuses a guild that is not an id, with its usage', async () => {
    const result = await ark('discord', 'register', '--guild', 'my-server');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--guild takes a guild ID');
  });

  it.each([
    ['applicationId', 'app', 'the application ID from the Developer Portal, 17 to 20 digits'],
    ['publicKey', 'f'.repeat(63), 'the public key from the Developer Portal, 64 hex characters'],
    ['botToken', `${BOT_TOKEN} with spaces`, 'the bot token from the Developer Portal (not shown)'],
  ])(
    'stops with one line naming %s when it cannot be used, never showing the token',
    async (key, value, expected) => {
      const bad = join(dir, `bad-${key}.config.json`);
      const commands = {
        applicationId: APPLICATION_ID,
        publicKey: application.publicKeyHex,
        [key]: value,
      };
      await writeFile(bad, JSON.stringify({ discord: { commands } }));
      const result = await runArk(['discord', 'register', '--dry-run'], {
        ARK_DATA_DIR: join(dir, 'data'),
        ARK_CONFIG: bad,
      });
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([
        `${bad}: discord.commands.${key}: ${expected}`,
      ]);
      expect(result.stdout + result.stderr).not.toContain('SeCrEt');
    },
  );
});
