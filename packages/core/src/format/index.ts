export type { Cell, Column, RowViewModel } from './row-view-model';
