import { useEffect, useId, useRef } from 'react';
import { cx } from '../utils/classNames';
import * as styles from './BarChart.css';
import { barWidth } from './barWidth';
import { barLayout, labelColumnPx, rowsHeightRem } from './labelLayout';
import { loadChartist } from './loadChartist';

export interface BarChartSeries {
  /** The series' name: a column header of the table. */
  name: string;
  /** One value per category, in the categories' order. */
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows: the chart's accessible name and the table's caption. */
  label: string;
  /** The header of the table's first column (what the categories are, e.g. "Month"). */
  categoryHeader: string;
  /** The bars' labels on the horizontal axis, and the table's row headers. */
  categories: string[];
  series: BarChartSeries[];
  /**
   * Writes a value for people: on the bars, the vertical axis and in the table. Keep it stable
   * (module level or useCallback): a new function redraws the chart.
   * @default String
   */
  valueFormat?: (value: number) => string;
  className?: string;
}

/**
 * A bar chart (SVG, drawn by chartist) and a table of the same figures beside it. The chart is an
 * image named by `label` for assistive technology; the table is how those users read the numbers,
 * and with its colour swatches it is also the legend. Both are drawn from the same props, so they
 * cannot disagree.
 */
export function BarChart({
  label,
  categoryHeader,
  categories,
  series,
  valueFormat = String,
  className,
}: BarChartProps) {
  const container = useRef<HTMLElement>(null);
  const captionId = useId();
  // Callers often build these arrays while rendering: redraw when the figures change, not the arrays.
  const figures = JSON.stringify([categories, series]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const allIntegers = series.every((one) => one.values.every(Number.isInteger));

    // Labels wider than their columns would overlap: the chart turns on its side, a category
    // per row with its label wrapping beside it, first at the top (chartist draws rows upwards).
    const rows = barLayout(element.clientWidth, categories) === 'rows';
    const count = categories.length;
    element.style.height = rows ? `${rowsHeightRem(count, series.length)}rem` : '';
    element.dataset.layout = rows ? 'rows' : 'columns';
    const valueAxis = {
      onlyInteger: allIntegers,
      labelInterpolationFnc: (value: string | number) => valueFormat(Number(value)),
    };
    const valueOf = (seriesIndex: number, index: number) =>
      series[seriesIndex]?.values[rows ? count - 1 - index : index];

    loadChartist().then(
      ({ BarChart: ChartistBarChart }) => {
        if (cancelled) return;
        const chart = new ChartistBarChart(
          element,
          {
            labels: rows ? [...categories].reverse() : categories,
            series: series.map((one) => ({
              name: one.name,
              data: rows ? [...one.values].reverse() : one.values,
            })),
          },
          rows
            ? {
                height: '100%',
                horizontalBars: true,
                seriesBarDistance: barWidth(element.clientHeight, count, series.length),
                axisX: valueAxis,
                axisY: { showGrid: false, offset: labelColumnPx(element.clientWidth, categories) },
                // Room on the right for the longest bar's value.
                chartPadding: { top: 8, right: 40, bottom: 0, left: 8 },
              }
            : {
                height: '100%',
                seriesBarDistance: barWidth(element.clientWidth, count, series.length),
                // Two lines under each column for a label that wraps.
                axisX: { showGrid: false, offset: 40 },
                axisY: valueAxis,
                chartPadding: { top: 24, right: 8, bottom: 0, left: 8 },
              },
        );
        chart.on('draw', (event) => {
          if (event.type !== 'bar') return;
          const room = rows ? event.chartRect.height() : event.chartRect.width();
          const width = barWidth(room, count, series.length);
          event.element.attr({ 'stroke-width': `${width}px` });
          const value = valueOf(event.seriesIndex, event.index);
          if (value === undefined) return;
          event.group
            .elem(
              'text',
              rows
                ? { x: event.x2 + 4, y: event.y2 + 4, 'text-anchor': 'start' }
                : { x: event.x2, y: event.y2 - 6, 'text-anchor': 'middle' },
              'ct-bar-value',
            )
            .text(valueFormat(value));
        });
        detach = () => chart.detach();
      },
      () => {
        // Without chartist (its chunk failed to download) the table still gives every figure.
      },
    );
    return () => {
      cancelled = true;
      detach?.();
    };
    // `figures` stands for categories and series.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [figures, valueFormat]);

  return (
    <div className={cx(styles.barChart, className)}>
      <figure ref={container} role="img" aria-label={label} className={styles.figure} />
      {/* The table scrolls within its own region, not the page (WCAG 1.4.10 Reflow at 320 px),
          named by its caption. A region that scrolls takes the keyboard's focus, or its hidden
          columns cannot be reached without a pointer (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.tableRegion}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {label}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {categoryHeader}
              </th>
              {series.map((one, index) => (
                <th key={one.name} scope="col" className={styles.headerCell}>
                  <span
                    aria-hidden="true"
                    className={styles.swatchColours[index % styles.swatchColours.length]}
                  />
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={category}>
                <th scope="row" className={styles.cell}>
                  {category}
                </th>
                {series.map((one) => (
                  <td key={one.name} className={styles.numberCell}>
                    {valueFormat(one.values[row] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
