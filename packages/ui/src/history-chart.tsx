import type { HistorySpan } from '@ark/core';
import { HISTORY_CHART, type HistoryView } from '@ark/core/panel';
import { type MouseEvent, type ReactElement, type ReactNode, useId } from 'react';

export interface HistoryChartProps {
  /** From core's historyView (the panel's `history`). */
  history: HistoryView;
  /**
   * A span link was activated. Without it the links navigate as links do (a page drawn without
   * script); with it the page may take the click over (preventDefault) and stay where it is.
   */
  onPickSpan?: (days: HistorySpan, event: MouseEvent<HTMLAnchorElement>) => void;
}

const { width, height } = HISTORY_CHART;
const VIEW_BOX = `0 0 ${width} ${height}`;

type ChartView = Extract<HistoryView, { kind: 'chart' }>;

/**
 * One plot (the population chart draws its hours in one too): its lines stretched to the box CSS gives it (docs/adr/0070): strokes keep their
 * width (non-scaling), a dot is a round cap on a zero-length line, and the gridlines sit at the
 * plot's edges and under each date of the axis.
 */
export function Plot({
  kind,
  top,
  bottom,
  ticks,
  children,
}: {
  kind: 'value' | 'rank';
  top: string;
  bottom: string;
  ticks: ChartView['ticks'];
  children: ReactNode;
}): ReactElement {
  const across = `M0 0H${width}M0 ${height}H${width}`;
  const down = ticks.map((tick) => `M${(tick.at / 100) * width} 0V${height}`).join('');
  return (
    <>
      <div className="ark-history__scale">
        <span>{top}</span>
        <span>{bottom}</span>
      </div>
      <svg
        className={`ark-history__plot ark-history__plot--${kind}`}
        viewBox={VIEW_BOX}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path className="ark-history__grid" d={across + down} vectorEffect="non-scaling-stroke" />
        {children}
      </svg>
    </>
  );
}

/**
 * The two plots (value above, rank below) with their labels as HTML beside them, so text keeps
 * its size on a phone. The whole is an image named by the summary (its parts are not read).
 */
function Chart({ view }: { view: ChartView }): ReactElement {
  const { plot, labels, ticks } = view;
  const dots = plot.rankDots.map((dot) => `M${dot.x} ${dot.y}h0`).join('');
  return (
    <div className="ark-history__chart" role="img" aria-label={view.summary}>
      <Plot kind="value" top={labels.valueTop} bottom={labels.valueBottom} ticks={ticks}>
        <path className="ark-history__value" d={plot.valuePath} vectorEffect="non-scaling-stroke" />
      </Plot>
      {labels.rankTop !== null && labels.rankBottom !== null && (
        <>
          <span className="ark-history__rank-title">{labels.rank}</span>
          <Plot kind="rank" top={labels.rankTop} bottom={labels.rankBottom} ticks={ticks}>
            <path
              className="ark-history__rank"
              d={plot.rankPath}
              vectorEffect="non-scaling-stroke"
            />
            <path className="ark-history__dots" d={dots} vectorEffect="non-scaling-stroke" />
          </Plot>
        </>
      )}
      <Axis ticks={ticks} />
    </div>
  );
}

/**
 * A chart's values as a table under a disclosure, its text alternative: a row a day, the day
 * its header and the values after it (the population chart's too).
 */
export function ValuesTable({
  label,
  columns: [first, ...values],
  rows,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}): ReactElement {
  return (
    <details className="ark-history__table">
      <summary>{label}</summary>
      <table className="ark-members">
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {values.map((column, i) => (
              // By place: two rows compared may have one name (compare-chart.tsx).
              <th key={i} scope="col" data-numeric>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([day, ...cells]) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {cells.map((cell, i) => (
                <td key={i} data-numeric>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The x-axis: the window's dates, laid out by CSS at their fractions of the width. */
export function Axis({ ticks }: { ticks: ChartView['ticks'] }): ReactElement {
  return (
    <ol className="ark-history__axis">
      {ticks.map((tick) => (
        <li key={tick.at} className="ark-history__tick">
          {tick.label}
        </li>
      ))}
    </ol>
  );
}

/**
 * A player's or tribe's history (docs/adr/0063-history.md, 0070): the board's statistic as a step
 * line and its rank below, over the span picked from links (30, 90, 365 days) with the window's
 * dates on the axis, or a sentence when there is nothing to draw. Pure: the same markup on the
 * server and in the browser. Its text alternative is the chart's name (a sentence with the values
 * at both ends), the note of a row unchanged since its last point, and a table of every point.
 */
export function HistoryChart({ history, onPickSpan }: HistoryChartProps): ReactElement {
  const id = useId();
  return (
    <section aria-labelledby={id} className="ark-history">
      <h3 id={id} className="ark-panel__subhead">
        {history.title}
      </h3>
      <nav aria-label={history.spansLabel}>
        <ul className="ark-history__spans">
          {history.spans.map((span) => (
            <li key={span.days}>
              <a
                href={span.href}
                aria-current={span.current ? 'true' : undefined}
                onClick={onPickSpan ? (event) => onPickSpan(span.days, event) : undefined}
              >
                {span.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {history.kind === 'chart' ? (
        <>
          <Chart view={history} />
          {history.note && <p className="ark-history__note">{history.note}</p>}
        </>
      ) : (
        <p className="ark-panel__message">{history.text}</p>
      )}
      {history.rows.length > 0 && (
        <ValuesTable
          label={history.tableLabel}
          columns={[history.columns.day, history.columns.value, history.columns.rank]}
          rows={history.rows.map((row) => [row.day, row.value, row.rank])}
        />
      )}
    </section>
  );
}
