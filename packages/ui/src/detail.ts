// The `@ark/ui/detail` entry: the detail panel, on its own so the page can load it when a panel
// first opens rather than with its first paint (docs/adr/0012-page-budget.md).
export { DetailPanel, type DetailPanelProps } from './detail-panel';
export { HistoryChart, type HistoryChartProps } from './history-chart';
export { PopulationChart, type PopulationChartProps } from './population-chart';
