import type { HistorySpan } from '@ark/core';
import { HISTORY_CHART, type HistoryView } from '@ark/core/panel';
import { type MouseEvent, type ReactElement, useId } from 'react';

export interface HistoryChartProps {
  /** From core's historyView (the panel's `history`). */
  history: HistoryView;
  /**
   * A span link was activated. Without it the links navigate as links do (a page drawn without
   * script); with it the page may take the click over (preventDefault) and stay where it is.
   */
  onPickSpan?: (days: HistorySpan, event: MouseEvent<HTMLAnchorElement>) => void;
}

const { width, left, value, rank, height } = HISTORY_CHART;

/** The two plots and their labels; the SVG is an image named by the summary (its parts are not read). */
function Chart({ view }: { view: Extract<HistoryView, { kind: 'chart' }> }): ReactElement {
  const { plot, labels } = view;
  const label = (y: number, text: string | null) =>
    text === null ? null : (
      <text x={left - 6} y={y} textAnchor="end" dominantBaseline="middle">
        {text}
      </text>
    );
  return (
    <svg
      className="ark-history__chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={view.summary}
    >
      <g className="ark-history__grid">
        <path d={`M${left} ${value.top}H${width}M${left} ${value.top + value.height}H${width}`} />
        <path d={`M${left} ${rank.top}H${width}M${left} ${rank.top + rank.height}H${width}`} />
      </g>
      <g className="ark-history__labels">
        {label(value.top, labels.valueTop)}
        {label(value.top + value.height, labels.valueBottom)}
        {label(rank.top, labels.rankTop)}
        {label(rank.top + rank.height, labels.rankBottom)}
        <text x={left} y={rank.top - 12}>
          {labels.rank}
        </text>
        <text x={left} y={height - 2}>
          {labels.start}
        </text>
        <text x={width} y={height - 2} textAnchor="end">
          {labels.end}
        </text>
      </g>
      <path className="ark-history__value" d={plot.valuePath} />
      <g className="ark-history__rank">
        <path d={plot.rankPath} />
        {plot.rankDots.map((dot) => (
          <circle key={`${dot.x} ${dot.y}`} cx={dot.x} cy={dot.y} r="3" />
        ))}
      </g>
    </svg>
  );
}

/**
 * A player's or tribe's history (docs/adr/0063-history.md): the board's statistic as a step line
 * and its rank below, over the span picked from links (30, 90, 365 days), or a sentence when
 * there is nothing to draw. Pure: the same markup on the server and in the browser. Its text
 * alternative is the SVG's name (a sentence with the values at both ends) and a table of every
 * point in the span.
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
        <Chart view={history} />
      ) : (
        <p className="ark-panel__message">{history.text}</p>
      )}
      {history.rows.length > 0 && (
        <details className="ark-history__table">
          <summary>{history.tableLabel}</summary>
          <table className="ark-members">
            <thead>
              <tr>
                <th scope="col">{history.columns.day}</th>
                <th scope="col" data-numeric>
                  {history.columns.value}
                </th>
                <th scope="col" data-numeric>
                  {history.columns.rank}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td data-numeric>{row.value}</td>
                  <td data-numeric>{row.rank}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
