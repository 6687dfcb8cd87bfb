// The `@ark/ui/compare` entry: the comparison's table, on its own so the page loads it with the
// compare view rather than with its first paint (docs/adr/0083-compare.md); its stylesheet is
// `@ark/ui/compare.css`, outside styles.css for the same reason.

// The comparison's history chart, drawn under the table; its stylesheet is in compare.css too.
export { CompareChart, type CompareChartProps } from './compare-chart';
export { CompareTable, type CompareTableProps } from './compare-table';
