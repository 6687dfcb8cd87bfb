export {
  defaultFilter,
  FILTER_TABLE,
  type FilterOption,
  type FilterWire,
  filterOptions,
  findFilter,
  type PlayerStatField,
  type StatField,
  type TribeStatField,
} from './filter-table';
export { isView, VIEWS, type View } from './view';
