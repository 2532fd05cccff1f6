import type { ReactNode } from 'react';
import type { ProfileOverview } from '@souk/shared/responses/profile';
import { HeartIcon, ReceiptIcon, StarIcon, TagIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { formatNumber } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/language';

function Metric({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
}) {
  // The icon sits in the term, so that the group holds only its dt and dd (axe: definition-list).
  return (
    <div className="relative min-h-24 rounded-2xl border border-slate-200 bg-white p-4 ps-19 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">
        <span
          aria-hidden="true"
          className="absolute start-4 top-4 rounded-xl bg-brand-50 p-2.5 text-brand-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-2xl font-bold text-slate-900">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/**
 * spec: storefront §2 "Customer profile" — the metric panels, from real data (issue 11): orders,
 * total spent in dt, wishlist items, loyalty points (10 % of what delivered orders cost).
 */
export function ProfileMetrics({ overview }: { overview: ProfileOverview | undefined }) {
  const t = useT();
  const language = useLanguage();
  const number = (value: number) =>
    overview ? formatNumber(value, language) : <Skeleton className="h-8 w-16" />;
  return (
    <section aria-labelledby="profile-metrics-title">
      <h2 id="profile-metrics-title" className="sr-only">
        {t('profile.metrics.title')}
      </h2>
      <dl
        data-testid="profile-metrics"
        aria-busy={overview ? undefined : true}
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <Metric
          label={t('profile.metrics.orders')}
          value={number(overview?.orders ?? 0)}
          icon={<ReceiptIcon size={22} />}
        />
        <Metric
          label={t('profile.metrics.totalSpent')}
          value={
            overview ? <Price amount={overview.totalSpent} /> : <Skeleton className="h-8 w-24" />
          }
          icon={<TagIcon size={22} />}
        />
        <Metric
          label={t('profile.metrics.wishlistItems')}
          value={number(overview?.wishlistItems ?? 0)}
          icon={<HeartIcon size={22} />}
        />
        <Metric
          label={t('profile.metrics.loyaltyPoints')}
          value={number(overview?.loyaltyPoints ?? 0)}
          hint={t('profile.metrics.pointsHint')}
          icon={<StarIcon size={22} />}
        />
      </dl>
    </section>
  );
}
