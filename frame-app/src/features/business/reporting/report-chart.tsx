/**
 * The reporting page's charts (issue #26 "each as a chart a person reads at a glance (a well-kept chart library,
 * loaded lazily with this page only)"): recharts bar charts, imported by nothing but the reporting page through
 * `React.lazy`, so recharts is its own chunk fetched when the page first shows a chart (never on the front door).
 *
 * Every chart sits next to a table with the same figures (./reporting-page.tsx), so the chart is one image to
 * assistive technology: `role="img"` with a label naming the view and pointing at the table; recharts' own keyboard
 * layer is off (it would add a tab stop that only repeats the table). With two series a legend names them. Colours come from the brand's CSS custom
 * properties through class names (./reporting.module.css), never from inline colours.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './reporting.module.css';

/** One category of a chart: its label and one value per series (in the unit `format` expects, e.g. minor units). */
export interface ChartRow {
  label: string;
  values: readonly number[];
}

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  /** The chart's accessible name (names the view and says the table has the figures). */
  label: string;
  rows: readonly ChartRow[];
  /** Series names, one per value of each row (a legend is shown with two or more). */
  series: readonly string[];
  /** Formats a value for the tooltip (e.g. money in the company's currency). */
  format(value: number): string;
  /** Formats an axis tick (shorter, e.g. compact money). */
  formatTick(value: number): string;
  /** `horizontal`: bars grow to the right, labels on the left (long names: travelers, groups, routes). */
  layout?: 'vertical' | 'horizontal';
}

const SERIES_CLASSES = [styles.series0, styles.series1];

/** A bar chart of one report view (see the module docstring). Height grows with the rows when horizontal. */
export function ReportChart({ label, rows, series, format, formatTick, layout = 'vertical' }: ReportChartProps) {
  const data = rows.map((r) => Object.fromEntries([['label', r.label], ...r.values.map((v, i) => [`s${i}`, v])]) as Record<string, string | number>);
  const horizontal = layout === 'horizontal';
  const height = horizontal ? Math.max(160, 36 * rows.length * Math.max(1, series.length * 0.75) + 48) : 240;
  return (
    <div className={styles.chart} role="img" aria-label={label}>
      <BarChart
        responsive
        accessibilityLayer={false}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 8 : 0 }}
        style={{ width: '100%', height }}
      >
        <CartesianGrid className={styles.grid} horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={formatTick} className={styles.axis} />
            <YAxis type="category" dataKey="label" width={120} className={styles.axis} interval={0} />
          </>
        ) : (
          <>
            <XAxis type="category" dataKey="label" className={styles.axis} />
            <YAxis type="number" tickFormatter={formatTick} width={64} className={styles.axis} />
          </>
        )}
        <Tooltip formatter={(value) => format(Number(value))} wrapperClassName={styles.tooltip} cursor={{ className: styles.cursor }} isAnimationActive={false} />
        {series.map((name, i) => (
          <Bar key={name} dataKey={`s${i}`} name={name} className={SERIES_CLASSES[i % SERIES_CLASSES.length]} isAnimationActive={false} radius={2} />
        ))}
      </BarChart>
      {series.length > 1 ? (
        // The legend is drawn here, not by recharts (whose legend orders its items by name, not by series).
        <ul className={styles.legend}>
          {series.map((name, i) => (
            <li key={name}><span className={`${styles.swatch} ${SERIES_CLASSES[i % SERIES_CLASSES.length]}`} />{name}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The lazy module's default export (React.lazy). */
export default ReportChart;
