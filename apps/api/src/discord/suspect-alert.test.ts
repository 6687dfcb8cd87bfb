import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Suspect } from '../store/suspects';
import { makeMemoryLogger } from '../sync/test/fake-import';
import { DISCORD_LIMITS, embedLength, webhookBodyProblems } from './discord-limits';
import { ALERT_EMBED_COLOR, announceSuspects, buildSuspectAlert } from './suspect-alert';
import { hostileText, shownByDiscord, unescapedMarkdown } from './test/discord-text';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver';

const CLUSTER = { key: 'SOLO', display: 'Solos' };

function makeSuspect(overrides: Partial<Suspect> = {}): Suspect {
  return {
    id: '76561198000000001',
    reason: 'high_kd',
    facts: { kills: 300, deaths: 2, kd: 150, limit: 50 },
    name: 'Spray',
    tribeName: 'Red',
    ...overrides,
  };
}

describe('buildSuspectAlert', () => {
  it('names each new suspect with its tribe, reason, numbers and id in one embed', () => {
    const body = buildSuspectAlert({ cluster: CLUSTER, fresh: [makeSuspect()] });
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const [embed] = body.embeds;
    expect(embed?.title).toBe('New suspects in Solos');
    expect(embed?.color).toBe(ALERT_EMBED_COLOR);
    expect(shownByDiscord(embed?.description ?? '')).toBe(
      '**Spray** · Red — KD above the limit: KD 150 (300 kills, 2 deaths); limit 50 · id 76561198000000001',
    );
    expect(embed?.footer?.text).toBe(
      'Since the previous import. Review and hide: pnpm ark suspects --cluster SOLO',
    );
  });

  it('shows a name that pings or formats as typed, pinging nobody', () => {
    const body = buildSuspectAlert({
      cluster: CLUSTER,
      fresh: [makeSuspect({ name: '@everyone **x** [a](http://e.x)', tribeName: '<@123>' })],
    });
    const description = body.embeds[0]?.description ?? '';
    expect(description).not.toContain('@everyone');
    expect(shownByDiscord(description)).toContain(
      '**@everyone **x** [a](http://e.x)** · <@123> — ',
    );
  });

  it('stays within Discord’s limits whatever the names, counting the suspects left out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(hostileText(), hostileText()), { minLength: 1, maxLength: 300 }),
        hostileText(20),
        (names, display) => {
          const fresh = names.map(([name, tribeName], i) =>
            makeSuspect({ id: String(i), name, tribeName }),
          );
          const body = buildSuspectAlert({ cluster: { key: 'SOLO', display }, fresh });
          expect(webhookBodyProblems(body)).toEqual([]);
          const [embed] = body.embeds;
          expect(embedLength(embed ?? {})).toBeLessThanOrEqual(DISCORD_LIMITS.total);
          const lines = embed?.description?.split('\n') ?? [];
          for (const line of lines) {
            // Only the name's own bold markers are live markdown.
            expect(unescapedMarkdown(line).filter((c) => c !== '*')).toEqual([]);
          }
          const shown = lines.filter((line) => !line.includes('more'));
          if (shown.length < fresh.length) {
            expect(lines.at(-1)).toBe(`…and ${fresh.length - shown.length} more`);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('announceSuspects', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());

  it('logs one line and posts the alert to the webhook', async () => {
    const memory = makeMemoryLogger();
    const fresh = [
      makeSuspect(),
      makeSuspect({
        id: '2',
        name: 'Ghost',
        reason: 'kills_without_play_time',
        facts: { kills: 5, play_time: 0 },
      }),
    ];
    await announceSuspects({
      cluster: CLUSTER,
      fresh,
      logger: memory.logger,
      webhook: receiver.url,
    });
    expect(memory.messages()).toEqual(['info new suspects']);
    expect(memory.records[0]).toMatchObject({ cluster: 'SOLO', count: 2 });
    expect(receiver.messages).toHaveLength(1);
    expect(receiver.messages[0]?.embeds[0]?.description?.split('\n')).toHaveLength(2);
  });

  it('posts nothing without new suspects or without a webhook', async () => {
    const memory = makeMemoryLogger();
    await announceSuspects({
      cluster: CLUSTER,
      fresh: [],
      logger: memory.logger,
      webhook: receiver.url,
    });
    await announceSuspects({ cluster: CLUSTER, fresh: [makeSuspect()], logger: memory.logger });
    expect(receiver.statuses).toEqual([]);
    expect(memory.messages()).toEqual(['info new suspects']);
  });

  it('logs a refused post without its token and does not throw', async () => {
    const memory = makeMemoryLogger();
    const wrong = receiver.url.replace(receiver.token, `${receiver.token}x`);
    await announceSuspects({
      cluster: CLUSTER,
      fresh: [makeSuspect()],
      logger: memory.logger,
      webhook: wrong,
    });
    expect(receiver.statuses).toEqual([404]);
    expect(memory.messages()).toEqual(['info new suspects', 'error discord post failed']);
    expect(JSON.stringify(memory.records)).not.toContain(receiver.token);
  });
});
