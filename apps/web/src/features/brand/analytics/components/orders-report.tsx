import type { ReactNode } from 'react';
import type { OrdersReport } from '@souk/shared/responses/brand-reports';
import { Price } from '../../../../components/price';
import type { TFunction } from '../../../../lib/language';
import { useLanguage, useT } from '../../../../lib/language';
import type { Language } from '@souk/shared/constants';
import { countText, monthLabel, percentText } from '../../../../lib/report-labels';
import { ReportPanel, ReportTable } from '../../../../components/report-panel';

/** One figure of the report's insights: its term, its value and an optional line under it. */
function Insight({
  label,
  value,
  hint,
  period,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** the period the figure counts (decision 029) */
  period?: string;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">
        {label}
        {period && (
          <span data-testid="figure-period" className="block font-normal">
            {period}
          </span>
        )}
      </dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/** The trend as words: "Up 12.5%", "Down 3%", "Flat", or up from nothing. */
export function trendText(
  trend: OrdersReport['insights']['recentTrend'],
  t: TFunction,
  language: Language,
): string {
  if (trend.direction === 'flat') return t('brandDashboard.analytics.trendFlat');
  if (trend.percentage === null) return t('brandDashboard.analytics.trendNew');
  return t(
    trend.direction === 'up'
      ? 'brandDashboard.analytics.trendUp'
      : 'brandDashboard.analytics.trendDown',
    { value: percentText(trend.percentage, language) },
  );
}

/** A month's change against the month before, signed, or n/a without a base. */
export function changeText(change: number | null, t: TFunction, language: Language): string {
  if (change === null) return t('brandDashboard.analytics.notCompared');
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${percentText(change, language)}%`;
}

/** spec: dashboards §3 "Reports" — the orders report: 12 months and its insights. */
export function OrdersReportPanel({ report }: { report: OrdersReport }) {
  const t = useT();
  const language = useLanguage();
  const { insights } = report;
  const best = insights.bestPerformingMonth;
  return (
    <ReportPanel id="orders-report-title" title={t('brandDashboard.analytics.reportTitle')}>
      <dl data-testid="orders-insights" className="mb-4 grid gap-3 sm:grid-cols-3">
        <Insight
          // the label says its period: "Orders in 12 months"
          label={t('brandDashboard.analytics.totalOrders')}
          value={countText(insights.totalOrders, language)}
        />
        <Insight
          label={t('brandDashboard.analytics.bestMonth')}
          period={t('money.period.last12Months')}
          value={
            best ? monthLabel(best.month, language) : t('brandDashboard.analytics.noBestMonth')
          }
          hint={
            best && (
              <>
                <Price amount={best.value} /> ·{' '}
                {t('brandDashboard.analytics.ordersCount', { count: best.count })}
              </>
            )
          }
        />
        <Insight
          label={t('brandDashboard.analytics.recentTrend')}
          value={trendText(insights.recentTrend, t, language)}
          hint={t('brandDashboard.analytics.trendHint')}
        />
      </dl>
      <ReportTable
        testId="orders-report"
        labelClass="font-normal"
        columns={[
          t('brandDashboard.analytics.month'),
          t('brandDashboard.analytics.orders'),
          t('brandDashboard.analytics.reportValue'),
          t('brandDashboard.analytics.change'),
        ]}
        rows={report.monthly.map((month) => ({
          key: month.month,
          label: monthLabel(month.month, language),
          figures: [
            countText(month.count, language),
            <Price key="value" amount={month.value} />,
            <bdi key="change" dir="ltr">
              {changeText(month.percentChange, t, language)}
            </bdi>,
          ],
        }))}
      />
    </ReportPanel>
  );
}
