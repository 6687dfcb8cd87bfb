export type * from './actions';
export type { RankingRequest } from './ranking-request';
export type { OpenDropdown, RankingResult, Rows, State } from './state';
export type { TableContent } from './table-content';
