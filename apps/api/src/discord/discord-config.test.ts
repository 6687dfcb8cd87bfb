import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POST_RANGE,
  discordConfigSchema,
  discordPostKey,
  discordSecrets,
  parseWebhookUrl,
  redactWebhook,
} from './discord-config';

const TOKEN = 'Abc-DEF_123secretTOKENvalue';
const WEBHOOK = `https://discord.com/api/webhooks/123456789012345678/${TOKEN}`;

function makePost(overrides: Record<string, unknown> = {}) {
  return { webhook: WEBHOOK, every: 'week', cluster: 'SOLO', ...overrides };
}

function parse(raw: unknown, options = {}) {
  return discordConfigSchema(options).safeParse(raw);
}

/** The issue messages of a refused config, each prefixed with its path. */
function problems(raw: unknown, options = {}): string[] {
  const result = parse(raw, options);
  if (result.success) throw new Error('expected the config to be refused');
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('discordConfigSchema', () => {
  it('fills a weekly post with players by kills for last week, top 10', () => {
    const result = parse({ posts: [makePost()] });
    expect(result.success && result.data).toEqual({
      posts: [
        {
          webhook: WEBHOOK,
          every: 'week',
          cluster: 'SOLO',
          view: 'players',
          filter: 'kills',
          range: 'last_week',
          top: 10,
        },
      ],
    });
  });

  it.each([
    ['day', 'all'],
    ['week', 'last_week'],
    ['month', 'last_month'],
    ['season', 'all'],
  ])('gives a %s post the %s range by default', (every, range) => {
    const result = parse({ posts: [makePost({ every })] });
    expect(result.success && result.data.posts[0]?.range).toBe(range);
    expect(DEFAULT_POST_RANGE[every as keyof typeof DEFAULT_POST_RANGE]).toBe(range);
  });

  it("gives a tribes post its view's default filter", () => {
    const result = parse({ posts: [makePost({ view: 'tribes' })] });
    expect(result.success && result.data.posts[0]?.filter).toBe('tribe_score');
  });

  it('keeps what the admin chose', () => {
    const post = makePost({
      every: 'month',
      view: 'tribes',
      filter: 'time_played',
      range: 'all',
      top: 25,
    });
    const result = parse({ posts: [post] });
    expect(result.success && result.data.posts[0]).toEqual(post);
  });

  it('accepts no posts, an empty section and alerts alone', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ posts: [] }).success).toBe(true);
    const result = parse({ alerts: { webhook: WEBHOOK } });
    expect(result.success && result.data).toEqual({ posts: [], alerts: { webhook: WEBHOOK } });
  });

  it.each([
    [
      'an unknown view',
      { view: 'dinos' },
      'posts.0.view: unknown view "dinos" (allowed: tribes, players)',
    ],
    [
      'an unknown filter',
      { filter: 'score' },
      'posts.0.filter: unknown filter "score" (allowed: tribe_score, kills, deaths, tamed_dino_kills, time_played)',
    ],
    [
      'a filter the view does not have',
      { filter: 'tribe_score' },
      'posts.0.filter: unknown filter for players "tribe_score" (allowed: kills, deaths, tamed_dino_kills, time_played)',
    ],
    [
      'an unknown range',
      { range: 'yesterday' },
      'posts.0.range: unknown range "yesterday" (allowed: all, day, week, month, last_week, last_month)',
    ],
    [
      'an unknown period',
      { every: 'hour' },
      'posts.0.every: unknown period "hour" (allowed: day, week, month, season)',
    ],
    [
      'a missing period',
      { every: undefined },
      'posts.0.every: period is missing (allowed: day, week, month, season)',
    ],
  ])('refuses %s in one line naming the allowed values', (_, overrides, line) => {
    expect(problems({ posts: [makePost(overrides)] })).toEqual([line]);
  });

  it.each([
    ['day', 'day'],
    ['week', 'week'],
    ['week', 'day'],
    ['month', 'month'],
    ['month', 'day'],
  ])('refuses a %s post of the always-empty %s board', (every, range) => {
    const [problem] = problems({ posts: [makePost({ every, range })] });
    expect(problem).toMatch(
      new RegExp(`^posts\\.0\\.range: a ${every} post runs as its ${every} starts`),
    );
  });

  it('refuses a season post of anything but the final board', () => {
    expect(problems({ posts: [makePost({ every: 'season', range: 'last_week' })] })).toEqual([
      `posts.0.range: a season post shows the closed season's final board: range must be "all", not "last_week"`,
    ]);
  });

  it('accepts top from 1 to 25 only, whole', () => {
    expect(parse({ posts: [makePost({ top: 1 })] }).success).toBe(true);
    expect(parse({ posts: [makePost({ top: 25 })] }).success).toBe(true);
    for (const top of [0, 26, 2.5, '10']) {
      expect(problems({ posts: [makePost({ top })] })).toHaveLength(1);
    }
  });

  it('refuses a cluster key that is no key', () => {
    expect(problems({ posts: [makePost({ cluster: 'Solo Cluster!' })] })[0]).toMatch(
      /^posts\.0\.cluster: /,
    );
  });

  it('refuses unknown settings', () => {
    expect(problems({ posts: [makePost({ channel: 'general' })] })[0]).toMatch(/channel/);
    expect(problems({ posts: [], schedule: 'daily' })[0]).toMatch(/schedule/);
  });

  it('refuses the same board posted to the same webhook twice', () => {
    expect(problems({ posts: [makePost(), makePost({ range: 'last_week' })] })).toEqual([
      'posts.1: the same board to the same webhook twice: it would be posted twice',
    ]);
  });

  it.each([
    `https://discordapp.com/api/webhooks/1/${TOKEN}`,
    `https://canary.discord.com/api/webhooks/1/${TOKEN}`,
    `https://ptb.discord.com/api/webhooks/1/${TOKEN}`,
    `https://ptb.discordapp.com/api/webhooks/1/${TOKEN}`,
    `https://discord.com/api/v10/webhooks/1/${TOKEN}`,
    `https://discord.com/api/webhooks/1/${TOKEN}?thread_id=99`,
  ])('accepts the webhook %s', (webhook) => {
    expect(parse({ posts: [makePost({ webhook })] }).success).toBe(true);
  });

  it.each([
    ['over plain http', `http://discord.com/api/webhooks/1/${TOKEN}`],
    ['on another host', `https://evil.example/api/webhooks/1/${TOKEN}`],
    ['on a look-alike host', `https://discord.com.evil.example/api/webhooks/1/${TOKEN}`],
    ['with a port', `https://discord.com:444/api/webhooks/1/${TOKEN}`],
    ['with credentials', `https://user:pw@discord.com/api/webhooks/1/${TOKEN}`],
    ['with a non-numeric id', `https://discord.com/api/webhooks/abc/${TOKEN}`],
    ['with another path', `https://discord.com/api/webhook/1/${TOKEN}`],
    ['with a query', `https://discord.com/api/webhooks/1/${TOKEN}?wait=false`],
    ['with a fragment', `https://discord.com/api/webhooks/1/${TOKEN}#x`],
    ['with a placeholder left in', `https://discord.com/api/webhooks/1/\${TOKEN}`],
    [
      'on the local receiver without the test option',
      `http://127.0.0.1:8080/api/webhooks/1/${TOKEN}`,
    ],
    ['that is no URL', `discord webhook ${TOKEN}`],
  ])('refuses a webhook %s, never showing its token', (_, webhook) => {
    const result = parse({ posts: [makePost({ webhook })], alerts: { webhook } });
    expect(result.success).toBe(false);
    const messages = problems({ posts: [makePost({ webhook })], alerts: { webhook } });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(
      /^posts\.0\.webhook: not a Discord webhook URL: .* \(expected https:\/\/discord\.com\/api\/webhooks\/<id>\/<token>\)$/,
    );
    expect(messages[1]).toMatch(/^alerts\.webhook: not a Discord webhook URL/);
    expect(JSON.stringify(result.error)).not.toContain(TOKEN);
    expect(String(result.error)).not.toContain(TOKEN);
    for (const message of messages) expect(message).not.toContain(TOKEN);
  });

  it('accepts the local receiver only when told to', () => {
    const webhook = `http://127.0.0.1:8080/api/webhooks/1/${TOKEN}`;
    expect(parse({ posts: [makePost({ webhook })] }, { allowLocalWebhooks: true }).success).toBe(
      true,
    );
    const elsewhere = `http://localhost:8080/api/webhooks/1/${TOKEN}`;
    expect(
      parse({ posts: [makePost({ webhook: elsewhere })] }, { allowLocalWebhooks: true }).success,
    ).toBe(false);
  });
});

describe('redactWebhook', () => {
  it('masks the token and keeps the id', () => {
    expect(redactWebhook(WEBHOOK)).toBe('https://discord.com/api/webhooks/123456789012345678/***');
  });

  it('masks whatever follows the id, query included', () => {
    expect(redactWebhook(`${WEBHOOK}/extra?thread_id=1&t=${TOKEN}`)).toBe(
      'https://discord.com/api/webhooks/123456789012345678/***',
    );
  });

  it('shows only the host of a URL that is not a webhook', () => {
    expect(redactWebhook(`https://evil.example/hooks/${TOKEN}`)).toBe('https://evil.example/***');
    expect(redactWebhook(`https://discord.com/api/webhooks/id${TOKEN}`)).toBe(
      'https://discord.com/***',
    );
    expect(redactWebhook(`https://u:${TOKEN}@discord.com/x`)).toBe('https://discord.com/***');
  });

  it('shows nothing of text that is no URL', () => {
    expect(redactWebhook(`webhook ${TOKEN}`)).toBe('***');
  });
});

describe('parseWebhookUrl', () => {
  it('gives the id and token of a webhook URL', () => {
    expect(parseWebhookUrl(WEBHOOK)).toEqual({ id: '123456789012345678', token: TOKEN });
  });

  it('gives nothing for a URL of another shape', () => {
    expect(parseWebhookUrl(`https://evil.example/api/webhooks/1/${TOKEN}`)).toBeUndefined();
  });
});

describe('discordPostKey', () => {
  it("names a post by its board and its webhook's id, never its token", () => {
    const result = parse({ posts: [makePost()] });
    const post = result.success ? result.data.posts[0] : undefined;
    if (!post) throw new Error('expected a post');
    expect(discordPostKey(post)).toBe('week:SOLO:players:kills:last_week:10:123456789012345678');
  });
});

describe('discordSecrets', () => {
  it('lists the token of every webhook', () => {
    const other = `https://discord.com/api/webhooks/2/otherToken123`;
    const result = parse({
      posts: [makePost(), makePost({ webhook: other })],
      alerts: { webhook: WEBHOOK },
    });
    expect(result.success && discordSecrets(result.data)).toEqual([TOKEN, 'otherToken123', TOKEN]);
  });
  it('lists the bot token of the slash commands', () => {
    const botToken = 'MTIzNDU2Nzg5.bot-token_0123456789';
    const commands = { applicationId: '112233445566778899', publicKey: 'ab'.repeat(32), botToken };
    const result = parse({ commands });
    expect(result.success && discordSecrets(result.data)).toEqual([botToken]);
  });
});
