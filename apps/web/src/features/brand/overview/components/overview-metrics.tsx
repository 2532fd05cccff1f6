import type { BrandOverview } from '@souk/shared/responses/brand-reports';
import { BoxIcon, ReceiptIcon, StarIcon, TagIcon } from '../../../../components/icons';
import { MetricCard } from '../../../../components/metric-card';
import { ShortPrice } from '../../../../components/short-price';
import { Skeleton } from '../../../../components/skeleton';
import { formatNumber } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';

/**
 * spec: dashboards §2 "Overview" — the metric cards: earnings (shown as Nk above 1000), products,
 * orders and average rating. Without figures yet, each value is a skeleton.
 */
export function OverviewMetrics({ overview }: { overview: BrandOverview | undefined }) {
  const t = useT();
  const language = useLanguage();
  const pending = <Skeleton className="h-8 w-20" />;
  return (
    <section aria-labelledby="brand-metrics-title">
      <h2 id="brand-metrics-title" className="sr-only">
        {t('brandDashboard.overview.metricsTitle')}
      </h2>
      <dl
        data-testid="brand-metrics"
        aria-busy={overview ? undefined : true}
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <MetricCard
          label={t('brandDashboard.overview.earnings')}
          value={overview ? <ShortPrice amount={overview.earnings} /> : pending}
          hint={t('brandDashboard.overview.earningsHint')}
          icon={<TagIcon size={22} />}
        />
        <MetricCard
          label={t('brandDashboard.overview.products')}
          value={overview ? formatNumber(overview.productsCount, language) : pending}
          hint={
            overview &&
            t('brandDashboard.overview.productsHint', {
              active: formatNumber(overview.activeProducts, language),
            })
          }
          icon={<BoxIcon size={22} />}
        />
        <MetricCard
          label={t('brandDashboard.overview.orders')}
          value={overview ? formatNumber(overview.orders, language) : pending}
          hint={t('brandDashboard.overview.ordersHint')}
          icon={<ReceiptIcon size={22} />}
        />
        <MetricCard
          label={t('brandDashboard.overview.averageRating')}
          value={
            overview
              ? formatNumber(overview.averageRating, language, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })
              : pending
          }
          hint={overview && t('brandDashboard.overview.reviews', { count: overview.reviewCount })}
          icon={<StarIcon size={22} />}
        />
      </dl>
    </section>
  );
}
