import type { ProfileOverview } from '@souk/shared/responses/profile';
import { HeartIcon, ReceiptIcon, StarIcon, TagIcon } from '../../../components/icons';
import { MetricCard, MetricsSection } from '../../../components/metric-card';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';

/**
 * spec: storefront §2 "Customer profile" — the metric panels, from real data (issue 11): orders,
 * total spent in dt, wishlist items, loyalty points (10 % of what delivered orders cost).
 */
export function ProfileMetrics({ overview }: { overview: ProfileOverview | undefined }) {
  const t = useT();
  const format = useFormat();
  const number = (value: number) =>
    overview ? format.count(value) : <Skeleton className="h-8 w-16" />;
  return (
    <MetricsSection title={t('profile.metrics.title')} testId="profile-metrics" busy={!overview}>
      <MetricCard
        label={t('profile.metrics.orders')}
        value={number(overview?.orders ?? 0)}
        icon={<ReceiptIcon size={22} />}
      />
      <MetricCard
        label={t('profile.metrics.totalSpent')}
        value={
          overview ? <Price amount={overview.totalSpent} /> : <Skeleton className="h-8 w-24" />
        }
        icon={<TagIcon size={22} />}
      />
      <MetricCard
        label={t('profile.metrics.wishlistItems')}
        value={number(overview?.wishlistItems ?? 0)}
        icon={<HeartIcon size={22} />}
      />
      <MetricCard
        label={t('profile.metrics.loyaltyPoints')}
        value={number(overview?.loyaltyPoints ?? 0)}
        hint={t('profile.metrics.pointsHint')}
        icon={<StarIcon size={22} />}
      />
    </MetricsSection>
  );
}
