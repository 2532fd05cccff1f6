import type { OrdersReport } from '@souk/shared/responses/brand-reports';
import { Price } from '../../../../components/price';
import type { TFunction } from '../../../../lib/language';
import { useLanguage, useT } from '../../../../lib/language';
import type { Language } from '@souk/shared/constants';
import { countText, monthLabel, percentText } from '../../overview/report-labels';
import { bodyCell, headCell, ReportPanel } from './report-panel';

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
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">
            {t('brandDashboard.analytics.totalOrders')}
          </dt>
          <dd className="text-xl font-bold text-slate-900">
            {countText(insights.totalOrders, language)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">
            {t('brandDashboard.analytics.bestMonth')}
          </dt>
          <dd className="text-xl font-bold text-slate-900">
            {best ? monthLabel(best.month, language) : t('brandDashboard.analytics.noBestMonth')}
          </dd>
          {best && (
            <dd className="text-xs text-slate-600">
              <Price amount={best.value} /> ·{' '}
              {t('brandDashboard.analytics.ordersCount', { count: best.count })}
            </dd>
          )}
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">
            {t('brandDashboard.analytics.recentTrend')}
          </dt>
          <dd className="text-xl font-bold text-slate-900">
            {trendText(insights.recentTrend, t, language)}
          </dd>
          <dd className="text-xs text-slate-600">{t('brandDashboard.analytics.trendHint')}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="orders-report">
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={headCell}>
                {t('brandDashboard.analytics.month')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.orders')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.reportValue')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.change')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.monthly.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={`${bodyCell} text-start font-normal`}>
                  {monthLabel(month.month, language)}
                </th>
                <td className={`${bodyCell} text-end tabular-nums`}>
                  {countText(month.count, language)}
                </td>
                <td className={`${bodyCell} text-end`}>
                  <Price amount={month.value} />
                </td>
                <td className={`${bodyCell} text-end tabular-nums`}>
                  <bdi dir="ltr">{changeText(month.percentChange, t, language)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReportPanel>
  );
}
