import type { BrandAnalytics } from '@souk/shared/responses/brand-reports';
import { formatPrice } from '@souk/shared/money';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { useLanguage, useT } from '../../../../lib/language';
import { countText, periodLabel } from '../../overview/report-labels';

/** Revenue (bars) and orders (line, its own axis) over the range, day by day or month by month. */
export function RevenueOrdersChart({ analytics }: { analytics: BrandAnalytics }) {
  const t = useT();
  const language = useLanguage();
  const title = t('brandDashboard.analytics.chartTitle');
  return (
    <section
      aria-labelledby="revenue-orders-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="revenue-orders-title" className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <FiguresChart
        testId="revenue-orders-chart"
        title={title}
        rows={analytics.series}
        categoryKey="period"
        categoryLabel={t(
          analytics.unit === 'month'
            ? 'brandDashboard.analytics.month'
            : 'brandDashboard.analytics.day',
        )}
        formatCategory={(period) => periodLabel(String(period), analytics.unit, language)}
        series={[
          {
            key: 'revenue',
            label: t('brandDashboard.analytics.revenueDt'),
            kind: 'bar',
            color: 'var(--color-brand-600)',
            format: (value) => formatPrice(value),
          },
          {
            key: 'orders',
            label: t('brandDashboard.analytics.orders'),
            kind: 'line',
            color: 'var(--color-accent-500)',
            secondaryAxis: true,
            format: (value) => countText(value, language),
          },
        ]}
        showTableLabel={t('brandDashboard.chart.showTable')}
        showChartLabel={t('brandDashboard.chart.showChart')}
      />
    </section>
  );
}
