import { useId, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../lib/format';
import { directionOf, useLanguage } from '../../lib/language';

/**
 * A bar and line chart of figures over categories (months, days), readable by everyone:
 *
 * - screen readers get a <table> with the same figures (visually hidden; a button shows it to
 *   everyone instead of the chart), the drawing itself being hidden from them;
 * - in Arabic the chart mirrors: the first category on the right, the value axis on the right,
 *   the legend flowing right to left; numbers are written in the reader's locale.
 *
 * Import it only from dashboard pages: recharts then loads in their chunk alone.
 */

export type FiguresChartSeries<Row> = {
  key: keyof Row & string;
  label: string;
  kind: 'bar' | 'line';
  /** a CSS colour, e.g. var(--color-brand-600) */
  color: string;
  /** drawn against a second value axis (another unit: orders beside dinar) */
  secondaryAxis?: boolean;
  /** how a value is written in the tooltip and the table */
  format: (value: number) => string;
};

/**
 * Where the axes go: in a right-to-left language the categories run from the right (the x-axis
 * reversed) and the value axis stands on the right, the second one on the left.
 */
export function chartAxesFor(direction: 'ltr' | 'rtl') {
  const rtl = direction === 'rtl';
  return {
    reversed: rtl,
    primary: rtl ? ('right' as const) : ('left' as const),
    secondary: rtl ? ('left' as const) : ('right' as const),
  };
}

export function FiguresChart<Row extends Record<string, string | number>>({
  title,
  rows,
  categoryKey,
  categoryLabel,
  formatCategory,
  series,
  showTableLabel,
  showChartLabel,
  height = 280,
  testId,
}: {
  /** the table's caption, and the chart's name */
  title: string;
  rows: readonly Row[];
  categoryKey: keyof Row & string;
  /** the header of the table's first column (Month, Day) */
  categoryLabel: string;
  formatCategory: (value: Row[keyof Row & string]) => string;
  series: readonly FiguresChartSeries<Row>[];
  showTableLabel: string;
  showChartLabel: string;
  height?: number;
  testId?: string;
}) {
  const language = useLanguage();
  const format = useFormat();
  const direction = directionOf(language);
  const axes = chartAxesFor(direction);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const axisNumber = (value: number) =>
    format.number(value, { notation: 'compact', maximumFractionDigits: 1 });
  const hasSecondary = series.some((item) => item.secondaryAxis);
  const seriesOf = (key: unknown) => series.find((item) => item.key === key);

  return (
    <figure data-testid={testId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          {series.map((item) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={item.kind === 'bar' ? 'size-3 rounded-sm' : 'h-0.5 w-4 rounded-full'}
                style={{ backgroundColor: item.color }}
              />
              {item.label}
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-controls={tableId}
          aria-expanded={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {asTable ? showChartLabel : showTableLabel}
        </button>
      </div>

      {!asTable && (
        <div aria-hidden="true" style={{ height }} className="w-full" dir="ltr">
          <ComposedChart
            responsive
            width="100%"
            height={height}
            data={rows as Row[]}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey={categoryKey as string}
              reversed={axes.reversed}
              tickFormatter={(value: Row[keyof Row & string]) => formatCategory(value)}
              tick={{ fill: '#475569', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: '#cbd5e1' }}
              minTickGap={8}
            />
            <YAxis
              yAxisId="primary"
              orientation={axes.primary}
              tickFormatter={axisNumber}
              tick={{ fill: '#475569', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            {hasSecondary && (
              <YAxis
                yAxisId="secondary"
                orientation={axes.secondary}
                allowDecimals={false}
                tickFormatter={axisNumber}
                tick={{ fill: '#475569', fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                width={40}
              />
            )}
            <Tooltip
              labelFormatter={(label) => formatCategory(label as Row[keyof Row & string])}
              formatter={(value, _name, item) => {
                const shown = seriesOf(item.dataKey);
                return [shown ? shown.format(Number(value)) : String(value), shown?.label ?? ''];
              }}
              contentStyle={{ direction, textAlign: 'start' }}
              // the series' colours are too light for text: the words stay dark (axe contrast)
              itemStyle={{ color: '#0f172a' }}
            />
            {series.map((item) =>
              item.kind === 'bar' ? (
                <Bar
                  key={item.key}
                  dataKey={item.key as string}
                  name={item.label}
                  yAxisId={item.secondaryAxis ? 'secondary' : 'primary'}
                  fill={item.color}
                  radius={[4, 4, 0, 0]}
                  maxBarSize={36}
                  isAnimationActive={false}
                />
              ) : (
                <Line
                  key={item.key}
                  dataKey={item.key as string}
                  name={item.label}
                  yAxisId={item.secondaryAxis ? 'secondary' : 'primary'}
                  stroke={item.color}
                  strokeWidth={2}
                  dot={false}
                  type="monotone"
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </div>
      )}

      {/* focusable when shown: a keyboard scrolls a table that overflows a phone (axe) */}
      <div
        className={asTable ? 'relative overflow-x-auto' : 'sr-only'}
        tabIndex={asTable ? 0 : undefined}
      >
        <table
          id={tableId}
          data-testid={testId ? `${testId}-table` : undefined}
          className="w-full text-sm"
        >
          <caption className={asTable ? 'sr-only' : undefined}>{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {categoryLabel}
              </th>
              {series.map((item) => (
                <th key={item.key} scope="col" className="px-3 py-2 text-end font-medium">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[categoryKey])} className="border-b border-slate-100">
                <th scope="row" className="px-3 py-1.5 text-start font-normal text-slate-700">
                  {formatCategory(row[categoryKey])}
                </th>
                {series.map((item) => (
                  <td key={item.key} className="px-3 py-1.5 text-end tabular-nums text-slate-900">
                    {item.format(Number(row[item.key]))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
