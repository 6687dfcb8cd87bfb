// The comparison's history chart (docs/adr/0083-compare.md, issue 58): the panel's plot, axis and
// table (history-chart.tsx) with a line per row, each told apart by its dash and marker as well
// as its colour, a label at its end and a key that says each line in words.
import { COMPARE_LABELS, type CompareChartView, type CompareLine } from '@ark/core/compare-chart';
import { type ReactElement, useId } from 'react';
import { Axis, Plot, ValuesTable } from './history-chart';

export interface CompareChartProps {
  /** From core's selectCompareChart. */
  chart: CompareChartView;
}

type Chart = Extract<CompareChartView, { kind: 'chart' }>;

/** Hollow markers (styles 2 and 3) are a marker with a smaller one in the background's colour. */
const HOLLOW = new Set([2, 3]);

const dots = (line: CompareLine) => line.markers.map((m) => `M${m.x} ${m.y}h0`).join('');

/** One line and its markers in the stretched plot: strokes, dashes and caps keep their size. */
function Line({ line }: { line: CompareLine }): ReactElement {
  const style = `ark-compare-chart--${line.style}`;
  return (
    <g className={style}>
      <path className="ark-compare-chart__line" d={line.path} vectorEffect="non-scaling-stroke" />
      <path
        className="ark-compare-chart__marker"
        d={dots(line)}
        vectorEffect="non-scaling-stroke"
      />
      {HOLLOW.has(line.style) && (
        <path
          className="ark-compare-chart__hole"
          d={dots(line)}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

/** A line's marker, drawn at 1:1 beside its label and in the key. */
function Marker({ style, x, y }: { style: number; x: number; y: number }): ReactElement {
  return (
    <g className={`ark-compare-chart--${style}`}>
      <path className="ark-compare-chart__marker" d={`M${x} ${y}h0`} />
      {HOLLOW.has(style) && <path className="ark-compare-chart__hole" d={`M${x} ${y}h0`} />}
    </g>
  );
}

/** The end labels: a column as tall as the plot, in CSS pixels, each label at its line's end. */
function EndLabels({ lines }: { lines: readonly CompareLine[] }): ReactElement {
  const { width, height } = COMPARE_LABELS;
  return (
    <svg
      className="ark-compare-chart__labels"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
    >
      {lines.map((line) =>
        line.labelY === null ? null : (
          <g key={line.id} className={`ark-compare-chart--${line.style}`}>
            <Marker style={line.style} x={8} y={line.labelY} />
            <text className="ark-compare-chart__label" x={18} y={line.labelY} dy="0.35em">
              {line.label}
            </text>
          </g>
        ),
      )}
    </svg>
  );
}

/** The plot: the value scale, the lines stretched to the box and their end labels, the dates. */
function Lines({ chart, keyId }: { chart: Chart; keyId: string }): ReactElement {
  return (
    // Named by the title, described by the key: each line's name and values in words.
    <div
      className="ark-compare-chart__chart"
      role="img"
      aria-label={chart.title}
      aria-describedby={keyId}
    >
      <Plot
        kind="value"
        top={chart.labels.valueTop}
        bottom={chart.labels.valueBottom}
        ticks={chart.ticks}
      >
        {chart.lines.map((line) => (line.path === '' ? null : <Line key={line.id} line={line} />))}
      </Plot>
      <EndLabels lines={chart.lines} />
      <Axis ticks={chart.ticks} />
    </div>
  );
}

/**
 * The comparison's history chart: the board's statistic of each row on one value axis, or a
 * sentence when none has any history; then a key that names each line, shows its marker and
 * says its values in words (a row with no history says so), and the table of values by day.
 */
export function CompareChart({ chart }: CompareChartProps): ReactElement {
  const titleId = useId();
  const keyId = useId();
  return (
    <section className="ark-compare-chart" aria-labelledby={titleId}>
      <h3 id={titleId} className="ark-panel__subhead">
        {chart.title}
      </h3>
      {chart.kind === 'chart' ? (
        <Lines chart={chart} keyId={keyId} />
      ) : (
        <p className="ark-panel__message">{chart.text}</p>
      )}
      <dl id={keyId} className="ark-compare-chart__key">
        {chart.lines.map((line) => (
          <div key={line.id} className="ark-compare-chart__entry">
            <dt>
              <svg className="ark-compare-chart__swatch" viewBox="0 0 32 16" aria-hidden="true">
                <g className={`ark-compare-chart--${line.style}`}>
                  <path className="ark-compare-chart__line" d="M2 8H30" />
                </g>
                <Marker style={line.style} x={16} y={8} />
              </svg>
              <bdi>{line.name}</bdi>
            </dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      {chart.rows.length > 0 && (
        // A column per row: on a phone it scrolls within this wrapper, never the page.
        <div className="ark-compare-chart__scroll">
          <ValuesTable label={chart.tableLabel} columns={chart.columns} rows={chart.rows} />
        </div>
      )}
    </section>
  );
}
