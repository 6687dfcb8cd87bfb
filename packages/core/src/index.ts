// The public entry of @ark/core: one module per concept. Test factories are `@ark/core/testing`.
export * from './address';
export * from './board-summary';
export * from './client';
export * from './color';
export * from './contract';
// The detail answers' types only: their reader loads with the panel (docs/adr/0012-page-budget.md).
export type {
  AnswerRange,
  DetailAnswer,
  DetailRead,
  PlayerAnswer,
  PlayerDetail,
  RankFact,
  TribeAnswer,
  TribeDetail,
} from './detail-answer';
export * from './filters';
export * from './format';
export * from './page-render';
export * from './preferences';
export * from './reducer';
export * from './sample';
export * from './schemas';
export * from './selectors';
export * from './site';
export * from './state';
export * from './theme';
export * from './wire';
export * from './wording';
