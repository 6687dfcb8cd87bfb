import type { PopulationView } from '@ark/core/panel';
import { type ReactElement, useId } from 'react';
import { Axis, Plot, ValuesTable } from './history-chart';

export interface PopulationChartProps {
  /** From core's populationView. */
  view: PopulationView;
}

/**
 * Players online each hour over the last 30 days of a cluster's game log
 * (docs/adr/0104-last-seen-and-population-on-the-page.md), drawn as the history chart is: the
 * hours stretched to the box, the scale and the dates as HTML beside them, so text keeps its
 * size on a phone. Pure: the same markup on the server and in the browser. Its text alternative
 * is the chart's name (a sentence of the most online and the last hour) and a table of each
 * day's most online.
 */
export function PopulationChart({ view }: PopulationChartProps): ReactElement {
  const id = useId();
  return (
    <section aria-labelledby={id} className="ark-population">
      <h3 id={id} className="ark-panel__subhead">
        {view.title}
      </h3>
      <div className="ark-history__chart" role="img" aria-label={view.summary}>
        <Plot kind="value" top={view.top} bottom={view.bottom} ticks={view.ticks}>
          <path className="ark-history__value" d={view.path} vectorEffect="non-scaling-stroke" />
        </Plot>
        <Axis ticks={view.ticks} />
      </div>
      <ValuesTable
        label={view.tableLabel}
        columns={[view.columns.day, view.columns.peak]}
        rows={view.rows.map((row) => [row.day, row.peak])}
      />
    </section>
  );
}
