import type { AdminOverview } from '@souk/shared/responses/admin-reports';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { ReportPanel } from '../../../../components/report-panel';
import { useLanguage, useT } from '../../../../lib/language';
import { countText, periodLabel } from '../../../../lib/report-labels';
import { useFormat } from '../../../../lib/format';

/** Sales (bars) and orders (line, its own axis) over the range, hour, day or month at a time. */
export function SalesChart({ overview }: { overview: AdminOverview }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const title = t('adminReports.overview.salesTitle');
  return (
    <ReportPanel id="admin-sales-title" title={title}>
      <FiguresChart
        testId="admin-sales-chart"
        title={title}
        rows={overview.sales}
        categoryKey="period"
        categoryLabel={t(`adminReports.overview.${overview.unit}`)}
        formatCategory={(period) => periodLabel(String(period), overview.unit, language)}
        series={[
          {
            key: 'sales',
            label: t('adminReports.overview.sales'),
            kind: 'bar',
            color: 'var(--color-brand-600)',
            format: (value) => format.price(value),
          },
          {
            key: 'orders',
            label: t('adminReports.overview.orders'),
            kind: 'line',
            color: 'var(--color-accent-500)',
            secondaryAxis: true,
            format: (value) => countText(value, language),
          },
        ]}
        showTableLabel={t('adminReports.chart.showTable')}
        showChartLabel={t('adminReports.chart.showChart')}
      />
    </ReportPanel>
  );
}
