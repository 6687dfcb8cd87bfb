// The hand-off between the API server and the page's server-render bundle
// (docs/adr/0016-first-paint.md): what the server gives for one request to `/`, and what the
// bundle answers. It speaks in the page's requests, so it sits above the contract and the state.
import type * as z from 'zod/mini';
import type { PreviewMetaOptions } from './board-summary';
import type { CompareAnswerWire } from './compare';
import type { DetailKind, LanguageCode, View } from './contract';
import type { HallAnswerWireSchema } from './hall';
import type { HallSectionRequest } from './hall-answer';
import type { Preferences } from './preferences';
import type { CspSources, SiteBranding } from './site';
import type { DetailRequest, RankingRequest } from './state';
import type {
  ClusterListWireSchema,
  DETAIL_ANSWER_WIRE_SCHEMAS,
  HISTORY_ANSWER_WIRE_SCHEMAS,
  PopulationAnswerWire,
  RANKING_ANSWER_WIRE_SCHEMAS,
  RangesAnswerWire,
  SeasonListWireSchema,
} from './wire';

/** A cluster-list answer's value as the server sends it. */
export type ClusterListWire = z.output<typeof ClusterListWireSchema>;
/** A rankings answer's value as the server sends it. */
export type RankingAnswerWire = z.output<(typeof RANKING_ANSWER_WIRE_SCHEMAS)[View]>;
/** The seasons answer's value as the server sends it. */
export type SeasonListWire = z.output<typeof SeasonListWireSchema>;
/** A detail answer's value as the server sends it. */
export type DetailAnswerWire = z.output<(typeof DETAIL_ANSWER_WIRE_SCHEMAS)[DetailKind]>;
/** A hall section's answer's value as the server sends it. */
export type HallAnswerWire = z.output<typeof HallAnswerWireSchema>;
/** A history answer's value as the server sends it. */
export type HistoryAnswerWire = z.output<(typeof HISTORY_ANSWER_WIRE_SCHEMAS)[DetailKind]>;

/**
 * What the API server hands the page's server-render bundle for one request to `/`: the calls'
 * answers as values (the board model as the wire shapes it), read at the request's data version;
 * the page embeds their JSON for hydration, which is byte for byte what the calls send
 * (docs/adr/0016-first-paint.md, docs/adr/0075-one-read-door.md).
 */
export interface PageRenderInput {
  /** The request's query string, `?view=players&page=2` or ''. */
  search: string;
  /** The cluster-list answer of a view; `season` null = the current season's. */
  clusters: (view: View, season: number | null) => Promise<ClusterListWire>;
  /** The rankings answer of a request; rejects when the call would not answer 200. */
  rankings: (request: RankingRequest) => Promise<RankingAnswerWire>;
  /** The seasons answer; absent = a server without the call (a seed-only page). */
  seasons?: () => Promise<SeasonListWire>;
  /**
   * The ranges answer (RANGES_PATH); absent = a server without the call (no Period dropdown,
   * `range=` dropped from the address).
   */
  ranges?: () => Promise<RangesAnswerWire>;
  /**
   * A detail call's answer, null for a hidden or unknown id (the call's 404): the panel the
   * address opens is drawn too. Absent = the server draws no panel (the page does).
   */
  detail?: (request: DetailRequest) => Promise<DetailAnswerWire | null>;
  /**
   * The history answer of the panel drawn, null for a hidden or unknown id: its chart is drawn
   * too (docs/adr/0063-history.md). Absent = the page fetches it.
   */
  history?: (kind: DetailKind, id: string, cluster: string) => Promise<HistoryAnswerWire | null>;
  /**
   * A hall section's answer: the hall of fame tab the address shows is drawn too
   * (docs/adr/0084-the-hall-on-the-page.md). Absent = the server draws no hall.
   */
  hall?: (request: HallSectionRequest) => Promise<HallAnswerWire>;
  /**
   * A logged cluster's population answer: the chart under its board is drawn too
   * (docs/adr/0104-last-seen-and-population-on-the-page.md). Absent = the page fetches it.
   */
  population?: (cluster: string) => Promise<PopulationAnswerWire>;
  /**
   * The compare call's answer at its address (compareAddress) for the comparison the address
   * shows: it is drawn too (docs/adr/0083-compare.md). Absent = the server draws no comparison.
   */
  compare?: (address: string) => Promise<CompareAnswerWire>;
  /**
   * The visitor's remembered choices (their cookies): the page is drawn in them
   * (docs/adr/0057-the-page-before-its-script.md); absent = none made.
   */
  preferences?: Preferences;
  /**
   * The language the page is drawn in, as the server chose it for the request
   * (docs/adr/0064-languages-wired.md); absent = English.
   */
  language?: LanguageCode;
  /** The community's look (`site` in ark.config.json); absent = the page's own. */
  site?: SiteBranding;
  /**
   * The link preview of the address's board, hall or comparison: its Open Graph tags go in the
   * document's head (`previewMetaTags`, in the page's language); absent = none.
   */
  preview?: Omit<PreviewMetaOptions, 'catalog'>;
}

/**
 * The page's server-render bundle (apps/web/dist/server/entry-server.js), which the API server
 * loads at run time by path: `render` resolves to the whole HTML document for the address.
 */
export interface PageRenderer {
  render(input: PageRenderInput): Promise<string>;
  /**
   * The CSP sources of the inline script and styles of a page drawn with `site`, for the
   * server's `script-src` and `style-src`; absent in a bundle older than them.
   */
  cspSources?(site?: SiteBranding): CspSources;
}
