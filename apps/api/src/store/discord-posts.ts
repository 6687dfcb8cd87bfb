// Which periods each configured Discord post went out for, kept in the store so a post goes out
// once per period across restarts and whichever process sent it (docs/adr/0051-discord-posts.md).
import type { Queryable } from '../db/db';

/** A post's period as kept: sent (with when and Discord's message id) or passed over. */
export interface PostPeriodMark {
  /** The post's key (discordPostKey: its board and webhook id, never the token). */
  postId: string;
  /** The start of the period it is for; a season post's: the season's close. */
  periodStart: Date;
  /** When it was sent; null = passed over (the post was added to the config during the period). */
  postedAt: Date | null;
  /** Discord's id of the message, when it said. */
  messageId?: string | null;
}

/**
 * The latest period kept for each of `postIds` (sent or passed over); a post never seen is absent.
 */
export async function lastPostPeriods(
  q: Queryable,
  postIds: readonly string[],
): Promise<Map<string, Date>> {
  if (postIds.length === 0) return new Map();
  const rows = await q.query<{ post_id: string; last: string }>(
    `SELECT post_id, to_char(max(period_start) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last
     FROM discord_posts WHERE post_id = ANY($1::text[]) GROUP BY post_id`,
    [postIds],
  );
  return new Map(rows.map((row) => [row.post_id, new Date(row.last)]));
}

/**
 * Keeps a post's period. A send overwrites a pass-over of the same period; a pass-over never
 * overwrites anything.
 */
export async function markPostPeriod(
  q: Queryable,
  { postId, periodStart, postedAt, messageId = null }: PostPeriodMark,
): Promise<void> {
  await q.query(
    `INSERT INTO discord_posts (post_id, period_start, posted_at, message_id)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (post_id, period_start) DO UPDATE
       SET posted_at = excluded.posted_at, message_id = excluded.message_id
       WHERE excluded.posted_at IS NOT NULL`,
    [postId, periodStart.toISOString(), postedAt?.toISOString() ?? null, messageId],
  );
}

/** Every period kept for a post, oldest first (what an admin or a test reads back). */
export async function postPeriods(q: Queryable, postId: string): Promise<PostPeriodMark[]> {
  const rows = await q.query<{ start: string; posted: string | null; message_id: string | null }>(
    `SELECT to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start,
       to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS posted, message_id
     FROM discord_posts WHERE post_id = $1 ORDER BY period_start`,
    [postId],
  );
  return rows.map((row) => ({
    postId,
    periodStart: new Date(row.start),
    postedAt: row.posted === null ? null : new Date(row.posted),
    messageId: row.message_id,
  }));
}
