import type { AdminOrdersReport } from '@souk/shared/responses/admin-reports';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { ChartIcon, ReceiptIcon, StarIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { ReportPanel } from '../../../../components/report-panel';
import { ShortPrice } from '../../../../components/short-price';
import { useLanguage, useT } from '../../../../lib/language';
import { countText, monthLabel, percentText } from '../../../../lib/report-labels';
import { ReportGrowth } from '../../overview/components/report-growth';
import { useFormat } from '../../../../lib/format';

/** The recent trend in words: last complete month against the one before. */
function TrendText({ trend }: { trend: AdminOrdersReport['insights']['recentTrend'] }) {
  const t = useT();
  const language = useLanguage();
  if (trend.percentage === null)
    return (
      <>
        {t(
          trend.direction === 'up'
            ? 'adminReports.analytics.trendNew'
            : 'adminReports.analytics.trendFlat',
        )}
      </>
    );
  if (trend.direction === 'flat') return <>{t('adminReports.analytics.trendFlat')}</>;
  return (
    <>
      {t(
        trend.direction === 'up'
          ? 'adminReports.analytics.trendUp'
          : 'adminReports.analytics.trendDown',
        {
          value: percentText(trend.percentage, language),
        },
      )}
    </>
  );
}

/** spec: dashboards §3 "orders report" — 12 months of orders and sales, the best month, the trend. */
export function OrdersTab({ report }: { report: AdminOrdersReport }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const { insights } = report;
  const best = insights.bestPerformingMonth;
  const title = t('adminReports.analytics.ordersTitle');
  return (
    <div className="flex flex-col gap-6">
      <MetricsSection title={t('adminReports.analytics.orders')} testId="orders-insights">
        <MetricCard
          // the label says its period: "Orders in 12 months"
          label={t('adminReports.analytics.totalOrders')}
          value={countText(insights.totalOrders, language)}
          icon={<ReceiptIcon size={22} />}
        />
        <MetricCard
          label={t('adminReports.analytics.bestMonth')}
          period={t('money.period.last12Months')}
          value={
            best ? monthLabel(best.month, language) : t('adminReports.analytics.bestMonthEmpty')
          }
          hint={best && <ShortPrice amount={best.value} />}
          icon={<StarIcon size={22} />}
        />
        <MetricCard
          label={t('adminReports.analytics.recentTrend')}
          value={<TrendText trend={insights.recentTrend} />}
          icon={<ChartIcon size={22} />}
        />
      </MetricsSection>
      <ReportPanel id="admin-orders-report-title" title={title}>
        <FiguresChart
          testId="admin-orders-chart"
          title={title}
          rows={report.monthly.map(({ month, count, value }) => ({ month, count, value }))}
          categoryKey="month"
          categoryLabel={t('adminReports.overview.month')}
          formatCategory={(month) => monthLabel(String(month), language)}
          series={[
            {
              key: 'value',
              label: t('adminReports.analytics.ordersValue'),
              kind: 'bar',
              color: 'var(--color-brand-600)',
              format: (value) => format.price(value),
            },
            {
              key: 'count',
              label: t('adminReports.analytics.ordersCount'),
              kind: 'line',
              color: 'var(--color-accent-500)',
              secondaryAxis: true,
              format: (value) => countText(value, language),
            },
          ]}
          showTableLabel={t('adminReports.chart.showTable')}
          showChartLabel={t('adminReports.chart.showChart')}
        />
        <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2" data-testid="orders-changes">
          {report.monthly.map((month) => (
            <li
              key={month.month}
              className="flex justify-between gap-2 border-b border-slate-100 py-1"
            >
              <span className="text-slate-700">{monthLabel(month.month, language)}</span>
              <ReportGrowth percentChange={month.percentChange} />
            </li>
          ))}
        </ul>
      </ReportPanel>
    </div>
  );
}
