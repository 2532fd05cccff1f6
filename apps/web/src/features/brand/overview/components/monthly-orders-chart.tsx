import type { BrandOverview } from '@souk/shared/responses/brand-reports';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { useLanguage, useT } from '../../../../lib/language';
import { ReportPanel } from '../../../../components/report-panel';
import { countText, monthName } from '../../../../lib/report-labels';
import { useFormat } from '../../../../lib/format';

/** spec: dashboards §2 "Overview", §9 — orders per month, Jan to Dec of this year. */
export function MonthlyOrdersChart({ overview }: { overview: BrandOverview }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const title = t('brandDashboard.overview.monthlyTitle', { year: overview.year });
  return (
    <ReportPanel id="monthly-orders-title" title={title}>
      <FiguresChart
        testId="monthly-orders-chart"
        title={title}
        rows={overview.monthlyOrders}
        categoryKey="month"
        categoryLabel={t('brandDashboard.overview.month')}
        formatCategory={(month) => monthName(Number(month), language)}
        series={[
          {
            key: 'count',
            label: t('brandDashboard.overview.ordersCount'),
            kind: 'bar',
            color: 'var(--color-brand-600)',
            format: (value) => countText(value, language),
          },
          {
            key: 'value',
            label: t('brandDashboard.overview.sales'),
            kind: 'line',
            color: 'var(--color-accent-500)',
            secondaryAxis: true,
            format: (value) => format.price(value),
          },
        ]}
        showTableLabel={t('brandDashboard.chart.showTable')}
        showChartLabel={t('brandDashboard.chart.showChart')}
      />
    </ReportPanel>
  );
}
