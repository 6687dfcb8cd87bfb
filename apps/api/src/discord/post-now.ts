// Configured posts sent now, by hand (`ark discord post`) or when a season closes (`ark season
// close`): each for its current period, a season post for the season just closed
// (docs/adr/0051-discord-posts.md).
import { periodStart } from '../store/periods';
import type { SeasonMeta } from '../store/seasons';
import type { DiscordPost, PostPeriod } from './discord-config';
import { createPostBoards } from './post-board';
import {
  composeMessages,
  type Delivery,
  type DuePost,
  deliverMessages,
  type PostMessage,
  type PostSending,
  type UnreadPost,
} from './post-delivery';

/** The store's periods say which period a day, week or month post is for. */
export interface PostNowOptions extends PostSending {
  /** Only the posts of this period; all by default. */
  every?: PostPeriod;
  /** The season a season post shows (the one just closed, or the latest); none = not posted. */
  season?: Pick<SeasonMeta, 'id' | 'closedAt'> | undefined;
  /** Builds the messages and sends nothing, keeps nothing. */
  dryRun?: boolean;
}

/** What posting now did: the messages made, the posts left out, and how each send went. */
export interface PostNowReport {
  messages: PostMessage[];
  unread: UnreadPost[];
  /** Season posts with no closed season to show. */
  noSeason: DiscordPost[];
  /** Null on a dry run. */
  deliveries: Delivery[] | null;
}

/**
 * Sends the configured posts now, each marked as sent for its current period (a season post: for
 * the season's close), so the server does not send that period again. With `dryRun` it only
 * builds the messages.
 */
export async function postNow({
  db,
  store,
  site,
  rules,
  posts,
  every,
  season,
  dryRun = false,
  logger,
  now = () => new Date(),
  fetch,
  sleep,
}: PostNowOptions): Promise<PostNowReport> {
  const at = now();
  const due: DuePost[] = [];
  const noSeason: DiscordPost[] = [];
  for (const post of posts) {
    if (every !== undefined && post.every !== every) continue;
    if (post.every !== 'season') {
      due.push({ post, periodStart: periodStart(post.every, at, store.periods) });
    } else if (season) {
      due.push({ post, periodStart: new Date(season.closedAt), season: season.id });
    } else {
      noSeason.push(post);
    }
  }
  const boards = createPostBoards({ store, site, rules });
  const { messages, unread } = await composeMessages({ due, boards, site });
  if (dryRun) return { messages, unread, noSeason, deliveries: null };
  const deliveries = await deliverMessages({ db, messages, logger, now, fetch, sleep });
  return { messages, unread, noSeason, deliveries };
}
