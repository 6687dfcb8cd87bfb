// The detail panel's view model (docs/behaviour.md#detail-panel): what a panel shows of a player or
// tribe, from the state. Its own entry, `@ark/core/panel`, loaded with the panel's code rather than
// with the first paint (docs/adr/0012-page-budget.md).
import { toQueryString } from './address';
import type { RangeKey, View } from './contract';
import {
  type DetailAnswer,
  isNameKeyedId,
  type PlayerDetail,
  type RankFact,
  type TribeDetail,
} from './detail-answer';
import { type FilterWire, filterOptions, findFilter, type StatField } from './filters';
import {
  formatCount,
  formatDateTime,
  formatHours,
  formatPlayerKd,
  formatScore,
  formatTribeKd,
  lastSeenOf,
  MEDAL_KEYS,
  MEDAL_SYMBOLS,
  type Movement,
  NO_VALUE,
  type RowViewModel,
  toMovement,
  toRowViewModel,
} from './format';
import { type HistoryView, historyView } from './history-chart';
import type { Catalog, MessageKey } from './i18n/catalog';
import { translate } from './i18n/translate';
import { filterLabel, rangeLabel, rankLineText } from './phrases';
import { addressAfter } from './reducer';
import { isPanelOpen, type Pager, toPager } from './selectors';
import type { DetailTarget, State } from './state';

export * from './detail-answer';
export * from './history-answer';
export * from './history-chart';
export * from './population-chart';

/** One statistic of a detail panel: its label and its formatted value. */
export interface Stat {
  label: string;
  text: string;
}

// A Filter by option's label names its statistic in the panels too.
function labelOf<V extends View>(view: V, field: StatField<V>, catalog: Catalog): string {
  const wire = filterOptions(view).find((option) => option.field === field)?.wire;
  return wire ? filterLabel(catalog, wire as FilterWire) : field;
}

/**
 * Every statistic of a player's panel, formatted as in the table, in the catalog's language
 * (docs/behaviour.md#detail-panel).
 * @example playerStats(player).map((stat) => stat.label) // ["Kills", "Deaths", "KD", ...]
 */
export function playerStats(player: PlayerDetail, catalog: Catalog): Stat[] {
  const label = (field: StatField<'players'>) => labelOf('players', field, catalog);
  const word = (key: MessageKey) => translate(catalog, key);
  const count = (n: number | null | undefined) => formatCount(n, catalog);
  return [
    { label: label('PlayerKills'), text: count(player.PlayerKills) },
    { label: label('DeathByPlayer'), text: count(player.DeathByPlayer) },
    { label: word('stat.kd'), text: formatPlayerKd(player, catalog) },
    { label: label('DinoKills'), text: count(player.DinoKills) },
    { label: word('stat.wildDinoKills'), text: count(player.WildDinoKills) },
    { label: word('stat.dinosTamed'), text: count(player.DinosTamed) },
    { label: word('stat.deathsByDino'), text: count(player.DeathByDino) },
    { label: word('stat.deathsByWildDino'), text: count(player.DeathByWildDino) },
    { label: label('PlayTime'), text: formatHours(player.PlayTime, catalog) },
    ...seenStats(player, catalog),
  ];
}

// Last seen and sessions, only of a player the cluster's game log has sessions of (ADR 0085).
function seenStats(player: PlayerDetail, catalog: Catalog): Stat[] {
  const log = lastSeenOf(player);
  if (log === null) return [];
  const { seen } = log;
  const text =
    seen === 'online'
      ? translate(catalog, 'log.onlineOnly')
      : seen === undefined
        ? NO_VALUE
        : formatDateTime(seen, catalog);
  return [
    { label: translate(catalog, 'log.lastSeen'), text },
    { label: translate(catalog, 'log.sessions'), text: formatCount(log.sessions, catalog) },
  ];
}

/**
 * Every statistic of a tribe's panel, formatted as in the table, and its member count.
 * @example tribeStats(tribe).map((stat) => stat.label) // ["Tribe Score", "Kills", ..., "Members"]
 */
export function tribeStats(tribe: TribeDetail, catalog: Catalog): Stat[] {
  const label = (field: StatField<'tribes'>) => labelOf('tribes', field, catalog);
  const count = (n: number | undefined) => formatCount(n, catalog);
  return [
    { label: label('DamageScore'), text: formatScore(tribe.DamageScore, catalog) },
    { label: label('TotalKills'), text: count(tribe.TotalKills) },
    { label: label('TotalDeaths'), text: count(tribe.TotalDeaths) },
    { label: translate(catalog, 'stat.kd'), text: formatTribeKd(tribe.KD, catalog) },
    { label: label('TotalTameKills'), text: count(tribe.TotalTameKills) },
    { label: label('TotalPlayTime'), text: formatHours(tribe.TotalPlayTime, catalog) },
    { label: translate(catalog, 'stat.members'), text: count(tribe.Members) },
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
function periodOf(range: RangeKey, catalog: Catalog): string | null {
  return range === 'all' ? null : rangeLabel(catalog, range);
}

/** One medal of a panel's count: its symbol (decoration) and its words, which say it all. */
export interface MedalLineView {
  key: 'gold' | 'silver' | 'bronze';
  symbol: string;
  text: string;
}

// The medal count of the hall of fame (docs/adr/0074-the-hall-of-fame.md); null without medals.
function medalLines(answer: DetailAnswer, catalog: Catalog): MedalLineView[] | null {
  const { medals } = answer;
  if (!medals || medals.gold + medals.silver + medals.bronze === 0) return null;
  return MEDAL_KEYS.map((key) => ({
    key,
    symbol: MEDAL_SYMBOLS[key],
    text: translate(catalog, `panel.medals.${key}`, { count: formatCount(medals[key], catalog) }),
  }));
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
      /** "matched by name": a game log knew this player by name alone; null otherwise. */
      byName: string | null;
      stats: Stat[];
      ranks: RankLineView[];
      /** Its medals in the hall of fame; null when it has none (or the backend sends none). */
      medals: MedalLineView[] | null;
      /** The hall of fame's address, its medal table of this board: where the medals link. */
      medalsHref: string;
    })
  | (PanelBase & {
      kind: 'tribe';
      history: HistoryView | null;
      stats: Stat[];
      ranks: RankLineView[];
      medals: MedalLineView[] | null;
      medalsHref: string;
      /** One page of members by kills, each a player row; `loading` while another page loads. */
      members: { rows: RowViewModel[]; pager: Pager; loading: boolean };
    });

// A rank per Filter by option of the view; a fact naming another filter is not shown.
function rankLines(
  view: 'tribes' | 'players',
  ranks: readonly RankFact[],
  catalog: Catalog,
): RankLineView[] {
  return ranks.flatMap((fact) => {
    const option = findFilter(view, fact.filter);
    if (!option) return [];
    const text = rankLineText(catalog, fact.rank, fact.of, filterLabel(catalog, option.wire));
    return [{ key: option.wire, text, movement: toMovement(fact.rank_change, catalog) }];
  });
}

// The panel's history chart (docs/adr/0063-history.md): the board's statistic, the span picked.
function historyOf(state: State, answer: DetailAnswer, catalog: Catalog): HistoryView | null {
  if (!answer.history) return null;
  return historyView({
    points: answer.history,
    view: answer.kind === 'player' ? 'players' : 'tribes',
    filter: state.filter,
    span: state.historySpan,
    lastDay: answer.updatedAt?.slice(0, 10) ?? null,
    hrefOf: (days) => toQueryString({ ...state, historySpan: days }) || '?',
    catalog,
  });
}

function answerPanel(
  state: State,
  target: DetailTarget,
  answer: DetailAnswer,
  catalog: Catalog,
): PanelContent {
  const { updatedAt } = answer;
  const period = periodOf(answer.range?.key ?? state.range, catalog);
  const history = historyOf(state, answer, catalog);
  if (answer.kind === 'player') {
    const { player } = answer;
    const tribeName = player.TribeName.trim() === '' ? NO_VALUE : player.TribeName;
    return {
      kind: 'player',
      target,
      title: player.PlayerName || translate(catalog, 'panel.player.title'),
      period,
      updatedAt,
      tribe: { name: tribeName, id: player.TribeID ?? null },
      byName:
        player.Sessions !== undefined && isNameKeyedId(player.SteamID ?? target.id)
          ? translate(catalog, 'log.byName')
          : null,
      history,
      stats: playerStats(player, catalog),
      ranks: rankLines('players', answer.ranks, catalog),
      medals: medalLines(answer, catalog),
      medalsHref: addressAfter(state, { type: 'hallSelected', board: 'players' }),
    };
  }
  const { tribe, members } = answer;
  return {
    kind: 'tribe',
    target,
    title: tribe.TribeName || translate(catalog, 'panel.tribe.title'),
    period,
    updatedAt,
    stats: tribeStats(tribe, catalog),
    ranks: rankLines('tribes', answer.ranks, catalog),
    medals: medalLines(answer, catalog),
    medalsHref: addressAfter(state, { type: 'hallSelected', board: 'tribes' }),
    history,
    members: {
      rows: members.rows.map((row, index) => toRowViewModel('players', row, index, catalog)),
      pager: toPager(state.membersPage, members.pagination.total_pages, catalog),
      loading: state.detailLoad.status === 'loading',
    },
  };
}

/**
 * What the detail panel shows, in the catalog's language: closed (no panel, or a backend without
 * detail calls), Loading..., the player or tribe, or a message when it is hidden or unknown or the
 * call failed.
 * @example selectPanel(state).kind // "player"
 */
export function selectPanel(state: State, catalog: Catalog): PanelContent {
  const target = state.detail;
  if (target === null || !isPanelOpen(state)) return { kind: 'closed' };
  const load = state.detailLoad;
  const answer = load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
  if (answer && answer.kind === target.kind) return answerPanel(state, target, answer, catalog);
  const base = {
    kind: 'message',
    target,
    title: translate(catalog, `panel.${target.kind}.title`),
    period: periodOf(state.range, catalog),
    updatedAt: null,
  } as const;
  if (load.status === 'notFound') {
    return { ...base, text: translate(catalog, `panel.${target.kind}.notFound`), loading: false };
  }
  if (load.status === 'failed') {
    return { ...base, text: translate(catalog, 'panel.failed'), loading: false };
  }
  return { ...base, text: translate(catalog, 'results.loading'), loading: true };
}
