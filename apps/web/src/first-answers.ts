// The answers a server-rendered page was drawn from, embedded in it as JSON so the page hydrates
// from them and does not fetch them again (docs/adr/0016-first-paint.md). The server draws the
// page by running the page's start (address, fetch controller) on a client that asks its store;
// the page runs the same start on a client that answers from what the server embedded, so both
// reach the same State.
import {
  askHall,
  ClusterListSchema,
  type DetailAnswer,
  type DetailKind,
  detailRequestKey,
  detailRequestOf,
  type HistoryPoint,
  hallAddress,
  hallSectionRequests,
  isPreferenceValue,
  type LeaderboardClient,
  type PlayerAnswer,
  type Preferences,
  type RangeKey,
  RangesAnswerSchema,
  readDetailResult,
  readHistoryResult,
  readRankingResult,
  requestKey,
  type Season,
  SeasonListSchema,
  type SiteBranding,
  type TribeAnswer,
  type TribeCallOptions,
  type View,
} from '@ark/core';

/** The id of the `<script type="application/json">` that carries the answers. */
export const FIRST_ANSWERS_ID = 'ark-answers';

/**
 * The answers: a view's cluster list under the view's name (with its season when archived), a
 * rankings answer under its request key (`requestKey`, a JSON array, so the two never meet), the
 * seasons answer (the capability probe) under SEASONS_KEY, `null` for a server without the call;
 * and the community's look under SITE_KEY. Parsed on the page, JSON text on the server.
 */
export type FirstAnswers<Body = unknown> = Record<string, Body>;

/** The key of the seasons answer. */
export const SEASONS_KEY = 'seasons';

/** The key of the ranges answer (the range probe); `null` for a server without the call. */
export const RANGES_KEY = 'ranges';

/**
 * The key of the community's look the server drew the page with (not an answer: no call asks
 * for it), present only when there is one. The page draws its header from it.
 */
export const SITE_KEY = 'site';

/**
 * The community's look the server embedded in `answers`: what it drew the page with, read with
 * SiteBrandingSchema there (the page trusts it as it trusts that HTML). Undefined when there is none.
 */
export function readSite(answers: FirstAnswers | null): SiteBranding | undefined {
  const site = answers?.[SITE_KEY];
  return typeof site === 'object' && site !== null ? (site as SiteBranding) : undefined;
}

/**
 * The key of the time the server drew a hall of fame page at (ISO), present only on the hall: its
 * empty sentence names the day the week ends by it, and hydration must draw the same day whatever
 * the browser's clock says (docs/adr/0084-the-hall-on-the-page.md).
 */
export const DRAWN_AT_KEY = 'drawnAt';

/** The time the server drew the page at, as embedded in `answers`; null when absent or unreadable. */
export function readDrawnAt(answers: FirstAnswers | null): Date | null {
  const drawn = answers?.[DRAWN_AT_KEY];
  if (typeof drawn !== 'string') return null;
  const at = new Date(drawn);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The key of the visitor's choices the server drew the page in (its cookies), present only when
 * they made one: hydration draws the same (docs/adr/0057-the-page-before-its-script.md).
 */
export const PREFERENCES_KEY = 'preferences';

/** The choices the server drew the page in, as embedded in `answers`; none when absent. */
export function readDrawnPreferences(answers: FirstAnswers | null): Preferences {
  const drawn = answers?.[PREFERENCES_KEY] as Record<string, unknown> | undefined;
  return isPreferenceValue('theme', drawn?.theme) ? { theme: drawn.theme } : {};
}

/**
 * The key of a detail call's answer (the panel a server render drew), as the client's
 * `player` / `tribe` call names it; the answer is `null` for a hidden or unknown id.
 */
export const detailKey = (kind: DetailKind, id: string, options: TribeCallOptions): string =>
  detailRequestKey(detailRequestOf(kind, id, options));

/** A detail answer read as the client reads it: null is a hidden or unknown id. */
export function readDetailBody(kind: 'player', body: unknown): Promise<PlayerAnswer | null>;
export function readDetailBody(kind: 'tribe', body: unknown): Promise<TribeAnswer | null>;
export function readDetailBody(kind: DetailKind, body: unknown): Promise<DetailAnswer | null>;
export async function readDetailBody(
  kind: DetailKind,
  body: unknown,
): Promise<DetailAnswer | null> {
  if (body === null) return null;
  const answer = await readDetailResult(kind, body);
  if (answer.kind !== kind) throw new Error(`the answer is not a ${kind}'s details`);
  return answer;
}

/** The key of a population answer (the chart under a logged cluster's board: docs/adr/0104). */
export const populationKey = (cluster: string): string => JSON.stringify(['population', cluster]);

/** The key of a history answer (the chart of a panel a server render drew). */
export const historyKey = (kind: DetailKind, id: string, cluster: string): string =>
  JSON.stringify(['history', kind, id, cluster]);

/** A history answer read as the client reads it: null is a hidden or unknown id (no chart). */
export const readHistoryBody = (kind: DetailKind, body: unknown): Promise<HistoryPoint[] | null> =>
  body === null ? Promise.resolve(null) : readHistoryResult(kind, body);

/**
 * The key of a hall section's answer (the hall tab a server render drew): the call's own address
 * (docs/adr/0084-the-hall-on-the-page.md).
 */
export const hallKey = hallAddress;

/** The key of a view's cluster list in a season (null = current). */
export const clustersKey = (view: View, season: number | null = null): string =>
  season === null ? view : `${view}@${season}`;

/** The seasons answer read as the client reads it: null is a server without the call. */
export const readSeasonsAnswer = (body: unknown): Season[] | null =>
  body === null ? null : SeasonListSchema.parse(body);

/** The ranges answer read as the client reads it: null is a server without the call. */
export const readRangesAnswer = (body: unknown): RangeKey[] | null =>
  body === null ? null : RangesAnswerSchema.parse(body).ranges;

/**
 * A client that answers the calls in `answers` from them (in microtasks, no network) and passes
 * any other call to `fallback`.
 */
export function answeringFrom(
  answers: FirstAnswers,
  fallback: LeaderboardClient,
): LeaderboardClient {
  // An answer that cannot be read goes to `fallback` too.
  const take = <T>(
    key: string,
    read: (body: unknown) => T | Promise<T>,
    ask: () => Promise<T>,
  ): Promise<T> => (key in answers ? Promise.resolve(answers[key]).then(read).catch(ask) : ask());
  return {
    ...fallback,
    clusters: (view, options) =>
      take(
        clustersKey(view, options?.season),
        (body) => ClusterListSchema.parse(body),
        () => fallback.clusters(view, options),
      ),
    seasons: (options) => take(SEASONS_KEY, readSeasonsAnswer, () => fallback.seasons(options)),
    ranges: (options) => take(RANGES_KEY, readRangesAnswer, () => fallback.ranges(options)),
    rankings: (request, options) =>
      take(
        requestKey(request),
        (body) => readRankingResult(request.view, body),
        () => fallback.rankings(request, options),
      ),
    player: (id, options) =>
      take(
        detailKey('player', id, options),
        (body) => readDetailBody('player', body),
        () => fallback.player(id, options),
      ),
    tribe: (id, options) =>
      take(
        detailKey('tribe', id, options),
        (body) => readDetailBody('tribe', body),
        () => fallback.tribe(id, options),
      ),
    history: (kind, id, options) =>
      take(
        historyKey(kind, id, options.cluster),
        (body) => readHistoryBody(kind, body),
        () => fallback.history(kind, id, options),
      ),
    population: (cluster, options) =>
      take(
        populationKey(cluster),
        (body) => body,
        () => fallback.population(cluster, options),
      ),
    // The comparison drawn, under its call's address (docs/adr/0083-compare.md).
    compare: (address, options) =>
      take(
        address,
        (body) => body,
        () => fallback.compare(address, options),
      ),
    // The hall drawn, when every section of it was embedded; else all of it is asked again.
    hall: (request, options) => {
      const ask = () => fallback.hall(request, options);
      if (!hallSectionRequests(request).every((section) => hallKey(section) in answers))
        return ask();
      const week = () => Promise.resolve(answers[RANGES_KEY] ?? null);
      return askHall(request, (section) => Promise.resolve(answers[hallKey(section)]), week).catch(
        ask,
      );
    },
  };
}

/**
 * The answers as one JSON text, each answer's text kept byte for byte.
 * @example firstAnswersJson({ tribes: '[]' }) // '{"tribes":[]}'
 */
export function firstAnswersJson(texts: FirstAnswers<string>): string {
  const entries = Object.entries(texts).map(([key, text]) => `${JSON.stringify(key)}:${text}`);
  return `{${entries.join(',')}}`;
}

/**
 * JSON made safe inside a `<script>` element: `<`, `>` and `&` (so no `</script>` or `<!--` can
 * end or bend it) and U+2028/U+2029 written as JSON escapes, which JSON.parse reads back as they were.
 * @example escapeScriptJson('{"n":"</script>"}') // '{"n":"\\u003c/script\\u003e"}'
 */
export function escapeScriptJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The answers' element: data for the page, never run (the CSP allows no inline script anyway). */
export function firstAnswersScript(texts: FirstAnswers<string>): string {
  const json = escapeScriptJson(firstAnswersJson(texts));
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

/** The answers the server embedded in `doc`, or null when there are none or they are unreadable. */
export function readFirstAnswers(doc: Pick<Document, 'getElementById'>): FirstAnswers | null {
  try {
    // Only our server writes it; an answer in it that cannot be read is fetched instead.
    return JSON.parse(doc.getElementById(FIRST_ANSWERS_ID)?.textContent || 'null');
  } catch {
    return null;
  }
}
