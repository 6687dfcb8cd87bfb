import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importArgs, runArk } from '../../test/run-cli';

const TOKEN = 'SeCrEt-token_0123456789abcdef';
const WEBHOOK = `https://discord.com/api/webhooks/123456789/${TOKEN}`;

describe('ark discord post (CLI, PGlite)', () => {
  let dir = '';
  const ark = (...args: string[]) =>
    runArk(args, {
      ARK_DATA_DIR: join(dir, 'data'),
      ARK_CONFIG: join(dir, 'ark.config.json'),
      ARK_TEST_WEBHOOK: WEBHOOK,
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-cli-discord-'));
    await writeFile(
      join(dir, 'players.csv'),
      'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer\n' +
        '1,@everyone **x**,,,60,50,1,2\n2,Bob,,,30,9,0,1\n',
    );
    await writeFile(join(dir, 'tribes.json'), '[]');
    await writeFile(
      join(dir, 'ark.config.json'),
      JSON.stringify({
        site: { name: 'Rex Valley', publicUrl: 'https://ark.example' },
        discord: {
          posts: [
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own placeholder.
            { webhook: '${ARK_TEST_WEBHOOK}', every: 'day', cluster: 'SOLO', view: 'players' },
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own placeholder.
            { webhook: '${ARK_TEST_WEBHOOK}', every: 'season', cluster: 'SOLO', view: 'players' },
          ],
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
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints the payloads as JSON on a dry run, without the webhook token', async () => {
    const result = await ark('discord', 'post', '--dry-run', '--every', 'day');
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
    const { messages } = JSON.parse(result.stdout) as {
      messages: {
        webhook: string;
        posts: string[];
        body: { username: string; embeds: { title: string; description: string }[] };
      }[];
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]?.webhook).toBe('https://discord.com/api/webhooks/123456789/***');
    expect(messages[0]?.posts).toEqual(['day:SOLO:players:kills:all:10:123456789']);
    expect(messages[0]?.body).toMatchObject({
      username: 'Rex Valley',
      allowed_mentions: { parse: [] },
    });
    expect(messages[0]?.body.embeds[0]?.title).toBe('Top players by kills · Solos');
    expect(messages[0]?.body.embeds[0]?.description.split('\n')[0]).toBe(
      '🥇 1. @\u200beveryone \\*\\*x\\*\\* — **50**',
    );
  });

  it('says which season posts it left out while no season is closed, and exits 1', async () => {
    const result = await ark('discord', 'post', '--dry-run');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'not posted: season:SOLO:players:kills:all:10:123456789: no season closed yet',
    );
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
  });

  it('exits 2 with its usage for a period it does not know', async () => {
    const result = await ark('discord', 'post', '--every', 'fortnight');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--every must be one of day, week, month, season');
    expect(result.stderr).toContain('usage: ark discord post [--dry-run]');
  });

  it('refuses a config whose webhook is not Discord’s, showing no token', async () => {
    const result = await runArk(['discord', 'post', '--dry-run'], {
      ARK_DATA_DIR: join(dir, 'data'),
      ARK_CONFIG: join(dir, 'ark.config.json'),
      ARK_TEST_WEBHOOK: `https://evil.example/api/webhooks/1/${TOKEN}`,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/discord\.posts\[0\]\.webhook: not a Discord webhook URL/);
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
  });
});
