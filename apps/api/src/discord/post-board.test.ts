import { describe, expect, it } from 'vitest';
import { type DiscordPost, discordConfigSchema } from './discord-config';
import { postBoardQuery } from './post-board';

const parsePost = (post: unknown): DiscordPost =>
  discordConfigSchema({ allowLocalWebhooks: true }).parse({ posts: [post] })
    .posts[0] as DiscordPost;

const webhook = 'https://discord.com/api/webhooks/1/token';

describe('postBoardQuery', () => {
  it('names the board with its range, the defaults filled in', () => {
    const post = parsePost({ webhook, every: 'week', cluster: 'SOLO' });
    expect(postBoardQuery(post)).toBe('view=players&cluster=SOLO&filter=kills&range=last_week');
  });

  it('leaves the all-time range out, as the page does', () => {
    const post = parsePost({ webhook, every: 'day', cluster: 'SOLO', view: 'tribes' });
    expect(postBoardQuery(post)).toBe('view=tribes&cluster=SOLO&filter=tribe_score');
  });

  it('names an archived season instead of a range', () => {
    const post = parsePost({ webhook, every: 'season', cluster: 'SOLO' });
    expect(postBoardQuery(post, 4)).toBe('view=players&cluster=SOLO&filter=kills&season=4');
  });
});
