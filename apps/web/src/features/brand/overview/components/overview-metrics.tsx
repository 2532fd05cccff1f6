import type { BrandOverview } from '@souk/shared/responses/brand-reports';
import { BoxIcon, ReceiptIcon, StarIcon, TagIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { ShortPrice } from '../../../../components/short-price';
import { Skeleton } from '../../../../components/skeleton';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';

/**
 * spec: dashboards §2 "Overview" — the metric cards: earnings (shown as Nk above 1000), products,
 * orders and average rating. Without figures yet, each value is a skeleton.
 */
export function OverviewMetrics({ overview }: { overview: BrandOverview | undefined }) {
  const t = useT();
  const format = useFormat();
  const pending = <Skeleton className="h-8 w-20" />;
  return (
    <MetricsSection
      title={t('brandDashboard.overview.metricsTitle')}
      testId="brand-metrics"
      busy={!overview}
    >
      <MetricCard
        label={t('brandDashboard.overview.earnings')}
        period={t('money.period.allTime')}
        value={overview ? <ShortPrice amount={overview.earnings} /> : pending}
        hint={t('brandDashboard.overview.earningsHint')}
        icon={<TagIcon size={22} />}
      />
      <MetricCard
        label={t('brandDashboard.overview.products')}
        value={overview ? format.count(overview.productsCount) : pending}
        hint={
          overview &&
          t('brandDashboard.overview.productsHint', {
            active: format.count(overview.activeProducts),
          })
        }
        icon={<BoxIcon size={22} />}
      />
      <MetricCard
        label={t('brandDashboard.overview.orders')}
        period={t('money.period.allTime')}
        value={overview ? format.count(overview.orders) : pending}
        icon={<ReceiptIcon size={22} />}
      />
      <MetricCard
        label={t('brandDashboard.overview.averageRating')}
        period={t('money.period.allTime')}
        value={overview ? format.rating(overview.averageRating) : pending}
        hint={overview && t('brandDashboard.overview.reviews', { count: overview.reviewCount })}
        icon={<StarIcon size={22} />}
      />
    </MetricsSection>
  );
}
