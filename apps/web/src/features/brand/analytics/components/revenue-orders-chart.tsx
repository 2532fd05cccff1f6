import type { BrandAnalytics } from '@souk/shared/responses/brand-reports';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { useLanguage, useT } from '../../../../lib/language';
import { ReportPanel } from '../../../../components/report-panel';
import { countText, periodLabel } from '../../../../lib/report-labels';
import { useFormat } from '../../../../lib/format';

/** Revenue (bars) and orders (line, its own axis) over the range, day by day or month by month. */
export function RevenueOrdersChart({ analytics }: { analytics: BrandAnalytics }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const title = t('brandDashboard.analytics.chartTitle');
  return (
    <ReportPanel id="revenue-orders-title" title={title}>
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
            format: (value) => format.price(value),
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
    </ReportPanel>
  );
}
