import type { CustomerStatistics } from '@souk/shared/responses/admin-users';
import { Button } from '../../../../components/button';
import { CheckCircleIcon, StarIcon, UserIcon, UsersIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { Skeleton } from '../../../../components/skeleton';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { useCustomerStatistics } from '../api/get-customer-statistics';

/**
 * The 4 metric cards (dashboards §2 "Customers"): total, active, new this month, and satisfaction
 * from the real reviews (the spec's fixed 100 % made real; "—" without reviews). A failure shows
 * an error card with Retry, no figures a no-data card (§8 "Statistics").
 */
export function CustomerMetrics() {
  const t = useT();
  const statistics = useCustomerStatistics();
  const title = t('adminCustomers.metrics.label');

  if (statistics.isPending)
    return (
      <MetricsSection title={title} busy testId="customer-metrics">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index}>
            <dt className="sr-only">{t('adminCustomers.states.loading')}</dt>
            <dd>
              <Skeleton className="h-24 rounded-2xl" />
            </dd>
          </div>
        ))}
      </MetricsSection>
    );
  if (statistics.isError)
    return (
      <section
        role="alert"
        aria-label={title}
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
      >
        <div>
          <p className="font-semibold text-slate-900">{t('adminCustomers.metrics.error')}</p>
          <p className="text-sm text-slate-700">{apiErrorMessage(statistics.error, t)}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void statistics.refetch()}>
          {t('adminCustomers.metrics.retry')}
        </Button>
      </section>
    );
  if (!statistics.data)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-700">
        {t('adminCustomers.metrics.empty')}
      </p>
    );
  return <MetricCards title={title} statistics={statistics.data} />;
}

function MetricCards({ title, statistics }: { title: string; statistics: CustomerStatistics }) {
  const t = useT();
  const format = useFormat();
  const number = (value: number) => format.count(value);
  const satisfaction = statistics.satisfactionPercentage;
  return (
    <MetricsSection title={title} testId="customer-metrics">
      <MetricCard
        label={t('adminCustomers.metrics.total')}
        value={number(statistics.totalCustomers)}
        icon={<UsersIcon size={20} />}
        testId="customer-metric"
      />
      <MetricCard
        label={t('adminCustomers.metrics.active')}
        value={number(statistics.activeCustomers)}
        icon={<CheckCircleIcon size={20} />}
        testId="customer-metric"
      />
      <MetricCard
        label={t('adminCustomers.metrics.newThisMonth')}
        value={number(statistics.newCustomersThisMonth)}
        icon={<UserIcon size={20} />}
        testId="customer-metric"
      />
      <MetricCard
        label={t('adminCustomers.metrics.satisfaction')}
        value={
          satisfaction === null
            ? '—'
            : format.number(satisfaction / 100, {
                style: 'percent',
                maximumFractionDigits: 1,
              })
        }
        hint={
          satisfaction === null
            ? t('adminCustomers.metrics.noReviews')
            : t('adminCustomers.metrics.satisfactionHint', {
                count: statistics.reviewCount,
              })
        }
        icon={<StarIcon size={20} />}
        testId="customer-metric"
      />
    </MetricsSection>
  );
}
