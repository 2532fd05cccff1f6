import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatterFor } from '../../lib/format';
import { chartAxesFor, FiguresChart } from './figures-chart';

const rows = [
  { day: '2026-06-14', revenue: 1250.5, orders: 2 },
  { day: '2026-06-15', revenue: 0, orders: 0 },
];

function renderChart() {
  render(
    <FiguresChart
      title="Sales by day"
      rows={rows}
      categoryKey="day"
      categoryLabel="Day"
      formatCategory={(day) => `day ${String(day).slice(8)}`}
      series={[
        {
          key: 'revenue',
          label: 'Revenue',
          kind: 'bar',
          color: 'red',
          format: formatterFor('en').price,
        },
        {
          key: 'orders',
          label: 'Orders',
          kind: 'line',
          color: 'blue',
          secondaryAxis: true,
          format: String,
        },
      ]}
      showTableLabel="Show as table"
      showChartLabel="Show as chart"
    />,
  );
}

describe('the figures chart', () => {
  afterEach(() => {
    cleanup();
  });

  it('gives screen readers a table of the same figures, and shows it to anyone who asks', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Sales by day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Revenue', 'Orders']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['day 14', 'day 15']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('day 141,250.50 dt2');
    expect(table.parentElement!.className).toBe('sr-only');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(table.parentElement!.className).not.toContain('sr-only');
    expect(
      screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-controls'),
    ).toBe(table.id);
  });

  it('mirrors its axes right to left: first category on the right, values on the right', () => {
    expect(chartAxesFor('ltr')).toEqual({ reversed: false, primary: 'left', secondary: 'right' });
    expect(chartAxesFor('rtl')).toEqual({ reversed: true, primary: 'right', secondary: 'left' });
  });
});
