// The public entry of @ark/core: one module per concept. Test factories are `@ark/core/testing`.
export * from './address';
export * from './board-summary';
export * from './client';
export * from './cluster-keeps';
export * from './color';
export * from './compare';
// The comparison's history chart: types only, `@ark/core/compare-chart` loads with the view.
export type { CompareChartView, CompareHistory, CompareLine } from './compare-chart';
// The comparison's table: types only, `@ark/core/compare-table` loads with the view.
export type { CompareCell, CompareColumn, CompareStatRow, CompareTable } from './compare-table';
export * from './compare-view';
export * from './contract';
// The detail answers' types only: their reader loads with the panel (docs/adr/0012-page-budget.md).
export type {
  AnswerRange,
  DetailAnswer,
  DetailRead,
  MedalCount,
  PlayerAnswer,
  PlayerDetail,
  RankFact,
  TribeAnswer,
  TribeDetail,
} from './detail-answer';
export * from './filters';
export * from './format';
export * from './hall';
export * from './hall-answer';
// The hall tab's view model and reader: types only, `@ark/core/hall` loads with the tab.
export type { HallChampion, HallMedalRow, HallRecord, HallSeasonPodium } from './hall-read';
export type {
  HallBoardChoice,
  HallChampionRow,
  HallContent,
  HallMedalLine,
  HallName,
  HallPodium,
  HallRecordRow,
} from './hall-view';
// The history answers' type only: their reader loads with the panel (docs/adr/0063-history.md).
export type { HistoryPoint } from './history-answer';
// Languages (docs/adr/0061-languages-and-catalogs.md): English's catalog is here; every other
// language's is loaded alone by loadCatalog.
export * from './i18n/catalog';
export * from './i18n/choose-language';
export * from './i18n/languages';
export * from './i18n/numbers';
export * from './i18n/translate';
export * from './page-render';
export * from './phrases';
export type { PopulationAnswer } from './population-answer';
export * from './preferences';
export * from './reducer';
export * from './sample';
export * from './schemas';
export * from './selectors';
export * from './site';
export * from './site-rules';
export * from './state';
export * from './theme';
export * from './wire';
