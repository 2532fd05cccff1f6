import type { CustomersReport } from '@souk/shared/responses/admin-reports';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { StarIcon, UsersIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { ReportPanel, ReportTable } from '../../../../components/report-panel';
import { useLanguage, useT } from '../../../../lib/language';
import { countText, percentText } from '../../../../lib/report-labels';
import { ReportGrowth } from '../../overview/components/report-growth';
import { useFormat } from '../../../../lib/format';

/** spec: dashboards §3 "customers report" — the summary and each segment's figures. */
export function CustomersTab({ report }: { report: CustomersReport }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const { summary } = report;
  const segmentName = (type: CustomersReport['segments'][number]['type']) =>
    t(`adminReports.analytics.segments.${type}`);
  const title = t('adminReports.analytics.customersTitle');
  return (
    <div className="flex flex-col gap-6">
      <MetricsSection title={t('adminReports.analytics.customers')} testId="customers-summary">
        <MetricCard
          label={t('adminReports.analytics.totalCustomers')}
          value={countText(summary.totalCustomers, language)}
          icon={<UsersIcon size={22} />}
        />
        <MetricCard
          label={t('adminReports.analytics.topSegment')}
          value={summary.topSegment ? segmentName(summary.topSegment.type) : '—'}
          hint={
            summary.topSegment &&
            t('adminReports.analytics.topSegmentShare', {
              segment: segmentName(summary.topSegment.type),
              value: percentText(summary.topSegment.percentage, language),
            })
          }
          icon={<StarIcon size={22} />}
        />
      </MetricsSection>
      <ReportPanel id="admin-customers-report-title" title={title}>
        <FiguresChart
          testId="admin-segments-chart"
          title={title}
          rows={report.segments.map(({ type, count, spending }) => ({
            segment: segmentName(type),
            count,
            spending,
          }))}
          categoryKey="segment"
          categoryLabel={t('adminReports.analytics.segment')}
          formatCategory={(segment) => String(segment)}
          series={[
            {
              key: 'count',
              label: t('adminReports.analytics.count'),
              kind: 'bar',
              color: 'var(--color-brand-600)',
              format: (value) => countText(value, language),
            },
            {
              key: 'spending',
              label: t('adminReports.analytics.spending'),
              kind: 'line',
              color: 'var(--color-accent-500)',
              secondaryAxis: true,
              format: (value) => format.price(value),
            },
          ]}
          showTableLabel={t('adminReports.chart.showTable')}
          showChartLabel={t('adminReports.chart.showChart')}
        />
        <div className="mt-4">
          <ReportTable
            testId="segments-table"
            columns={[
              t('adminReports.analytics.segment'),
              t('adminReports.analytics.count'),
              t('adminReports.analytics.spending'),
              t('adminReports.analytics.segmentChange'),
            ]}
            rows={report.segments.map((segment) => ({
              key: segment.type,
              label: (
                <span className="flex flex-col">
                  {segmentName(segment.type)}
                  <span className="text-xs font-normal text-slate-600">
                    {t(`adminReports.analytics.segmentHelp.${segment.type}`)}
                  </span>
                </span>
              ),
              figures: [
                countText(segment.count, language),
                format.price(segment.spending),
                <ReportGrowth key="change" percentChange={segment.percentChange} />,
              ],
            }))}
          />
        </div>
      </ReportPanel>
    </div>
  );
}
