import { describe, expect, it } from 'vitest';
import {
  DISCORD_LIMITS,
  embedLength,
  isAllowedUsername,
  webhookBodyProblems,
} from './discord-limits';

const NO_PINGS = { parse: [] };

describe('embedLength', () => {
  it('counts the title, description, field names and values, footer and author', () => {
    const embed = {
      title: 'ab',
      description: 'cde',
      fields: [{ name: 'f', value: 'gh' }],
      footer: { text: 'ijkl' },
      author: { name: 'm' },
      url: 'https://not.counted/',
    };
    expect(embedLength(embed)).toBe(13);
  });
});

describe('webhookBodyProblems', () => {
  it('finds nothing wrong with a body at every limit', () => {
    const embed = {
      title: 't'.repeat(DISCORD_LIMITS.title),
      description: 'd'.repeat(DISCORD_LIMITS.description),
      footer: { text: 'f'.repeat(DISCORD_LIMITS.total - DISCORD_LIMITS.title - 4096) },
    };
    expect(webhookBodyProblems({ embeds: [embed], allowed_mentions: NO_PINGS })).toEqual([]);
  });

  it('names where a limit is broken', () => {
    const body = { embeds: [{ title: 'x' }, { description: 'x'.repeat(4097) }] };
    expect(webhookBodyProblems(body)).toEqual([
      expect.objectContaining({ path: ['embeds', 1, 'description'], code: 'too_big' }),
    ]);
  });

  it('refuses over 6000 characters across embeds', () => {
    const embeds = [{ description: 'x'.repeat(3001) }, { description: 'x'.repeat(3000) }];
    expect(webhookBodyProblems({ embeds })).toEqual([
      { path: ['embeds'], code: 'custom', message: 'Embed size exceeds maximum size of 6000' },
    ]);
  });

  it('refuses an empty message', () => {
    expect(webhookBodyProblems({ embeds: [] })).toEqual([
      { path: [], code: 'custom', message: 'Cannot send an empty message' },
    ]);
  });

  it('refuses an embed link that is not a web address', () => {
    expect(webhookBodyProblems({ embeds: [{ title: 't', url: 'javascript:x' }] })).toHaveLength(1);
  });
});

describe('isAllowedUsername', () => {
  it('accepts 1 to 80 characters without a reserved word', () => {
    expect(isAllowedUsername('Rex Valley')).toBe(true);
    expect(isAllowedUsername('x'.repeat(80))).toBe(true);
  });

  it('refuses what Discord refuses', () => {
    for (const name of ['', 'x'.repeat(81), 'My Discord', 'CLYDE', 'everyone', 'here']) {
      expect(isAllowedUsername(name)).toBe(false);
    }
  });
});
