// The detail panel's view model (docs/behaviour.md#detail-panel): what a panel shows of a player or
// tribe, from the state. Its own entry, `@ark/core/panel`, loaded with the panel's code rather than
// with the first paint (docs/adr/0012-page-budget.md).
import { toQueryString } from './address';
import type { RangeKey, View } from './contract';
import type { DetailAnswer, PlayerDetail, RankFact, TribeDetail } from './detail-answer';
import { filterOptions, findFilter, type StatField } from './filters';
import {
  formatCount,
  formatHours,
  formatPlayerKd,
  formatScore,
  formatTribeKd,
  type Movement,
  NO_VALUE,
  type RowViewModel,
  toMovement,
  toRowViewModel,
} from './format';
import { type HistoryView, historyView } from './history-chart';
import { DETAIL_FAILED_MESSAGE, DETAIL_WORDING, STAT_LABELS } from './panel-wording';
import { isPanelOpen, type Pager, toPager } from './selectors';
import type { DetailTarget, State } from './state';
import { LOADING_TEXT, rangeTitlePart } from './wording';

export * from './detail-answer';
export * from './history-answer';
export * from './history-chart';
export * from './panel-wording';

/**
 * A rank line of a detail panel (docs/behaviour.md#detail-panel); no rank (nothing gained in the
 * range shown) says so.
 * @example rankLine(3, 3000, 'Kills') // "#3 of 3,000 in Kills"
 * @example rankLine(null, 120, 'Kills') // "Not ranked in Kills"
 */
export function rankLine(rank: number | null, of: number, label: string): string {
  return rank === null
    ? `Not ranked in ${label}`
    : `#${formatCount(rank)} of ${formatCount(of)} in ${label}`;
}

/** One statistic of a detail panel: its label and its formatted value. */
export interface Stat {
  label: string;
  text: string;
}

// A Filter by option's label names its statistic in the panels too.
function labelOf<V extends View>(view: V, field: StatField<V>): string {
  return filterOptions(view).find((option) => option.field === field)?.label ?? field;
}

/**
 * Every statistic of a player's panel, formatted as in the table (docs/behaviour.md#detail-panel).
 * @example playerStats(player).map((stat) => stat.label) // ["Kills", "Deaths", "KD", ...]
 */
export function playerStats(player: PlayerDetail): Stat[] {
  const label = (field: StatField<'players'>) => labelOf('players', field);
  return [
    { label: label('PlayerKills'), text: formatCount(player.PlayerKills) },
    { label: label('DeathByPlayer'), text: formatCount(player.DeathByPlayer) },
    { label: STAT_LABELS.kd, text: formatPlayerKd(player) },
    { label: label('DinoKills'), text: formatCount(player.DinoKills) },
    { label: STAT_LABELS.wildDinoKills, text: formatCount(player.WildDinoKills) },
    { label: STAT_LABELS.dinosTamed, text: formatCount(player.DinosTamed) },
    { label: STAT_LABELS.deathsByDino, text: formatCount(player.DeathByDino) },
    { label: STAT_LABELS.deathsByWildDino, text: formatCount(player.DeathByWildDino) },
    { label: label('PlayTime'), text: formatHours(player.PlayTime) },
  ];
}

/**
 * Every statistic of a tribe's panel, formatted as in the table, and its member count.
 * @example tribeStats(tribe).map((stat) => stat.label) // ["Tribe Score", "Kills", ..., "Members"]
 */
export function tribeStats(tribe: TribeDetail): Stat[] {
  const label = (field: StatField<'tribes'>) => labelOf('tribes', field);
  return [
    { label: label('DamageScore'), text: formatScore(tribe.DamageScore) },
    { label: label('TotalKills'), text: formatCount(tribe.TotalKills) },
    { label: label('TotalDeaths'), text: formatCount(tribe.TotalDeaths) },
    { label: STAT_LABELS.kd, text: formatTribeKd(tribe.KD) },
    { label: label('TotalTameKills'), text: formatCount(tribe.TotalTameKills) },
    { label: label('TotalPlayTime'), text: formatHours(tribe.TotalPlayTime) },
    { label: STAT_LABELS.members, text: formatCount(tribe.Members) },
  ];
}

/** One rank line of a panel: "#3 of 3,000 in Kills" and its movement. */
export interface RankLineView {
  /** The filter's wire value. */
  key: string;
  text: string;
  movement: Movement | null;
}

interface PanelBase {
  target: DetailTarget;
  /** The panel's heading: the name, or the kind's title when the name is not known. */
  title: string;
  /** The period its statistics and ranks are of ("This week"); null for the all-time board. */
  period: string | null;
  updatedAt: string | null;
}

// The period the panel names: the answer's own, else the one asked for.
function periodOf(range: RangeKey): string | null {
  return range === 'all' ? null : rangeTitlePart(range);
}

/** What the detail panel shows, derived from the state (docs/behaviour.md#detail-panel). */
export type PanelContent =
  | { kind: 'closed' }
  | (PanelBase & {
      kind: 'message';
      /** Loading..., the hidden-or-unknown message, or the failure message. */
      text: string;
      loading: boolean;
    })
  | (PanelBase & {
      kind: 'player';
      /** The history chart of the board's statistic; null when there is no history to ask for. */
      history: HistoryView | null;
      /** The player's tribe: a button to its panel when it has an id. */
      tribe: { name: string; id: string | null };
      stats: Stat[];
      ranks: RankLineView[];
    })
  | (PanelBase & {
      kind: 'tribe';
      history: HistoryView | null;
      stats: Stat[];
      ranks: RankLineView[];
      /** One page of members by kills, each a player row; `loading` while another page loads. */
      members: { rows: RowViewModel[]; pager: Pager; loading: boolean };
    });

// A rank per Filter by option of the view; a fact naming another filter is not shown.
function rankLines(view: 'tribes' | 'players', ranks: readonly RankFact[]): RankLineView[] {
  return ranks.flatMap((fact) => {
    const option = findFilter(view, fact.filter);
    if (!option) return [];
    const text = rankLine(fact.rank, fact.of, option.label);
    return [{ key: option.wire, text, movement: toMovement(fact.rank_change) }];
  });
}

// The panel's history chart (docs/adr/0063-history.md): the board's statistic, the span picked.
function historyOf(state: State, answer: DetailAnswer): HistoryView | null {
  if (!answer.history) return null;
  return historyView({
    points: answer.history,
    view: answer.kind === 'player' ? 'players' : 'tribes',
    filter: state.filter,
    span: state.historySpan,
    lastDay: answer.updatedAt?.slice(0, 10) ?? null,
    hrefOf: (days) => toQueryString({ ...state, historySpan: days }) || '?',
  });
}

function answerPanel(state: State, target: DetailTarget, answer: DetailAnswer): PanelContent {
  const { updatedAt } = answer;
  const period = periodOf(answer.range?.key ?? state.range);
  const history = historyOf(state, answer);
  if (answer.kind === 'player') {
    const { player } = answer;
    const tribeName = player.TribeName.trim() === '' ? NO_VALUE : player.TribeName;
    return {
      kind: 'player',
      target,
      title: player.PlayerName || DETAIL_WORDING.player.title,
      period,
      updatedAt,
      tribe: { name: tribeName, id: player.TribeID ?? null },
      history,
      stats: playerStats(player),
      ranks: rankLines('players', answer.ranks),
    };
  }
  const { tribe, members } = answer;
  return {
    kind: 'tribe',
    target,
    title: tribe.TribeName || DETAIL_WORDING.tribe.title,
    period,
    updatedAt,
    stats: tribeStats(tribe),
    ranks: rankLines('tribes', answer.ranks),
    history,
    members: {
      rows: members.rows.map((row, index) => toRowViewModel('players', row, index)),
      pager: toPager(state.membersPage, members.pagination.total_pages),
      loading: state.detailLoad.status === 'loading',
    },
  };
}

/**
 * What the detail panel shows: closed (no panel, or a backend without detail calls),
 * Loading..., the player or tribe, or a message when it is hidden or unknown or the call failed.
 * @example selectPanel(state).kind // "player"
 */
export function selectPanel(state: State): PanelContent {
  const target = state.detail;
  if (target === null || !isPanelOpen(state)) return { kind: 'closed' };
  const load = state.detailLoad;
  const answer = load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
  if (answer && answer.kind === target.kind) return answerPanel(state, target, answer);
  const wording = DETAIL_WORDING[target.kind];
  const base = {
    kind: 'message',
    target,
    title: wording.title,
    period: periodOf(state.range),
    updatedAt: null,
  } as const;
  if (load.status === 'notFound') return { ...base, text: wording.notFound, loading: false };
  if (load.status === 'failed') return { ...base, text: DETAIL_FAILED_MESSAGE, loading: false };
  return { ...base, text: LOADING_TEXT, loading: true };
}
