// New suspects, told to the admins: one log line, and one embed on the `discord.alerts` webhook
// when it is set. Names are hostile text; nobody is hidden here (docs/adr/0048-admin-reports.md).
import { describeFacts, REASON_LABELS, reviewCommand } from '../ingest/find-suspects';
import type { Logger } from '../lib/logger';
import { redactText } from '../lib/redact';
import type { Suspect } from '../store/suspects';
import { parseWebhookUrl } from './discord-config';
import { DISCORD_LIMITS, type DiscordWebhookBody } from './discord-limits';
import { escapeDiscordMarkdown, fitMarkdown, fitText } from './discord-markdown';
import { sendWebhook } from './send-webhook';

/** The suspects an import found that were never reported for their cluster and reason. */
export interface NewSuspects {
  cluster: { key: string; display: string };
  fresh: readonly Suspect[];
}

/** An alert's side colour: a warning red. */
export const ALERT_EMBED_COLOR = 0xd64545;

/** Longest start of a name or tribe in an alert line. */
const NAME_CAP = 48;
/** Suspects named in the log line; the rest are counted. */
const LOGGED = 20;

/**
 * A webhook body naming new suspects in one embed within Discord's limits, names escaped and
 * `allowed_mentions: { parse: [] }`; lines that do not fit are counted in a last line.
 * @example buildSuspectAlert(found).embeds[0].title // "New suspects in Solos"
 */
export function buildSuspectAlert({ cluster, fresh }: NewSuspects): DiscordWebhookBody {
  const title = fitMarkdown(`New suspects in ${cluster.display}`, DISCORD_LIMITS.title) || '…';
  const footer = fitText(
    `Since the previous import. Review and hide: ${reviewCommand(cluster.key)}`,
    DISCORD_LIMITS.footer,
  );
  const room = Math.min(
    DISCORD_LIMITS.description,
    DISCORD_LIMITS.total - title.length - footer.length,
  );
  const lines = fresh.map(suspectLine);
  const more = (n: number) => escapeDiscordMarkdown(`…and ${n} more`);
  // Lines from the top while they fit, with room kept for the count of those left out.
  const reserve = more(lines.length).length + 1;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const next = used + (kept.length > 0 ? 1 : 0) + line.length;
    const last = kept.length + 1 === lines.length;
    if (next + (last ? 0 : reserve) > room) break;
    kept.push(line);
    used = next;
  }
  if (kept.length < lines.length) kept.push(more(lines.length - kept.length));
  return {
    embeds: [
      {
        title,
        description: kept.join('\n'),
        color: ALERT_EMBED_COLOR,
        footer: { text: footer },
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** "**Name** · Tribe — KD above the limit: KD 150 (…) · id 7656…", every user part escaped. */
function suspectLine(suspect: Suspect): string {
  const name = fitMarkdown(suspect.name, NAME_CAP) || escapeDiscordMarkdown('(no name)');
  const tribe = suspect.tribeName ? ` · ${fitMarkdown(suspect.tribeName, NAME_CAP)}` : '';
  const why = escapeDiscordMarkdown(
    `${REASON_LABELS[suspect.reason]}: ${describeFacts(suspect)} · id ${suspect.id}`,
  );
  return `**${name}**${tribe} — ${why}`;
}

export interface AnnounceSuspectsOptions extends NewSuspects {
  logger: Logger;
  /** `discord.alerts.webhook`; nothing is posted without it. */
  webhook?: string | undefined;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Logs one line naming an import's new suspects and posts them to the alerts webhook, if one is
 * set. Never throws: a post that fails is logged (by sendWebhook) and the import stands.
 */
export async function announceSuspects({
  cluster,
  fresh,
  logger,
  webhook,
  fetch,
  sleep,
}: AnnounceSuspectsOptions): Promise<void> {
  if (fresh.length === 0) return;
  logger.info({
    msg: 'new suspects',
    cluster: cluster.key,
    count: fresh.length,
    suspects: fresh
      .slice(0, LOGGED)
      .map((s) => ({ id: s.id, name: s.name, reason: s.reason, facts: s.facts })),
    review: reviewCommand(cluster.key),
  });
  if (!webhook) return;
  try {
    await sendWebhook({
      webhook,
      body: buildSuspectAlert({ cluster, fresh }),
      logger,
      ...(fetch ? { fetch } : {}),
      ...(sleep ? { sleep } : {}),
    });
  } catch (error) {
    // sendWebhook reports failed deliveries itself; this is what it could not foresee.
    const token = parseWebhookUrl(webhook, { allowLocalWebhooks: true })?.token;
    const shown = redactText(String(error), token ? [token] : []);
    logger.error({ msg: 'discord alert failed', cluster: cluster.key, error: shown });
  }
}
