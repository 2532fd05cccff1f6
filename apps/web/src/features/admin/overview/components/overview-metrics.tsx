import type { AdminOverview } from '@souk/shared/responses/admin-reports';
import { ChartIcon, ReceiptIcon, TagIcon, UsersIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { ShortPrice } from '../../../../components/short-price';
import { Skeleton } from '../../../../components/skeleton';
import { useLanguage, useT } from '../../../../lib/language';
import { countText, RANGE_PERIOD } from '../../../../lib/report-labels';
import { ReportGrowth } from './report-growth';

/**
 * spec: dashboards §2 "Overview" — the metric tiles: earnings (Nk above 1000), orders, visitors
 * (counted storefront sessions) and sign-ups, each with its growth on the period before.
 */
export function OverviewMetrics({ overview }: { overview: AdminOverview | undefined }) {
  const t = useT();
  const language = useLanguage();
  const pending = <Skeleton className="h-8 w-20" />;
  const metrics = overview?.metrics;
  // decision 029: every figure states its period — the range chosen
  const period = overview && t(`money.period.${RANGE_PERIOD[overview.range]}`);
  return (
    <MetricsSection
      title={t('adminReports.overview.metricsTitle')}
      testId="admin-metrics"
      busy={!overview}
    >
      <MetricCard
        label={t('adminReports.overview.earnings')}
        period={period}
        value={metrics ? <ShortPrice amount={metrics.earnings.value} /> : pending}
        hint={metrics && <ReportGrowth percentChange={metrics.earnings.percentChange} />}
        icon={<TagIcon size={22} />}
      />
      <MetricCard
        label={t('adminReports.overview.orders')}
        period={period}
        value={metrics ? countText(metrics.orders.value, language) : pending}
        hint={metrics && <ReportGrowth percentChange={metrics.orders.percentChange} />}
        icon={<ReceiptIcon size={22} />}
      />
      <MetricCard
        label={t('adminReports.overview.visitors')}
        period={period}
        value={metrics ? countText(metrics.visitors.value, language) : pending}
        hint={metrics && <ReportGrowth percentChange={metrics.visitors.percentChange} />}
        icon={<ChartIcon size={22} />}
      />
      <MetricCard
        label={t('adminReports.overview.signups')}
        period={period}
        value={metrics ? countText(metrics.signups.value, language) : pending}
        hint={metrics && <ReportGrowth percentChange={metrics.signups.percentChange} />}
        icon={<UsersIcon size={22} />}
      />
    </MetricsSection>
  );
}
