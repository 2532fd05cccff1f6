import { useMemo, useState } from 'react';
import type { AdminPayoutRow } from '@souk/shared/responses/payouts';
import { formatRib } from '@souk/shared/validation';
import { Bdi } from '../../../../components/bidi';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { Price } from '../../../../components/price';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { useAdminPayouts } from '../api/payouts';
import { BrandRateDialog } from '../components/brand-rate-dialog';
import { CommissionRates } from '../components/commission-rates';
import { RecordPayoutDialog } from '../components/record-payout-dialog';
import { StatementDialog } from '../components/statement-dialog';

type Open = { kind: 'payout' | 'statement' | 'rate'; brand: AdminPayoutRow } | null;

/**
 * The admin's Payouts page (issue 30, decision 027): every brand's balance — available, pending,
 * paid out — its rate and bank details; record a payout, read a brand's statement and download it;
 * the commission rates per brand category and per brand.
 */
export default function AdminPayoutsPage() {
  const t = useT();
  const format = useFormat();
  const payouts = useAdminPayouts();
  const [open, setOpen] = useState<Open>(null);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    const brands = payouts.data?.brands ?? [];
    return words ? brands.filter((b) => b.brandName.toLowerCase().includes(words)) : brands;
  }, [payouts.data, search]);

  if (payouts.isError)
    return (
      <ErrorState
        className="mx-auto max-w-6xl"
        message={t('payouts.loadError')}
        retryLabel={t('payouts.retry')}
        onRetry={() => void payouts.refetch()}
      />
    );

  const data = payouts.data;
  const figure = (amount: number | undefined) =>
    amount === undefined ? <Skeleton className="h-7 w-24" /> : <Price amount={amount} />;

  return (
    <div className="mx-auto max-w-6xl space-y-6" data-testid="admin-payouts">
      <p className="text-sm text-slate-700">{t('payouts.admin.intro')}</p>
      <MetricsSection title={t('payouts.admin.totalsTitle')} busy={!data}>
        <MetricCard
          testId="total-available"
          label={t('payouts.figures.available')}
          period={t('payouts.now')}
          value={figure(data?.totals.available)}
        />
        <MetricCard
          testId="total-pending"
          label={t('payouts.figures.pending')}
          period={t('payouts.now')}
          value={figure(data?.totals.pending)}
        />
        <MetricCard
          testId="total-paid-out"
          label={t('payouts.figures.paidOut')}
          period={t('payouts.allTime')}
          value={figure(data?.totals.paidOut)}
        />
        <MetricCard
          testId="total-commission"
          label={t('payouts.admin.commissionEarned')}
          period={t('payouts.allTime')}
          value={figure(data?.totals.commission)}
        />
      </MetricsSection>

      <section aria-labelledby="brand-balances-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="brand-balances-title" className="text-lg font-bold">
            {t('payouts.admin.brands')}
          </h2>
          <TextField
            className="w-full sm:w-72"
            type="search"
            label={t('payouts.admin.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {!data ? (
          <div role="status" aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('payouts.loading')}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('payouts.admin.empty')}</p>
        ) : (
          <ul className="space-y-3" data-testid="brand-balances">
            {shown.map((brand) => (
              <li
                key={brand.brandId}
                data-testid="brand-balance"
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="min-w-0 font-semibold">
                    <Bdi truncate>{brand.brandName}</Bdi>
                  </h3>
                  <span className="text-sm text-slate-600">
                    {t('payouts.admin.rate')}:{' '}
                    {brand.brandCommissionRate !== null
                      ? t('payouts.rates.own', { rate: format.number(brand.commissionRate) })
                      : t('payouts.figures.rateValue', {
                          rate: format.number(brand.commissionRate),
                        })}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-600">{t('payouts.figures.available')}</dt>
                    <dd className="font-semibold" data-testid="brand-available">
                      <Price amount={brand.available} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('payouts.figures.pending')}</dt>
                    <dd>
                      <Price amount={brand.pending} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('payouts.figures.paidOut')}</dt>
                    <dd>
                      <Price amount={brand.paidOut} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('payouts.admin.bankDetails')}</dt>
                    <dd className="break-all">
                      {brand.rib ? (
                        <bdi dir="ltr">{formatRib(brand.rib)}</bdi>
                      ) : (
                        <span className="text-amber-800">{t('payouts.admin.noBank')}</span>
                      )}
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => setOpen({ kind: 'payout', brand })}
                    disabled={brand.available <= 0 || !brand.hasBankDetails}
                  >
                    {t('payouts.admin.record')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen({ kind: 'statement', brand })}
                  >
                    {t('payouts.admin.statement')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setOpen({ kind: 'rate', brand })}
                  >
                    {t('payouts.admin.changeRate')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {data && <CommissionRates categories={data.categories} defaultRate={data.defaultRate} />}

      {open?.kind === 'payout' && (
        <RecordPayoutDialog brand={open.brand} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'statement' && (
        <StatementDialog brand={open.brand} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'rate' && data && (
        <BrandRateDialog
          brand={open.brand}
          categories={data.categories}
          defaultRate={data.defaultRate}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
