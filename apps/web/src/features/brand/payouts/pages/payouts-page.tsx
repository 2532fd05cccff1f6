import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { LedgerStatement } from '../../../../components/ledger-statement';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { Price } from '../../../../components/price';
import { Skeleton } from '../../../../components/skeleton';
import { BRAND_AREA } from '../../../../lib/access';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useBrandId } from '../../use-brand-id';
import { downloadStatement, useLedger, usePayoutSummary } from '../api/get-payouts';

/**
 * The brand's Payouts page (issue 30, decision 027): what Souk owes it now — available, pending
 * inside the return window, paid out — the rate in force, and the statement of its ledger lines
 * with a CSV download.
 */
export default function BrandPayoutsPage() {
  const t = useT();
  const format = useFormat();
  const brandId = useBrandId();
  const summary = usePayoutSummary();
  const [page, setPage] = useState(0);
  const ledger = useLedger(page);
  const [downloading, setDownloading] = useState(false);

  if (summary.isError || ledger.isError)
    return (
      <ErrorState
        className="mx-auto max-w-5xl"
        message={t('payouts.loadError')}
        retryLabel={t('payouts.retry')}
        onRetry={() => void Promise.all([summary.refetch(), ledger.refetch()])}
      />
    );

  async function download() {
    if (brandId === null) return;
    setDownloading(true);
    try {
      await downloadStatement(brandId);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t) || t('payouts.statement.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  const data = summary.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-testid="brand-payouts">
      <p className="text-sm text-slate-700">{t('payouts.intro')}</p>
      {data && !data.hasBankDetails && (
        <p
          role="note"
          data-testid="bank-missing"
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('payouts.bankMissing')}{' '}
          <Link to={`${BRAND_AREA}/settings`} className="font-semibold underline">
            {t('payouts.toSettings')}
          </Link>
        </p>
      )}
      <MetricsSection title={t('payouts.figures.title')} testId="payout-figures" busy={!data}>
        <MetricCard
          testId="figure-available"
          label={t('payouts.figures.available')}
          period={t('payouts.now')}
          value={data ? <Price amount={data.available} /> : <Skeleton className="h-7 w-24" />}
          hint={t('payouts.figures.availableHint')}
        />
        <MetricCard
          testId="figure-pending"
          label={t('payouts.figures.pending')}
          period={t('payouts.now')}
          value={data ? <Price amount={data.pending} /> : <Skeleton className="h-7 w-24" />}
          hint={t('payouts.figures.pendingHint')}
        />
        <MetricCard
          testId="figure-paid-out"
          label={t('payouts.figures.paidOut')}
          period={t('payouts.allTime')}
          value={data ? <Price amount={data.paidOut} /> : <Skeleton className="h-7 w-24" />}
        />
        <MetricCard
          testId="figure-rate"
          label={t('payouts.figures.rate')}
          period={t('payouts.now')}
          value={
            data ? (
              t('payouts.figures.rateValue', { rate: format.number(data.commissionRate) })
            ) : (
              <Skeleton className="h-7 w-16" />
            )
          }
          hint={data ? t(`payouts.rateSource.${data.rateSource}`) : undefined}
        />
      </MetricsSection>
      <section
        aria-labelledby="statement-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="statement-title" className="text-lg font-bold">
            {t('payouts.statement.title')}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download()}
            loading={downloading}
            data-testid="download-statement"
          >
            {t('payouts.statement.download')}
          </Button>
        </div>
        {ledger.data ? (
          <LedgerStatement page={ledger.data} onPage={(next) => setPage(next - 1)} />
        ) : (
          <div role="status" aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('payouts.loading')}</span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        )}
      </section>
    </div>
  );
}
